package org.braid.c.internal.expr;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.util.List;

import org.braid.c.internal.lower.FunctionContext;
import org.braid.c.internal.lower.Ir;
import org.braid.c.internal.lower.Value;
import org.braid.c.internal.types.CType;
import org.braid.c.internal.types.IntKind;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Expr.BinaryOp;
import org.braid.core.internal.ir.FloatSemantics;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Type;

/**
 * Conversions between {@code __int128}/{@code unsigned __int128} and {@code float}/{@code double}
 * as gcc's x86-64 code computes them (libgcc's {@code __floattidf}, {@code __fixdfti} and their
 * kin), on the halves of {@link WideArithmetic}:
 * <ul>
 * <li>to a floating type: rounded to nearest, ties to even. A magnitude below 2^64 is one 64-bit
 * conversion; a larger one is shifted right to 64 bits with the shifted-out bits kept as a sticky
 * lowest bit (which rounds exactly as the whole value), converted, and scaled back by adding the
 * shift to the exponent field (exact: an integer addition, to infinity when {@code float}'s
 * range is exceeded);</li>
 * <li>from a floating type: truncated toward zero, from the exponent and significand bits with
 * integer operations only. A value whose truncation is out of the type's range, and NaN, are
 * undefined behaviour in C (gcc's result depends on libgcc's code): such an execution is
 * unsupported ({@code unknown}, naming the statement).</li>
 * </ul>
 * Constant operands are folded ({@link BigInteger} and {@link BigDecimal} round and truncate the
 * same way), so constant initializers stay constant.
 */
final class WideFloat {
    private static final Type.Int U64 = WideArithmetic.U64;
    private static final Type.Int S64 = WideArithmetic.S64;
    private static final CType.Int UINT128 = new CType.Int(IntKind.UINT128);

    private final FunctionContext fn;
    private final WideArithmetic wide;

    WideFloat(FunctionContext fn, WideArithmetic wide) {
        this.fn = fn;
        this.wide = wide;
    }

    /** {@code v}, a wide integer, converted to {@code to} ({@code float} or {@code double}). */
    Value toFloating(Value v, CType.Floating to) {
        CType.Int from = (CType.Int) v.type().unqualified();
        boolean single = to.bytes() == 4;
        Type.Int ir = new Type.Int(single ? 32 : 64, true);
        if (WideArithmetic.isConstant(v)) {
            BigInteger n = WideArithmetic.signedValue(v, from);
            long bits = single ? FloatSemantics.bits(n.floatValue()) : FloatSemantics.bits(n.doubleValue());
            return new Value(Ir.constant(bits, ir), to);
        }
        Value x = wide.stable(v);
        if (!from.kind().signed()) {
            return new Value(unsignedToFloating(x, single, ir), to);
        }
        Expr negative = wide.once(Ir.binary(BinaryOp.LT, Ir.cast(x.high(), S64), Ir.constant(0, S64)));
        Value unsigned = Value.wide(x.low(), x.high(), UINT128);
        Value magnitude = wide.stable(WideArithmetic.select(negative, wide.negate(unsigned, UINT128), unsigned, UINT128));
        Expr bits = wide.once(unsignedToFloating(magnitude, single, ir));
        Expr sign = Ir.constant(single ? 0x8000_0000L : Long.MIN_VALUE, ir);
        return new Value(WideArithmetic.ite(negative, Ir.binary(BinaryOp.XOR, bits, sign), bits), to);
    }

    private Expr unsignedToFloating(Value m, boolean single, Type.Int ir) {
        Expr lo = m.low();
        Expr hi = m.high();
        Expr small = FloatLowering.op(Expr.FloatOp.Op.FROM_INT, List.of(lo), ir);
        // n = the leading zeros of hi (hi != 0 where it matters), by halving
        Expr n = Ir.constant(0, U64);
        Expr h = hi;
        for (int step = 32; step >= 1; step /= 2) {
            Expr empty = wide.once(Ir.binary(BinaryOp.EQ, Ir.binary(BinaryOp.SHR, h, Ir.constant(64 - step, U64)),
                Ir.constant(0, U64)));
            n = wide.once(WideArithmetic.ite(empty, Ir.binary(BinaryOp.ADD, n, Ir.constant(step, U64)), n));
            h = wide.once(WideArithmetic.ite(empty, Ir.binary(BinaryOp.SHL, h, Ir.constant(step, U64)), h));
        }
        Expr s = wide.once(Ir.binary(BinaryOp.SUB, Ir.constant(64, U64), n));
        Expr sticky = Ir.cast(Ir.binary(BinaryOp.NE, Ir.binary(BinaryOp.SHL, lo, n), Ir.constant(0, U64)), U64);
        Expr w = Ir.binary(BinaryOp.OR, Ir.binary(BinaryOp.OR, h, Ir.binary(BinaryOp.SHR, lo, s)), sticky);
        Expr converted = Ir.cast(FloatLowering.op(Expr.FloatOp.Op.FROM_INT, List.of(w), ir), U64);
        Expr scaled = Ir.binary(BinaryOp.ADD, converted, Ir.binary(BinaryOp.SHL, s, Ir.constant(single ? 23 : 52, U64)));
        Expr large = Ir.cast(scaled, ir);
        return WideArithmetic.ite(Ir.binary(BinaryOp.EQ, hi, Ir.constant(0, U64)), small, large);
    }

    /** {@code v}, a {@code float} or {@code double}, converted to the wide integer type {@code to}. */
    Value toWide(Value v, CType.Floating from, CType.Int to) {
        boolean single = from.bytes() == 4;
        Type.Int ir = new Type.Int(single ? 32 : 64, true);
        boolean signed = to.kind().signed();
        if (v.expr() instanceof Expr.Const c) {
            double d = single ? Float.intBitsToFloat((int) c.bits()) : Double.longBitsToDouble(c.bits());
            if (!Double.isNaN(d) && !Double.isInfinite(d)) {
                BigInteger n = new BigDecimal(d).setScale(0, RoundingMode.DOWN).toBigInteger();
                BigInteger min = signed ? BigInteger.ONE.shiftLeft(127).negate() : BigInteger.ZERO;
                BigInteger max = BigInteger.ONE.shiftLeft(signed ? 127 : 128).subtract(BigInteger.ONE);
                if (n.compareTo(min) >= 0 && n.compareTo(max) <= 0) {
                    return WideArithmetic.constant(n, to);
                }
            }
        }
        Expr x = wide.once(v.expr());
        Expr low = floating(single ? (signed ? -0x1p127 : -1.0) : (signed ? -0x1p127 : -1.0), single, ir);
        Expr high = floating(signed ? 0x1p127 : single ? Double.POSITIVE_INFINITY : 0x1p128, single, ir);
        Expr inRange = Ir.binary(BinaryOp.LAND,
            FloatLowering.op(signed ? Expr.FloatOp.Op.GE : Expr.FloatOp.Op.GT, List.of(x, low), new Type.Bool()),
            FloatLowering.op(Expr.FloatOp.Op.LT, List.of(x, high), new Type.Bool()));
        fn.emit(Stmt.Assert.unsupported("conversion of a " + from + " out of the range of " + to
            + " (or NaN) to it, which C leaves undefined", fn.loc()).withCondition(inRange));
        int fraction = single ? 23 : 52;
        int bias = single ? 127 : 1023;
        Expr bits = wide.once(Ir.cast(Ir.cast(x, new Type.Int(ir.width(), false)), U64));
        Expr exponent = wide.once(Ir.binary(BinaryOp.AND, Ir.binary(BinaryOp.SHR, bits, Ir.constant(fraction, U64)),
            Ir.constant(single ? 0xFF : 0x7FF, U64)));
        Expr significand = wide.once(Ir.binary(BinaryOp.OR, Ir.binary(BinaryOp.AND, bits,
            Ir.constant((1L << fraction) - 1, U64)), Ir.constant(1L << fraction, U64)));
        // the value is significand * 2^(exponent - bias - fraction)
        Expr up = wide.once(Ir.binary(BinaryOp.SUB, exponent, Ir.constant(bias + fraction, U64)));
        Expr down = Ir.binary(BinaryOp.SUB, Ir.constant(bias + fraction, U64), exponent);
        Value shiftedUp = wide.shift(BinaryOp.SHL, Value.wide(significand, Ir.constant(0, U64), UINT128),
            new Value(up, new CType.Int(IntKind.ULONG)), UINT128);
        Value shiftedDown = Value.wide(Ir.binary(BinaryOp.SHR, significand, down), Ir.constant(0, U64), UINT128);
        Value zero = Value.wide(Ir.constant(0, U64), Ir.constant(0, U64), UINT128);
        Expr belowOne = Ir.binary(BinaryOp.LT, exponent, Ir.constant(bias, U64));
        Expr integral = Ir.binary(BinaryOp.GE, exponent, Ir.constant(bias + fraction, U64));
        Value magnitude = wide.stable(WideArithmetic.select(belowOne, zero,
            WideArithmetic.select(integral, shiftedUp, shiftedDown, UINT128), UINT128));
        Expr negative = Ir.binary(BinaryOp.NE, Ir.binary(BinaryOp.SHR, bits, Ir.constant(ir.width() - 1, U64)),
            Ir.constant(0, U64));
        Value result = WideArithmetic.select(negative, wide.negate(magnitude, UINT128), magnitude, UINT128);
        return Value.wide(result.low(), result.high(), to);
    }

    private static Expr floating(double value, boolean single, Type.Int ir) {
        return Ir.constant(single ? FloatSemantics.bits((float) value) : FloatSemantics.bits(value), ir);
    }
}
