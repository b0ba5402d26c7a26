package braid.models.java.util;

/**
 * Braid's model of the interface {@code java.util.Map}: calls through it dispatch to the models
 * implementing it ({@code HashMap}, {@code ConcurrentHashMap}, the map of
 * {@code Collections.synchronizedMap}). Methods not declared here are unsupported.
 */
public interface Map<K, V> {
    int size();

    boolean isEmpty();

    V get(Object key);

    boolean containsKey(Object key);

    V put(K key, V value);

    V remove(Object key);

    V getOrDefault(Object key, V defaultValue);

    V putIfAbsent(K key, V value);

    void clear();

    Set<K> keySet();

    Collection<V> values();
}
