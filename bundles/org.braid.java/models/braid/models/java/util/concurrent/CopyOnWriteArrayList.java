package braid.models.java.util.concurrent;

import braid.Intrinsics;
import braid.models.java.util.ArrayList;
import braid.models.java.util.Iterator;
import braid.models.java.util.List;
import java.util.function.Consumer;

/**
 * Braid's model of {@code java.util.concurrent.CopyOnWriteArrayList}: an {@link ArrayList} whose
 * every operation is one atomic section, so the list never races and each call is atomic, as the
 * JDK's are (it copies its array under a lock and publishes it through a volatile field). Its
 * iterator walks a snapshot of the elements taken when it was created, as the JDK's does: it
 * never throws {@code ConcurrentModificationException} and its {@code remove()} throws
 * {@code UnsupportedOperationException}. Methods
 * not declared here are unsupported.
 */
public class CopyOnWriteArrayList<E> implements List<E> {
    private final ArrayList<E> list = new ArrayList<>();

    public CopyOnWriteArrayList() {
    }

    public int size() {
        Intrinsics.atomicBegin();
        int size = list.size();
        Intrinsics.atomicEnd();
        return size;
    }

    public boolean isEmpty() {
        Intrinsics.atomicBegin();
        boolean empty = list.isEmpty();
        Intrinsics.atomicEnd();
        return empty;
    }

    public E get(int index) {
        Intrinsics.atomicBegin();
        E element = list.get(index);
        Intrinsics.atomicEnd();
        return element;
    }

    public E set(int index, E element) {
        Intrinsics.atomicBegin();
        E old = list.set(index, element);
        Intrinsics.atomicEnd();
        return old;
    }

    public boolean add(E e) {
        Intrinsics.atomicBegin();
        boolean added = list.add(e);
        Intrinsics.atomicEnd();
        return added;
    }

    public boolean contains(Object o) {
        Intrinsics.atomicBegin();
        boolean contained = list.contains(o);
        Intrinsics.atomicEnd();
        return contained;
    }

    /** The JDK's {@code addIfAbsent}: one atomic check-then-act. */
    public boolean addIfAbsent(E e) {
        Intrinsics.atomicBegin();
        boolean absent = !list.contains(e);
        if (absent) {
            list.add(e);
        }
        Intrinsics.atomicEnd();
        return absent;
    }

    public E remove(int index) {
        Intrinsics.atomicBegin();
        E old = list.remove(index);
        Intrinsics.atomicEnd();
        return old;
    }

    public void clear() {
        Intrinsics.atomicBegin();
        list.clear();
        Intrinsics.atomicEnd();
    }

    public Iterator<E> iterator() {
        Intrinsics.atomicBegin();
        Object[] snapshot = list.toArray();
        Intrinsics.atomicEnd();
        return new Snapshot<>(snapshot);
    }

    /** The JDK's {@code forEach}: the action on each element of a snapshot taken when it begins. */
    public void forEach(Consumer<? super E> action) {
        Intrinsics.check(action != null, "NullPointerException");
        Iterator<E> it = iterator();
        while (it.hasNext()) {
            action.accept(it.next());
        }
    }

    /** The JDK's {@code COWIterator} over a snapshot array. */
    static final class Snapshot<E> implements Iterator<E> {
        private final Object[] elements;
        private int cursor;

        Snapshot(Object[] elements) {
            this.elements = elements;
        }

        public boolean hasNext() {
            return cursor < elements.length;
        }

        public E next() {
            int i = cursor;
            Intrinsics.check(i < elements.length, "java.util.NoSuchElementException");
            cursor = i + 1;
            return Intrinsics.erased(elements[i]);
        }

        public void remove() {
            Intrinsics.check(false, "UnsupportedOperationException");
        }
    }
}
