package org.braid.core.internal.interp;

/**
 * A step went wrong in the interpreted program (not in Braid): thrown while a step runs and
 * turned into {@link Outcome.Error} by the run loop. No stack trace: it is a result, not a bug.
 */
final class Fault extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final ErrorKind kind;

    Fault(ErrorKind kind, String message) {
        super(message, null, false, false);
        this.kind = kind;
    }

    ErrorKind kind() {
        return kind;
    }

    static Fault memory(String message) {
        return new Fault(ErrorKind.MEMORY_ERROR, message);
    }

    static Fault unsupported(String message) {
        return new Fault(ErrorKind.UNSUPPORTED, message);
    }
}
