package braid.models.java.util.concurrent.atomic;

import braid.Intrinsics;
import java.util.function.LongBinaryOperator;
import java.util.function.LongUnaryOperator;

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

    /**
     * The JDK's retry loop: {@code updateFunction} runs outside any atomic section (more than once
     * when another thread changed the value in between), then a compare-and-set publishes its result.
     */
    public final long getAndUpdate(LongUnaryOperator updateFunction) {
        long prev = get();
        while (true) {
            long next = updateFunction.applyAsLong(prev);
            if (compareAndSet(prev, next)) {
                return prev;
            }
            prev = get();
        }
    }

    /** As {@link #getAndUpdate}, returning the new value. */
    public final long updateAndGet(LongUnaryOperator updateFunction) {
        long prev = get();
        while (true) {
            long next = updateFunction.applyAsLong(prev);
            if (compareAndSet(prev, next)) {
                return next;
            }
            prev = get();
        }
    }

    /** As {@link #getAndUpdate}, with {@code accumulatorFunction.applyAsLong(value, x)}. */
    public final long getAndAccumulate(long x, LongBinaryOperator accumulatorFunction) {
        long prev = get();
        while (true) {
            long next = accumulatorFunction.applyAsLong(prev, x);
            if (compareAndSet(prev, next)) {
                return prev;
            }
            prev = get();
        }
    }

    /** As {@link #getAndAccumulate}, returning the new value. */
    public final long accumulateAndGet(long x, LongBinaryOperator accumulatorFunction) {
        long prev = get();
        while (true) {
            long next = accumulatorFunction.applyAsLong(prev, x);
            if (compareAndSet(prev, next)) {
                return next;
            }
            prev = get();
        }
    }
}
