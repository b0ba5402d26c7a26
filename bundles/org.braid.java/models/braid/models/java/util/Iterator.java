package braid.models.java.util;

/**
 * Braid's model of the interface {@code java.util.Iterator}: calls through it dispatch to the
 * models implementing it (the collections' iterators) and to the program's own iterators. It
 * extends the JDK's interface so that a model's {@code iterator()} may implement
 * {@code Iterable.iterator()}. {@code remove()} has no default here: an iterator of the program
 * that does not override it is unsupported where it is called. Methods not declared here are
 * unsupported.
 */
public interface Iterator<E> extends java.util.Iterator<E> {
    boolean hasNext();

    E next();

    void remove();
}
