package org.braid.core.internal.bmc.term;

/**
 * The meaning of each {@link Term.Op} on concrete bit-vectors held in a {@code long} (low
 * {@code width} bits, upper bits zero). Used for constant folding and for evaluating terms in a
 * SAT model, so that both agree with the bit-blaster by construction. These are the C
 * semantics of {@link org.braid.core.internal.ir.Expr.Binary} for every defined case, made
 * total like SMT-LIB's bit-vector theory: {@code udiv(x, 0)} is all ones, {@code urem(x, 0)} is
 * {@code x}, and the signed forms are derived on magnitudes.
 */
public final class Semantics {

    private Semantics() {
    }

    /** The low {@code width} bits of {@code bits}. */
    public static long mask(long bits, int width) {
        return width >= 64 ? bits : bits & ((1L << width) - 1);
    }

    /** {@code bits} of {@code width} sign-extended to 64 bits. */
    public static long signExtend(long bits, int width) {
        return width >= 64 ? bits : (bits << (64 - width)) >> (64 - width);
    }

    static boolean negative(long bits, int width) {
        return ((bits >>> (width - 1)) & 1) == 1;
    }

    static long udiv(long a, long b, int width) {
        return b == 0 ? mask(-1L, width) : Long.divideUnsigned(a, b);
    }

    static long urem(long a, long b) {
        return b == 0 ? a : Long.remainderUnsigned(a, b);
    }

    static long sdiv(long a, long b, int width) {
        boolean na = negative(a, width);
        boolean nb = negative(b, width);
        long q = udiv(na ? mask(-a, width) : a, nb ? mask(-b, width) : b, width);
        return na != nb ? mask(-q, width) : q;
    }

    static long srem(long a, long b, int width) {
        boolean na = negative(a, width);
        long r = urem(na ? mask(-a, width) : a, negative(b, width) ? mask(-b, width) : b);
        return na ? mask(-r, width) : r;
    }

    static long shl(long a, long count, int width) {
        return Long.compareUnsigned(count, width) >= 0 ? 0 : mask(a << count, width);
    }

    static long lshr(long a, long count, int width) {
        return Long.compareUnsigned(count, width) >= 0 ? 0 : a >>> count;
    }

    static long ashr(long a, long count, int width) {
        long s = signExtend(a, width);
        return mask(Long.compareUnsigned(count, width) >= 0 ? s >> 63 : s >> count, width);
    }

    /**
     * The value of operator {@code op} producing {@code width} bits from operand values
     * {@code a}, {@code b}, {@code c} of widths {@code wa}, {@code wb} ({@code param} is the low
     * bit of an extract). Not for {@link Term.Op#CONST} and {@link Term.Op#VAR}.
     */
    static long apply(Term.Op op, int width, long param, long a, int wa, long b, int wb, long c) {
        return switch (op) {
            case CONST, VAR -> throw new IllegalArgumentException(op + " has no operands");
            case NOT -> mask(~a, width);
            case AND -> a & b;
            case OR -> a | b;
            case XOR -> a ^ b;
            case ADD -> mask(a + b, width);
            case SUB -> mask(a - b, width);
            case MUL -> mask(a * b, width);
            case UDIV -> udiv(a, b, width);
            case UREM -> urem(a, b);
            case SDIV -> sdiv(a, b, width);
            case SREM -> srem(a, b, width);
            case SHL -> shl(a, b, width);
            case LSHR -> lshr(a, b, width);
            case ASHR -> ashr(a, b, width);
            case EQ -> a == b ? 1 : 0;
            case ULT -> Long.compareUnsigned(a, b) < 0 ? 1 : 0;
            case SLT -> signExtend(a, wa) < signExtend(b, wb) ? 1 : 0;
            case ITE -> a != 0 ? b : c;
            case EXTRACT -> mask(a >>> param, width);
            case CONCAT -> mask((a << wb) | b, width);
            case SEXT -> mask(signExtend(a, wa), width);
        };
    }
}
