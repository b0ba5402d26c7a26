package braid.models.java.util.concurrent;

import braid.Intrinsics;
import braid.models.java.util.ArrayList;
import braid.models.java.util.List;

/**
 * Braid's model of {@code java.util.concurrent.CopyOnWriteArrayList}: an {@link ArrayList} whose
 * every operation is one atomic section, so the list never races and each call is atomic, as the
 * JDK's are (it copies its array under a lock and publishes it through a volatile field). Methods
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
}
