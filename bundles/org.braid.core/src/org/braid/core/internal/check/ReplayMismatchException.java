package org.braid.core.internal.check;

/**
 * A counterexample of the sequential program did not replay on the interpreter as the bug it
 * claimed. This is a bug in Braid (sequentializer, model checker or interpreter disagree), never
 * a finding; the message names the step or outcome that differed.
 */
public final class ReplayMismatchException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public ReplayMismatchException(String message) {
        super(message);
    }
}
