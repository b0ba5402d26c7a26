package braid.models.java.util;

/**
 * Braid's model of the interface {@code java.util.Queue}: calls through it dispatch to the models
 * implementing it ({@code LinkedList}). Methods not declared here are unsupported.
 */
public interface Queue<E> extends Collection<E> {
    boolean offer(E e);

    E poll();

    E peek();

    E element();

    E remove();
}
