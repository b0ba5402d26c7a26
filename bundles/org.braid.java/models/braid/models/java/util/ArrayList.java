package braid.models.java.util;

import braid.Intrinsics;

/**
 * Braid's model of {@code java.util.ArrayList}, which is not thread-safe. Its elements live in an
 * array read and written only inside atomic sections; its state is one plain field, {@code state}
 * (the number of elements), which every operation reads and every modification writes outside any
 * atomic section, as the JDK's fields are: two calls on one list from different threads, one of
 * them a modification, not ordered by synchronization race on {@code java.util.ArrayList.state}
 * at the user's two calls. A modification reads the state first and writes it last, so two
 * unsynchronized {@code add}s may lose one, as the JDK's may. At most {@link #CAPACITY} elements:
 * more make the check unknown. Methods not declared here are unsupported.
 */
public class ArrayList<E> implements List<E> {
    static final int CAPACITY = 8;

    private final Object[] elements = new Object[CAPACITY];
    private int state;

    public ArrayList() {
    }

    public ArrayList(int initialCapacity) {
        Intrinsics.check(initialCapacity >= 0, "IllegalArgumentException: Illegal Capacity");
    }

    public int size() {
        return state;
    }

    public boolean isEmpty() {
        return state == 0;
    }

    public E get(int index) {
        int n = state;
        Intrinsics.check(index >= 0 && index < n, "IndexOutOfBoundsException");
        Intrinsics.atomicBegin();
        Object element = elements[index];
        Intrinsics.atomicEnd();
        return Intrinsics.erased(element);
    }

    /** Elements compared by {@code o.equals(e)} (by dispatch; {@code o == null} compares references), as the JDK does. */
    public boolean contains(Object o) {
        return indexOf(o) >= 0;
    }

    /** Inside one atomic section, {@code equals} included (a race inside an element's {@code equals} is not reported). */
    public int indexOf(Object o) {
        int n = state;
        int found = -1;
        Intrinsics.atomicBegin();
        for (int i = 0; i < n && found < 0; i++) {
            Object element = elements[i];
            if (o == null ? element == null : o.equals(element)) {
                found = i;
            }
        }
        Intrinsics.atomicEnd();
        return found;
    }

    public E set(int index, E element) {
        int n = state;
        Intrinsics.check(index >= 0 && index < n, "IndexOutOfBoundsException");
        Intrinsics.atomicBegin();
        Object old = elements[index];
        elements[index] = element;
        Intrinsics.atomicEnd();
        state = n;
        return Intrinsics.erased(old);
    }

    public boolean add(E e) {
        int n = state;
        Intrinsics.bounded(n < CAPACITY, "an ArrayList of more than 8 elements");
        Intrinsics.atomicBegin();
        elements[n] = e;
        Intrinsics.atomicEnd();
        state = n + 1;
        return true;
    }

    public E remove(int index) {
        int n = state;
        Intrinsics.check(index >= 0 && index < n, "IndexOutOfBoundsException");
        Intrinsics.atomicBegin();
        Object old = elements[index];
        for (int i = index + 1; i < n; i++) {
            elements[i - 1] = elements[i];
        }
        elements[n - 1] = null;
        Intrinsics.atomicEnd();
        state = n - 1;
        return Intrinsics.erased(old);
    }

    public void clear() {
        int n = state;
        Intrinsics.atomicBegin();
        for (int i = 0; i < n; i++) {
            elements[i] = null;
        }
        Intrinsics.atomicEnd();
        state = 0;
    }
}
