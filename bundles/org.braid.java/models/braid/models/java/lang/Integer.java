package braid.models.java.lang;

import braid.Intrinsics;

/**
 * Braid's model of {@code java.lang.Integer}, the box of {@code int}: boxing calls
 * {@link #valueOf(int)}, unboxing {@link #intValue()} (a null box throws
 * {@code NullPointerException} before it). {@code valueOf} returns the same object for the same
 * value in -128..127, as the JDK's cache does with the JVM's default bounds (no
 * {@code -XX:AutoBoxCacheMax}), so {@code ==} between boxes is the JVM's; the cache is filled on
 * first use of each value, which no program can tell from the JDK's eager one. Methods not
 * declared here are unsupported.
 */
public final class Integer {
    private static Integer[] cache;

    private final int value;

    /** Deprecated in the JDK, but a new object each time, as there. */
    public Integer(int value) {
        this.value = value;
    }

    public static Integer valueOf(int i) {
        if (i < -128 || i > 127) {
            return new Integer(i);
        }
        Intrinsics.atomicBegin();
        if (cache == null) {
            cache = new Integer[256];
        }
        Integer cached = cache[i + 128];
        if (cached == null) {
            cached = new Integer(i);
            cache[i + 128] = cached;
        }
        Intrinsics.atomicEnd();
        return cached;
    }

    public int intValue() {
        return value;
    }

    public long longValue() {
        return value;
    }

    @Override
    public boolean equals(Object obj) {
        if (!Intrinsics.sameClass(this, obj)) {
            return false;
        }
        Integer other = Intrinsics.erased(obj);
        return value == other.value;
    }

    @Override
    public int hashCode() {
        return value;
    }

    public static int hashCode(int value) {
        return value;
    }

    public int compareTo(Integer anotherInteger) {
        return compare(value, anotherInteger.value);
    }

    public static int compare(int x, int y) {
        return x < y ? -1 : x == y ? 0 : 1;
    }

    public static int sum(int a, int b) {
        return a + b;
    }

    public static int max(int a, int b) {
        return a >= b ? a : b;
    }

    public static int min(int a, int b) {
        return a <= b ? a : b;
    }
}
