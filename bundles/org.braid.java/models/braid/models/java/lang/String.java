package braid.models.java.lang;

import braid.Intrinsics;

/**
 * Braid's model of {@code java.lang.String}: an immutable array of UTF-16 chars, as the JDK's
 * (whose compact Latin-1 form no program can tell apart). A string literal is a global object of
 * this class, one per distinct literal (interned, as the JVM's), whose chars the front end lays
 * out; every other string is created here: by concatenation ({@code +}, {@link #concatenation}),
 * {@link #valueOf}, {@link #concat} and {@code StringBuilder.toString()}. ({@code toString()}
 * is {@code Object}'s here: the model is not {@code java.lang.String}, so it cannot override it.) {@code hashCode()} is the
 * JDK's formula {@code s[0]*31^(n-1) + ... + s[n-1]} with {@code int} wrapping, computed on each
 * call (the JDK's cached {@code hash} field is a benign race no program can observe). A created
 * string has at most {@link #MAX} chars: a longer one makes the check unknown. The loops over the
 * chars are unwound like any loop (a string longer than {@code --max-unwind} is cut, and said so).
 * Methods not declared here are unsupported.
 */
public final class String {
    /** The most chars a string created at run time may have here. */
    static final int MAX = 32;

    private final char[] value;

    /** A string of {@code chars} (not copied: every caller passes a new array); not the JDK's {@code String(char[])}. */
    String(char[] chars, boolean owned) {
        this.value = chars;
    }

    public int length() {
        return value.length;
    }

    public boolean isEmpty() {
        return value.length == 0;
    }

    public char charAt(int index) {
        Intrinsics.check(index >= 0 && index < value.length, "StringIndexOutOfBoundsException");
        return value[index];
    }

    @Override
    public boolean equals(Object anObject) {
        if (this == anObject) {
            return true;
        }
        if (!Intrinsics.sameClass(this, anObject)) {
            return false;
        }
        String other = Intrinsics.erased(anObject);
        int n = value.length;
        if (n != other.value.length) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            if (value[i] != other.value[i]) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        int h = 0;
        for (int i = 0; i < value.length; i++) {
            h = 31 * h + value[i];
        }
        return h;
    }

    /** This string followed by {@code str}; a null {@code str} throws {@code NullPointerException}, as the JDK's. */
    public String concat(String str) {
        Intrinsics.check(str != null, "NullPointerException");
        return joined(value, str.value);
    }

    public static String valueOf(boolean b) {
        return b ? new String(new char[] {'t', 'r', 'u', 'e'}, true)
            : new String(new char[] {'f', 'a', 'l', 's', 'e'}, true);
    }

    public static String valueOf(char c) {
        return new String(new char[] {c}, true);
    }

    public static String valueOf(int i) {
        return valueOf((long) i);
    }

    /** The decimal digits, computed on the negative value so that {@code Long.MIN_VALUE} needs no special case. */
    public static String valueOf(long l) {
        char[] reversed = new char[20];
        int n = 0;
        long v = l < 0 ? l : -l;
        do {
            long q = v / 10;
            reversed[n] = (char) ('0' + (int) (q * 10 - v));
            n++;
            v = q;
        } while (v != 0);
        if (l < 0) {
            reversed[n] = '-';
            n++;
        }
        char[] digits = new char[n];
        for (int i = 0; i < n; i++) {
            digits[i] = reversed[n - 1 - i];
        }
        return new String(digits, true);
    }

    /**
     * {@code a + b} where {@code a} or {@code b} is a string operand of the concatenation operator
     * (JLS 15.18.1) after string conversion: a null reference becomes {@code "null"}.
     */
    static String concatenation(String a, String b) {
        return joined(charsOf(a), charsOf(b));
    }

    /** The chars of {@code s}, or of {@code "null"} for null (string conversion, JLS 5.1.11). */
    static char[] charsOf(String s) {
        return s == null ? new char[] {'n', 'u', 'l', 'l'} : s.value;
    }

    private static String joined(char[] a, char[] b) {
        int n = a.length + b.length;
        Intrinsics.bounded(n <= MAX, "a String of more than 32 chars");
        char[] chars = new char[n];
        for (int i = 0; i < a.length; i++) {
            chars[i] = a[i];
        }
        for (int i = 0; i < b.length; i++) {
            chars[a.length + i] = b[i];
        }
        return new String(chars, true);
    }
}
