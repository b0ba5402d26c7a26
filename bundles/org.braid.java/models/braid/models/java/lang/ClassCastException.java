package braid.models.java.lang;

/** Braid's model of {@code java.lang.ClassCastException}: a {@code RuntimeException} (see {@code Throwable}). */
public class ClassCastException extends RuntimeException {
    public ClassCastException() {
    }

    public ClassCastException(java.lang.String message) {
        super(message);
    }
}
