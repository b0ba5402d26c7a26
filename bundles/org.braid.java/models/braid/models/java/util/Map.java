package braid.models.java.util;

import java.util.function.BiConsumer;

/**
 * Braid's model of the interface {@code java.util.Map}: calls through it dispatch to the models
 * implementing it ({@code HashMap}, {@code ConcurrentHashMap}, the map of
 * {@code Collections.synchronizedMap}), and its {@link Entry} to the entries of their
 * {@code entrySet()}. Methods not declared here are unsupported.
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

    Set<Map.Entry<K, V>> entrySet();

    void forEach(BiConsumer<? super K, ? super V> action);

    /**
     * Braid's model of the interface {@code java.util.Map.Entry}: calls through it dispatch to the
     * entries of the maps' {@code entrySet()}. Methods not declared here are unsupported.
     */
    interface Entry<K, V> {
        K getKey();

        V getValue();

        V setValue(V value);
    }
}
