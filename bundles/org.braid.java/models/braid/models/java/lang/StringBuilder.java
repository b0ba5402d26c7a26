package braid.models.java.lang;

import braid.Intrinsics;

/**
 * Braid's model of {@code java.lang.StringBuilder}, which is not thread-safe, shaped like the
 * collection models: its chars live in an array read and written only inside atomic sections; its
 * state is one plain field, {@code state} (the length), which every operation reads and every
 * {@code append} writes outside any atomic section. So two calls on one builder from different
 * threads, one an {@code append}, not ordered by synchronization race on
 * {@code java.lang.StringBuilder.state} at the user's calls, and two unsynchronized appends may
 * lose one. At most {@link String#MAX} chars: more make the check unknown. Methods not declared
 * here are unsupported.
 */
public final class StringBuilder {
    private final char[] chars = new char[String.MAX];
    private int state;

    public StringBuilder() {
    }

    public StringBuilder(String str) {
        Intrinsics.check(str != null, "NullPointerException");
        append(str);
    }

    /** Appends {@code str}, or {@code "null"} for null, as the JDK's. */
    public StringBuilder append(String str) {
        char[] added = String.charsOf(str);
        int n = state;
        Intrinsics.bounded(n + added.length <= String.MAX, "a StringBuilder of more than 32 chars");
        Intrinsics.atomicBegin();
        for (int i = 0; i < added.length; i++) {
            chars[n + i] = added[i];
        }
        Intrinsics.atomicEnd();
        state = n + added.length;
        return this;
    }

    public StringBuilder append(char c) {
        return append(String.valueOf(c));
    }

    public StringBuilder append(int i) {
        return append(String.valueOf(i));
    }

    public StringBuilder append(long l) {
        return append(String.valueOf(l));
    }

    public StringBuilder append(boolean b) {
        return append(String.valueOf(b));
    }

    public int length() {
        return state;
    }

    public char charAt(int index) {
        int n = state;
        Intrinsics.check(index >= 0 && index < n, "StringIndexOutOfBoundsException");
        Intrinsics.atomicBegin();
        char c = chars[index];
        Intrinsics.atomicEnd();
        return c;
    }

    /** A new string of the chars (typed as the JDK's {@code String}, which this model stands for). */
    @Override
    public java.lang.String toString() {
        int n = state;
        char[] copy = new char[n];
        Intrinsics.atomicBegin();
        for (int i = 0; i < n; i++) {
            copy[i] = chars[i];
        }
        Intrinsics.atomicEnd();
        return Intrinsics.erased(new String(copy, true));
    }
}
