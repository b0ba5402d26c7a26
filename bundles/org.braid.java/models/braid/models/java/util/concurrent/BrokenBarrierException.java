package braid.models.java.util.concurrent;

import braid.models.java.lang.Exception;

/** Braid's model of {@code java.util.concurrent.BrokenBarrierException}: a {@code Exception} (see {@code Throwable}). */
public class BrokenBarrierException extends Exception {
    public BrokenBarrierException() {
    }

    public BrokenBarrierException(String message) {
        super(message);
    }
}
