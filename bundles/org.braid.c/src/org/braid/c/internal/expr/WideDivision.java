package org.braid.c.internal.expr;

import static org.braid.c.internal.expr.WideArithmetic.S64;
import static org.braid.c.internal.expr.WideArithmetic.U64;

import org.braid.c.internal.lower.FunctionContext;
import org.braid.c.internal.lower.Ir;
import org.braid.c.internal.lower.Value;
import org.braid.c.internal.types.CType;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Expr.BinaryOp;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Terminator;
import org.braid.core.internal.ir.Variable;

/**
 * {@code /} and {@code %} of {@code __int128} and {@code unsigned __int128} on 64-bit halves
 * ({@link WideArithmetic}): the magnitudes are divided unsigned, by one 64-bit division when
 * both high halves are zero, else by binary restoring long division (128 steps of shift,
 * compare and subtract); the signs are applied as C's truncating division does (C11 6.5.5p6:
 * the quotient rounds toward zero, the remainder has the dividend's sign).
 * {@code INT128_MIN / -1} wraps to {@code INT128_MIN}, as the 64-bit types do in Braid. A zero
 * divisor is the division by zero of the 64-bit types.
 */
final class WideDivision {
    private static final int STEPS = 128;

    private final FunctionContext fn;
    private final WideArithmetic wide;

    WideDivision(FunctionContext fn, WideArithmetic wide) {
        this.fn = fn;
        this.wide = wide;
    }

    private record QuotientRemainder(Value quotient, Value remainder) {
    }

    /** {@code a / b} ({@code op} {@code DIV}) or {@code a % b} ({@code REM}) for operands of {@code type}. */
    Value divide(BinaryOp op, Value a, Value b, CType.Int type) {
        if (WideArithmetic.isConstant(a) && WideArithmetic.isConstant(b) && WideArithmetic.unsignedValue(b).signum() != 0) {
            return WideArithmetic.folded(op, a, b, type);
        }
        Expr bl = wide.once(b.low());
        Expr bh = wide.once(b.high());
        // a zero divisor fails as the 64-bit division by zero does (an error of the execution)
        Variable guard = fn.newTemp(U64);
        fn.emit(new Stmt.Assign(new Lvalue.Var(guard), Ir.binary(BinaryOp.DIV, Ir.constant(1, U64),
            Ir.binary(BinaryOp.OR, bl, bh)), fn.loc()));
        Value n = wide.stable(a);
        Value d = Value.wide(bl, bh, type);
        boolean signed = type.kind().signed();
        Expr negativeN = Ir.bool(false);
        Expr negativeD = Ir.bool(false);
        if (signed) {
            negativeN = wide.once(Ir.binary(BinaryOp.LT, Ir.cast(n.high(), S64), Ir.constant(0, S64)));
            negativeD = wide.once(Ir.binary(BinaryOp.LT, Ir.cast(d.high(), S64), Ir.constant(0, S64)));
            n = wide.stable(WideArithmetic.select(negativeN, wide.negate(n, type), n, type));
            d = wide.stable(WideArithmetic.select(negativeD, wide.negate(d, type), d, type));
        }
        QuotientRemainder qr = unsignedDivide(n, d, type);
        if (op == BinaryOp.DIV) {
            if (!signed) {
                return qr.quotient();
            }
            Expr flip = wide.once(Ir.binary(BinaryOp.NE, negativeN, negativeD));
            return wide.stable(WideArithmetic.select(flip, wide.negate(qr.quotient(), type), qr.quotient(), type));
        }
        Value r = qr.remainder();
        return signed ? wide.stable(WideArithmetic.select(negativeN, wide.negate(r, type), r, type)) : r;
    }

    /**
     * Quotient and remainder of unsigned 128-bit values (divisor not zero), in register
     * temporaries: one 64-bit division when both high halves are zero, else restoring division.
     */
    private QuotientRemainder unsignedDivide(Value n, Value d, CType.Int type) {
        Variable ql = fn.newTemp(U64);
        Variable qh = fn.newTemp(U64);
        Variable rl = fn.newTemp(U64);
        Variable rh = fn.newTemp(U64);
        String narrow = fn.newLabel("div128.narrow");
        String restoring = fn.newLabel("div128.wide");
        String done = fn.newLabel("div128.done");
        Expr zero = Ir.constant(0, U64);
        Expr highsZero = Ir.binary(BinaryOp.LAND, Ir.binary(BinaryOp.EQ, n.high(), zero),
            Ir.binary(BinaryOp.EQ, d.high(), zero));
        fn.terminate(new Terminator.Branch(highsZero, narrow, restoring, fn.loc()));
        fn.start(narrow);
        assign(ql, Ir.binary(BinaryOp.DIV, n.low(), d.low()));
        assign(rl, Ir.binary(BinaryOp.REM, n.low(), d.low()));
        assign(qh, zero);
        assign(rh, zero);
        fn.terminate(new Terminator.Goto(done, fn.loc()));
        fn.start(restoring);
        // the dividend shifts out of q into r, one bit a step; q collects the quotient's bits
        assign(ql, n.low());
        assign(qh, n.high());
        assign(rl, zero);
        assign(rh, zero);
        for (int step = 0; step < STEPS; step++) {
            restoringStep(ql, qh, rl, rh, d);
        }
        fn.terminate(new Terminator.Goto(done, fn.loc()));
        fn.start(done);
        return new QuotientRemainder(Value.wide(read(ql), read(qh), type), Value.wide(read(rl), read(rh), type));
    }

    /**
     * One step: {@code (r, q) <<= 1} as one 256-bit register; if {@code r >= d} (or a bit
     * was shifted out of {@code r}), {@code r -= d} and the quotient's new low bit is 1.
     */
    private void restoringStep(Variable ql, Variable qh, Variable rl, Variable rh, Value d) {
        Expr zero = Ir.constant(0, U64);
        Expr one = Ir.constant(1, U64);
        Expr sixtyThree = Ir.constant(63, U64);
        Expr oldRl = read(rl);
        Expr oldRh = read(rh);
        Expr oldQl = read(ql);
        Expr oldQh = read(qh);
        Expr out = wide.once(Ir.binary(BinaryOp.SHR, oldRh, sixtyThree));
        Expr shiftedRh = wide.once(Ir.binary(BinaryOp.OR, Ir.binary(BinaryOp.SHL, oldRh, one),
            Ir.binary(BinaryOp.SHR, oldRl, sixtyThree)));
        Expr shiftedRl = wide.once(Ir.binary(BinaryOp.OR, Ir.binary(BinaryOp.SHL, oldRl, one),
            Ir.binary(BinaryOp.SHR, oldQh, sixtyThree)));
        assign(qh, Ir.binary(BinaryOp.OR, Ir.binary(BinaryOp.SHL, oldQh, one), Ir.binary(BinaryOp.SHR, oldQl, sixtyThree)));
        Expr shiftedQl = Ir.binary(BinaryOp.SHL, oldQl, one);
        Expr fits = wide.once(Ir.binary(BinaryOp.LOR, Ir.binary(BinaryOp.NE, out, zero),
            Ir.binary(BinaryOp.LOR, Ir.binary(BinaryOp.GT, shiftedRh, d.high()),
                Ir.binary(BinaryOp.LAND, Ir.binary(BinaryOp.EQ, shiftedRh, d.high()),
                    Ir.binary(BinaryOp.GE, shiftedRl, d.low())))));
        Expr borrow = Ir.cast(Ir.binary(BinaryOp.LT, shiftedRl, d.low()), U64);
        assign(rl, new Expr.Ite(fits, Ir.binary(BinaryOp.SUB, shiftedRl, d.low()), shiftedRl));
        assign(rh, new Expr.Ite(fits, Ir.binary(BinaryOp.SUB, Ir.binary(BinaryOp.SUB, shiftedRh, d.high()), borrow),
            shiftedRh));
        assign(ql, Ir.binary(BinaryOp.OR, shiftedQl, Ir.cast(fits, U64)));
    }

    private void assign(Variable v, Expr e) {
        fn.emit(new Stmt.Assign(new Lvalue.Var(v), e, fn.loc()));
    }

    private static Expr read(Variable v) {
        return new Expr.Read(new Lvalue.Var(v));
    }
}
