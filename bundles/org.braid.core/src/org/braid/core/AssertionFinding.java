package org.braid.core;

import java.util.Objects;

/**
 * An assertion violation: {@code assert}, {@code reach_error()}, {@code __assert_fail},
 * {@code __VERIFIER_error()} reached with a failing condition. Immutable and thread-safe.
 *
 * @param file the source file of the assertion
 * @param line 1-based line of the assertion
 * @param function the function the assertion is in
 * @param message what failed, e.g. the asserted condition {@code x == 2}
 * @param trace the replayed interleaving that reaches the violation
 * @param property {@link Property#ASSERT}, or {@link Property#EXCEPTION} for an uncaught exception
 *        (the message then names it: "uncaught NullPointerException: ...")
 */
public record AssertionFinding(String file, int line, String function, String message, Trace trace,
        Property property) implements Finding {

    public AssertionFinding {
        Objects.requireNonNull(file, "file");
        if (line < 1) {
            throw new IllegalArgumentException("line must be >= 1, was " + line);
        }
        Objects.requireNonNull(function, "function");
        Objects.requireNonNull(message, "message");
        Objects.requireNonNull(trace, "trace");
        if (property != Property.ASSERT && property != Property.EXCEPTION) {
            throw new IllegalArgumentException("an assertion finding is of assert or exception, not " + property);
        }
    }

    /** A violation of the property {@link Property#ASSERT}. */
    public AssertionFinding(String file, int line, String function, String message, Trace trace) {
        this(file, line, function, message, trace, Property.ASSERT);
    }

    /** Whether this is an uncaught exception (property {@link Property#EXCEPTION}). */
    public boolean uncaughtException() {
        return property == Property.EXCEPTION;
    }
}
