package org.junit;

/** Declaration of JUnit's {@code org.junit.Assume} for Braid (no behaviour; assumptions are not supported). */
public final class Assume {
    private Assume() {
    }

    public static void assumeTrue(boolean b) {
    }

    public static void assumeFalse(boolean b) {
    }

    public static void assumeTrue(String message, boolean b) {
    }

    public static void assumeFalse(String message, boolean b) {
    }

}
