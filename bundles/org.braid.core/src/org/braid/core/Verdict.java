package org.braid.core;

/**
 * The outcome of checking one harness. A verdict is a value, never an exception.
 *
 * <p>{@link #PROVED} is said only by an exhaustive search that no bound cut. {@link #VIOLATION} comes with a trace that the interpreter replayed on the original
 * concurrent program; {@link #NO_VIOLATION_WITHIN_BOUNDS} is stated together with the bounds
 * that were used and never means "safe"; {@link #UNKNOWN} comes with a reason.
 */
public enum Verdict {
    VIOLATION("violation"),
    /**
     * No violation in any execution for any input: the DPOR engine explored every execution of
     * the closed program (it terminates within the step bound, every nondeterministic value was
     * enumerated over its whole domain, no bound and no time limit cut the search). Never said
     * after a bound was hit.
     */
    PROVED("proved"),
    NO_VIOLATION_WITHIN_BOUNDS("no-violation-within-bounds"),
    UNKNOWN("unknown");

    private final String jsonName;

    Verdict(String jsonName) {
        this.jsonName = jsonName;
    }

    /** The name used in JSON and SARIF reports and in the command line's output. */
    public String jsonName() {
        return jsonName;
    }

    /**
     * Returns the verdict whose {@link #jsonName()} is {@code name}.
     *
     * @throws IllegalArgumentException if no verdict has that name
     */
    public static Verdict fromJsonName(String name) {
        for (Verdict verdict : values()) {
            if (verdict.jsonName.equals(name)) {
                return verdict;
            }
        }
        throw new IllegalArgumentException("unknown verdict '" + name + "'");
    }
}
