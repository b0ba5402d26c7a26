package braid.models.java.util;

import braid.models.java.lang.RuntimeException;

/** Braid's model of {@code java.util.NoSuchElementException}: a {@code RuntimeException} (see {@code Throwable}). */
public class NoSuchElementException extends RuntimeException {
    public NoSuchElementException() {
    }

    public NoSuchElementException(java.lang.String message) {
        super(message);
    }
}
