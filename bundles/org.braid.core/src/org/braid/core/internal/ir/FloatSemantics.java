package org.braid.core.internal.ir;

/**
 * The exact value of an {@link Expr.FloatOp}, as gcc's code computes it on x86-64 with SSE:
 * IEEE 754 binary32/binary64 arithmetic with round to nearest even (Java's {@code float} and
 * {@code double} arithmetic is exactly that), comparisons false on NaN but for {@code NE}, and
 * conversions to integers truncating toward zero, where an out-of-range value or NaN gives what
 * {@code cvttss2si}/{@code cvttsd2si} give (the "integer indefinite" {@code 0x80...0}): types
 * narrower than {@code int} and {@code int} itself convert through the 32-bit instruction,
 * {@code unsigned int} and {@code long} through the 64-bit one, and {@code unsigned long}
 * through gcc's sequence around the 64-bit one. NaN bits follow SSE: an operation on a NaN gives
 * its first NaN operand made quiet, an invalid operation on numbers gives the "default NaN"
 * (sign set, {@code 0xFFF8...}), and conversions between the formats keep sign and payload. When
 * both operands are NaN, x86 returns the one in the destination register, which depends on gcc's
 * register allocation; Braid returns the left one (C leaves NaN signs and payloads unspecified).
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
            return convert(operands[0], single, width(op.type()) == 32);
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
            if (Float.isNaN(a) || Float.isNaN(b)) {
                return (Float.isNaN(a) ? operands[0] : operands[1]) & 0xFFFF_FFFFL | 0x0040_0000L;
            }
            float r = switch (kind) {
                case ADD -> a + b;
                case SUB -> a - b;
                case MUL -> a * b;
                case DIV -> a / b;
                default -> throw new IllegalStateException(kind.name());
            };
            return Float.isNaN(r) ? 0xFFC0_0000L : bits(r);
        }
        double a = Double.longBitsToDouble(operands[0]);
        double b = Double.longBitsToDouble(operands[1]);
        if (Double.isNaN(a) || Double.isNaN(b)) {
            return (Double.isNaN(a) ? operands[0] : operands[1]) | 0x0008_0000_0000_0000L;
        }
        double r = switch (kind) {
            case ADD -> a + b;
            case SUB -> a - b;
            case MUL -> a * b;
            case DIV -> a / b;
            default -> throw new IllegalStateException(kind.name());
        };
        return Double.isNaN(r) ? 0xFFF8_0000_0000_0000L : bits(r);
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
        if (to.width() < 32 || to.width() == 32 && to.signed()) {
            return mask(cvtt32(d), to.width());
        }
        if (to.width() == 32 || to.signed()) {
            return mask(cvtt64(d), to.width());
        }
        double twoTo63 = 9.223372036854775808E18;
        return !(d >= twoTo63) ? cvtt64(d) : cvtt64(d - twoTo63) ^ Long.MIN_VALUE;
    }

    /** {@code cvtss2sd}/{@code cvtsd2ss}: rounding for numbers; a NaN keeps its sign and payload, made quiet. */
    private static long convert(long bits, boolean fromSingle, boolean toSingle) {
        if (fromSingle == toSingle) {
            return bits;
        }
        if (fromSingle) {
            float f = Float.intBitsToFloat((int) bits);
            if (!Float.isNaN(f)) {
                return bits((double) f);
            }
            long sign = (bits >>> 31) & 1;
            return sign << 63 | 0x7FF8_0000_0000_0000L | (bits & 0x7F_FFFFL) << 29;
        }
        double d = Double.longBitsToDouble(bits);
        if (!Double.isNaN(d)) {
            return bits((float) d);
        }
        long sign = bits >>> 63;
        return sign << 31 | 0x7FC0_0000L | (bits & 0xF_FFFF_FFFF_FFFFL) >>> 29;
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
