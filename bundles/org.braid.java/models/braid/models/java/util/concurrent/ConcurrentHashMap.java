package braid.models.java.util.concurrent;

import braid.Intrinsics;
import braid.models.java.util.Collection;
import braid.models.java.util.HashMap;
import braid.models.java.util.Map;
import braid.models.java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * Braid's model of {@code java.util.concurrent.ConcurrentHashMap}: a {@link HashMap} whose every
 * operation is one atomic section, so the map never races and each call is atomic, as the JDK's
 * are (a compound action of several calls, such as check-then-act, is not). Null keys and values
 * throw {@code NullPointerException}, as in the JDK. {@code computeIfAbsent} and {@code merge} run
 * their function inside the atomic section (the JDK runs it holding the key's bin lock, so no other
 * update of that key interleaves). Methods not declared here are unsupported.
 */
public class ConcurrentHashMap<K, V> implements Map<K, V> {
    private final HashMap<K, V> map = new HashMap<>();

    public ConcurrentHashMap() {
    }

    public ConcurrentHashMap(int initialCapacity) {
        Intrinsics.check(initialCapacity >= 0, "IllegalArgumentException");
    }

    public int size() {
        Intrinsics.atomicBegin();
        int size = map.size();
        Intrinsics.atomicEnd();
        return size;
    }

    public boolean isEmpty() {
        Intrinsics.atomicBegin();
        boolean empty = map.isEmpty();
        Intrinsics.atomicEnd();
        return empty;
    }

    public V get(Object key) {
        Intrinsics.check(key != null, "NullPointerException");
        Intrinsics.atomicBegin();
        V value = map.get(key);
        Intrinsics.atomicEnd();
        return value;
    }

    public boolean containsKey(Object key) {
        Intrinsics.check(key != null, "NullPointerException");
        Intrinsics.atomicBegin();
        boolean contained = map.containsKey(key);
        Intrinsics.atomicEnd();
        return contained;
    }

    public V getOrDefault(Object key, V defaultValue) {
        Intrinsics.check(key != null, "NullPointerException");
        Intrinsics.atomicBegin();
        V value = map.get(key);
        Intrinsics.atomicEnd();
        return value == null ? defaultValue : value;
    }

    public V put(K key, V value) {
        Intrinsics.check(key != null && value != null, "NullPointerException");
        Intrinsics.atomicBegin();
        V old = map.put(key, value);
        Intrinsics.atomicEnd();
        return old;
    }

    public V putIfAbsent(K key, V value) {
        Intrinsics.check(key != null && value != null, "NullPointerException");
        Intrinsics.atomicBegin();
        V old = map.putIfAbsent(key, value);
        Intrinsics.atomicEnd();
        return old;
    }

    public V remove(Object key) {
        Intrinsics.check(key != null, "NullPointerException");
        Intrinsics.atomicBegin();
        V old = map.remove(key);
        Intrinsics.atomicEnd();
        return old;
    }

    public void clear() {
        Intrinsics.atomicBegin();
        map.clear();
        Intrinsics.atomicEnd();
    }

    public V computeIfAbsent(K key, Function<? super K, ? extends V> mappingFunction) {
        Intrinsics.check(key != null && mappingFunction != null, "NullPointerException");
        Intrinsics.atomicBegin();
        V value = map.get(key);
        if (value == null) {
            value = mappingFunction.apply(key);
            if (value != null) {
                map.put(key, value);
            }
        }
        Intrinsics.atomicEnd();
        return value;
    }

    public V merge(K key, V value, BiFunction<? super V, ? super V, ? extends V> remappingFunction) {
        Intrinsics.check(key != null && value != null && remappingFunction != null, "NullPointerException");
        Intrinsics.atomicBegin();
        V old = map.get(key);
        V updated = old == null ? value : remappingFunction.apply(old, value);
        if (updated == null) {
            map.remove(key);
        } else {
            map.put(key, updated);
        }
        Intrinsics.atomicEnd();
        return updated;
    }

    /** The weakly consistent views of the JDK are not modelled: a check reaching this is unknown. */
    public Set<K> keySet() {
        Intrinsics.bounded(false, "the views of a ConcurrentHashMap");
        return null;
    }

    /** The weakly consistent views of the JDK are not modelled: a check reaching this is unknown. */
    public Collection<V> values() {
        Intrinsics.bounded(false, "the views of a ConcurrentHashMap");
        return null;
    }

    /** The weakly consistent views of the JDK are not modelled: a check reaching this is unknown. */
    public Set<Map.Entry<K, V>> entrySet() {
        Intrinsics.bounded(false, "the views of a ConcurrentHashMap");
        return null;
    }

    /** The JDK's weakly consistent traversal is not modelled: a check reaching this is unknown. */
    public void forEach(BiConsumer<? super K, ? super V> action) {
        Intrinsics.bounded(false, "forEach of a ConcurrentHashMap");
    }
}
