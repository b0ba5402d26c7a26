package braid.models.java.lang;

import braid.Intrinsics;

/**
 * Braid's model of {@code java.lang.Long}, the box of {@code long}: as {@link Integer}, with the
 * JDK's cache of -128..127 ({@code valueOf}). Methods not declared here are unsupported.
 */
public final class Long {
    private static Long[] cache;

    private final long value;

    public Long(long value) {
        this.value = value;
    }

    public static Long valueOf(long l) {
        if (l < -128 || l > 127) {
            return new Long(l);
        }
        int index = (int) l + 128;
        Intrinsics.atomicBegin();
        if (cache == null) {
            cache = new Long[256];
        }
        Long cached = cache[index];
        if (cached == null) {
            cached = new Long(l);
            cache[index] = cached;
        }
        Intrinsics.atomicEnd();
        return cached;
    }

    public long longValue() {
        return value;
    }

    public int intValue() {
        return (int) value;
    }

    @Override
    public boolean equals(Object obj) {
        if (!Intrinsics.sameClass(this, obj)) {
            return false;
        }
        Long other = Intrinsics.erased(obj);
        return value == other.value;
    }

    @Override
    public int hashCode() {
        return hashCode(value);
    }

    public static int hashCode(long value) {
        return (int) (value ^ (value >>> 32));
    }

    public int compareTo(Long anotherLong) {
        return compare(value, anotherLong.value);
    }

    public static int compare(long x, long y) {
        return x < y ? -1 : x == y ? 0 : 1;
    }

    public static long sum(long a, long b) {
        return a + b;
    }

    public static long max(long a, long b) {
        return a >= b ? a : b;
    }

    public static long min(long a, long b) {
        return a <= b ? a : b;
    }
}
