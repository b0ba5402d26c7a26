package braid.models.java.util.concurrent.atomic;

import braid.Intrinsics;
import java.util.function.IntBinaryOperator;
import java.util.function.IntUnaryOperator;

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

    /**
     * The JDK's retry loop: {@code updateFunction} runs outside any atomic section (more than once
     * when another thread changed the value in between), then a compare-and-set publishes its result.
     */
    public final int getAndUpdate(IntUnaryOperator updateFunction) {
        int prev = get();
        while (true) {
            int next = updateFunction.applyAsInt(prev);
            if (compareAndSet(prev, next)) {
                return prev;
            }
            prev = get();
        }
    }

    /** As {@link #getAndUpdate}, returning the new value. */
    public final int updateAndGet(IntUnaryOperator updateFunction) {
        int prev = get();
        while (true) {
            int next = updateFunction.applyAsInt(prev);
            if (compareAndSet(prev, next)) {
                return next;
            }
            prev = get();
        }
    }

    /** As {@link #getAndUpdate}, with {@code accumulatorFunction.applyAsInt(value, x)}. */
    public final int getAndAccumulate(int x, IntBinaryOperator accumulatorFunction) {
        int prev = get();
        while (true) {
            int next = accumulatorFunction.applyAsInt(prev, x);
            if (compareAndSet(prev, next)) {
                return prev;
            }
            prev = get();
        }
    }

    /** As {@link #getAndAccumulate}, returning the new value. */
    public final int accumulateAndGet(int x, IntBinaryOperator accumulatorFunction) {
        int prev = get();
        while (true) {
            int next = accumulatorFunction.applyAsInt(prev, x);
            if (compareAndSet(prev, next)) {
                return next;
            }
            prev = get();
        }
    }
}
