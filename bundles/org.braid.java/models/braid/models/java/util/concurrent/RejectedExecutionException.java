package braid.models.java.util.concurrent;

import braid.models.java.lang.RuntimeException;

/** Braid's model of {@code java.util.concurrent.RejectedExecutionException}: a {@code RuntimeException} (see {@code Throwable}). */
public class RejectedExecutionException extends RuntimeException {
    public RejectedExecutionException() {
    }

    public RejectedExecutionException(String message) {
        super(message);
    }
}
