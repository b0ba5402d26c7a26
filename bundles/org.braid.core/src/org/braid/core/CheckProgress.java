package org.braid.core;

import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * Receives what a running check is doing, so that the IDE and the command line can show it. A
 * check sequentializes and encodes the program once per search (races, then the assertion
 * properties together, see {@link PropertyStarted}) and then searches it in runs:
 * one run asks the SAT solver for a violation not found yet and replays its counterexample on the
 * interpreter; a confirmed bug is excluded (a blocking clause on the same solver) and the next run
 * starts. The run that finds no violation also asks whether an unsupported behaviour or a cut by
 * a bound is reachable. For one search the events therefore come in the order
 * {@code PropertyStarted (RunStarted Solving+ (Replaying FindingConfirmed?)?)*}; a finding whose
 * race was already reported under another access pair is replayed but not confirmed again. A BMC
 * check of races starts with one {@link RaceCandidates}, the lockset pre-pass's possible races.
 *
 * <p>Events are delivered on the thread that runs the check, in order, while the check waits;
 * a listener should return quickly. With {@link Engine#AUTO} (and a cross-check) both engines
 * run on threads of their own and their events, each engine's in order and each wrapped in an
 * {@link OfEngine}, are interleaved and delivered on the thread that called the check; with
 * {@link Engine#DPOR_THEN_BMC} the engines run one after the other on the calling thread, their
 * events wrapped alike. Clients may implement this interface; an implementation is
 * called by one check at a time unless it is thread-safe.
 */
@FunctionalInterface
public interface CheckProgress {

    /** Ignores every event. */
    CheckProgress NONE = event -> {
    };

    /** Called when the check enters a new phase. */
    void report(Event event);

    /** A phase of a check. Immutable. */
    sealed interface Event permits PropertyStarted, RunStarted, Solving, Replaying, FindingConfirmed, Deepening,
            Exploring, OfEngine, RaceCandidates {
    }

    /**
     * The lockset pre-pass (a fast static analysis, before the precise search) could not show that
     * every conflicting pair of accesses to these shared global {@code locations} holds a common
     * lock: they <em>may</em> race. A fast first answer, never a finding: the search then confirms a
     * race with a replayed interleaving or finds none (accesses ordered by thread creation or join
     * are not recognised by the pre-pass, so many candidates are not races). Reported once per
     * check that searches for races with the BMC, before its first race run, when the pre-pass
     * could follow the program. {@code locations} are the user's globals (not the models' own
     * state), sorted; {@code heap} says that memory which is not a global (heap objects, locals
     * whose address other threads get) may race too. Neither: every shared location is protected.
     */
    record RaceCandidates(List<String> locations, boolean heap) implements Event {
        public RaceCandidates {
            locations = List.copyOf(locations);
        }
    }

    /**
     * {@code event} of {@code engine} when a check uses both engines ({@link Engine#AUTO} and a
     * cross-check at once, {@link Engine#DPOR_THEN_BMC} one after the other), so that a listener can say which engine it comes from; {@code engine} is
     * {@link Engine#BMC} or {@link Engine#DPOR}, {@code event} never an {@code OfEngine}.
     */
    record OfEngine(Engine engine, Event event) implements Event {
        public OfEngine {
            Objects.requireNonNull(engine, "engine");
            Objects.requireNonNull(event, "event");
            if (engine.combines() || event instanceof OfEngine) {
                throw new IllegalArgumentException(engine + ": " + event);
            }
        }
    }

    /**
     * The search for violations of {@code properties} starts. A check searches races on their
     * own ({@link Property#RACE}) and the assertion properties together: the selected ones among
     * {@link Property#ASSERT} and {@link Property#EXCEPTION}, without {@code EXCEPTION} when
     * {@code ASSERT} is selected too and the program has no uncaught exception to look for (a C
     * program). The later events of the search name the same properties.
     */
    record PropertyStarted(Set<Property> properties) implements Event {
        public PropertyStarted {
            properties = searched(properties);
        }

        /** The start of the search of {@code property} alone. */
        public PropertyStarted(Property property) {
            this(Set.of(property));
        }
    }

    /** {@code properties} in their declaration order, unmodifiable; not empty. */
    private static Set<Property> searched(Set<Property> properties) {
        if (properties.isEmpty()) {
            throw new IllegalArgumentException("a search looks for at least one property");
        }
        return Collections.unmodifiableSet(EnumSet.copyOf(properties));
    }

    /**
     * Run {@code run} (1-based) of at most {@code maxRuns} of the search for {@code properties} starts: run 1
     * sequentializes and encodes the program, every run asks the solver for a violation with the
     * bugs found by the earlier runs excluded; {@code found} findings of the whole check are
     * confirmed so far.
     */
    record RunStarted(Set<Property> properties, int run, int maxRuns, int found) implements Event {
        public RunStarted {
            properties = searched(properties);
            if (run < 1 || run > maxRuns || found < 0) {
                throw new IllegalArgumentException("run " + run + " of " + maxRuns + ", found " + found);
            }
        }
    }

    /**
     * The formula of the search for {@code properties} so far (shared by its runs) has {@code variables} and
     * {@code clauses}; the SAT solver starts on a question of the current run.
     */
    record Solving(Set<Property> properties, int run, long variables, long clauses) implements Event {
        public Solving {
            properties = searched(properties);
        }
    }

    /** The solver found a counterexample; its schedule of {@code steps} steps is replayed on the interpreter. */
    record Replaying(Set<Property> properties, int run, int steps) implements Event {
        public Replaying {
            properties = searched(properties);
        }
    }

    /**
     * The replay confirmed {@code finding}, a new bug of the check, found by the search for
     * {@code properties} (DPOR, which searches every property at once: the finding's property).
     */
    record FindingConfirmed(Set<Property> properties, int run, Finding finding) implements Event {
        public FindingConfirmed {
            properties = searched(properties);
            Objects.requireNonNull(finding, "finding");
        }
    }

    /**
     * The unwinding bound cut the search at {@code cuts} places and no violation was found: the
     * whole check starts again with the unwinding bound {@code unwind} (deepening).
     */
    record Deepening(int unwind, int cuts) implements Event {
        public Deepening {
            if (unwind < 1 || cuts < 1) {
                throw new IllegalArgumentException("unwind " + unwind + ", cuts " + cuts);
            }
        }
    }

    /**
     * The DPOR engine ({@link Engine#DPOR}) has explored {@code executions} executions; its stack
     * holds {@code pending} backtrack points still to explore, PDP skipped {@code pruned}, and
     * {@code found} distinct violations were found so far (not replayed yet). Reported every 500
     * executions and whenever a new violation is found.
     */
    record Exploring(long executions, int pending, long pruned, int found) implements Event {
        public Exploring {
            if (executions < 0 || pending < 0 || pruned < 0 || found < 0) {
                throw new IllegalArgumentException(executions + ", " + pending + ", " + pruned + ", " + found);
            }
        }
    }
}
