package org.braid.core.internal.bmc;

/**
 * Ends a check early with an {@link BmcResult.Unknown} verdict: cancellation, a memory guard or
 * an unsupported construct found while unwinding. Internal to the pipeline; never escapes
 * {@link BoundedModelChecker#check}.
 */
final class CheckStopped extends RuntimeException {
    private static final long serialVersionUID = 1L;

    CheckStopped(String reason) {
        super(reason, null, false, false);
    }

    String reason() {
        return getMessage();
    }
}
