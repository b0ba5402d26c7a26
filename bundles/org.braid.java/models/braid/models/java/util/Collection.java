package braid.models.java.util;

import java.util.function.Consumer;

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

    /** {@code Iterable.forEach}, declared here so that every collection model implements it as its JDK class does. */
    void forEach(Consumer<? super E> action);
}
