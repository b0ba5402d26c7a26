package braid.models.org.junit.jupiter.api;

/**
 * Braid's model of JUnit 5's {@code org.junit.jupiter.api.Assertions}: a failed assertion throws an
 * {@code org.opentest4j.AssertionFailedError} (its model) whose message names the assertion ("assertEquals failed"); uncaught in
 * the test, it is the finding "uncaught AssertionFailedError: assertEquals failed" at the user's call.
 * The message argument is not part of the finding (only string literals are). Objects are compared
 * as JUnit compares them ({@code equals}, null-safe). Methods not declared here ({@code assertThrows},
 * {@code assertAll}, {@code assertArrayEquals}, the {@code Supplier<String>} and floating-point
 * overloads, ...) are unsupported at the call.
 */
public final class Assertions {
    private Assertions() {
    }

    public static void assertTrue(boolean condition) {
        if (!condition) {
            throw new org.opentest4j.AssertionFailedError("assertTrue failed");
        }
    }

    public static void assertFalse(boolean condition) {
        if (condition) {
            throw new org.opentest4j.AssertionFailedError("assertFalse failed");
        }
    }

    public static void assertEquals(int expected, int actual) {
        if (expected != actual) {
            throw new org.opentest4j.AssertionFailedError("assertEquals failed");
        }
    }

    public static void assertEquals(int expected, Integer actual) {
        if (actual == null || expected != actual.intValue()) {
            throw new org.opentest4j.AssertionFailedError("assertEquals failed");
        }
    }

    public static void assertEquals(Integer expected, int actual) {
        if (expected == null || expected.intValue() != actual) {
            throw new org.opentest4j.AssertionFailedError("assertEquals failed");
        }
    }

    public static void assertEquals(Integer expected, Integer actual) {
        if (!areEqual(expected, actual)) {
            throw new org.opentest4j.AssertionFailedError("assertEquals failed");
        }
    }

    public static void assertNotEquals(int unexpected, int actual) {
        if (unexpected == actual) {
            throw new org.opentest4j.AssertionFailedError("assertNotEquals failed");
        }
    }

    public static void assertEquals(long expected, long actual) {
        if (expected != actual) {
            throw new org.opentest4j.AssertionFailedError("assertEquals failed");
        }
    }

    public static void assertEquals(long expected, Long actual) {
        if (actual == null || expected != actual.longValue()) {
            throw new org.opentest4j.AssertionFailedError("assertEquals failed");
        }
    }

    public static void assertEquals(Long expected, long actual) {
        if (expected == null || expected.longValue() != actual) {
            throw new org.opentest4j.AssertionFailedError("assertEquals failed");
        }
    }

    public static void assertEquals(Long expected, Long actual) {
        if (!areEqual(expected, actual)) {
            throw new org.opentest4j.AssertionFailedError("assertEquals failed");
        }
    }

    public static void assertNotEquals(long unexpected, long actual) {
        if (unexpected == actual) {
            throw new org.opentest4j.AssertionFailedError("assertNotEquals failed");
        }
    }

    public static void assertEquals(Object expected, Object actual) {
        if (!areEqual(expected, actual)) {
            throw new org.opentest4j.AssertionFailedError("assertEquals failed");
        }
    }

    public static void assertNotEquals(Object unexpected, Object actual) {
        if (areEqual(unexpected, actual)) {
            throw new org.opentest4j.AssertionFailedError("assertNotEquals failed");
        }
    }

    public static void assertNull(Object actual) {
        if (actual != null) {
            throw new org.opentest4j.AssertionFailedError("assertNull failed");
        }
    }

    public static void assertNotNull(Object actual) {
        if (actual == null) {
            throw new org.opentest4j.AssertionFailedError("assertNotNull failed");
        }
    }

    public static void assertSame(Object expected, Object actual) {
        if (expected != actual) {
            throw new org.opentest4j.AssertionFailedError("assertSame failed");
        }
    }

    public static void assertNotSame(Object unexpected, Object actual) {
        if (unexpected == actual) {
            throw new org.opentest4j.AssertionFailedError("assertNotSame failed");
        }
    }

    public static void assertTrue(boolean condition, String message) {
        if (!condition) {
            throw new org.opentest4j.AssertionFailedError("assertTrue failed");
        }
    }

    public static void assertFalse(boolean condition, String message) {
        if (condition) {
            throw new org.opentest4j.AssertionFailedError("assertFalse failed");
        }
    }

    public static void assertEquals(int expected, int actual, String message) {
        if (expected != actual) {
            throw new org.opentest4j.AssertionFailedError("assertEquals failed");
        }
    }

    public static void assertEquals(int expected, Integer actual, String message) {
        if (actual == null || expected != actual.intValue()) {
            throw new org.opentest4j.AssertionFailedError("assertEquals failed");
        }
    }

    public static void assertEquals(Integer expected, int actual, String message) {
        if (expected == null || expected.intValue() != actual) {
            throw new org.opentest4j.AssertionFailedError("assertEquals failed");
        }
    }

    public static void assertEquals(Integer expected, Integer actual, String message) {
        if (!areEqual(expected, actual)) {
            throw new org.opentest4j.AssertionFailedError("assertEquals failed");
        }
    }

    public static void assertNotEquals(int unexpected, int actual, String message) {
        if (unexpected == actual) {
            throw new org.opentest4j.AssertionFailedError("assertNotEquals failed");
        }
    }

    public static void assertEquals(long expected, long actual, String message) {
        if (expected != actual) {
            throw new org.opentest4j.AssertionFailedError("assertEquals failed");
        }
    }

    public static void assertEquals(long expected, Long actual, String message) {
        if (actual == null || expected != actual.longValue()) {
            throw new org.opentest4j.AssertionFailedError("assertEquals failed");
        }
    }

    public static void assertEquals(Long expected, long actual, String message) {
        if (expected == null || expected.longValue() != actual) {
            throw new org.opentest4j.AssertionFailedError("assertEquals failed");
        }
    }

    public static void assertEquals(Long expected, Long actual, String message) {
        if (!areEqual(expected, actual)) {
            throw new org.opentest4j.AssertionFailedError("assertEquals failed");
        }
    }

    public static void assertNotEquals(long unexpected, long actual, String message) {
        if (unexpected == actual) {
            throw new org.opentest4j.AssertionFailedError("assertNotEquals failed");
        }
    }

    public static void assertEquals(Object expected, Object actual, String message) {
        if (!areEqual(expected, actual)) {
            throw new org.opentest4j.AssertionFailedError("assertEquals failed");
        }
    }

    public static void assertNotEquals(Object unexpected, Object actual, String message) {
        if (areEqual(unexpected, actual)) {
            throw new org.opentest4j.AssertionFailedError("assertNotEquals failed");
        }
    }

    public static void assertNull(Object actual, String message) {
        if (actual != null) {
            throw new org.opentest4j.AssertionFailedError("assertNull failed");
        }
    }

    public static void assertNotNull(Object actual, String message) {
        if (actual == null) {
            throw new org.opentest4j.AssertionFailedError("assertNotNull failed");
        }
    }

    public static void assertSame(Object expected, Object actual, String message) {
        if (expected != actual) {
            throw new org.opentest4j.AssertionFailedError("assertSame failed");
        }
    }

    public static void assertNotSame(Object unexpected, Object actual, String message) {
        if (unexpected == actual) {
            throw new org.opentest4j.AssertionFailedError("assertNotSame failed");
        }
    }

    public static <V> V fail() {
        throw new org.opentest4j.AssertionFailedError("fail() called");
    }

    public static <V> V fail(String message) {
        throw new org.opentest4j.AssertionFailedError("fail() called");
    }

    /** {@code expected.equals(actual)}, null-safe, as JUnit compares objects. */
    private static boolean areEqual(Object expected, Object actual) {
        return expected == actual || expected != null && expected.equals(actual);
    }
}
