package braid.models.java.lang;

/** Braid's model of {@code java.lang.InterruptedException}: a {@code Exception} (see {@code Throwable}). */
public class InterruptedException extends Exception {
    public InterruptedException() {
    }

    public InterruptedException(String message) {
        super(message);
    }
}
