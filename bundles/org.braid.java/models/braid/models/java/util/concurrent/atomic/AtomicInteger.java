package braid.models.java.util.concurrent.atomic;

import braid.Intrinsics;

/**
 * Braid's model of {@code java.util.concurrent.atomic.AtomicInteger}: one value, every operation one
 * atomic section (so its accesses never race). Methods not declared here are unsupported.
 */
public class AtomicInteger {
    private int value;

    public AtomicInteger() {
    }

    public AtomicInteger(int initialValue) {
        value = initialValue;
    }

    public final int get() {
        Intrinsics.atomicBegin();
        int current = value;
        Intrinsics.atomicEnd();
        return current;
    }

    public final void set(int newValue) {
        Intrinsics.atomicBegin();
        value = newValue;
        Intrinsics.atomicEnd();
    }

    public final int getAndSet(int newValue) {
        Intrinsics.atomicBegin();
        int old = value;
        value = newValue;
        Intrinsics.atomicEnd();
        return old;
    }

    public final boolean compareAndSet(int expectedValue, int newValue) {
        Intrinsics.atomicBegin();
        boolean swapped = value == expectedValue;
        if (swapped) {
            value = newValue;
        }
        Intrinsics.atomicEnd();
        return swapped;
    }

    public final int getAndAdd(int delta) {
        Intrinsics.atomicBegin();
        int old = value;
        value = old + delta;
        Intrinsics.atomicEnd();
        return old;
    }

    public final int addAndGet(int delta) {
        Intrinsics.atomicBegin();
        int updated = value + delta;
        value = updated;
        Intrinsics.atomicEnd();
        return updated;
    }

    public final int getAndIncrement() {
        return getAndAdd(1);
    }

    public final int getAndDecrement() {
        return getAndAdd(-1);
    }

    public final int incrementAndGet() {
        return addAndGet(1);
    }

    public final int decrementAndGet() {
        return addAndGet(-1);
    }
}
