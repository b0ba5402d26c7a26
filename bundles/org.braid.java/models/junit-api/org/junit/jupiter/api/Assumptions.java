package org.junit.jupiter.api;

/** Declaration of JUnit's {@code org.junit.jupiter.api.Assumptions} for Braid (no behaviour; assumptions are not supported). */
public final class Assumptions {
    private Assumptions() {
    }

    public static void assumeTrue(boolean assumption) {
    }

    public static void assumeFalse(boolean assumption) {
    }

    public static void assumeTrue(boolean assumption, String message) {
    }

    public static void assumeFalse(boolean assumption, String message) {
    }

}
