package braid.models.java.util;

import braid.Intrinsics;
import java.util.function.Consumer;

/**
 * Braid's model of {@code java.util.HashSet}, which is not thread-safe: a {@link HashMap} of its
 * elements, as the JDK's is, so its state is the map's ({@code java.util.HashMap.state}) and
 * elements are compared by hash code and {@code equals} and iterated in the JDK's order. Methods not declared here are unsupported.
 */
public class HashSet<E> implements Set<E> {
    private final HashMap<E, Object> map = new HashMap<>();

    public HashSet() {
    }

    public HashSet(int initialCapacity) {
        Intrinsics.check(initialCapacity >= 0, "IllegalArgumentException: Illegal initial capacity");
        map.presized = true;
    }

    public int size() {
        return map.size();
    }

    public boolean isEmpty() {
        return map.isEmpty();
    }

    public boolean add(E e) {
        return map.put(e, this) == null;
    }

    public boolean contains(Object o) {
        return map.containsKey(o);
    }

    public boolean remove(Object o) {
        return map.remove(o) != null;
    }

    public void clear() {
        map.clear();
    }

    /**
     * {@code Iterable.forEach}, which the JDK's {@code HashSet} inherits: the action on each
     * element through the fail-fast iterator.
     */
    public void forEach(Consumer<? super E> action) {
        Intrinsics.check(action != null, "NullPointerException");
        Iterator<E> it = iterator();
        while (it.hasNext()) {
            action.accept(it.next());
        }
    }

    /** The map's key iterator, as the JDK's ({@code map.keySet().iterator()}). */
    public Iterator<E> iterator() {
        return new HashMapViews.HashIterator<>(map, false);
    }
}
