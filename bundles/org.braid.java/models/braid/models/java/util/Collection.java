package braid.models.java.util;

/**
 * Braid's model of the interface {@code java.util.Collection}: calls through it dispatch to the
 * models implementing it. Methods not declared here are unsupported.
 */
public interface Collection<E> {
    int size();

    boolean isEmpty();

    boolean add(E e);

    boolean contains(Object o);

    void clear();
}
