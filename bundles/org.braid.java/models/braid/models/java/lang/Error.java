package braid.models.java.lang;

/** Braid's model of {@code java.lang.Error}: a {@code Throwable} (see {@code Throwable}). */
public class Error extends Throwable {
    public Error() {
    }

    public Error(java.lang.String message) {
        super(message);
    }
}
