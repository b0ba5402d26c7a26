package org.braid.c.internal.expr;

import java.math.BigInteger;
import org.braid.c.internal.lower.FunctionContext;
import org.braid.c.internal.lower.Ir;
import org.braid.c.internal.lower.Value;
import org.braid.c.internal.types.CType;
import org.braid.c.internal.types.IntKind;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Expr.BinaryOp;
import org.braid.core.internal.ir.Expr.UnaryOp;
import org.braid.core.internal.ir.Type;

/**
 * GCC's {@code __int128} and {@code unsigned __int128} (x86-64) on Braid's 64-bit integers: a
 * value is its low and high 64 bits ({@link Value#wide}), and each operator is the exact
 * computation on the halves that x86-64 code does (two's complement, wrapping like the other
 * integer types with {@code -fwrapv}):
 * <ul>
 * <li>{@code + -} with the carry or borrow of the low halves; {@code & | ^ ~} per half;</li>
 * <li>{@code *}: the low 128 bits of the product, {@code lo(a)*lo(b)} with its high 64 bits
 * from four 32-bit partial products, plus the cross products into the high half;</li>
 * <li>{@code / %}: {@link WideDivision};</li>
 * <li>shifts by a count of any integer type; a count at or above 128 gives 0 (or the sign for
 * a right shift of a negative value), as Braid's other integer shifts do;</li>
 * <li>comparisons on the high halves (signed for {@code __int128}), then the low ones
 * (unsigned); conversions extend by the signedness of the source and truncate to the low
 * bits.</li>
 * </ul>
 * Operands whose halves are all constants are folded with {@link BigInteger}, so that integer
 * constant expressions and static initializers stay constant.
 */
final class WideArithmetic {
    static final Type.Int U64 = new Type.Int(64, false);
    static final Type.Int S64 = new Type.Int(64, true);
    private static final BigInteger MOD = BigInteger.ONE.shiftLeft(128);

    private final Expressions exprs;
    private final WideDivision division;

    WideArithmetic(FunctionContext fn, Expressions exprs) {
        this.exprs = exprs;
        this.division = new WideDivision(fn, this);
    }

    // ---- conversions ----

    /**
     * A 64-bit-or-narrower integer extended to {@code to} by its signedness; a pointer is
     * sign-extended, as GCC documents for a pointer converted to a wider integer.
     */
    static Value extend(Expr narrow, boolean signed, CType.Int to) {
        Expr low;
        Expr high;
        if (narrow.type() instanceof Type.Bool) {
            low = Ir.cast(narrow, U64);
            high = Ir.constant(0, U64);
        } else if (signed || narrow.type() instanceof Type.Pointer) {
            Expr s = Ir.cast(narrow, S64);
            low = Ir.cast(s, U64);
            high = Ir.cast(Ir.binary(BinaryOp.SHR, s, Ir.constant(63, S64)), U64);
        } else {
            low = Ir.cast(Ir.cast(narrow, new Type.Int(((Type.Int) narrow.type()).width(), false)), U64);
            high = Ir.constant(0, U64);
        }
        return Value.wide(low, high, to);
    }

    /** The truth of a wide value: either half is not zero. */
    static Expr truth(Value v) {
        return Ir.truth(Ir.binary(BinaryOp.OR, v.low(), v.high()));
    }

    // ---- operators ----

    /**
     * {@code a op b} for an arithmetic or bitwise operator on operands already converted to the
     * wide {@code type}; shifts are {@link #shift}, comparisons {@link #compare}.
     */
    Value binary(BinaryOp op, Value a, Value b, CType.Int type) {
        if (isConstant(a) && isConstant(b) && op != BinaryOp.DIV && op != BinaryOp.REM) {
            return folded(op, a, b, type);
        }
        return switch (op) {
            case ADD -> {
                Expr al = once(a.low());
                Expr low = once(Ir.binary(BinaryOp.ADD, al, b.low()));
                Expr carry = Ir.cast(Ir.binary(BinaryOp.LT, low, al), U64);
                yield Value.wide(low, Ir.binary(BinaryOp.ADD, Ir.binary(BinaryOp.ADD, a.high(), b.high()), carry), type);
            }
            case SUB -> {
                Expr al = once(a.low());
                Expr bl = once(b.low());
                Expr borrow = Ir.cast(Ir.binary(BinaryOp.LT, al, bl), U64);
                yield Value.wide(Ir.binary(BinaryOp.SUB, al, bl),
                    Ir.binary(BinaryOp.SUB, Ir.binary(BinaryOp.SUB, a.high(), b.high()), borrow), type);
            }
            case AND, OR, XOR -> Value.wide(Ir.binary(op, a.low(), b.low()), Ir.binary(op, a.high(), b.high()), type);
            case MUL -> multiply(a, b, type);
            case DIV, REM -> division.divide(op, a, b, type);
            case SHL, SHR -> throw new IllegalStateException("shifts go through shift()");
            case EQ, NE, LT, LE, GT, GE, LAND, LOR -> throw new IllegalStateException("comparisons go through compare()");
        };
    }

    /** {@code a op b} as a CIR boolean, for wide operands of {@code type}. */
    Expr compare(BinaryOp op, Value a, Value b, CType.Int type) {
        if (isConstant(a) && isConstant(b)) {
            int c = signedValue(a, type).compareTo(signedValue(b, type));
            return Ir.bool(switch (op) {
                case EQ -> c == 0;
                case NE -> c != 0;
                case LT -> c < 0;
                case LE -> c <= 0;
                case GT -> c > 0;
                case GE -> c >= 0;
                default -> throw new IllegalStateException(op.toString());
            });
        }
        Expr ah = once(a.high());
        Expr bh = once(b.high());
        Expr al = once(a.low());
        Expr bl = once(b.low());
        Expr sameHigh = Ir.binary(BinaryOp.EQ, ah, bh);
        if (op == BinaryOp.EQ || op == BinaryOp.NE) {
            Expr equal = Ir.binary(BinaryOp.LAND, sameHigh, Ir.binary(BinaryOp.EQ, al, bl));
            return op == BinaryOp.EQ ? equal : Ir.negate(equal);
        }
        Type.Int h = type.kind().signed() ? S64 : U64;
        BinaryOp strict = op == BinaryOp.LT || op == BinaryOp.LE ? BinaryOp.LT : BinaryOp.GT;
        Expr byHigh = Ir.binary(strict, Ir.cast(ah, h), Ir.cast(bh, h));
        Expr byLow = Ir.binary(op, al, bl);
        return Ir.binary(BinaryOp.LOR, byHigh, Ir.binary(BinaryOp.LAND, sameHigh, byLow));
    }

    Value negate(Value v, CType.Int type) {
        return binary(BinaryOp.SUB, Value.wide(Ir.constant(0, U64), Ir.constant(0, U64), type), v, type);
    }

    Value complement(Value v, CType.Int type) {
        return Value.wide(Ir.unary(UnaryOp.BIT_NOT, v.low()), Ir.unary(UnaryOp.BIT_NOT, v.high()), type);
    }

    /**
     * {@code a << count} or {@code a >> count} (arithmetic for {@code __int128}); {@code count} is
     * the right operand as written, of any integer type (wide or not).
     */
    Value shift(BinaryOp op, Value a, Value count, CType.Int type) {
        Value n = count.isWide() ? count
            : extend(count.expr(), count.type() instanceof CType.Int i && i.kind().signed(), new CType.Int(IntKind.UINT128));
        if (isConstant(a) && isConstant(n)) {
            BigInteger c = unsignedValue(n);
            BigInteger x = signedValue(a, type);
            BigInteger r;
            if (c.compareTo(BigInteger.valueOf(128)) >= 0) {
                r = op == BinaryOp.SHL || x.signum() >= 0 ? BigInteger.ZERO : BigInteger.ONE.negate();
            } else if (op == BinaryOp.SHL) {
                r = x.shiftLeft(c.intValue());
            } else {
                r = x.shiftRight(c.intValue());
            }
            return constant(r, type);
        }
        Expr lo = once(a.low());
        Expr hi = once(a.high());
        Expr c = once(n.low());
        Expr tooBig = once(Ir.binary(BinaryOp.LOR, Ir.binary(BinaryOp.NE, n.high(), Ir.constant(0, U64)),
            Ir.binary(BinaryOp.GE, c, Ir.constant(128, U64))));
        Expr below = Ir.binary(BinaryOp.SUB, Ir.constant(64, U64), c);
        Expr above = Ir.binary(BinaryOp.SUB, c, Ir.constant(64, U64));
        Expr low;
        Expr high;
        Expr zero = Ir.constant(0, U64);
        if (op == BinaryOp.SHL) {
            low = Ir.binary(BinaryOp.SHL, lo, c);
            high = or(Ir.binary(BinaryOp.SHL, hi, c), Ir.binary(BinaryOp.SHR, lo, below), Ir.binary(BinaryOp.SHL, lo, above));
            return Value.wide(ite(tooBig, zero, low), ite(tooBig, zero, high), type);
        }
        if (!type.kind().signed()) {
            high = Ir.binary(BinaryOp.SHR, hi, c);
            low = or(Ir.binary(BinaryOp.SHR, lo, c), Ir.binary(BinaryOp.SHL, hi, below), Ir.binary(BinaryOp.SHR, hi, above));
            return Value.wide(ite(tooBig, zero, low), ite(tooBig, zero, high), type);
        }
        Expr signedHigh = Ir.cast(hi, S64);
        Expr sign = once(Ir.cast(Ir.binary(BinaryOp.SHR, signedHigh, Ir.constant(63, S64)), U64));
        high = Ir.cast(Ir.binary(BinaryOp.SHR, signedHigh, Ir.cast(c, S64)), U64);
        Expr small = Ir.binary(BinaryOp.OR, Ir.binary(BinaryOp.SHR, lo, c), Ir.binary(BinaryOp.SHL, hi, below));
        Expr large = Ir.cast(Ir.binary(BinaryOp.SHR, signedHigh, Ir.cast(above, S64)), U64);
        low = ite(Ir.binary(BinaryOp.LT, c, Ir.constant(64, U64)), small, large);
        return Value.wide(ite(tooBig, sign, low), ite(tooBig, sign, high), type);
    }

    // ---- multiplication ----

    private Value multiply(Value a, Value b, CType.Int type) {
        Expr al = once(a.low());
        Expr bl = once(b.low());
        Expr high = highOfProduct(al, bl);
        if (!isZero(b.high())) {
            high = Ir.binary(BinaryOp.ADD, high, Ir.binary(BinaryOp.MUL, al, b.high()));
        }
        if (!isZero(a.high())) {
            high = Ir.binary(BinaryOp.ADD, high, Ir.binary(BinaryOp.MUL, a.high(), bl));
        }
        return Value.wide(Ir.binary(BinaryOp.MUL, al, bl), high, type);
    }

    /** The high 64 bits of the 128-bit product of two unsigned 64-bit values, from 32-bit halves. */
    private Expr highOfProduct(Expr x, Expr y) {
        Expr mask = Ir.constant(0xffffffffL, U64);
        Expr thirtyTwo = Ir.constant(32, U64);
        Expr x0 = once(Ir.binary(BinaryOp.AND, x, mask));
        Expr x1 = once(Ir.binary(BinaryOp.SHR, x, thirtyTwo));
        Expr y0 = once(Ir.binary(BinaryOp.AND, y, mask));
        Expr y1 = once(Ir.binary(BinaryOp.SHR, y, thirtyTwo));
        Expr p00 = Ir.binary(BinaryOp.MUL, x0, y0);
        Expr p01 = once(Ir.binary(BinaryOp.MUL, x0, y1));
        Expr p10 = once(Ir.binary(BinaryOp.MUL, x1, y0));
        Expr p11 = Ir.binary(BinaryOp.MUL, x1, y1);
        Expr middle = once(Ir.binary(BinaryOp.ADD, Ir.binary(BinaryOp.ADD, Ir.binary(BinaryOp.SHR, p00, thirtyTwo),
            Ir.binary(BinaryOp.AND, p01, mask)), Ir.binary(BinaryOp.AND, p10, mask)));
        return Ir.binary(BinaryOp.ADD, Ir.binary(BinaryOp.ADD, p11, Ir.binary(BinaryOp.SHR, p01, thirtyTwo)),
            Ir.binary(BinaryOp.ADD, Ir.binary(BinaryOp.SHR, p10, thirtyTwo), Ir.binary(BinaryOp.SHR, middle, thirtyTwo)));
    }

    // ---- helpers ----

    /** {@code condition ? a : b} for wide values. */
    static Value select(Expr condition, Value a, Value b, CType type) {
        return Value.wide(ite(condition, a.low(), b.low()), ite(condition, a.high(), b.high()), type);
    }

    /** Both halves in register temporaries unless they are constants or register reads. */
    Value stable(Value v) {
        return Value.wide(once(v.low()), once(v.high()), v.type());
    }

    static Expr ite(Expr condition, Expr a, Expr b) {
        if (condition instanceof Expr.Const c) {
            return c.bits() != 0 ? a : b;
        }
        if (a.equals(b)) {
            return a;
        }
        return new Expr.Ite(condition, a, b);
    }

    private static Expr or(Expr a, Expr b, Expr c) {
        return Ir.binary(BinaryOp.OR, Ir.binary(BinaryOp.OR, a, b), c);
    }

    Expr once(Expr e) {
        return exprs.assignments().once(e);
    }

    private static boolean isZero(Expr e) {
        return e instanceof Expr.Const c && c.bits() == 0;
    }

    static boolean isConstant(Value v) {
        return v.isWide() && v.isConstant();
    }

    /** The value's 128 bits as a non-negative number. */
    static BigInteger unsignedValue(Value v) {
        BigInteger low = new BigInteger(Long.toUnsignedString(((Expr.Const) v.low()).bits()));
        BigInteger high = new BigInteger(Long.toUnsignedString(((Expr.Const) v.high()).bits()));
        return high.shiftLeft(64).or(low);
    }

    /** The value as a number of {@code type}'s signedness. */
    static BigInteger signedValue(Value v, CType.Int type) {
        BigInteger u = unsignedValue(v);
        return type.kind().signed() && u.testBit(127) ? u.subtract(MOD) : u;
    }

    /** {@code value} modulo 2^128 as a constant wide value of {@code type}. */
    static Value constant(BigInteger value, CType type) {
        BigInteger u = value.mod(MOD);
        return Value.wide(Ir.constant(u.longValue(), U64), Ir.constant(u.shiftRight(64).longValue(), U64), type);
    }

    static Value folded(BinaryOp op, Value a, Value b, CType.Int type) {
        BigInteger x = signedValue(a, type);
        BigInteger y = signedValue(b, type);
        BigInteger r = switch (op) {
            case ADD -> x.add(y);
            case SUB -> x.subtract(y);
            case MUL -> x.multiply(y);
            case DIV -> x.divide(y);
            case REM -> x.remainder(y);
            case AND -> x.and(y);
            case OR -> x.or(y);
            case XOR -> x.xor(y);
            default -> throw new IllegalStateException(op.toString());
        };
        return constant(r, type);
    }
}
