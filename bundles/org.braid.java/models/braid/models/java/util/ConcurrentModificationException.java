package braid.models.java.util;

import braid.models.java.lang.RuntimeException;

/** Braid's model of {@code java.util.ConcurrentModificationException}: a {@code RuntimeException} (see {@code Throwable}). */
public class ConcurrentModificationException extends RuntimeException {
    public ConcurrentModificationException() {
    }

    public ConcurrentModificationException(java.lang.String message) {
        super(message);
    }
}
