package org.braid.core;

/**
 * What a check looks for. Each property has the key used in options and reports and the name
 * SV-COMP gives it, which is accepted as a synonym.
 */
public enum Property {
    /** Data races: two accesses to one memory location by different threads, at least one a write. */
    RACE("race", "no-data-race"),
    /** Assertion violations: {@code assert}, {@code reach_error()}, {@code __VERIFIER_error()}. */
    ASSERT("assert", "unreach-call"),
    /**
     * Uncaught exceptions (Java): an exception that no handler of its thread catches, reported where
     * it is thrown. A failed Java {@code assert} (an uncaught {@code AssertionError}) is
     * {@link #ASSERT}. Not selected, an uncaught exception ends its thread as on the JVM
     * ({@code finally} blocks run, monitors are released, {@code join} returns) and the other
     * threads go on. C programs have no exceptions.
     */
    EXCEPTION("exception", "no-uncaught-exception");

    private final String key;
    private final String svcompName;

    Property(String key, String svcompName) {
        this.key = key;
        this.svcompName = svcompName;
    }

    /** The name used in options, preferences and reports. */
    public String key() {
        return key;
    }

    /** The SV-COMP property name, accepted as a synonym of {@link #key()}. */
    public String svcompName() {
        return svcompName;
    }

    /**
     * Returns the property named {@code name}, by key or SV-COMP name.
     *
     * @throws IllegalArgumentException if no property has that name
     */
    public static Property fromName(String name) {
        for (Property property : values()) {
            if (property.key.equals(name) || property.svcompName.equals(name)) {
                return property;
            }
        }
        String expected = String.join(", ", java.util.Arrays.stream(values()).map(Property::key).toList());
        throw new IllegalArgumentException("unknown property '" + name + "' (expected " + expected + " or all)");
    }
}
