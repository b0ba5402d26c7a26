package braid.models.java.lang;

import braid.Intrinsics;

/**
 * Braid's model of {@code java.lang.Character}, the box of {@code char}: as {@link Integer}, with
 * the JDK's cache of {@code '\u0000'..'\u007f'} ({@code valueOf}). Methods not declared here are
 * unsupported.
 */
public final class Character {
    private static Character[] cache;

    private final char value;

    public Character(char value) {
        this.value = value;
    }

    public static Character valueOf(char c) {
        if (c > 127) {
            return new Character(c);
        }
        Intrinsics.atomicBegin();
        if (cache == null) {
            cache = new Character[128];
        }
        Character cached = cache[c];
        if (cached == null) {
            cached = new Character(c);
            cache[c] = cached;
        }
        Intrinsics.atomicEnd();
        return cached;
    }

    public char charValue() {
        return value;
    }

    @Override
    public boolean equals(Object obj) {
        if (!Intrinsics.sameClass(this, obj)) {
            return false;
        }
        Character other = Intrinsics.erased(obj);
        return value == other.value;
    }

    @Override
    public int hashCode() {
        return value;
    }

    public static int hashCode(char value) {
        return value;
    }
}
