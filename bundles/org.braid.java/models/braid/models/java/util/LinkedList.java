package braid.models.java.util;

import braid.Intrinsics;
import java.util.function.Consumer;

/**
 * Braid's model of {@code java.util.LinkedList} (a {@code List}, {@code Queue} and {@code Deque}),
 * which is not thread-safe. Its elements live in a ring of {@link #CAPACITY} slots starting at
 * {@code head}, both read and written only inside atomic sections, so adding and removing at
 * either end moves no element; its state is one plain field, {@code state} (the number of
 * elements), which every operation reads and every modification writes outside any atomic
 * section, as the JDK's fields are: two calls on one list from different threads, one of them a
 * modification, not ordered by synchronization race on {@code java.util.LinkedList.state} at the
 * user's two calls. A modification reads the state first and writes it last, so two
 * unsynchronized {@code offer}s may lose one, as the JDK's may. Elements are compared by
 * {@code o.equals(e)} (by dispatch), as the JDK does. The JDK's {@code modCount} counts the
 * structural modifications for the fail-fast iterator ({@link ListItr}). At most {@link #CAPACITY}
 * elements: more make the check unknown. Methods not declared here are unsupported.
 */
public class LinkedList<E> implements List<E>, Deque<E> {
    static final int CAPACITY = 8;

    private final Object[] elements = new Object[CAPACITY];
    private int state;
    /** The slot of the first element, read and written only inside atomic sections. */
    private int head;
    /** The JDK's {@code modCount}: structural modifications, read and written only inside atomic sections. */
    private int modCount;

    public LinkedList() {
    }

    /** The slot of element {@code index}; inside an atomic section. */
    private int slot(int index) {
        return (head + index) & (CAPACITY - 1);
    }

    public int size() {
        return state;
    }

    public boolean isEmpty() {
        return state == 0;
    }

    private void linkLast(E e) {
        int n = state;
        Intrinsics.bounded(n < CAPACITY, "a LinkedList of more than 8 elements");
        Intrinsics.atomicBegin();
        elements[slot(n)] = e;
        modCount++;
        Intrinsics.atomicEnd();
        state = n + 1;
    }

    private void linkFirst(E e) {
        int n = state;
        Intrinsics.bounded(n < CAPACITY, "a LinkedList of more than 8 elements");
        Intrinsics.atomicBegin();
        int first = (head - 1) & (CAPACITY - 1);
        elements[first] = e;
        head = first;
        modCount++;
        Intrinsics.atomicEnd();
        state = n + 1;
    }

    /** Removes and returns the first element of {@code n} (at least one). */
    private Object unlinkFirst(int n) {
        Intrinsics.atomicBegin();
        int first = head;
        Object old = elements[first];
        elements[first] = null;
        head = (first + 1) & (CAPACITY - 1);
        modCount++;
        Intrinsics.atomicEnd();
        state = n - 1;
        return old;
    }

    /** Removes and returns the last element of {@code n} (at least one). */
    private Object unlinkLast(int n) {
        Intrinsics.atomicBegin();
        int last = slot(n - 1);
        Object old = elements[last];
        elements[last] = null;
        modCount++;
        Intrinsics.atomicEnd();
        state = n - 1;
        return old;
    }

    /** Removes and returns element {@code index} of {@code n}, moving the ones after it forward. */
    private Object unlink(int index, int n) {
        Intrinsics.atomicBegin();
        Object old = elements[slot(index)];
        for (int i = index + 1; i < n; i++) {
            elements[slot(i - 1)] = elements[slot(i)];
        }
        elements[slot(n - 1)] = null;
        modCount++;
        Intrinsics.atomicEnd();
        state = n - 1;
        return old;
    }

    private Object elementAt(int index) {
        Intrinsics.atomicBegin();
        Object element = elements[slot(index)];
        Intrinsics.atomicEnd();
        return element;
    }

    private int modCount() {
        Intrinsics.atomicBegin();
        int count = modCount;
        Intrinsics.atomicEnd();
        return count;
    }

    public boolean add(E e) {
        linkLast(e);
        return true;
    }

    public void addLast(E e) {
        linkLast(e);
    }

    public void addFirst(E e) {
        linkFirst(e);
    }

    public boolean offer(E e) {
        linkLast(e);
        return true;
    }

    public boolean offerLast(E e) {
        linkLast(e);
        return true;
    }

    public boolean offerFirst(E e) {
        linkFirst(e);
        return true;
    }

    public void push(E e) {
        linkFirst(e);
    }

    public E poll() {
        int n = state;
        return n == 0 ? null : Intrinsics.erased(unlinkFirst(n));
    }

    public E pollFirst() {
        return poll();
    }

    public E pollLast() {
        int n = state;
        return n == 0 ? null : Intrinsics.erased(unlinkLast(n));
    }

    public E removeFirst() {
        int n = state;
        Intrinsics.check(n > 0, "java.util.NoSuchElementException");
        return Intrinsics.erased(unlinkFirst(n));
    }

    public E removeLast() {
        int n = state;
        Intrinsics.check(n > 0, "java.util.NoSuchElementException");
        return Intrinsics.erased(unlinkLast(n));
    }

    public E remove() {
        return removeFirst();
    }

    public E pop() {
        return removeFirst();
    }

    public E peek() {
        int n = state;
        return n == 0 ? null : Intrinsics.erased(elementAt(0));
    }

    public E peekFirst() {
        return peek();
    }

    public E peekLast() {
        int n = state;
        return n == 0 ? null : Intrinsics.erased(elementAt(n - 1));
    }

    public E getFirst() {
        int n = state;
        Intrinsics.check(n > 0, "java.util.NoSuchElementException");
        return Intrinsics.erased(elementAt(0));
    }

    public E element() {
        return getFirst();
    }

    public E getLast() {
        int n = state;
        Intrinsics.check(n > 0, "java.util.NoSuchElementException");
        return Intrinsics.erased(elementAt(n - 1));
    }

    public E get(int index) {
        int n = state;
        Intrinsics.check(index >= 0 && index < n, "IndexOutOfBoundsException");
        return Intrinsics.erased(elementAt(index));
    }

    public E set(int index, E element) {
        int n = state;
        Intrinsics.check(index >= 0 && index < n, "IndexOutOfBoundsException");
        Intrinsics.atomicBegin();
        int at = slot(index);
        Object old = elements[at];
        elements[at] = element;
        Intrinsics.atomicEnd();
        state = n;
        return Intrinsics.erased(old);
    }

    public E remove(int index) {
        int n = state;
        Intrinsics.check(index >= 0 && index < n, "IndexOutOfBoundsException");
        return Intrinsics.erased(unlink(index, n));
    }

    /** Removes the first element equal to {@code o} ({@code o.equals(e)}, by dispatch), as the JDK does. */
    public boolean remove(Object o) {
        int i = indexOf(o);
        if (i < 0) {
            return false;
        }
        unlink(i, state);
        return true;
    }

    public boolean contains(Object o) {
        return indexOf(o) >= 0;
    }

    /** Inside one atomic section, {@code equals} included (a race inside an element's {@code equals} is not reported). */
    public int indexOf(Object o) {
        int n = state;
        int found = -1;
        Intrinsics.atomicBegin();
        for (int i = 0; i < n && found < 0; i++) {
            Object element = elements[slot(i)];
            if (o == null ? element == null : o.equals(element)) {
                found = i;
            }
        }
        Intrinsics.atomicEnd();
        return found;
    }

    public void clear() {
        int n = state;
        Intrinsics.atomicBegin();
        for (int i = 0; i < n; i++) {
            elements[slot(i)] = null;
        }
        head = 0;
        modCount++;
        Intrinsics.atomicEnd();
        state = 0;
    }

    /** The JDK's fail-fast {@code ListItr} from the first element, see {@link ListItr}. */
    public Iterator<E> iterator() {
        return new ListItr<>(this);
    }

    /**
     * {@code Iterable.forEach}, which the JDK's {@code LinkedList} inherits: the action on each
     * element through the fail-fast iterator.
     */
    public void forEach(Consumer<? super E> action) {
        Intrinsics.check(action != null, "NullPointerException");
        Iterator<E> it = iterator();
        while (it.hasNext()) {
            action.accept(it.next());
        }
    }

    /**
     * The JDK's {@code LinkedList.ListItr} from index 0, step for step, by index instead of by
     * node (the same while no other code modifies the list structurally, and the first call after
     * such a modification throws): creating it reads the size; {@code hasNext()} is
     * {@code nextIndex < size} (so removing the last or the next-to-last element inside an
     * enhanced {@code for} ends the loop quietly, as on the JVM); {@code next()} throws
     * {@code ConcurrentModificationException} when the list's {@code modCount} changed since the
     * iterator was created (or since its own last {@code remove()}), then
     * {@code NoSuchElementException} past the end; {@code remove()} checks the
     * {@code modCount} first, then throws {@code IllegalStateException} without a {@code next()}
     * before it. Every call reads the list's state, so iterating while another thread modifies
     * the list unsynchronized is a race on {@code java.util.LinkedList.state}.
     */
    static final class ListItr<E> implements Iterator<E> {
        private final LinkedList<E> list;
        private int nextIndex;
        private int lastRet = -1;
        private int expectedModCount;

        ListItr(LinkedList<E> list) {
            this.list = list;
            int n = list.state;
            this.expectedModCount = list.modCount();
        }

        public boolean hasNext() {
            return nextIndex < list.state;
        }

        public E next() {
            int count = list.modCount();
            Intrinsics.check(count == expectedModCount, "java.util.ConcurrentModificationException");
            int i = nextIndex;
            int n = list.state;
            Intrinsics.check(i < n, "java.util.NoSuchElementException");
            nextIndex = i + 1;
            lastRet = i;
            return Intrinsics.erased(list.elementAt(i));
        }

        public void remove() {
            int count = list.modCount();
            Intrinsics.check(count == expectedModCount, "java.util.ConcurrentModificationException");
            Intrinsics.check(lastRet >= 0, "IllegalStateException");
            int n = list.state;
            list.unlink(lastRet, n);
            nextIndex = lastRet;
            lastRet = -1;
            expectedModCount = list.modCount();
        }
    }
}
