package braid.models.java.lang;

/** Braid's model of {@code java.lang.StringIndexOutOfBoundsException}: an {@code IndexOutOfBoundsException}. */
public class StringIndexOutOfBoundsException extends IndexOutOfBoundsException {
    public StringIndexOutOfBoundsException() {
    }

    public StringIndexOutOfBoundsException(java.lang.String message) {
        super(message);
    }
}
