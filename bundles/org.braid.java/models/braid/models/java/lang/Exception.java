package braid.models.java.lang;

/** Braid's model of {@code java.lang.Exception}: a {@code Throwable} (see {@code Throwable}). */
public class Exception extends Throwable {
    public Exception() {
    }

    public Exception(java.lang.String message) {
        super(message);
    }
}
