package braid.models.java.lang;

/** Braid's model of {@code java.lang.IllegalMonitorStateException}: a {@code RuntimeException} (see {@code Throwable}). */
public class IllegalMonitorStateException extends RuntimeException {
    public IllegalMonitorStateException() {
    }

    public IllegalMonitorStateException(java.lang.String message) {
        super(message);
    }
}
