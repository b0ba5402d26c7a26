package org.braid.core.internal.bmc.term;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.function.Function;

/**
 * A value per term computed from the values of its arguments, each term once, memoized. Terms
 * are hash-consed DAGs that can be far deeper than the Java stack, so the walk is an explicit
 * post-order instead of recursion. Not thread-safe.
 *
 * @param <V> the value of a term
 */
public final class BottomUp<V> {
    private static final Object NULL = new Object();

    /** By term id (dense within a factory): the term, and its value ({@link #NULL} for null). */
    private Term[] terms = new Term[256];
    private Object[] values = new Object[256];
    private final Function<Term, V> combine;

    /**
     * {@code combine} computes a term's value; it may read the values of the term's arguments with
     * {@link #known(Term)}, which are computed first.
     */
    public BottomUp(Function<Term, V> combine) {
        this.combine = combine;
    }

    /** The value of {@code root}, computing what is not memoized yet. */
    public V of(Term root) {
        if (has(root)) {
            return known(root);
        }
        ArrayDeque<Term> stack = new ArrayDeque<>();
        stack.push(root);
        while (!stack.isEmpty()) {
            Term t = stack.peek();
            if (has(t)) {
                stack.pop();
                continue;
            }
            boolean ready = true;
            for (int i = 0; i < t.arity(); i++) {
                if (!has(t.arg(i))) {
                    stack.push(t.arg(i));
                    ready = false;
                }
            }
            if (ready) {
                stack.pop();
                put(t, combine.apply(t));
            }
        }
        return known(root);
    }

    /** The value of a term already computed: an argument of the term being combined. */
    @SuppressWarnings("unchecked")
    public V known(Term t) {
        int id = t.id();
        if (id >= terms.length || terms[id] != t) {
            return null;
        }
        Object v = values[id];
        return v == NULL ? null : (V) v;
    }

    /**
     * Whether {@code t}'s value is memoized. The memo is indexed by id and checks the term itself,
     * so terms of another factory (same ids) are never confused with it, only recomputed.
     */
    private boolean has(Term t) {
        int id = t.id();
        return id < terms.length && terms[id] == t;
    }

    private void put(Term t, V value) {
        int id = t.id();
        if (id >= terms.length) {
            int length = Math.max(id + 1, terms.length * 2);
            terms = Arrays.copyOf(terms, length);
            values = Arrays.copyOf(values, length);
        }
        terms[id] = t;
        values[id] = value == null ? NULL : value;
    }
}
