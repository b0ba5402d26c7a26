package org.junit.jupiter.api;

import org.junit.jupiter.api.function.Executable;

/** Declaration of JUnit's {@code org.junit.jupiter.api.Assertions} for Braid (no behaviour; Braid's model {@code braid.models.org.junit.jupiter.api.Assertions} gives the supported methods theirs). */
public final class Assertions {
    private Assertions() {
    }

    public static void assertTrue(boolean condition) {
    }

    public static void assertFalse(boolean condition) {
    }

    public static void assertEquals(int expected, int actual) {
    }

    public static void assertEquals(int expected, Integer actual) {
    }

    public static void assertEquals(Integer expected, int actual) {
    }

    public static void assertEquals(Integer expected, Integer actual) {
    }

    public static void assertNotEquals(int unexpected, int actual) {
    }

    public static void assertEquals(long expected, long actual) {
    }

    public static void assertEquals(long expected, Long actual) {
    }

    public static void assertEquals(Long expected, long actual) {
    }

    public static void assertEquals(Long expected, Long actual) {
    }

    public static void assertNotEquals(long unexpected, long actual) {
    }

    public static void assertEquals(Object expected, Object actual) {
    }

    public static void assertNotEquals(Object unexpected, Object actual) {
    }

    public static void assertNull(Object actual) {
    }

    public static void assertNotNull(Object actual) {
    }

    public static void assertSame(Object expected, Object actual) {
    }

    public static void assertNotSame(Object unexpected, Object actual) {
    }

    public static void assertTrue(boolean condition, String message) {
    }

    public static void assertFalse(boolean condition, String message) {
    }

    public static void assertEquals(int expected, int actual, String message) {
    }

    public static void assertEquals(int expected, Integer actual, String message) {
    }

    public static void assertEquals(Integer expected, int actual, String message) {
    }

    public static void assertEquals(Integer expected, Integer actual, String message) {
    }

    public static void assertNotEquals(int unexpected, int actual, String message) {
    }

    public static void assertEquals(long expected, long actual, String message) {
    }

    public static void assertEquals(long expected, Long actual, String message) {
    }

    public static void assertEquals(Long expected, long actual, String message) {
    }

    public static void assertEquals(Long expected, Long actual, String message) {
    }

    public static void assertNotEquals(long unexpected, long actual, String message) {
    }

    public static void assertEquals(Object expected, Object actual, String message) {
    }

    public static void assertNotEquals(Object unexpected, Object actual, String message) {
    }

    public static void assertNull(Object actual, String message) {
    }

    public static void assertNotNull(Object actual, String message) {
    }

    public static void assertSame(Object expected, Object actual, String message) {
    }

    public static void assertNotSame(Object unexpected, Object actual, String message) {
    }

    public static <V> V fail() {
        return null;
    }

    public static <V> V fail(String message) {
        return null;
    }

    public static void assertEquals(double expected, double actual) {
    }

    public static void assertEquals(float expected, float actual) {
    }

    public static void assertEquals(double expected, double actual, String message) {
    }

    public static void assertEquals(float expected, float actual, String message) {
    }

    public static <T extends Throwable> T assertThrows(Class<T> expectedType, Executable executable) {
        return null;
    }

    public static void assertDoesNotThrow(Executable executable) {
    }

    public static void assertAll(Executable... executables) {
    }

    public static void assertArrayEquals(int[] expected, int[] actual) {
    }

    public static void assertArrayEquals(Object[] expected, Object[] actual) {
    }

}
