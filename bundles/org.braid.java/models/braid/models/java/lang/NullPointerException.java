package braid.models.java.lang;

/** Braid's model of {@code java.lang.NullPointerException}: a {@code RuntimeException} (see {@code Throwable}). */
public class NullPointerException extends RuntimeException {
    public NullPointerException() {
    }

    public NullPointerException(java.lang.String message) {
        super(message);
    }
}
