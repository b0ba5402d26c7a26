package braid.models.java.lang;

/** Braid's model of {@code java.lang.ArrayIndexOutOfBoundsException}: a {@code IndexOutOfBoundsException} (see {@code Throwable}). */
public class ArrayIndexOutOfBoundsException extends IndexOutOfBoundsException {
    public ArrayIndexOutOfBoundsException() {
    }

    public ArrayIndexOutOfBoundsException(java.lang.String message) {
        super(message);
    }
}
