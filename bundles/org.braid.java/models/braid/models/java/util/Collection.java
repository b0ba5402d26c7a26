package braid.models.java.util;

/**
 * Braid's model of the interface {@code java.util.Collection}: calls through it dispatch to the
 * models implementing it. It extends {@code java.lang.Iterable}, so an enhanced {@code for}
 * over any of them calls {@code iterator()}. Methods not declared here are unsupported.
 */
public interface Collection<E> extends Iterable<E> {
    int size();

    boolean isEmpty();

    boolean add(E e);

    boolean contains(Object o);

    void clear();

    Iterator<E> iterator();
}
