package braid.models.java.lang;

/** Braid's model of {@code java.lang.IllegalThreadStateException}: a {@code IllegalArgumentException} (see {@code Throwable}). */
public class IllegalThreadStateException extends IllegalArgumentException {
    public IllegalThreadStateException() {
    }

    public IllegalThreadStateException(java.lang.String message) {
        super(message);
    }
}
