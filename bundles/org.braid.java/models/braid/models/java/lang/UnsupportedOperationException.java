package braid.models.java.lang;

/** Braid's model of {@code java.lang.UnsupportedOperationException}: a {@code RuntimeException} (see {@code Throwable}). */
public class UnsupportedOperationException extends RuntimeException {
    public UnsupportedOperationException() {
    }

    public UnsupportedOperationException(java.lang.String message) {
        super(message);
    }
}
