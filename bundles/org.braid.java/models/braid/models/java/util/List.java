package braid.models.java.util;

/**
 * Braid's model of the interface {@code java.util.List}: calls through it dispatch to the models
 * implementing it ({@code ArrayList}). Methods not declared here are unsupported.
 */
public interface List<E> extends Collection<E> {
    E get(int index);

    E set(int index, E element);

    E remove(int index);
}
