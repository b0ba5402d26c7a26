package braid.models.java.lang;

/**
 * Braid's model of {@code java.lang.Throwable}: an exception object with its message (a string
 * literal, or null). The front end throws, catches and propagates these objects; stack traces,
 * causes and suppressed exceptions are not modelled. Methods not declared here are unsupported.
 */
public class Throwable {
    private java.lang.String message;

    public Throwable() {
    }

    public Throwable(java.lang.String message) {
        this.message = message;
    }

    public java.lang.String getMessage() {
        return message;
    }
}
