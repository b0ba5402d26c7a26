package braid.models.java.lang;

/** Braid's model of {@code java.lang.AssertionError}: a {@code Error} (see {@code Throwable}). */
public class AssertionError extends Error {
    public AssertionError() {
    }

    public AssertionError(java.lang.String message) {
        super(message);
    }
}
