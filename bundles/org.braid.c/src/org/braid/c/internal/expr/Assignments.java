package org.braid.c.internal.expr;

import org.braid.c.internal.InvalidInput;
import org.braid.c.internal.lower.FunctionContext;
import org.braid.c.internal.lower.Ir;
import org.braid.c.internal.lower.Place;
import org.braid.c.internal.lower.Value;
import org.braid.c.internal.types.CType;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Expr.BinaryOp;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Variable;
import org.eclipse.cdt.core.dom.ast.IASTBinaryExpression;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTNode;

/**
 * Assignment, compound assignment and increment/decrement (C11 6.5.16, 6.5.2.4, 6.5.3.1): the
 * right operand converted to the left operand's type; {@code x op= y} as {@code x = (T)(x op y)}
 * with the usual arithmetic conversions; the value of the expression, when used, kept in a
 * temporary so that it is not read back from shared memory. On an {@code _Atomic} object the
 * whole read-modify-write is one atomic section.
 */
final class Assignments {
    private final FunctionContext fn;
    private final Expressions exprs;

    Assignments(FunctionContext fn, Expressions exprs) {
        this.fn = fn;
        this.exprs = exprs;
    }

    Value assign(IASTBinaryExpression e, boolean valueUsed) {
        CType type = exprs.typeOf(e.getOperand1()).unqualified();
        if (type instanceof CType.Rec) {
            Place target = exprs.lvalue(e.getOperand1());
            exprs.copy(target, exprs.aggregate(e.getOperand2()));
            return null;
        }
        Place target = exprs.lvalue(e.getOperand1());
        Value v = exprs.convert(exprs.rvalue(e.getOperand2()), target.type(), e);
        return store(target, v, valueUsed);
    }

    /** Stores a converted value and returns the value of the assignment expression. */
    Value store(Place target, Value v, boolean valueUsed) {
        if (v.isWide()) {
            Value kept = valueUsed ? exprs.wide().stable(v) : v;
            exprs.write(target, kept);
            return kept;
        }
        if (!valueUsed || v.expr() instanceof Expr.Const && !(target instanceof Place.BitField)) {
            exprs.write(target, v.expr());
            return v;
        }
        Variable t = fn.newTemp(v.expr().type());
        fn.emit(new Stmt.Assign(new Lvalue.Var(t), v.expr(), fn.loc()));
        Expr saved = new Expr.Read(new Lvalue.Var(t));
        exprs.write(target, saved);
        if (target instanceof Place.BitField b) {
            Expr asUnit = Ir.binary(BinaryOp.SHL, Ir.cast(saved, exprs.access().unit(b)),
                Ir.constant(b.bitOffset(), exprs.access().unit(b)));
            return exprs.access().extract(asUnit, b);
        }
        return new Value(saved, v.type());
    }

    Value compound(IASTBinaryExpression e, BinaryOp op, boolean valueUsed) {
        Place target = exprs.lvalue(e.getOperand1());
        Value rhs = exprs.rvalue(e.getOperand2());
        boolean atomic = isAtomic(target) && !fn.inAtomic();
        if (atomic) {
            rhs = stable(rhs);
            fn.emit(new Stmt.AtomicBegin(fn.loc()));
            fn.enterAtomic();
        }
        Value old = exprs.read(target);
        Value result = exprs.arithmetic().binary(op, old, rhs, e);
        Value stored = store(target, exprs.convert(result, target.type(), e), valueUsed || atomic);
        if (atomic) {
            fn.exitAtomic();
            fn.emit(new Stmt.AtomicEnd(fn.loc()));
        }
        return stored;
    }

    /** {@code ++x}, {@code x++}, {@code --x}, {@code x--}. */
    Value increment(IASTExpression operand, boolean increment, boolean prefix, boolean valueUsed, IASTNode where) {
        Place target = exprs.lvalue(operand);
        CType type = target.type().unqualified();
        if (type instanceof CType.Rec || type instanceof CType.Arr) {
            throw new InvalidInput(where, "cannot increment a value of type " + type);
        }
        boolean atomic = isAtomic(target) && !fn.inAtomic();
        if (atomic) {
            fn.emit(new Stmt.AtomicBegin(fn.loc()));
            fn.enterAtomic();
        }
        Value old = exprs.read(target);
        if (old.isWide()) {
            old = valueUsed && !prefix ? exprs.wide().stable(old) : old;
        } else if (valueUsed && !prefix && !(old.expr() instanceof Expr.Const)) {
            Variable t = fn.newTemp(old.expr().type());
            fn.emit(new Stmt.Assign(new Lvalue.Var(t), old.expr(), fn.loc()));
            old = new Value(new Expr.Read(new Lvalue.Var(t)), old.type());
        }
        Value one = new Value(Ir.constant(1, fn.unit().target().ir(CType.INT.kind())), CType.INT);
        Value next;
        if (type instanceof CType.Ptr) {
            next = exprs.arithmetic().offset(old, one, !increment);
        } else {
            next = exprs.arithmetic().binary(increment ? BinaryOp.ADD : BinaryOp.SUB, old, one, where);
        }
        Value stored = store(target, exprs.convert(next, target.type(), where), valueUsed && prefix);
        if (atomic) {
            fn.exitAtomic();
            fn.emit(new Stmt.AtomicEnd(fn.loc()));
        }
        return prefix ? stored : old;
    }

    private static boolean containsRead(Expr e) {
        boolean[] found = {false};
        org.braid.c.internal.lower.Exprs.visit(e, x -> {
            if (x instanceof Expr.Read) {
                found[0] = true;
            }
        });
        return found[0];
    }

    private static boolean isAtomic(Place p) {
        return p instanceof Place.Memory m && m.atomic() || p instanceof Place.BitField b && b.atomic();
    }

    /**
     * {@code e} evaluated once into a register temporary, unless it is a constant or a register
     * read already (the lowerings of library functions use it for values they read several times).
     */
    Expr once(Expr e) {
        if (e instanceof Expr.Const || e instanceof Expr.Read r && r.lvalue() instanceof Lvalue.Var) {
            return e;
        }
        Variable t = fn.newTemp(e.type());
        fn.emit(new Stmt.Assign(new Lvalue.Var(t), e, fn.loc()));
        return new Expr.Read(new Lvalue.Var(t));
    }

    /**
     * The value in a register temporary, unless it cannot change: an expression that reads no
     * memory (constants, addresses, a register read).
     */
    Value stable(Value v) {
        if (v.isWide()) {
            return exprs.wide().stable(v);
        }
        boolean[] readsMemory = {false};
        org.braid.c.internal.lower.Exprs.visit(v.expr(), x -> {
            if (x instanceof Expr.Read r && r.lvalue() instanceof Lvalue.Mem) {
                readsMemory[0] = true;
            }
        });
        if (!readsMemory[0] && (v.expr() instanceof Expr.Read || !containsRead(v.expr()))) {
            return v;
        }
        Variable t = fn.newTemp(v.expr().type());
        fn.emit(new Stmt.Assign(new Lvalue.Var(t), v.expr(), fn.loc()));
        return new Value(new Expr.Read(new Lvalue.Var(t)), v.type());
    }
}
