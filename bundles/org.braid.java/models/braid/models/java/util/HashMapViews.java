package braid.models.java.util;

import braid.Intrinsics;

/**
 * The views of Braid's {@link HashMap} model ({@code keySet()}, {@code values()}) and its
 * iterator, which {@link HashSet} shares. A view reads and changes its map; adding to one throws
 * {@code UnsupportedOperationException}, as the JDK's do. Methods not declared here are
 * unsupported.
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
