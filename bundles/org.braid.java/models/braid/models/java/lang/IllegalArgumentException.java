package braid.models.java.lang;

/** Braid's model of {@code java.lang.IllegalArgumentException}: a {@code RuntimeException} (see {@code Throwable}). */
public class IllegalArgumentException extends RuntimeException {
    public IllegalArgumentException() {
    }

    public IllegalArgumentException(java.lang.String message) {
        super(message);
    }
}
