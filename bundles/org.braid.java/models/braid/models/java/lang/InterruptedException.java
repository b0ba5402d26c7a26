package braid.models.java.lang;

/** Braid's model of {@code java.lang.InterruptedException}: a {@code Exception} (see {@code Throwable}). */
public class InterruptedException extends Exception {
    public InterruptedException() {
    }

    public InterruptedException(java.lang.String message) {
        super(message);
    }
}
