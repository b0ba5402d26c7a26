package braid.models.java.util;

import braid.Intrinsics;

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
 * key's {@code equals} is not reported). Entries are not kept in the JDK's bucket order (nothing
 * here iterates). At most {@link #CAPACITY} entries: more make the check unknown. Methods not
 * declared here are unsupported.
 */
public class HashMap<K, V> implements Map<K, V> {
    static final int CAPACITY = 8;

    private final Object[] keys = new Object[CAPACITY];
    private final int[] hashes = new int[CAPACITY];
    private final Object[] values = new Object[CAPACITY];
    private int state;

    public HashMap() {
    }

    public HashMap(int initialCapacity) {
        Intrinsics.check(initialCapacity >= 0, "IllegalArgumentException: Illegal initial capacity");
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
        Object old = null;
        if (i >= 0) {
            old = values[i];
            keys[i] = keys[n - 1];
            hashes[i] = hashes[n - 1];
            values[i] = values[n - 1];
            keys[n - 1] = null;
            values[n - 1] = null;
        }
        Intrinsics.atomicEnd();
        if (i >= 0) {
            state = n - 1;
        }
        return Intrinsics.erased(old);
    }

    public void clear() {
        int n = state;
        Intrinsics.atomicBegin();
        for (int i = 0; i < n; i++) {
            keys[i] = null;
            values[i] = null;
        }
        Intrinsics.atomicEnd();
        state = 0;
    }
}
