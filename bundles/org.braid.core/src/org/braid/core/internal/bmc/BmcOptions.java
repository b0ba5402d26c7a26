package org.braid.core.internal.bmc;

import java.util.Objects;

import org.braid.core.Cancellation;

/**
 * Bounds and limits of one bounded model check. Immutable and thread-safe.
 *
 * @param unwind how often a loop's back edge may be taken per entry into the loop, {@code >= 0}
 *        (so {@code for (i = 0; i < k; i++)} runs to completion exactly when {@code unwind >= k});
 *        a path that would take a back edge once more is cut by an unwinding assumption, never an
 *        assertion, so a bound never creates a false bug
 * @param recursionBound how many activations of a procedure may be nested inside an activation
 *        of the same procedure, {@code >= 0}: 0 forbids recursion; a call beyond the bound is cut
 *        by an unwinding assumption
 * @param cancellation polled while unwinding, encoding and solving; when it fires the check
 *        returns {@link BmcResult.Unknown} with {@link Cancellation#reason()} (a timeout is a
 *        {@link Cancellation#after(java.time.Duration)})
 * @param maxBlockInstances memory guard: the check gives up with {@link BmcResult.Unknown} when
 *        unwinding and inlining create more block instances than this, {@code >= 1}
 * @param maxClauses memory guard: the check gives up with {@link BmcResult.Unknown} when the CNF
 *        grows beyond this many clauses, {@code >= 1}
 */
public record BmcOptions(int unwind, int recursionBound, Cancellation cancellation, int maxBlockInstances,
        long maxClauses) {

    /** Default memory guard on block instances. */
    public static final int DEFAULT_MAX_BLOCK_INSTANCES = 1_000_000;

    /** Default memory guard on CNF clauses. */
    public static final long DEFAULT_MAX_CLAUSES = 10_000_000L;

    public BmcOptions {
        if (unwind < 0) {
            throw new IllegalArgumentException("unwind must be >= 0, was " + unwind);
        }
        if (recursionBound < 0) {
            throw new IllegalArgumentException("recursionBound must be >= 0, was " + recursionBound);
        }
        Objects.requireNonNull(cancellation, "cancellation");
        if (maxBlockInstances < 1) {
            throw new IllegalArgumentException("maxBlockInstances must be >= 1, was " + maxBlockInstances);
        }
        if (maxClauses < 1) {
            throw new IllegalArgumentException("maxClauses must be >= 1, was " + maxClauses);
        }
    }

    /** The given bounds, never canceled, default memory guards. */
    public static BmcOptions of(int unwind, int recursionBound) {
        return of(unwind, recursionBound, Cancellation.none());
    }

    /** The given bounds and cancellation, default memory guards. */
    public static BmcOptions of(int unwind, int recursionBound, Cancellation cancellation) {
        return new BmcOptions(unwind, recursionBound, cancellation, DEFAULT_MAX_BLOCK_INSTANCES,
                DEFAULT_MAX_CLAUSES);
    }

    /** These options with another cancellation. */
    public BmcOptions withCancellation(Cancellation newCancellation) {
        return new BmcOptions(unwind, recursionBound, newCancellation, maxBlockInstances, maxClauses);
    }

    /** These options with other memory guards. */
    public BmcOptions withLimits(int newMaxBlockInstances, long newMaxClauses) {
        return new BmcOptions(unwind, recursionBound, cancellation, newMaxBlockInstances, newMaxClauses);
    }
}
