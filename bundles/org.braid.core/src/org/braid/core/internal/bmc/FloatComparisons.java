package org.braid.core.internal.bmc;

import org.braid.core.internal.bmc.term.Term;
import org.braid.core.internal.bmc.term.TermFactory;
import org.braid.core.internal.ir.Expr;

/**
 * IEEE 754 comparisons of binary32/binary64 bit patterns, exactly as
 * {@link org.braid.core.internal.ir.FloatSemantics} computes them: false on a NaN operand but for
 * {@code !=}, {@code +0 == -0}, and otherwise the order of sign and magnitude. Comparisons need no
 * arithmetic, so the encoding decides them exactly even though it over-approximates the results
 * of floating-point arithmetic ({@link ExprEncoder}).
 */
final class FloatComparisons {

    private FloatComparisons() {
    }

    /** The truth of {@code a op b} for a comparison {@code op} on two terms of width 32 or 64. */
    static Term compare(TermFactory f, Expr.FloatOp.Op op, Term a, Term b) {
        return switch (op) {
            case EQ -> equal(f, a, b);
            case NE -> f.not(equal(f, a, b));
            case LT -> less(f, a, b);
            case GT -> less(f, b, a);
            case LE -> f.or(less(f, a, b), equal(f, a, b));
            case GE -> f.or(less(f, b, a), equal(f, a, b));
            case ADD, SUB, MUL, DIV, NEG, TO_INT, FROM_INT, CONVERT ->
                throw new IllegalArgumentException(op + " is not a comparison");
        };
    }

    private static Term equal(TermFactory f, Term a, Term b) {
        Term same = f.or(f.eq(a, b), f.and(zero(f, a), zero(f, b)));
        return f.and(f.and(f.not(nan(f, a)), f.not(nan(f, b))), same);
    }

    private static Term less(TermFactory f, Term a, Term b) {
        Term negativeA = sign(f, a);
        Term negativeB = sign(f, b);
        Term bothPositive = f.and(f.not(negativeA), f.not(negativeB));
        Term bothNegative = f.and(negativeA, negativeB);
        Term ordered = f.or(f.and(negativeA, f.not(negativeB)),
            f.or(f.and(bothPositive, f.ult(magnitude(f, a), magnitude(f, b))),
                f.and(bothNegative, f.ult(magnitude(f, b), magnitude(f, a)))));
        Term numbers = f.and(f.not(nan(f, a)), f.not(nan(f, b)));
        return f.and(f.and(numbers, f.not(f.and(zero(f, a), zero(f, b)))), ordered);
    }

    private static Term sign(TermFactory f, Term a) {
        return f.eq(f.extract(a, a.width() - 1, a.width() - 1), f.constant(1, 1));
    }

    private static Term magnitude(TermFactory f, Term a) {
        return f.extract(a, a.width() - 2, 0);
    }

    private static Term zero(TermFactory f, Term a) {
        Term m = magnitude(f, a);
        return f.eq(m, f.constant(m.width(), 0));
    }

    private static Term nan(TermFactory f, Term a) {
        int fraction = a.width() == 32 ? 23 : 52;
        Term exponent = f.extract(a, a.width() - 2, fraction);
        Term bits = f.extract(a, fraction - 1, 0);
        return f.and(f.eq(exponent, f.constant(exponent.width(), -1L)), f.ne(bits, f.constant(bits.width(), 0)));
    }
}
