package braid.models.java.util.concurrent;

import braid.models.java.lang.Exception;

/** Braid's model of {@code java.util.concurrent.TimeoutException}: a {@code Exception} (see {@code Throwable}). */
public class TimeoutException extends Exception {
    public TimeoutException() {
    }

    public TimeoutException(String message) {
        super(message);
    }
}
