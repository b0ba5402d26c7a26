package org.braid.core.internal.ir;

/**
 * The exact value of an {@link Expr.FloatOp}, as gcc's code computes it on x86-64 with SSE:
 * IEEE 754 binary32/binary64 arithmetic with round to nearest even (Java's {@code float} and
 * {@code double} arithmetic is exactly that), comparisons false on NaN but for {@code NE}, and
 * conversions to integers truncating toward zero, where an out-of-range value or NaN gives what
 * {@code cvttss2si}/{@code cvttsd2si} give (the "integer indefinite" {@code 0x80...0}) and a
 * conversion to {@code unsigned long} goes through the signed conversion as gcc compiles it.
 * Values are bit patterns in longs (a binary32 value in the low 32 bits).
 */
public final class FloatSemantics {

    private FloatSemantics() {
    }

    /** The result bits (0 or 1 for a comparison) of {@code op} on {@code operands}. */
    public static long apply(Expr.FloatOp op, long... operands) {
        Expr.FloatOp.Op kind = op.op();
        Type first = op.operands().get(0).type();
        if (kind == Expr.FloatOp.Op.FROM_INT) {
            Type.Int from = (Type.Int) first;
            boolean single = width(op.type()) == 32;
            long v = extend(operands[0], from);
            if (from.signed() || v >= 0) {
                return single ? bits((float) v) : bits((double) v);
            }
            double unsigned = unsignedToDouble(v);
            return single ? bits(unsignedToFloat(v)) : bits(unsigned);
        }
        boolean single = width(first) == 32;
        if (kind == Expr.FloatOp.Op.CONVERT) {
            return width(op.type()) == 32 ? bits((float) value(operands[0], single))
                : bits(value(operands[0], single));
        }
        if (kind == Expr.FloatOp.Op.TO_INT) {
            return toInt(value(operands[0], single), (Type.Int) op.type());
        }
        if (kind == Expr.FloatOp.Op.NEG) {
            return operands[0] ^ (single ? 0x8000_0000L : Long.MIN_VALUE);
        }
        if (kind.isComparison()) {
            double a = value(operands[0], single);
            double b = value(operands[1], single);
            boolean r = switch (kind) {
                case EQ -> a == b;
                case NE -> a != b;
                case LT -> a < b;
                case LE -> a <= b;
                case GT -> a > b;
                case GE -> a >= b;
                default -> throw new IllegalStateException(kind.name());
            };
            return r ? 1 : 0;
        }
        if (single) {
            float a = Float.intBitsToFloat((int) operands[0]);
            float b = Float.intBitsToFloat((int) operands[1]);
            float r = switch (kind) {
                case ADD -> a + b;
                case SUB -> a - b;
                case MUL -> a * b;
                case DIV -> a / b;
                default -> throw new IllegalStateException(kind.name());
            };
            return bits(r);
        }
        double a = Double.longBitsToDouble(operands[0]);
        double b = Double.longBitsToDouble(operands[1]);
        double r = switch (kind) {
            case ADD -> a + b;
            case SUB -> a - b;
            case MUL -> a * b;
            case DIV -> a / b;
            default -> throw new IllegalStateException(kind.name());
        };
        return bits(r);
    }

    /** A binary32 constant's bits as the CIR holds them. */
    public static long bits(float f) {
        return Float.floatToRawIntBits(f) & 0xFFFF_FFFFL;
    }

    public static long bits(double d) {
        return Double.doubleToRawLongBits(d);
    }

    private static double value(long bits, boolean single) {
        return single ? Float.intBitsToFloat((int) bits) : Double.longBitsToDouble(bits);
    }

    private static int width(Type t) {
        return ((Type.Int) t).width();
    }

    private static long extend(long bits, Type.Int t) {
        if (t.width() == 64) {
            return bits;
        }
        long masked = bits & ((1L << t.width()) - 1);
        return t.signed() && (masked >>> (t.width() - 1)) != 0 ? masked - (1L << t.width()) : masked;
    }

    /** Truncation toward zero into {@code to}, as x86-64's conversions (and gcc's code for unsigned) do. */
    private static long toInt(double d, Type.Int to) {
        if (to.width() <= 32 && to.signed()) {
            return mask(cvtt32(d), to.width());
        }
        if (to.width() < 64 || to.signed()) {
            return mask(cvtt64(d), to.width());
        }
        double twoTo63 = 9.223372036854775808E18;
        return d < twoTo63 ? cvtt64(d) : cvtt64(d - twoTo63) ^ Long.MIN_VALUE;
    }

    private static long cvtt32(double d) {
        return Double.isNaN(d) || d >= 2147483648.0 || d <= -2147483649.0 ? Integer.MIN_VALUE : (long) d;
    }

    private static long cvtt64(double d) {
        return Double.isNaN(d) || d >= 9.223372036854775808E18 || d < -9.223372036854775808E18 ? Long.MIN_VALUE
            : (long) d;
    }

    private static long mask(long v, int width) {
        return width == 64 ? v : v & ((1L << width) - 1);
    }

    /** An unsigned 64-bit value (with its top bit set) to the nearest double, ties to even. */
    private static double unsignedToDouble(long v) {
        double half = (double) ((v >>> 1) | (v & 1));
        return half * 2.0;
    }

    private static float unsignedToFloat(long v) {
        float half = (float) ((v >>> 1) | (v & 1));
        return half * 2.0f;
    }
}
