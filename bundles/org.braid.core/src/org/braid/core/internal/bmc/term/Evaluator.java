package org.braid.core.internal.bmc.term;

import java.util.HashMap;
import java.util.Map;
import java.util.function.ToLongFunction;

/**
 * Evaluates terms under an assignment of their variables, with {@link Semantics}, memoized per
 * term. Used to read a SAT model back: the variables' values come from the model, and every
 * other term is computed exactly as the bit-blasted circuit computes it.
 */
public final class Evaluator {
    private final ToLongFunction<Term> variables;
    private final Map<Term, Long> memo = new HashMap<>();

    /** {@code variables} gives the bits of each {@link Term.Op#VAR} term. */
    public Evaluator(ToLongFunction<Term> variables) {
        this.variables = variables;
    }

    /** The bits of {@code term} (low {@code width} bits). */
    public long value(Term term) {
        Long known = memo.get(term);
        if (known != null) {
            return known;
        }
        java.util.ArrayDeque<Term> stack = new java.util.ArrayDeque<>();
        stack.push(term);
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
                memo.put(t, compute(t));
            }
        }
        return memo.get(term);
    }

    /** Whether the Boolean {@code term} is true. */
    public boolean isTrue(Term term) {
        return value(term) != 0;
    }

    private long compute(Term t) {
        return switch (t.op()) {
            case CONST -> t.value();
            case VAR -> Semantics.mask(variables.applyAsLong(t), t.width());
            default -> {
                long a = memo.get(t.arg(0));
                long b = t.arity() > 1 ? memo.get(t.arg(1)) : 0;
                long c = t.arity() > 2 ? memo.get(t.arg(2)) : 0;
                int wb = t.arity() > 1 ? t.arg(1).width() : 0;
                yield Semantics.apply(t.op(), t.width(), t.value(), a, t.arg(0).width(), b, wb, c);
            }
        };
    }
}
