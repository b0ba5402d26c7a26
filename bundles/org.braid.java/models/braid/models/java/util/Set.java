package braid.models.java.util;

/**
 * Braid's model of the interface {@code java.util.Set}: calls through it dispatch to the models
 * implementing it ({@code HashSet}). Methods not declared here are unsupported.
 */
public interface Set<E> extends Collection<E> {
    boolean remove(Object o);
}
