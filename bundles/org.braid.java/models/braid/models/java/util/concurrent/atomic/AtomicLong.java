package braid.models.java.util.concurrent.atomic;

import braid.Intrinsics;

/**
 * Braid's model of {@code java.util.concurrent.atomic.AtomicLong}: one value, every operation one
 * atomic section (so its accesses never race). Methods not declared here are unsupported.
 */
public class AtomicLong {
    private long value;

    public AtomicLong() {
    }

    public AtomicLong(long initialValue) {
        value = initialValue;
    }

    public final long get() {
        Intrinsics.atomicBegin();
        long current = value;
        Intrinsics.atomicEnd();
        return current;
    }

    public final void set(long newValue) {
        Intrinsics.atomicBegin();
        value = newValue;
        Intrinsics.atomicEnd();
    }

    public final long getAndSet(long newValue) {
        Intrinsics.atomicBegin();
        long old = value;
        value = newValue;
        Intrinsics.atomicEnd();
        return old;
    }

    public final boolean compareAndSet(long expectedValue, long newValue) {
        Intrinsics.atomicBegin();
        boolean swapped = value == expectedValue;
        if (swapped) {
            value = newValue;
        }
        Intrinsics.atomicEnd();
        return swapped;
    }

    public final long getAndAdd(long delta) {
        Intrinsics.atomicBegin();
        long old = value;
        value = old + delta;
        Intrinsics.atomicEnd();
        return old;
    }

    public final long addAndGet(long delta) {
        Intrinsics.atomicBegin();
        long updated = value + delta;
        value = updated;
        Intrinsics.atomicEnd();
        return updated;
    }

    public final long getAndIncrement() {
        return getAndAdd(1);
    }

    public final long getAndDecrement() {
        return getAndAdd(-1);
    }

    public final long incrementAndGet() {
        return addAndGet(1);
    }

    public final long decrementAndGet() {
        return addAndGet(-1);
    }
}
