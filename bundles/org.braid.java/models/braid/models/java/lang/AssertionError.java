package braid.models.java.lang;

import braid.Intrinsics;

/** Braid's model of {@code java.lang.AssertionError}: a {@code Error} (see {@code Throwable}). */
public class AssertionError extends Error {
    public AssertionError() {
    }

    public AssertionError(java.lang.String message) {
        super(message);
    }

    /**
     * The JDK's constructor for a detail message of any type, which JUnit 4's {@code Assert} calls
     * with a string. The message is the object as it is: right for strings and null-free, while the
     * JDK's {@code String.valueOf} of another object ({@code toString()}) is not modelled.
     */
    public AssertionError(Object detailMessage) {
        super(Intrinsics.<java.lang.String>erased(detailMessage));
    }
}
