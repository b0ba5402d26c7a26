package braid.models.java.util;

import braid.Intrinsics;
import java.util.function.Consumer;

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
    /** The JDK's {@code modCount}: structural modifications, read and written only inside atomic sections. */
    private int modCount;

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
        modCount++;
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
        modCount++;
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
        modCount++;
        Intrinsics.atomicEnd();
        state = 0;
    }

    /** A new array of the elements, in order. */
    public Object[] toArray() {
        int n = state;
        Object[] copy = new Object[n];
        Intrinsics.atomicBegin();
        for (int i = 0; i < n; i++) {
            copy[i] = elements[i];
        }
        Intrinsics.atomicEnd();
        return copy;
    }

    /** The JDK's fail-fast iterator ({@code ArrayList.Itr}), see {@link Itr}. */
    public Iterator<E> iterator() {
        return new Itr<>(this);
    }

    /**
     * The JDK's {@code ArrayList.forEach}: the action on each of the elements there were when it
     * began, as long as the list is not changed structurally; then
     * {@code ConcurrentModificationException} if it was (the action that changed it runs to its
     * end first, as on the JVM).
     */
    public void forEach(Consumer<? super E> action) {
        Intrinsics.check(action != null, "NullPointerException");
        int expected = modCount();
        int n = state;
        boolean unchanged = true;
        for (int i = 0; unchanged && i < n; i++) {
            E element = Intrinsics.erased(elementAt(i));
            action.accept(element);
            unchanged = modCount() == expected;
        }
        Intrinsics.check(unchanged, "java.util.ConcurrentModificationException");
    }

    private int modCount() {
        Intrinsics.atomicBegin();
        int count = modCount;
        Intrinsics.atomicEnd();
        return count;
    }

    private Object elementAt(int index) {
        Intrinsics.atomicBegin();
        Object element = elements[index];
        Intrinsics.atomicEnd();
        return element;
    }

    /**
     * The JDK's {@code ArrayList.Itr}, step for step: {@code hasNext()} is {@code cursor != size};
     * {@code next()} throws {@code ConcurrentModificationException} when the list's
     * {@code modCount} changed since the iterator was created (or since its own last
     * {@code remove()}), then {@code NoSuchElementException} past the end; {@code remove()} throws
     * {@code IllegalStateException} without a {@code next()} before it, removes the last element
     * returned and goes on. So removing any but the next-to-last element in an enhanced {@code for}
     * ends in a {@code ConcurrentModificationException} at the next {@code next()}, and removing
     * the next-to-last ends the loop quietly, as on the JVM. Every call reads the list's state, so
     * iterating while another thread modifies the list unsynchronized is a race on
     * {@code java.util.ArrayList.state} at the user's two calls (the {@code for} line for an
     * enhanced {@code for}).
     */
    static final class Itr<E> implements Iterator<E> {
        private final ArrayList<E> list;
        private int cursor;
        private int lastRet = -1;
        private int expectedModCount;

        Itr(ArrayList<E> list) {
            this.list = list;
            this.expectedModCount = list.modCount();
        }

        public boolean hasNext() {
            return cursor != list.state;
        }

        public E next() {
            int count = list.modCount();
            Intrinsics.check(count == expectedModCount, "java.util.ConcurrentModificationException");
            int i = cursor;
            int n = list.state;
            Intrinsics.check(i < n, "java.util.NoSuchElementException");
            cursor = i + 1;
            lastRet = i;
            return Intrinsics.erased(list.elementAt(i));
        }

        public void remove() {
            Intrinsics.check(lastRet >= 0, "IllegalStateException");
            int count = list.modCount();
            Intrinsics.check(count == expectedModCount, "java.util.ConcurrentModificationException");
            int n = list.state;
            Intrinsics.check(lastRet < n, "java.util.ConcurrentModificationException");
            list.remove(lastRet);
            cursor = lastRet;
            lastRet = -1;
            expectedModCount = list.modCount();
        }
    }
}
