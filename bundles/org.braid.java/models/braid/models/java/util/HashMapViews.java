package braid.models.java.util;

import braid.Intrinsics;
import java.util.function.Consumer;

/**
 * The views of Braid's {@link HashMap} model ({@code keySet()}, {@code values()},
 * {@code entrySet()}), its iterators, which {@link HashSet} shares, and its entries. A view reads
 * and changes its map; adding to one throws {@code UnsupportedOperationException}, as the JDK's
 * do. Their {@code forEach} is the JDK's: one pass in the JDK's order ({@link Walk}). Methods not
 * declared here are unsupported.
 */
final class HashMapViews {
    private HashMapViews() {
    }

    /** {@code HashMap.keySet()}. */
    static final class KeySet<K> implements Set<K> {
        private final HashMap<K, ?> map;

        KeySet(HashMap<K, ?> map) {
            this.map = map;
        }

        public int size() {
            return map.size();
        }

        public boolean isEmpty() {
            return map.isEmpty();
        }

        public boolean add(K e) {
            Intrinsics.check(false, "UnsupportedOperationException");
            return false;
        }

        public boolean contains(Object o) {
            return map.containsKey(o);
        }

        public boolean remove(Object o) {
            return map.removeKey(o);
        }

        public void clear() {
            map.clear();
        }

        public Iterator<K> iterator() {
            return new HashIterator<>(map, false);
        }

        public void forEach(Consumer<? super K> action) {
            Intrinsics.check(action != null, "NullPointerException");
            int n = map.state;
            if (n > 0) {
                Walk walk = new Walk(map, n);
                while (walk.entry >= 0) {
                    K key = Intrinsics.erased(walk.key());
                    action.accept(key);
                    walk.advance();
                }
                walk.end();
            }
        }
    }

    /** {@code HashMap.values()}. */
    static final class Values<V> implements Collection<V> {
        private final HashMap<?, V> map;

        Values(HashMap<?, V> map) {
            this.map = map;
        }

        public int size() {
            return map.size();
        }

        public boolean isEmpty() {
            return map.isEmpty();
        }

        public boolean add(V e) {
            Intrinsics.check(false, "UnsupportedOperationException");
            return false;
        }

        public boolean contains(Object o) {
            return map.containsValue(o);
        }

        public void clear() {
            map.clear();
        }

        public Iterator<V> iterator() {
            return new HashIterator<>(map, true);
        }

        public void forEach(Consumer<? super V> action) {
            Intrinsics.check(action != null, "NullPointerException");
            int n = map.state;
            if (n > 0) {
                Walk walk = new Walk(map, n);
                while (walk.entry >= 0) {
                    walk.key();
                    V value = Intrinsics.erased(map.valueAt(walk.entry));
                    action.accept(value);
                    walk.advance();
                }
                walk.end();
            }
        }
    }

    /**
     * {@code HashMap.entrySet()}: its iterator gives the map's entries ({@link Node}) in the JDK's
     * order, fail-fast as the key set's. {@code contains} and {@code remove}, which compare
     * entries by key and value, are not modelled: a check reaching them is unknown.
     */
    static final class EntrySet<E> implements Set<E> {
        private final HashMap<?, ?> map;

        EntrySet(HashMap<?, ?> map) {
            this.map = map;
        }

        public int size() {
            return map.size();
        }

        public boolean isEmpty() {
            return map.isEmpty();
        }

        public boolean add(E e) {
            Intrinsics.check(false, "UnsupportedOperationException");
            return false;
        }

        public boolean contains(Object o) {
            Intrinsics.bounded(false, "contains of a HashMap's entrySet()");
            return false;
        }

        public boolean remove(Object o) {
            Intrinsics.bounded(false, "remove of a HashMap's entrySet()");
            return false;
        }

        public void clear() {
            map.clear();
        }

        public Iterator<E> iterator() {
            return new EntryIterator<>(map);
        }

        public void forEach(Consumer<? super E> action) {
            Intrinsics.check(action != null, "NullPointerException");
            int n = map.state;
            if (n > 0) {
                Walk walk = new Walk(map, n);
                while (walk.entry >= 0) {
                    Object key = walk.key();
                    E entry = Intrinsics.erased(new Node<>(map, walk.entry, key, walk.count));
                    action.accept(entry);
                    walk.advance();
                }
                walk.end();
            }
        }
    }

    /**
     * One pass of the JDK's {@code HashMap.forEach} (and its views'), which walks the table once:
     * each bucket's list, then the next bucket, and throws {@code ConcurrentModificationException}
     * at the end if {@code modCount} changed since it began. Without a resize (the table of 16
     * holds more than the 8 entries modelled) the walk after a change still follows the JDK's when
     * the only change was removing the current entry (the action's {@code map.remove(k)}): the
     * removed node keeps its link to the next one, so the walk goes on with the entries after it
     * and throws at the end, as here. Any other structural change inside the walk ({@code put} of
     * a new key, removing another entry, {@code clear} of more than one) makes the JDK visit
     * entries the model does not follow: the check is unknown there. {@link #key()} before the
     * action, {@link #advance()} after it, {@link #end()} when {@link #entry} is -1.
     */
    static final class Walk {
        private final HashMap<?, ?> map;
        private final int expected;
        /** The map's {@code modCount} and size as the walk last saw them. */
        int count;
        private int n;
        /** The current entry's index, or -1 at the end. */
        int entry;
        private Object key;
        private int hash;

        /** The walk of a map of {@code n} entries (at least one); the order of a presized map is not modelled. */
        Walk(HashMap<?, ?> map, int n) {
            this.map = map;
            this.n = n;
            Intrinsics.bounded(!map.presized, "iterating a HashMap or HashSet created with an initial capacity");
            Intrinsics.atomicBegin();
            int now = map.modCount;
            int first = map.following(-1, n);
            Intrinsics.atomicEnd();
            expected = now;
            count = now;
            entry = first;
        }

        /** The current entry's key, remembered (with its hash) to tell afterwards whether it was removed. */
        Object key() {
            int e = entry;
            Intrinsics.atomicBegin();
            Object k = map.keys[e];
            int h = map.hashes[e];
            Intrinsics.atomicEnd();
            key = k;
            hash = h;
            return k;
        }

        /** To the entry after the current one, as the JDK's walk goes on. */
        void advance() {
            int m = map.state;
            int e = entry;
            Object k = key;
            Intrinsics.atomicBegin();
            int now = map.modCount;
            boolean same = now == count;
            boolean removedCurrent = now == count + 1 && m == n - 1 && (e >= m || map.keys[e] != k)
                && (e == 0 || map.keys[e - 1] != k);
            int after = same ? map.following(e, n)
                : removedCurrent ? map.followingFrom(HashMap.bucket(hash), e, m) : -1;
            Intrinsics.atomicEnd();
            Intrinsics.bounded(same || removedCurrent, "a HashMap changed structurally inside its forEach");
            count = now;
            n = m;
            entry = after;
        }

        /** The JDK's check at the end of the walk. */
        void end() {
            Intrinsics.check(count == expected, "java.util.ConcurrentModificationException");
        }
    }

    /**
     * The iterator of {@link EntrySet}: the key iterator ({@link HashIterator}), each step giving
     * the entry it reached as a {@link Node}.
     */
    static final class EntryIterator<E> implements Iterator<E> {
        private final HashMap<?, ?> map;
        private final HashIterator<Object> keys;

        EntryIterator(HashMap<?, ?> map) {
            this.map = map;
            this.keys = new HashIterator<>(map, false);
        }

        public boolean hasNext() {
            return keys.hasNext();
        }

        public E next() {
            Object key = keys.next();
            return Intrinsics.erased(new Node<>(map, keys.current, key, keys.expectedModCount));
        }

        public void remove() {
            keys.remove();
        }
    }

    /**
     * An entry of a {@link HashMap}, as the JDK's {@code HashMap.Node} the entry set gives: the key
     * it was made with, the map's current value for it, {@code setValue} writing through to the
     * map (a modification of the map: it reads and writes the map's state, as {@code put} does).
     * The model finds the value by the entry's position, which holds while the map has not changed
     * structurally since the entry was made; an entry used after such a change (the JDK's node
     * keeps its own value once removed) makes the check unknown. Its {@code equals} and
     * {@code hashCode} (by key and value) are not modelled: unknown too.
     */
    static final class Node<K, V> implements Map.Entry<K, V> {
        private final HashMap<?, ?> map;
        private final int index;
        private final Object key;
        private final int expectedModCount;

        Node(HashMap<?, ?> map, int index, Object key, int expectedModCount) {
            this.map = map;
            this.index = index;
            this.key = key;
            this.expectedModCount = expectedModCount;
        }

        public K getKey() {
            return Intrinsics.erased(key);
        }

        public V getValue() {
            int n = map.state;
            Intrinsics.atomicBegin();
            int count = map.modCount;
            Object value = map.values[index];
            Intrinsics.atomicEnd();
            Intrinsics.bounded(count == expectedModCount, "an entry of a HashMap used after the map changed structurally");
            return Intrinsics.erased(value);
        }

        public V setValue(V value) {
            int n = map.state;
            Intrinsics.atomicBegin();
            int count = map.modCount;
            boolean valid = count == expectedModCount;
            Object old = map.values[index];
            if (valid) {
                map.values[index] = value;
            }
            Intrinsics.atomicEnd();
            Intrinsics.bounded(valid, "an entry of a HashMap used after the map changed structurally");
            map.state = n;
            return Intrinsics.erased(old);
        }

        public boolean equals(Object o) {
            Intrinsics.bounded(false, "equals of a HashMap entry");
            return false;
        }

        public int hashCode() {
            Intrinsics.bounded(false, "hashCode of a HashMap entry");
            return 0;
        }
    }

    /**
     * The JDK's {@code HashMap.HashIterator}, step for step: it finds the next entry when it is
     * created and after each {@code next()}, in the JDK's order ({@link HashMap#following}), so
     * {@code hasNext()} reads only the iterator; {@code next()} throws
     * {@code ConcurrentModificationException} when entries were added or removed since the
     * iterator was created (or since its own last {@code remove()}; replacing a value is no such
     * change), then {@code NoSuchElementException} past the end; {@code remove()} throws
     * {@code IllegalStateException} without a {@code next()} before it. Creating it and
     * {@code next()} read the map's state, so iterating while another thread modifies the map
     * unsynchronized is a race on {@code java.util.HashMap.state}. The order of a map created with an
     * initial capacity (the JDK sizes its table from it) is not modelled: iterating one makes the
     * check unknown.
     */
    static final class HashIterator<E> implements Iterator<E> {
        private final HashMap<?, ?> map;
        private final boolean overValues;
        private int next;
        private int current = -1;
        private int expectedModCount;

        HashIterator(HashMap<?, ?> map, boolean overValues) {
            this.map = map;
            this.overValues = overValues;
            int n = map.state;
            Intrinsics.bounded(!map.presized, "iterating a HashMap or HashSet created with an initial capacity");
            Intrinsics.atomicBegin();
            int count = map.modCount;
            int first = map.following(-1, n);
            Intrinsics.atomicEnd();
            expectedModCount = count;
            next = first;
        }

        public boolean hasNext() {
            return next >= 0;
        }

        public E next() {
            int n = map.state;
            Intrinsics.atomicBegin();
            int count = map.modCount;
            Intrinsics.atomicEnd();
            Intrinsics.check(count == expectedModCount, "java.util.ConcurrentModificationException");
            int e = next;
            Intrinsics.check(e >= 0, "java.util.NoSuchElementException");
            Intrinsics.atomicBegin();
            Object element = overValues ? map.values[e] : map.keys[e];
            int after = map.following(e, n);
            Intrinsics.atomicEnd();
            next = after;
            current = e;
            return Intrinsics.erased(element);
        }

        public void remove() {
            int e = current;
            Intrinsics.check(e >= 0, "IllegalStateException");
            Intrinsics.atomicBegin();
            int count = map.modCount;
            Intrinsics.atomicEnd();
            Intrinsics.check(count == expectedModCount, "java.util.ConcurrentModificationException");
            current = -1;
            int n = map.state;
            Intrinsics.atomicBegin();
            map.delete(e, n);
            int after = map.modCount;
            Intrinsics.atomicEnd();
            map.state = n - 1;
            if (next > e) {
                next = next - 1;
            }
            expectedModCount = after;
        }
    }
}
