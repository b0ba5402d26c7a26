package org.braid.core.internal.bmc.term;

import java.util.function.ToLongFunction;

/**
 * Evaluates terms under an assignment of their variables, with {@link Semantics}, memoized per
 * term. Used to read a SAT model back: the variables' values come from the model, and every
 * other term is computed exactly as the bit-blasted circuit computes it.
 */
public final class Evaluator {
    private final ToLongFunction<Term> variables;
    private final BottomUp<Long> values = new BottomUp<>(this::compute);

    /** {@code variables} gives the bits of each {@link Term.Op#VAR} term. */
    public Evaluator(ToLongFunction<Term> variables) {
        this.variables = variables;
    }

    /** The bits of {@code term} (low {@code width} bits). */
    public long value(Term term) {
        return values.of(term);
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
                long a = values.known(t.arg(0));
                long b = t.arity() > 1 ? values.known(t.arg(1)) : 0;
                long c = t.arity() > 2 ? values.known(t.arg(2)) : 0;
                int wb = t.arity() > 1 ? t.arg(1).width() : 0;
                yield Semantics.apply(t.op(), t.width(), t.value(), a, t.arg(0).width(), b, wb, c);
            }
        };
    }
}
