package org.braid.core.internal.bmc;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import org.braid.core.Stats;
import org.braid.core.internal.ir.StmtRef;

/**
 * The verdict of {@link BoundedModelChecker#check}: a value, never an exception. Immutable.
 *
 * <p>{@link #stats()} gives {@link Stats#satVariables()} and {@link Stats#satClauses()} of the
 * CNF, {@link Stats#timeMillis()} of the whole check, and the counts {@code blockInstances}
 * (unrolled and inlined basic-block segments), {@code terms} (hash-consed bit-vector terms),
 * {@code solverCalls} and {@code solveMillis}.
 */
public sealed interface BmcResult {

    Stats stats();

    /**
     * Some path within the bounds reaches {@code failedAssertion} with its condition false while
     * every {@code assume} executed before it holds.
     *
     * @param steps every statement and terminator executed, in order, ending with the failing
     *        assertion; a call shows as the {@code Call} statement, the callee's steps, then the
     *        callee's {@code Return} terminator
     * @param failedAssertion the {@link org.braid.core.internal.ir.Stmt.Assert} (last step)
     * @param message the assertion's message
     * @param observed the value of each observed global ({@link BmcSession#open}) right before
     *        the failing assertion, by name
     */
    record Violation(List<BmcStep> steps, StmtRef failedAssertion, String message, Map<String, Long> observed,
            Stats stats) implements BmcResult {
        public Violation {
            steps = List.copyOf(steps);
            Objects.requireNonNull(failedAssertion, "failedAssertion");
            Objects.requireNonNull(message, "message");
            observed = Collections.unmodifiableMap(new LinkedHashMap<>(observed));
            Objects.requireNonNull(stats, "stats");
        }
    }

    /**
     * No assertion can fail on any path within the bounds.
     *
     * @param cuts where some path (with its assumptions holding) reaches a loop or recursion
     *        bound, i.e. the bounds cut off behaviour, one per place (in the order found; at most
     *        {@link BoundedModelChecker#MAX_CUT_QUERIES} solver questions are spent finding them,
     *        so the list may be partial when it is that long); empty means the result holds for
     *        all executions of the program, not only those within the bounds
     */
    record NoViolation(List<BmcCut> cuts, Stats stats) implements BmcResult {
        public NoViolation {
            cuts = List.copyOf(cuts);
            Objects.requireNonNull(stats, "stats");
        }

        /** Whether a bound cut some path. */
        public boolean unwindingAssumptionHit() {
            return !cuts.isEmpty();
        }
    }

    /**
     * No verdict.
     *
     * @param reason the cancellation's reason (e.g. {@code timeout after 60 s}), a memory guard,
     *        or {@code unsupported: <what> at file:line} for a reachable construct the encoding
     *        does not support
     */
    record Unknown(String reason, Stats stats) implements BmcResult {
        public Unknown {
            Objects.requireNonNull(reason, "reason");
            Objects.requireNonNull(stats, "stats");
        }
    }
}
