package braid.models.java.lang;

/** Braid's model of {@code java.lang.ArithmeticException}: a {@code RuntimeException} (see {@code Throwable}). */
public class ArithmeticException extends RuntimeException {
    public ArithmeticException() {
    }

    public ArithmeticException(java.lang.String message) {
        super(message);
    }
}
