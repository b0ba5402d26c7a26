package braid.models.org.junit;

/**
 * Braid's model of JUnit 4's {@code org.junit.Assert}: a failed assertion throws an
 * {@code AssertionError} whose message names the assertion ("assertEquals failed"); uncaught in the
 * test, it is the finding "uncaught AssertionError: assertEquals failed" at the user's call. The
 * message argument is not part of the finding. Methods not declared here ({@code assertArrayEquals},
 * {@code assertThat}, the floating-point overloads, ...) are unsupported at the call.
 */
public final class Assert {
    private Assert() {
    }

    public static void assertTrue(boolean condition) {
        if (!condition) {
            throw new AssertionError("assertTrue failed");
        }
    }

    public static void assertFalse(boolean condition) {
        if (condition) {
            throw new AssertionError("assertFalse failed");
        }
    }

    public static void assertEquals(long expected, long actual) {
        if (expected != actual) {
            throw new AssertionError("assertEquals failed");
        }
    }

    public static void assertEquals(Object expected, Object actual) {
        if (!areEqual(expected, actual)) {
            throw new AssertionError("assertEquals failed");
        }
    }

    public static void assertNotEquals(long unexpected, long actual) {
        if (unexpected == actual) {
            throw new AssertionError("assertNotEquals failed");
        }
    }

    public static void assertNotEquals(Object unexpected, Object actual) {
        if (areEqual(unexpected, actual)) {
            throw new AssertionError("assertNotEquals failed");
        }
    }

    public static void assertNull(Object object) {
        if (object != null) {
            throw new AssertionError("assertNull failed");
        }
    }

    public static void assertNotNull(Object object) {
        if (object == null) {
            throw new AssertionError("assertNotNull failed");
        }
    }

    public static void assertSame(Object expected, Object actual) {
        if (expected != actual) {
            throw new AssertionError("assertSame failed");
        }
    }

    public static void assertNotSame(Object unexpected, Object actual) {
        if (unexpected == actual) {
            throw new AssertionError("assertNotSame failed");
        }
    }

    public static void assertTrue(String message, boolean condition) {
        if (!condition) {
            throw new AssertionError("assertTrue failed");
        }
    }

    public static void assertFalse(String message, boolean condition) {
        if (condition) {
            throw new AssertionError("assertFalse failed");
        }
    }

    public static void assertEquals(String message, long expected, long actual) {
        if (expected != actual) {
            throw new AssertionError("assertEquals failed");
        }
    }

    public static void assertEquals(String message, Object expected, Object actual) {
        if (!areEqual(expected, actual)) {
            throw new AssertionError("assertEquals failed");
        }
    }

    public static void assertNotEquals(String message, long unexpected, long actual) {
        if (unexpected == actual) {
            throw new AssertionError("assertNotEquals failed");
        }
    }

    public static void assertNotEquals(String message, Object unexpected, Object actual) {
        if (areEqual(unexpected, actual)) {
            throw new AssertionError("assertNotEquals failed");
        }
    }

    public static void assertNull(String message, Object object) {
        if (object != null) {
            throw new AssertionError("assertNull failed");
        }
    }

    public static void assertNotNull(String message, Object object) {
        if (object == null) {
            throw new AssertionError("assertNotNull failed");
        }
    }

    public static void assertSame(String message, Object expected, Object actual) {
        if (expected != actual) {
            throw new AssertionError("assertSame failed");
        }
    }

    public static void assertNotSame(String message, Object unexpected, Object actual) {
        if (unexpected == actual) {
            throw new AssertionError("assertNotSame failed");
        }
    }

    public static void fail() {
        throw new AssertionError("fail() called");
    }

    public static void fail(String message) {
        throw new AssertionError("fail() called");
    }

    /** {@code expected.equals(actual)}, null-safe, as JUnit compares objects. */
    private static boolean areEqual(Object expected, Object actual) {
        return expected == actual || expected != null && expected.equals(actual);
    }
}
