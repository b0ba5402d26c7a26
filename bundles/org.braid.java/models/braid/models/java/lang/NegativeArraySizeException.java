package braid.models.java.lang;

/** Braid's model of {@code java.lang.NegativeArraySizeException}: a {@code RuntimeException} (see {@code Throwable}). */
public class NegativeArraySizeException extends RuntimeException {
    public NegativeArraySizeException() {
    }

    public NegativeArraySizeException(java.lang.String message) {
        super(message);
    }
}
