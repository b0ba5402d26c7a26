package braid.models.java.lang;

/** Braid's model of {@code java.lang.IndexOutOfBoundsException}: a {@code RuntimeException} (see {@code Throwable}). */
public class IndexOutOfBoundsException extends RuntimeException {
    public IndexOutOfBoundsException() {
    }

    public IndexOutOfBoundsException(java.lang.String message) {
        super(message);
    }
}
