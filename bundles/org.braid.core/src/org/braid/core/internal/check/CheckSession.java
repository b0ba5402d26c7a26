package org.braid.core.internal.check;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.braid.core.Cancellation;
import org.braid.core.CheckProgress;
import org.braid.core.Cut;
import org.braid.core.Finding;
import org.braid.core.AssertionFinding;
import org.braid.core.Property;
import org.braid.core.Stats;
import org.braid.core.internal.bmc.BmcCut;
import org.braid.core.internal.bmc.BmcOptions;
import org.braid.core.internal.bmc.BmcResult;
import org.braid.core.internal.bmc.BmcSession;
import org.braid.core.internal.harness.Harness;
import org.braid.core.internal.interp.Outcome;
import org.braid.core.internal.ir.Loc;
import org.braid.core.internal.ir.StmtRef;
import org.braid.core.internal.seq.MemoryAccess;
import org.braid.core.internal.seq.Origin;
import org.braid.core.internal.seq.RaceWatch;
import org.braid.core.internal.seq.SeqConfig;
import org.braid.core.internal.seq.SequentialProgram;
import org.braid.core.internal.seq.UnsupportedProgramException;

/**
 * The searches of one check, one per property: sequentialize the harness once, encode the
 * sequential program once ({@link BmcSession}), then ask the same solver question after
 * question: model check, map the counterexample back, replay it on the interpreter, record the
 * finding, exclude it with a blocking clause, and ask again, until no violation is left within
 * the bounds, the time is up, or the question budget is spent.
 *
 * <p>Assertions and races are searched in separate sequential programs: the assertion program
 * instruments no race checks, the race program turns assertions into assumptions (a failed
 * assertion ends the program). After an assertion finding, every instance of the same original
 * assertion is blocked, which is the same as assuming it ({@link BmcSession}); after a race
 * finding, every race check instance whose watched cell and conflict match it is blocked (KISS
 * checks one variable per program, Sec. 5; the symbolic watched cell with these exclusions
 * reports every racy cell the bounds reach, one finding per cell and conflict). Race checks fire
 * nondeterministically ({@code seq.RaceInstrumentation}), so blocking one race leaves later
 * races on the same path reachable.
 */
final class CheckSession {

    /** Upper bound on solver questions for a violation (runs, in progress events) per property. */
    static final int MAX_RUNS = 32;

    /** The counts that add up over searches; every other count is a bound, kept at its maximum. */
    private static final Set<String> SUMMED = Set.of("encodings", "bmcRuns", "solverCalls", "solveMillis");

    private final Harness harness;
    private final Sequentializer sequentializer;
    private final int unwind;
    private final Cancellation stop;
    private final CheckProgress progress;
    private final List<Finding> findings = new ArrayList<>();
    private final Map<String, Long> counts = new TreeMap<>();
    private final Map<String, Cut> cuts = new LinkedHashMap<>();
    private long variables;
    private long clauses;
    private Optional<String> reason = Optional.empty();
    private boolean floatsLimited;
    private int question;

    CheckSession(Harness harness, Sequentializer sequentializer, int unwind, Cancellation stop,
            CheckProgress progress) {
        this.harness = harness;
        this.sequentializer = sequentializer;
        this.unwind = unwind;
        this.stop = stop;
        this.progress = progress;
    }

    List<Finding> findings() {
        return findings;
    }

    /**
     * Where the bounds cut the searches so far: every loop or recursion cut a model-checker run
     * found reachable, then the thread bound if the sequentializer's static count of started
     * threads exceeded it (then executions starting more threads, if there are any, were cut).
     */
    List<Cut> cuts(int threads) {
        List<Cut> all = new ArrayList<>(cuts.values());
        if (counts.getOrDefault("threadBoundMayCut", 0L) > 0) {
            all.add(new Cut(Cut.Kind.THREADS, "", 0, threads));
        }
        return all;
    }

    /**
     * Whether the search stopped only because a counterexample relied on an over-approximated
     * floating-point result; the search for the other property still makes sense then.
     */
    boolean stoppedOnlyByFloats() {
        return floatsLimited;
    }

    /** Why a search stopped before it was complete, if it did. */
    Optional<String> reason() {
        return reason;
    }

    /**
     * The stats of the searches so far: the largest CNF, and the counts {@code encodings}
     * (sequential programs encoded: one per property searched), {@code bmcRuns} (questions for a
     * violation), {@code solverCalls} and {@code solveMillis} (every SAT call, also for
     * unsupported behaviour and cuts), the sequentializer's bounds and
     * {@code unwindingAssumptionHit}.
     */
    Stats stats(long millis) {
        return new Stats(millis, 0, variables, clauses, counts);
    }

    /**
     * Takes over what {@code later}, a session of the same check that searched the next property
     * on its own, found, as if this session had searched that property after its own: findings,
     * cuts and counts are appended or combined, and a reason {@code later} stopped for replaces
     * this session's.
     */
    void append(CheckSession later) {
        findings.addAll(later.findings);
        later.cuts.forEach(cuts::putIfAbsent);
        later.counts.forEach((name, value) -> counts.merge(name, value,
            SUMMED.contains(name) ? Long::sum : Math::max));
        variables = Math.max(variables, later.variables);
        clauses = Math.max(clauses, later.clauses);
        if (later.reason.isPresent()) {
            reason = later.reason;
        }
        floatsLimited |= later.floatsLimited;
    }

    /**
     * Reports every failing assertion the bounds reach (of both kinds, {@code assert} and
     * {@code exception}); {@code searched}: what the progress names ({@link AssertionKinds#searched}).
     */
    void assertions(SeqConfig config, Set<Property> searched) {
        progress.report(new CheckProgress.PropertyStarted(searched));
        search(config, searched, List.of(), (sequential, violation, trace) -> {
            if (!(trace.claim() instanceof Claim.AssertionFailure claim)) {
                throw new IllegalStateException("an assertion run claims " + trace.claim());
            }
            Optional<Confirmation.Confirmed> replayed = confirm(trace);
            if (replayed.isEmpty()) {
                return List.of();
            }
            Confirmation.Confirmed confirmed = replayed.get();
            AssertionFinding finding =
                Findings.assertion(harness.program(), confirmed, (Outcome.AssertionFailed) confirmed.outcome());
            confirmed(searched, finding);
            Set<StmtRef> instances = new HashSet<>();
            sequential.provenance().all().forEach((stmt, origin) -> {
                if (origin instanceof Origin.Step step && step.original().equals(claim.assertion())) {
                    instances.add(stmt);
                }
            });
            return List.of(new BmcSession.Exclusion(instances, Map.of()));
        });
    }

    /** Reports one race for every racy cell the bounds reach. */
    void races(SeqConfig config) {
        progress.report(new CheckProgress.PropertyStarted(Property.RACE));
        Set<String> reported = new HashSet<>();
        search(config, Set.of(Property.RACE), List.of(RaceWatch.WATCHED_BITS, RaceWatch.ACCESS), (sequential, violation, trace) -> {
            if (!(trace.claim() instanceof Claim.Race claim)) {
                throw new IllegalStateException("a race run claims " + trace.claim());
            }
            Optional<Confirmation.Confirmed> replayed = confirm(trace);
            if (replayed.isEmpty()) {
                return List.of();
            }
            Confirmation.Confirmed confirmed = replayed.get();
            Outcome.DataRace race = (Outcome.DataRace) confirmed.outcome();
            Outcome.Cell cell = race.first().cell();
            boolean writeWrite = claim.firstAccess().kind() == MemoryAccess.Kind.WRITE
                && claim.secondAccess().kind() == MemoryAccess.Kind.WRITE;
            if (reported.add(cell.objectName() + "+" + cell.offset() + (writeWrite ? " write/write" : " read/write"))) {
                confirmed(Set.of(Property.RACE), Findings.race(harness.program(), confirmed, race));
            }
            return raceExclusions(sequential, violation.observed().get(RaceWatch.WATCHED_BITS), writeWrite);
        });
    }

    /** What a question's confirmed violation excludes from the later questions; empty stops the search. */
    @FunctionalInterface
    private interface Outcomes {
        List<BmcSession.Exclusion> confirm(SequentialProgram sequential, BmcResult.Violation violation,
            MappedTrace trace);
    }

    /**
     * One sequentialization and one encoding of the search for {@code properties}, then at most {@link #MAX_RUNS}
     * questions for a violation, each confirmed violation excluded from the next question.
     */
    private void search(SeqConfig config, Set<Property> properties, List<String> observed, Outcomes outcomes) {
        question = 1;
        if (stopped()) {
            return;
        }
        progress.report(new CheckProgress.RunStarted(properties, question, MAX_RUNS, findings.size()));
        SequentialProgram sequential;
        try {
            sequential = sequentializer.apply(harness.program(), harness.entry(), config);
        } catch (UnsupportedProgramException e) {
            reason = Optional.of("unsupported: " + e.describe());
            return;
        }
        sequential.bounds().forEach((name, value) -> counts.merge(name, (long) value, Math::max));
        counts.merge("encodings", 1L, Long::sum);
        try (BmcSession session = BmcSession.open(sequential.program(), sequential.entry(),
                BmcOptions.of(unwind, unwind, stop), observed,
                (variables, clauses) -> progress.report(new CheckProgress.Solving(properties, question, variables,
                    clauses)))) {
            try {
                ask(session, sequential, properties, outcomes);
            } finally {
                record(session.stats());
            }
        }
    }

    private void ask(BmcSession session, SequentialProgram sequential, Set<Property> properties, Outcomes outcomes) {
        while (true) {
            counts.merge("bmcRuns", 1L, Long::sum);
            switch (session.next()) {
                case BmcResult.Violation v -> {
                    MappedTrace trace = TraceMapper.map(harness.program(), sequential, v.steps());
                    progress.report(new CheckProgress.Replaying(properties, question, trace.steps().size()));
                    List<BmcSession.Exclusion> excluded = outcomes.confirm(sequential, v, trace);
                    if (excluded.isEmpty()) {
                        return;
                    }
                    if (question == MAX_RUNS) {
                        reason = Optional.of("stopped after " + MAX_RUNS + " runs");
                        return;
                    }
                    excluded.forEach(session::exclude);
                    question++;
                    if (stopped()) {
                        return;
                    }
                    progress.report(new CheckProgress.RunStarted(properties, question, MAX_RUNS, findings.size()));
                }
                case BmcResult.NoViolation n -> {
                    if (n.unwindingAssumptionHit()) {
                        counts.put("unwindingAssumptionHit", 1L);
                    }
                    for (BmcCut cut : n.cuts()) {
                        Cut found = new Cut(cut.recursion() ? Cut.Kind.RECURSION : Cut.Kind.LOOP, cut.loc().file(),
                            cut.loc().line(), unwind);
                        cuts.putIfAbsent(found.kind() + " " + found.file() + ":" + found.line(), found);
                    }
                    return;
                }
                case BmcResult.Unknown u -> {
                    reason = Optional.of(u.reason());
                    return;
                }
            }
        }
    }

    /** Whether the check was canceled; then the reason is set. */
    private boolean stopped() {
        if (stop.isCanceled()) {
            reason = Optional.of(stop.reason());
            return true;
        }
        return false;
    }

    /**
     * The race check instances that would report the race on the cell with pointer bits
     * {@code bits} again: write/write is a write check while a write is watched; read/write is a
     * read check, or a write check while a read is watched.
     */
    private static List<BmcSession.Exclusion> raceExclusions(SequentialProgram sequential, Long bits,
            boolean writeWrite) {
        if (bits == null) {
            throw new IllegalStateException("the counterexample does not name the watched cell");
        }
        Set<StmtRef> readChecks = new HashSet<>();
        Set<StmtRef> writeChecks = new HashSet<>();
        sequential.provenance().all().forEach((stmt, origin) -> {
            if (origin instanceof Origin.RaceCheck check) {
                (check.access().kind() == MemoryAccess.Kind.WRITE ? writeChecks : readChecks).add(stmt);
            }
        });
        if (writeWrite) {
            return List.of(new BmcSession.Exclusion(writeChecks,
                Map.of(RaceWatch.WATCHED_BITS, bits, RaceWatch.ACCESS, RaceWatch.WRITE)));
        }
        return List.of(new BmcSession.Exclusion(readChecks, Map.of(RaceWatch.WATCHED_BITS, bits)),
            new BmcSession.Exclusion(writeChecks, Map.of(RaceWatch.WATCHED_BITS, bits, RaceWatch.ACCESS, RaceWatch.READ)));
    }

    /**
     * The replay of a counterexample. The model checker over-approximates floating-point results
     * ({@code bmc.ExprEncoder}), so in a program that computes with floats a counterexample may
     * rely on a value the real operation never gives; its replay, which computes exactly, then
     * does not reach the bug. That ends the search for this property with an unknown reason
     * instead of an internal error. In a program without floating-point operations a replay that
     * fails is a Braid bug: the property ends unknown with that reason, never as a finding and
     * never as a crash.
     */
    private Optional<Confirmation.Confirmed> confirm(MappedTrace trace) {
        try {
            return Optional.of(Confirmation.confirm(harness.program(), harness.entry(), trace));
        } catch (ReplayMismatchException e) {
            Optional<Loc> floats = FloatOperations.first(harness.program());
            if (floats.isEmpty()) {
                reason = Optional.of("Braid's model checker and its interpreter disagree on a counterexample (a Braid "
                    + "bug, please report it with the program): " + e.getMessage());
                return Optional.empty();
            }
            floatsLimited = true;
            reason = Optional.of("a counterexample depends on floating-point results, which Braid's model checker "
                + "over-approximates (first floating-point operation at " + floats.get().file() + ":"
                + floats.get().line() + "); its exact replay did not reach the bug");
            return Optional.empty();
        }
    }

    private void confirmed(Set<Property> search, Finding finding) {
        findings.add(finding);
        progress.report(new CheckProgress.FindingConfirmed(search, question, finding));
    }

    private void record(Stats stats) {
        variables = Math.max(variables, stats.satVariables());
        clauses = Math.max(clauses, stats.satClauses());
        stats.counts().forEach((name, value) -> {
            if (name.equals("solverCalls") || name.equals("solveMillis")) {
                counts.merge(name, value, Long::sum);
            }
        });
    }
}
