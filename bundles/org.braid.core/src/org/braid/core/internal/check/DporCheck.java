package org.braid.core.internal.check;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.braid.core.Bounds;
import org.braid.core.Cancellation;
import org.braid.core.CheckOptions;
import org.braid.core.CheckProgress;
import org.braid.core.CheckResult;
import org.braid.core.Cut;
import org.braid.core.AssertionFinding;
import org.braid.core.DataRaceFinding;
import org.braid.core.DeadlockFinding;
import org.braid.core.Finding;
import org.braid.core.Property;
import org.braid.core.Stats;
import org.braid.core.Verdict;
import org.braid.core.internal.dpor.DporOptions;
import org.braid.core.internal.dpor.DporResult;
import org.braid.core.internal.dpor.Search;
import org.braid.core.internal.dpor.Witness;
import org.braid.core.internal.harness.Harness;
import org.braid.core.internal.interp.Interpreter;
import org.braid.core.internal.interp.InterpreterOptions;
import org.braid.core.internal.interp.Outcome;
import org.braid.core.internal.interp.ReplayResult;

/**
 * The DPOR engine behind {@link Checker}: searches the closed program
 * ({@link org.braid.core.internal.dpor.Search}), replays every witness on a fresh interpreter
 * (a witness that does not replay to the same bug is a Braid bug, never a finding), and states
 * the verdict: {@code violation} with the confirmed findings (two witnesses of one race whose
 * accesses the report locates alike, such as two reads inside a model called at one line of the
 * user's, are one finding); {@code unknown} when the search was
 * stopped (time, cancellation, an interpreter error); {@code proved} when it was complete;
 * else {@code no-violation-within-bounds} with a {@link Cut} for every bound that cut it. A
 * violation also lists the bounds that cut the search for more (what {@link CrossCheck} needs to
 * know whether the search covered every execution).
 */
final class DporCheck {

    private DporCheck() {
    }

    static CheckResult check(Harness closed, CheckOptions options, Cancellation stop, CheckProgress progress,
            long start) {
        Bounds bounds = Bounds.of(options);
        DporOptions search = searchOptions(options);
        DporResult result = Search.explore(closed.program(), closed.entry(), search,
            SelfFedCounters.of(closed.program(), closed.entry()), stop,
            (executions, pending, pruned, found) -> progress.report(
                new CheckProgress.Exploring(executions, pending, pruned, found)));
        List<Finding> findings = new ArrayList<>();
        java.util.Set<List<Object>> races = new java.util.HashSet<>();
        for (Witness w : result.witnesses()) {
            Finding f = confirm(closed, w);
            if (f instanceof DataRaceFinding r && !races.add(List.of(r.target(), r.first(), r.second()))) {
                continue;
            }
            findings.add(f);
            property(f).ifPresent(p -> progress.report(new CheckProgress.FindingConfirmed(java.util.Set.of(p), 1, f)));
        }
        Stats stats = new Stats((System.nanoTime() - start) / 1_000_000, 0, 0, 0, java.util.Map.of(
            "executions", result.executions(), "transitions", result.transitions(),
            "sleepBlocked", result.sleepBlocked(), "pdpPruned", result.pruned(), "pdp", search.pdp() ? 1L : 0L));
        if (result.stopped().isPresent() && findings.isEmpty()) {
            return CheckResult.unknown(result.stopped().get(), bounds, stats);
        }
        CheckResult checked = !findings.isEmpty()
            ? new CheckResult(Verdict.VIOLATION, result.stopped(), bounds, findings, stats, cuts(result, search))
            : result.complete() ? CheckResult.proved(bounds, stats)
            : CheckResult.noViolation(bounds, cuts(result, search), stats);
        // Places no explored execution reached, as the BMC reports them; only for a search that ran
        // to its end (within its bounds): one stopped early has not looked everywhere. Sleep sets
        // keep one execution of every trace class, and equivalent executions run the same
        // statements; PDP drops whole race-free subspaces, which may hold the only execution that
        // reaches a place, so it gives no notes.
        return result.stopped().isPresent() || search.pdp() ? checked
            : checked.withUnreached(Reachability.notExecuted(closed, result.reached(), options.checks(Property.ASSERT)));
    }

    /**
     * DPOR with sleep sets, within the options' step and execution bounds; the JVM property {@code braid.pdp=true} switches to PDP when races are
     * the only property (PDP prunes for races only), for measurements: findings are the same.
     */
    static DporOptions searchOptions(CheckOptions options) {
        DporOptions search = DporOptions.of(options.checks(Property.RACE), options.checks(Property.ASSERT),
                options.checks(Property.EXCEPTION)).withBounds(options.dporSteps(), options.dporExecutions());
        boolean racesOnly = options.checks(Property.RACE) && !AssertionKinds.anyChecked(options.properties());
        return racesOnly && Boolean.getBoolean("braid.pdp") ? search.withPdp(true) : search;
    }

    private static List<Cut> cuts(DporResult result, DporOptions search) {
        List<Cut> cuts = new ArrayList<>();
        if (result.stepCut()) {
            cuts.add(new Cut(Cut.Kind.STEPS, "", 0, (int) search.maxSteps()));
        }
        if (result.executionCut()) {
            cuts.add(new Cut(Cut.Kind.EXECUTIONS, "", 0, (int) search.maxExecutions()));
        }
        if (result.inputsCut()) {
            cuts.add(new Cut(Cut.Kind.INPUTS, "", 0, DporOptions.REPRESENTATIVES));
        }
        return cuts;
    }

    /** The property a finding violates; a deadlock violates none of the checked properties. */
    private static Optional<Property> property(Finding f) {
        return switch (f) {
            case DataRaceFinding r -> Optional.of(Property.RACE);
            case AssertionFinding a -> Optional.of(a.property());
            case DeadlockFinding d -> Optional.empty();
        };
    }

    /** Replays a witness and builds its finding; anything but the same bug is a {@link ReplayMismatchException}. */
    private static Finding confirm(Harness closed, Witness w) {
        ReplayResult replayed = new Interpreter(closed.program(), InterpreterOptions.DEFAULT)
            .replay(closed.entry(), w.replay());
        return switch (replayed) {
            case ReplayResult.Mismatch m -> throw new ReplayMismatchException("a DPOR witness does not replay: step "
                + m.stepIndex() + " expected " + m.expected() + ", but " + m.actual());
            case ReplayResult.Reached r -> finding(closed, w, r);
        };
    }

    private static Finding finding(Harness closed, Witness w, ReplayResult.Reached r) {
        Confirmation.Confirmed confirmed = new Confirmation.Confirmed(r.execution(), r.outcome());
        if (w.outcome() instanceof Outcome.AssertionFailed claimed && r.outcome() instanceof Outcome.AssertionFailed
                failed && failed.stmt().equals(claimed.stmt()) && failed.thread() == claimed.thread()) {
            return Findings.assertion(closed.program(), confirmed, failed);
        }
        if (w.outcome() instanceof Outcome.DataRace claimed && r.races().contains(claimed)) {
            return Findings.race(closed.program(), new Confirmation.Confirmed(r.execution(), claimed), claimed);
        }
        if (w.outcome() instanceof Outcome.Deadlock claimed && r.outcome() instanceof Outcome.Deadlock reached
                && reached.equals(claimed)) {
            return Findings.deadlock(closed.program(), r.execution(), reached);
        }
        throw new ReplayMismatchException("a DPOR witness claims " + w.outcome() + ", but the replay reached "
            + r.outcome() + " with races " + r.races());
    }
}
