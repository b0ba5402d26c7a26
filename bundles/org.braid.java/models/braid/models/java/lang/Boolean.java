package braid.models.java.lang;

import braid.Intrinsics;

/**
 * Braid's model of {@code java.lang.Boolean}, the box of {@code boolean}: {@code valueOf} (and
 * so boxing) returns one of two objects, the JDK's {@code Boolean.TRUE} and {@code Boolean.FALSE}
 * (created on first use). Methods not declared here are unsupported.
 */
public final class Boolean {
    private static Boolean trueValue;
    private static Boolean falseValue;

    private final boolean value;

    public Boolean(boolean value) {
        this.value = value;
    }

    public static Boolean valueOf(boolean b) {
        Intrinsics.atomicBegin();
        if (trueValue == null) {
            trueValue = new Boolean(true);
            falseValue = new Boolean(false);
        }
        Boolean result = b ? trueValue : falseValue;
        Intrinsics.atomicEnd();
        return result;
    }

    public boolean booleanValue() {
        return value;
    }

    @Override
    public boolean equals(Object obj) {
        if (!Intrinsics.sameClass(this, obj)) {
            return false;
        }
        Boolean other = Intrinsics.erased(obj);
        return value == other.value;
    }

    @Override
    public int hashCode() {
        return hashCode(value);
    }

    public static int hashCode(boolean value) {
        return value ? 1231 : 1237;
    }
}
