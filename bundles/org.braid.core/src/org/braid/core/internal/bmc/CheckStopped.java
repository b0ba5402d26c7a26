package org.braid.core.internal.bmc;

/**
 * Ends a check early with an {@link BmcResult.Unknown} verdict: cancellation, a memory guard or
 * an unsupported construct found while unwinding. Internal to the pipeline; never escapes
 * {@link BoundedModelChecker#check}.
 */
final class CheckStopped extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** What a user can change when a memory guard stops a check; the same words on the command line and in the IDE. */
    static final String MEMORY_GUARD_ADVICE = "; lower the unwinding bound (--unwind, or Unwinding in the Braid "
            + "preferences), the thread bound or MAX / K, or check an entry-point pair instead of main";

    /** A memory guard stopped the check: {@code memory guard: what; advice}. */
    static CheckStopped memoryGuard(String what) {
        return new CheckStopped(memoryGuardReason(what));
    }

    /** {@code memory guard: what} followed by {@link #MEMORY_GUARD_ADVICE}. */
    static String memoryGuardReason(String what) {
        return "memory guard: " + what + MEMORY_GUARD_ADVICE;
    }

    CheckStopped(String reason) {
        super(reason, null, false, false);
    }

    String reason() {
        return getMessage();
    }
}
