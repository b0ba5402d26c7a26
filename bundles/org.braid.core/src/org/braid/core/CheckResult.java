package org.braid.core;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The outcome of one check: a verdict with its findings, the bounds used and measurements.
 * {@link Verdict#VIOLATION} exactly when there are findings. A reason is required for
 * {@link Verdict#UNKNOWN}, never given for {@link Verdict#NO_VIOLATION_WITHIN_BOUNDS}, and given
 * for a violation when the search stopped before it covered the bounds (more findings may exist).
 * Immutable and thread-safe.
 *
 * @param verdict the verdict
 * @param reason why the verdict is unknown, or why the search for more violations stopped early
 *        (timeout, unsupported construct at file:line, ...)
 * @param bounds the bounds actually used
 * @param findings the replayed findings, in the order they were found
 * @param stats measurements
 * @param cuts where the bounds cut the search (see {@link Cut}); for
 *        {@link Verdict#NO_VIOLATION_WITHIN_BOUNDS} an empty list means the verdict is
 *        {@linkplain #complete() complete}
 * @param unreached assertions and thread creations of the program that no execution within the
 *        bounds reaches (see {@link Unreached}); empty when every one is reached or when the check
 *        could not tell (it stopped early); with {@link Verdict#PROVED}, places that no execution at
 *        all reaches (a vacuous assertion, dead thread creation)
 * @param portfolio for a check with both engines ({@link Engine#AUTO}, {@link Engine#DPOR_THEN_BMC},
 *        cross-check): which engine
 *        answered and how; empty when one engine ran
 */
public record CheckResult(Verdict verdict, Optional<String> reason, Bounds bounds, List<Finding> findings,
        Stats stats, List<Cut> cuts, List<Unreached> unreached, Optional<Portfolio> portfolio) {

    public CheckResult {
        Objects.requireNonNull(verdict, "verdict");
        Objects.requireNonNull(reason, "reason");
        Objects.requireNonNull(bounds, "bounds");
        findings = List.copyOf(findings);
        Objects.requireNonNull(stats, "stats");
        cuts = List.copyOf(cuts);
        unreached = List.copyOf(unreached);
        Objects.requireNonNull(portfolio, "portfolio");
        if (portfolio.isPresent() && portfolio.get().answered() != bounds.engine()) {
            throw new IllegalArgumentException("bounds of " + bounds.engine().key() + " but answered by "
                + portfolio.get().answered().key());
        }
        if ((verdict == Verdict.VIOLATION) == findings.isEmpty()) {
            throw new IllegalArgumentException(verdict.jsonName() + " with " + findings.size() + " findings");
        }
        if (verdict == Verdict.PROVED && !cuts.isEmpty()) {
            throw new IllegalArgumentException("proved with cuts " + cuts);
        }
        if (verdict == Verdict.UNKNOWN ? reason.isEmpty() : (verdict == Verdict.NO_VIOLATION_WITHIN_BOUNDS
                || verdict == Verdict.PROVED) && reason.isPresent()) {
            throw new IllegalArgumentException(verdict.jsonName() + (reason.isPresent() ? " with" : " without")
                    + " a reason");
        }
    }

    /** A result of one engine. */
    public CheckResult(Verdict verdict, Optional<String> reason, Bounds bounds, List<Finding> findings,
            Stats stats, List<Cut> cuts, List<Unreached> unreached) {
        this(verdict, reason, bounds, findings, stats, cuts, unreached, Optional.empty());
    }

    /** A result without places known to be unreached. */
    public CheckResult(Verdict verdict, Optional<String> reason, Bounds bounds, List<Finding> findings, Stats stats,
            List<Cut> cuts) {
        this(verdict, reason, bounds, findings, stats, cuts, List.of());
    }

    /** A result whose search no bound cut. */
    public CheckResult(Verdict verdict, Optional<String> reason, Bounds bounds, List<Finding> findings, Stats stats) {
        this(verdict, reason, bounds, findings, stats, List.of());
    }

    /**
     * Whether this is {@code no-violation-within-bounds} and no bound but the context bound (MAX
     * or K) cut the search: no violation in any execution with at most that many context
     * switches.
     */
    public boolean complete() {
        return verdict == Verdict.NO_VIOLATION_WITHIN_BOUNDS && cuts.isEmpty();
    }

    /** A violation with at least one finding. */
    public static CheckResult violation(Bounds bounds, List<? extends Finding> findings, Stats stats) {
        return new CheckResult(Verdict.VIOLATION, Optional.empty(), bounds, List.copyOf(findings), stats);
    }

    /**
     * The findings found before the search stopped for {@code reason} (e.g. the time limit), with
     * more possibly left within {@code bounds}.
     */
    public static CheckResult violationSoFar(String reason, Bounds bounds, List<? extends Finding> findings,
            Stats stats) {
        return new CheckResult(Verdict.VIOLATION, Optional.of(reason), bounds, List.copyOf(findings), stats);
    }

    /** No violation within {@code bounds}, and no bound cut the search. */
    public static CheckResult noViolation(Bounds bounds, Stats stats) {
        return new CheckResult(Verdict.NO_VIOLATION_WITHIN_BOUNDS, Optional.empty(), bounds, List.of(), stats);
    }

    /** No violation within {@code bounds}, which cut the search at {@code cuts}. */
    public static CheckResult noViolation(Bounds bounds, List<Cut> cuts, Stats stats) {
        return new CheckResult(Verdict.NO_VIOLATION_WITHIN_BOUNDS, Optional.empty(), bounds, List.of(), stats, cuts);
    }

    /** No violation in any execution: an exhaustive search that no bound cut (see {@link Verdict#PROVED}). */
    public static CheckResult proved(Bounds bounds, Stats stats) {
        return new CheckResult(Verdict.PROVED, Optional.empty(), bounds, List.of(), stats);
    }

    /** No verdict, for {@code reason}. */
    public static CheckResult unknown(String reason, Bounds bounds, Stats stats) {
        return new CheckResult(Verdict.UNKNOWN, Optional.of(reason), bounds, List.of(), stats);
    }

    /** This result with other stats, e.g. completed with time and memory by the caller. */
    public CheckResult withStats(Stats newStats) {
        return new CheckResult(verdict, reason, bounds, findings, newStats, cuts, unreached, portfolio);
    }

    /** This result with the places no execution within its bounds reaches. */
    public CheckResult withUnreached(List<Unreached> places) {
        return new CheckResult(verdict, reason, bounds, findings, stats, cuts, places, portfolio);
    }

    /** This result as the answer of a portfolio check, told how it was chosen. */
    public CheckResult withPortfolio(Portfolio how) {
        return new CheckResult(verdict, reason, bounds, findings, stats, cuts, unreached, Optional.of(how));
    }

    /**
     * Whether this result settles the question: a replayed violation or {@link Verdict#PROVED}. A
     * portfolio takes the first conclusive result and cancels the other engine.
     */
    public boolean conclusive() {
        return verdict == Verdict.VIOLATION || verdict == Verdict.PROVED;
    }
}
