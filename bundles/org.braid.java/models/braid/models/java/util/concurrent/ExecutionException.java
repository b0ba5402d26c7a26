package braid.models.java.util.concurrent;

import braid.Intrinsics;
import braid.models.java.lang.Exception;

/**
 * Braid's model of {@code java.util.concurrent.ExecutionException}: a {@code Exception} (see
 * {@code Throwable}) with its cause, the exception the task threw. The JVM's message of one made
 * from a cause is the cause's {@code toString()}, which Braid does not model: asking for it is
 * unsupported.
 */
public class ExecutionException extends Exception {
    private final java.lang.Throwable cause;

    public ExecutionException(String message) {
        super(message);
        this.cause = null;
    }

    public ExecutionException(java.lang.Throwable cause) {
        this.cause = cause;
    }

    public java.lang.Throwable getCause() {
        return cause;
    }

    @Override
    public String getMessage() {
        Intrinsics.bounded(cause == null, "the message of an ExecutionException made from a cause");
        return super.getMessage();
    }
}
