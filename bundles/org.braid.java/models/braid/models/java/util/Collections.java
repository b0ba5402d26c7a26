package braid.models.java.util;

import braid.Intrinsics;
import java.util.function.BiConsumer;
import java.util.function.Consumer;

/**
 * Braid's model of {@code java.util.Collections}: {@code synchronizedList} and
 * {@code synchronizedMap}, wrappers whose every method holds the wrapper's own monitor while it
 * calls the wrapped collection, as the JDK's do ({@code mutex = this}); a client's
 * {@code synchronized (list) { ... }} around a compound action holds the same monitor; the list's
 * {@code iterator()} is not synchronized, as the JDK's (the map's views are not modelled). Methods
 * not declared here are unsupported.
 */
public class Collections {
    private Collections() {
    }

    public static <T> List<T> synchronizedList(List<T> list) {
        return new SynchronizedList<>(list);
    }

    public static <K, V> Map<K, V> synchronizedMap(Map<K, V> m) {
        return new SynchronizedMap<>(m);
    }

    static class SynchronizedList<E> implements List<E> {
        private final List<E> list;

        SynchronizedList(List<E> list) {
            this.list = list;
        }

        public synchronized int size() {
            return list.size();
        }

        public synchronized boolean isEmpty() {
            return list.isEmpty();
        }

        public synchronized boolean add(E e) {
            return list.add(e);
        }

        public synchronized boolean contains(Object o) {
            return list.contains(o);
        }

        public synchronized void clear() {
            list.clear();
        }

        public synchronized E get(int index) {
            return list.get(index);
        }

        public synchronized E set(int index, E element) {
            return list.set(index, element);
        }

        public synchronized E remove(int index) {
            return list.remove(index);
        }

        /** Not synchronized, as the JDK's: the user must hold the list's monitor while iterating. */
        public Iterator<E> iterator() {
            return list.iterator();
        }

        /** Synchronized, as the JDK's: the list's {@code forEach} holding the wrapper's monitor. */
        public synchronized void forEach(Consumer<? super E> action) {
            list.forEach(action);
        }
    }

    static class SynchronizedMap<K, V> implements Map<K, V> {
        private final Map<K, V> m;

        SynchronizedMap(Map<K, V> m) {
            this.m = m;
        }

        public synchronized int size() {
            return m.size();
        }

        public synchronized boolean isEmpty() {
            return m.isEmpty();
        }

        public synchronized V get(Object key) {
            return m.get(key);
        }

        public synchronized boolean containsKey(Object key) {
            return m.containsKey(key);
        }

        public synchronized V put(K key, V value) {
            return m.put(key, value);
        }

        public synchronized V remove(Object key) {
            return m.remove(key);
        }

        public synchronized V getOrDefault(Object key, V defaultValue) {
            return m.getOrDefault(key, defaultValue);
        }

        public synchronized V putIfAbsent(K key, V value) {
            return m.putIfAbsent(key, value);
        }

        public synchronized void clear() {
            m.clear();
        }

        public Set<K> keySet() {
            Intrinsics.bounded(false, "the views of a synchronizedMap");
            return null;
        }

        public Collection<V> values() {
            Intrinsics.bounded(false, "the views of a synchronizedMap");
            return null;
        }

        public Set<Map.Entry<K, V>> entrySet() {
            Intrinsics.bounded(false, "the views of a synchronizedMap");
            return null;
        }

        /** Synchronized, as the JDK's: the map's {@code forEach} holding the wrapper's monitor. */
        public synchronized void forEach(BiConsumer<? super K, ? super V> action) {
            m.forEach(action);
        }
    }
}
