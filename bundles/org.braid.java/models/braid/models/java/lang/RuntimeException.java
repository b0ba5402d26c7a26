package braid.models.java.lang;

/** Braid's model of {@code java.lang.RuntimeException}: a {@code Exception} (see {@code Throwable}). */
public class RuntimeException extends Exception {
    public RuntimeException() {
    }

    public RuntimeException(java.lang.String message) {
        super(message);
    }
}
