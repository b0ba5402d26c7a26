package braid.models.java.util.concurrent.atomic;

import braid.Intrinsics;

/**
 * Braid's model of {@code java.util.concurrent.atomic.AtomicBoolean}: one value, every operation
 * one atomic section (so its accesses never race). Methods not declared here are unsupported.
 */
public class AtomicBoolean {
    private boolean value;

    public AtomicBoolean() {
    }

    public AtomicBoolean(boolean initialValue) {
        value = initialValue;
    }

    public final boolean get() {
        Intrinsics.atomicBegin();
        boolean current = value;
        Intrinsics.atomicEnd();
        return current;
    }

    public final void set(boolean newValue) {
        Intrinsics.atomicBegin();
        value = newValue;
        Intrinsics.atomicEnd();
    }

    public final boolean getAndSet(boolean newValue) {
        Intrinsics.atomicBegin();
        boolean old = value;
        value = newValue;
        Intrinsics.atomicEnd();
        return old;
    }

    public final boolean compareAndSet(boolean expectedValue, boolean newValue) {
        Intrinsics.atomicBegin();
        boolean swapped = value == expectedValue;
        if (swapped) {
            value = newValue;
        }
        Intrinsics.atomicEnd();
        return swapped;
    }
}
