package org.braid.core.internal.bmc.term;

import java.util.Arrays;
import java.util.Optional;

/**
 * The finite set of values a term can take, when it is small: an abstract interpretation over
 * the domain of sets of at most {@link #LIMIT} constants (the value-set analysis of Balakrishnan
 * and Reps, "Analyzing memory accesses in x86 executables", CC 2004, without strides). A
 * constant is its own set, an {@code ite} the union of its branches (or one branch if the
 * condition is known), every other operator the image of its operands' sets under
 * {@link Semantics#apply}; a variable, or a set that grows too large, is unknown. The set is
 * sound: every value the term takes in any assignment of its variables is in it. Memory
 * encoding uses it to dispatch a pointer over the objects it may denote even when its object
 * part is a large {@code ite} DAG behind arithmetic, which the syntactic rewrites of
 * {@link TermFactory} do not see through. Results are memoized per term; not thread-safe.
 */
public final class ValueSets {

    /** Largest set kept; larger ones are unknown. */
    public static final int LIMIT = 64;

    /** Largest number of operand combinations evaluated for one term. */
    private static final int PRODUCT_LIMIT = 4096;

    private static final long[] UNKNOWN = new long[0];

    private final BottomUp<long[]> sets = new BottomUp<>(this::evaluate);

    /** The sorted distinct values {@code t} can take, or empty if unknown or larger than {@link #LIMIT}. */
    public Optional<long[]> of(Term t) {
        long[] values = sets.of(t);
        return values == UNKNOWN ? Optional.empty() : Optional.of(values.clone());
    }

    private long[] evaluate(Term t) {
        return switch (t.op()) {
            case CONST -> new long[] {t.value()};
            case VAR -> UNKNOWN;
            case ITE -> ite(sets.known(t.arg(0)), sets.known(t.arg(1)), sets.known(t.arg(2)));
            default -> image(t);
        };
    }

    private static long[] ite(long[] condition, long[] then, long[] otherwise) {
        if (condition.length == 1) {
            return condition[0] != 0 ? then : otherwise;
        }
        if (then == UNKNOWN || otherwise == UNKNOWN) {
            return UNKNOWN;
        }
        long[] union = Arrays.copyOf(then, then.length + otherwise.length);
        System.arraycopy(otherwise, 0, union, then.length, otherwise.length);
        return distinct(union);
    }

    /** The values of a unary or binary operator over every combination of its operands' values. */
    private long[] image(Term t) {
        long[] a = sets.known(t.arg(0));
        long[] b = t.arity() > 1 ? sets.known(t.arg(1)) : new long[] {0};
        if (a == UNKNOWN || b == UNKNOWN || (long) a.length * b.length > PRODUCT_LIMIT) {
            return UNKNOWN;
        }
        int wa = t.arg(0).width();
        int wb = t.arity() > 1 ? t.arg(1).width() : 0;
        long[] out = new long[a.length * b.length];
        int n = 0;
        for (long x : a) {
            for (long y : b) {
                out[n++] = Semantics.apply(t.op(), t.width(), t.value(), x, wa, y, wb, 0);
            }
        }
        return distinct(out);
    }

    private static long[] distinct(long[] values) {
        long[] sorted = values.clone();
        Arrays.sort(sorted);
        int n = 0;
        for (int i = 0; i < sorted.length; i++) {
            if (i == 0 || sorted[i] != sorted[i - 1]) {
                sorted[n++] = sorted[i];
            }
        }
        return n > LIMIT ? UNKNOWN : Arrays.copyOf(sorted, n);
    }
}
