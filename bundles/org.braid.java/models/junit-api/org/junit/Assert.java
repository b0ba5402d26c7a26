package org.junit;

/** Declaration of JUnit's {@code org.junit.Assert} for Braid (no behaviour; Braid's model {@code braid.models.org.junit.Assert} gives the supported methods theirs). */
public final class Assert {
    private Assert() {
    }

    public static void assertTrue(boolean condition) {
    }

    public static void assertFalse(boolean condition) {
    }

    public static void assertEquals(long expected, long actual) {
    }

    public static void assertEquals(Object expected, Object actual) {
    }

    public static void assertNotEquals(long unexpected, long actual) {
    }

    public static void assertNotEquals(Object unexpected, Object actual) {
    }

    public static void assertNull(Object object) {
    }

    public static void assertNotNull(Object object) {
    }

    public static void assertSame(Object expected, Object actual) {
    }

    public static void assertNotSame(Object unexpected, Object actual) {
    }

    public static void assertTrue(String message, boolean condition) {
    }

    public static void assertFalse(String message, boolean condition) {
    }

    public static void assertEquals(String message, long expected, long actual) {
    }

    public static void assertEquals(String message, Object expected, Object actual) {
    }

    public static void assertNotEquals(String message, long unexpected, long actual) {
    }

    public static void assertNotEquals(String message, Object unexpected, Object actual) {
    }

    public static void assertNull(String message, Object object) {
    }

    public static void assertNotNull(String message, Object object) {
    }

    public static void assertSame(String message, Object expected, Object actual) {
    }

    public static void assertNotSame(String message, Object unexpected, Object actual) {
    }

    public static void fail() {
    }

    public static void fail(String message) {
    }

    public static void assertEquals(double expected, double actual, double delta) {
    }

    public static void assertEquals(String message, double expected, double actual, double delta) {
    }

    public static void assertArrayEquals(int[] expected, int[] actual) {
    }

    public static void assertArrayEquals(Object[] expected, Object[] actual) {
    }

}
