package braid.models.java.lang;

/** Braid's model of {@code java.lang.IllegalStateException}: a {@code RuntimeException} (see {@code Throwable}). */
public class IllegalStateException extends RuntimeException {
    public IllegalStateException() {
    }

    public IllegalStateException(java.lang.String message) {
        super(message);
    }
}
