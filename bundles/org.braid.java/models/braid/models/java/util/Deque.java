package braid.models.java.util;

/**
 * Braid's model of the interface {@code java.util.Deque}: calls through it dispatch to the models
 * implementing it ({@code LinkedList}). Methods not declared here are unsupported.
 */
public interface Deque<E> extends Queue<E> {
    void addFirst(E e);

    void addLast(E e);

    boolean offerFirst(E e);

    boolean offerLast(E e);

    E removeFirst();

    E removeLast();

    E pollFirst();

    E pollLast();

    E getFirst();

    E getLast();

    E peekFirst();

    E peekLast();

    void push(E e);

    E pop();
}
