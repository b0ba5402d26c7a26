package braid.models.java.util;

import braid.Intrinsics;
import java.util.function.BiConsumer;

/**
 * Braid's model of {@code java.util.HashMap}, which is not thread-safe. Its entries (key, the key's
 * hash code, value) live in arrays read and written only inside atomic sections; its state is one
 * plain field, {@code state} (the number of entries), which every operation reads and every
 * modification writes outside any atomic section: two calls on one map from different threads, one
 * of them a modification, not ordered by synchronization race on {@code java.util.HashMap.state}
 * at the user's two calls, and a modification reads the state first and writes it last, so two
 * unsynchronized {@code put}s may lose an entry or a count, as the JDK's may. Keys are found as the
 * JDK finds them: equal hash codes, then the same reference or {@code key.equals(k)} (both by
 * dispatch: {@code Integer}, the user's overrides; a null key has hash 0). The key's
 * {@code hashCode()} runs outside the atomic section, its {@code equals} inside (a race inside a
 * key's {@code equals} is not reported). Entries are kept in insertion order and iterated in the
 * JDK's order ({@link #following}); the views {@link #keySet()}, {@link #values()} and
 * {@link #entrySet()}, their iterators, the entries and the walk of {@link #forEach} are in
 * {@code HashMapViews}. At most {@link #CAPACITY} entries: more make the check unknown. Methods not
 * declared here are unsupported.
 */
public class HashMap<K, V> implements Map<K, V> {
    static final int CAPACITY = 8;

    /**
     * The JDK's table length while a map created without an initial capacity holds at most 12
     * entries (more than {@link #CAPACITY}), so its iteration order is fixed by the hash codes.
     */
    static final int TABLE_LENGTH = 16;

    final Object[] keys = new Object[CAPACITY];
    final int[] hashes = new int[CAPACITY];
    final Object[] values = new Object[CAPACITY];
    int state;
    /** The JDK's {@code modCount}: entries added and removed, read and written only inside atomic sections. */
    int modCount;
    /** Created with an initial capacity: the JDK's table length, so the iteration order, is not modelled. */
    boolean presized;

    public HashMap() {
    }

    public HashMap(int initialCapacity) {
        Intrinsics.check(initialCapacity >= 0, "IllegalArgumentException: Illegal initial capacity");
        presized = true;
    }

    static int hash(Object key) {
        return key == null ? 0 : key.hashCode();
    }

    /** The index of {@code key} (hash {@code h}) among the first {@code n} entries, or -1; inside an atomic section. */
    private int find(Object key, int h, int n) {
        for (int i = 0; i < n; i++) {
            Object k = keys[i];
            if (hashes[i] == h && (k == key || key != null && key.equals(k))) {
                return i;
            }
        }
        return -1;
    }

    /** The value of {@code key}, or {@code missing}. */
    private Object lookup(Object key, Object missing) {
        int h = hash(key);
        int n = state;
        Intrinsics.atomicBegin();
        int i = find(key, h, n);
        Object value = i < 0 ? missing : values[i];
        Intrinsics.atomicEnd();
        return value;
    }

    public int size() {
        return state;
    }

    public boolean isEmpty() {
        return state == 0;
    }

    public V get(Object key) {
        return Intrinsics.erased(lookup(key, null));
    }

    public boolean containsKey(Object key) {
        return lookup(key, this) != this;
    }

    public V getOrDefault(Object key, V defaultValue) {
        return Intrinsics.erased(lookup(key, defaultValue));
    }

    public V put(K key, V value) {
        return put(key, value, false);
    }

    /** The JDK's {@code putIfAbsent}: also replaces a null value. */
    public V putIfAbsent(K key, V value) {
        return put(key, value, true);
    }

    private V put(K key, V value, boolean onlyIfAbsent) {
        int h = hash(key);
        int n = state;
        Intrinsics.atomicBegin();
        int i = find(key, h, n);
        Object old = null;
        boolean write = n < CAPACITY;
        if (i >= 0) {
            old = values[i];
            write = !onlyIfAbsent || old == null;
            if (write) {
                values[i] = value;
            }
        } else if (write) {
            keys[n] = key;
            hashes[n] = h;
            values[n] = value;
            modCount++;
        }
        Intrinsics.atomicEnd();
        Intrinsics.bounded(i >= 0 || n < CAPACITY, "a HashMap of more than 8 entries");
        if (write) {
            state = i >= 0 ? n : n + 1;
        }
        return Intrinsics.erased(old);
    }

    public V remove(Object key) {
        int h = hash(key);
        int n = state;
        Intrinsics.atomicBegin();
        int i = find(key, h, n);
        Object old = i < 0 ? null : values[i];
        if (i >= 0) {
            delete(i, n);
        }
        Intrinsics.atomicEnd();
        if (i >= 0) {
            state = n - 1;
        }
        return Intrinsics.erased(old);
    }

    /** Whether {@code key} had an entry, which is removed (the JDK's {@code removeNode(...) != null}). */
    boolean removeKey(Object key) {
        int h = hash(key);
        int n = state;
        Intrinsics.atomicBegin();
        int i = find(key, h, n);
        if (i >= 0) {
            delete(i, n);
        }
        Intrinsics.atomicEnd();
        if (i >= 0) {
            state = n - 1;
        }
        return i >= 0;
    }

    /** Removes entry {@code i} of {@code n}, keeping the others in insertion order; inside an atomic section. */
    void delete(int i, int n) {
        for (int j = i + 1; j < n; j++) {
            keys[j - 1] = keys[j];
            hashes[j - 1] = hashes[j];
            values[j - 1] = values[j];
        }
        keys[n - 1] = null;
        values[n - 1] = null;
        modCount++;
    }

    /** Values compared by {@code value.equals(v)} (by dispatch, inside one atomic section), as the JDK does. */
    public boolean containsValue(Object value) {
        int n = state;
        boolean found = false;
        Intrinsics.atomicBegin();
        for (int i = 0; i < n && !found; i++) {
            Object v = values[i];
            found = v == value || value != null && value.equals(v);
        }
        Intrinsics.atomicEnd();
        return found;
    }

    /**
     * The entry after entry {@code index} ({@code -1}: before the first) among the first {@code n}
     * in the JDK's iteration order, or -1: by bucket ({@code (h ^ h >>> 16) & 15} for a table of
     * {@link #TABLE_LENGTH}), then in insertion order within a bucket, as the JDK appends to a
     * bucket's list; inside an atomic section.
     */
    int following(int index, int n) {
        int bucket = index < 0 ? -1 : bucket(hashes[index]);
        int best = -1;
        int bestBucket = TABLE_LENGTH;
        for (int j = 0; j < n; j++) {
            int b = bucket(hashes[j]);
            if ((b > bucket || b == bucket && j > index) && b < bestBucket) {
                best = j;
                bestBucket = b;
            }
        }
        return best;
    }

    static int bucket(int h) {
        return (h ^ (h >>> 16)) & (TABLE_LENGTH - 1);
    }

    /** A view of the keys ({@code HashMapViews.KeySet}); a new view per call (the JDK returns the same one). */
    public Set<K> keySet() {
        return new HashMapViews.KeySet<>(this);
    }

    /** A view of the values ({@code HashMapViews.Values}); a new view per call (the JDK returns the same one). */
    public Collection<V> values() {
        return new HashMapViews.Values<>(this);
    }

    /** A view of the entries ({@code HashMapViews.EntrySet}); a new view per call (the JDK returns the same one). */
    public Set<Map.Entry<K, V>> entrySet() {
        return new HashMapViews.EntrySet<Map.Entry<K, V>>(this);
    }

    /**
     * The JDK's {@code HashMap.forEach}: the action on each key and value in the JDK's order, then
     * {@code ConcurrentModificationException} if the map changed structurally meanwhile
     * ({@code HashMapViews.Walk}).
     */
    public void forEach(BiConsumer<? super K, ? super V> action) {
        Intrinsics.check(action != null, "NullPointerException");
        int n = state;
        if (n > 0) {
            HashMapViews.Walk walk = new HashMapViews.Walk(this, n);
            while (walk.entry >= 0) {
                K key = Intrinsics.erased(walk.key());
                V value = Intrinsics.erased(valueAt(walk.entry));
                action.accept(key, value);
                walk.advance();
            }
            walk.end();
        }
    }

    Object valueAt(int e) {
        Intrinsics.atomicBegin();
        Object value = values[e];
        Intrinsics.atomicEnd();
        return value;
    }

    /**
     * The first of the first {@code n} entries, in the JDK's order, that is in a bucket after
     * {@code bucket} or in {@code bucket} at index {@code from} or later, or -1; inside an atomic
     * section.
     */
    int followingFrom(int bucket, int from, int n) {
        int best = -1;
        int bestBucket = TABLE_LENGTH;
        for (int j = 0; j < n; j++) {
            int b = bucket(hashes[j]);
            if ((b > bucket || b == bucket && j >= from) && b < bestBucket) {
                best = j;
                bestBucket = b;
            }
        }
        return best;
    }

    public void clear() {
        int n = state;
        Intrinsics.atomicBegin();
        for (int i = 0; i < n; i++) {
            keys[i] = null;
            values[i] = null;
        }
        modCount++;
        Intrinsics.atomicEnd();
        state = 0;
    }
}
