package braid.models.java.util.concurrent.atomic;

import braid.Intrinsics;
import java.util.function.BinaryOperator;
import java.util.function.UnaryOperator;

/**
 * Braid's model of {@code java.util.concurrent.atomic.AtomicReference}: one reference, every read
 * and write of it one atomic section (so its accesses never race); {@code compareAndSet} compares
 * references ({@code ==}), as the JDK does. The update functions are the JDK's retry loops: the
 * function runs outside any atomic section (it may run more than once when another thread changed
 * the value in between, and races of its own are the user's), then a compare-and-set publishes its
 * result. The memory-order variants ({@code getPlain}, {@code setRelease}, ...) are the volatile
 * operations, which Braid's interleaving semantics gives every access anyway. Methods not declared
 * here are unsupported.
 */
public class AtomicReference<V> {
    private V value;

    public AtomicReference() {
    }

    public AtomicReference(V initialValue) {
        value = initialValue;
    }

    public final V get() {
        Intrinsics.atomicBegin();
        V current = value;
        Intrinsics.atomicEnd();
        return current;
    }

    public final void set(V newValue) {
        Intrinsics.atomicBegin();
        value = newValue;
        Intrinsics.atomicEnd();
    }

    public final void lazySet(V newValue) {
        set(newValue);
    }

    public final V getPlain() {
        return get();
    }

    public final void setPlain(V newValue) {
        set(newValue);
    }

    public final V getAcquire() {
        return get();
    }

    public final void setRelease(V newValue) {
        set(newValue);
    }

    public final V getAndSet(V newValue) {
        Intrinsics.atomicBegin();
        V old = value;
        value = newValue;
        Intrinsics.atomicEnd();
        return old;
    }

    public final boolean compareAndSet(V expectedValue, V newValue) {
        Intrinsics.atomicBegin();
        boolean swapped = value == expectedValue;
        if (swapped) {
            value = newValue;
        }
        Intrinsics.atomicEnd();
        return swapped;
    }

    /** Never fails spuriously in this model (the JDK allows it to): a subset of the JDK's behaviours. */
    public final boolean weakCompareAndSetVolatile(V expectedValue, V newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    /** As {@link #weakCompareAndSetVolatile}. */
    public final boolean weakCompareAndSetPlain(V expectedValue, V newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final V getAndUpdate(UnaryOperator<V> updateFunction) {
        V prev = get();
        while (true) {
            V next = updateFunction.apply(prev);
            if (compareAndSet(prev, next)) {
                return prev;
            }
            prev = get();
        }
    }

    public final V updateAndGet(UnaryOperator<V> updateFunction) {
        V prev = get();
        while (true) {
            V next = updateFunction.apply(prev);
            if (compareAndSet(prev, next)) {
                return next;
            }
            prev = get();
        }
    }

    public final V getAndAccumulate(V x, BinaryOperator<V> accumulatorFunction) {
        V prev = get();
        while (true) {
            V next = accumulatorFunction.apply(prev, x);
            if (compareAndSet(prev, next)) {
                return prev;
            }
            prev = get();
        }
    }

    public final V accumulateAndGet(V x, BinaryOperator<V> accumulatorFunction) {
        V prev = get();
        while (true) {
            V next = accumulatorFunction.apply(prev, x);
            if (compareAndSet(prev, next)) {
                return next;
            }
            prev = get();
        }
    }
}
