package org.braid.core.internal.check;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

import org.braid.core.AssertionFinding;
import org.braid.core.CheckResult;
import org.braid.core.DataRaceFinding;
import org.braid.core.DeadlockFinding;
import org.braid.core.Disagreement;
import org.braid.core.Engine;
import org.braid.core.Finding;
import org.braid.core.Verdict;

/**
 * Where the BMC and the DPOR engine disagree within their common bounds ({@code --cross-check}).
 * Each engine searches its own space: the BMC every execution within its context bound (MAX
 * pending threads of {@code kiss}, K rounds of {@code rounds}), the unwinding bound and the thread
 * bound; DPOR every interleaving of executions of at most its step bound, for the enumerated or
 * representative inputs, up to its execution bound. A finding of one engine is a disagreement
 * only when the other engine's search certainly covered the finding's interleaving and did not
 * report the same bug:
 * <ul>
 * <li>a BMC finding is covered by DPOR when DPOR said {@code proved}, or reported violations
 * without stopping early and without any cut (steps, executions, inputs): then DPOR explored
 * every execution of the program, the BMC's among them;</li>
 * <li>a DPOR finding is covered by the BMC when the BMC said {@code no-violation-within-bounds}
 * with no cut (so unwinding and the thread bound cut no feasible execution, see
 * {@link CheckResult#complete()}) and the finding's interleaving fits the BMC's context and thread
 * bounds ({@link ContextFit}). A BMC violation verdict is never taken as covering a DPOR finding
 * it lacks: the BMC does not compute its cuts after finding violations, so a missing finding may
 * need more unwinding.</li>
 * </ul>
 * Deadlocks are not compared (the BMC does not look for them). Bugs are compared coarsely: an
 * assertion by its file and line, a race by its location ({@link DataRaceFinding#target()}), so a
 * race on the same location reported with other access pairs is the same bug. A result that
 * stopped early (time limit, cancellation, unsupported construct) covers nothing.
 */
final class CrossCheck {

    private CrossCheck() {
    }

    /**
     * The disagreements between the BMC's result {@code bmc} and the DPOR engine's {@code dpor} of
     * the same program, harness and properties, BMC findings first, each in its engine's order.
     */
    static List<Disagreement> disagreements(CheckResult bmc, CheckResult dpor) {
        if (bmc.bounds().engine() != Engine.BMC || dpor.bounds().engine() != Engine.DPOR) {
            throw new IllegalArgumentException("bmc result of " + bmc.bounds().engine().key() + ", dpor result of "
                + dpor.bounds().engine().key());
        }
        List<Disagreement> out = new ArrayList<>();
        if (dporCoversEverything(dpor)) {
            Set<String> dporBugs = bugs(dpor.findings());
            for (Finding f : bmc.findings()) {
                bug(f).filter(b -> !dporBugs.contains(b))
                    .ifPresent(b -> out.add(new Disagreement(Engine.BMC, f, Engine.DPOR, dpor.verdict())));
            }
        }
        if (bmc.complete()) {
            for (Finding f : dpor.findings()) {
                if (bug(f).isPresent() && ContextFit.fits(bmc.bounds(), f)) {
                    out.add(new Disagreement(Engine.DPOR, f, Engine.BMC, bmc.verdict()));
                }
            }
        }
        return out;
    }

    private static boolean dporCoversEverything(CheckResult dpor) {
        return dpor.verdict() == Verdict.PROVED
            || dpor.verdict() == Verdict.VIOLATION && dpor.reason().isEmpty() && dpor.cuts().isEmpty();
    }

    private static Set<String> bugs(List<Finding> findings) {
        Set<String> out = new TreeSet<>();
        findings.forEach(f -> bug(f).ifPresent(out::add));
        return out;
    }

    /** The coarse identity of a bug both engines look for; empty for a deadlock. */
    static Optional<String> bug(Finding f) {
        return switch (f) {
            case AssertionFinding a -> Optional.of("assertion at " + a.file() + ":" + a.line());
            case DataRaceFinding r -> Optional.of("race on " + r.target());
            case DeadlockFinding d -> Optional.empty();
        };
    }
}
