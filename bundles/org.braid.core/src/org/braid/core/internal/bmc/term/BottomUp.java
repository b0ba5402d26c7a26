package org.braid.core.internal.bmc.term;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Function;

/**
 * A value per term computed from the values of its arguments, each term once, memoized. Terms
 * are hash-consed DAGs that can be far deeper than the Java stack, so the walk is an explicit
 * post-order instead of recursion. Not thread-safe.
 *
 * @param <V> the value of a term
 */
public final class BottomUp<V> {
    private final Map<Term, V> memo = new HashMap<>();
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
        V known = memo.get(root);
        if (known != null) {
            return known;
        }
        ArrayDeque<Term> stack = new ArrayDeque<>();
        stack.push(root);
        while (!stack.isEmpty()) {
            Term t = stack.peek();
            if (memo.containsKey(t)) {
                stack.pop();
                continue;
            }
            boolean ready = true;
            for (int i = 0; i < t.arity(); i++) {
                if (!memo.containsKey(t.arg(i))) {
                    stack.push(t.arg(i));
                    ready = false;
                }
            }
            if (ready) {
                stack.pop();
                memo.put(t, combine.apply(t));
            }
        }
        return memo.get(root);
    }

    /** The value of a term already computed: an argument of the term being combined. */
    public V known(Term t) {
        return memo.get(t);
    }
}
