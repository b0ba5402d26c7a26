package org.braid.core.internal.lockset;

import java.util.OptionalLong;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Type;

/**
 * Abstract evaluation of CIR expressions over {@link Value}: constants fold, addresses keep their
 * object, memory reads give {@link Value.Top} unless the cell never changes ({@link MemoryFacts}).
 */
final class Evaluator {

    private final String procedure;
    private final MemoryFacts stable;

    Evaluator(String procedure, MemoryFacts stable) {
        this.procedure = procedure;
        this.stable = stable;
    }

    Value eval(Expr e, State s) {
        return switch (e) {
            case Expr.Const c -> new Value.Const(c.bits());
            case Expr.Null n -> new Value.Null();
            case Expr.GlobalAddr g -> new Value.Addr(ObjectNames.global(g.name()), OptionalLong.of(0));
            case Expr.LocalAddr l -> new Value.Addr(ObjectNames.local(procedure, l.variable().name()), OptionalLong.of(0));
            case Expr.FunctionAddr f -> new Value.Func(f.name());
            case Expr.Read r -> read(r.lvalue(), s);
            case Expr.PtrAdd p -> ptrAdd(eval(p.pointer(), s), eval(p.bytes(), s), p.bytes().type());
            case Expr.PtrDiff d -> Value.TOP;
            case Expr.ObjectSize o -> Value.TOP;
            case Expr.Unary u -> unary(u, eval(u.operand(), s));
            case Expr.Binary b -> binary(b, s);
            case Expr.Cast c -> cast(eval(c.operand(), s), c.operand().type(), c.type());
            case Expr.Ite i -> eval(i.condition(), s) instanceof Value.Const c
                ? eval(c.bits() != 0 ? i.then() : i.otherwise(), s)
                : Value.join(eval(i.then(), s), eval(i.otherwise(), s));
            case Expr.FloatOp f -> Value.TOP;
        };
    }

    private Value read(Lvalue l, State s) {
        return switch (l) {
            case Lvalue.Var v -> s.registers.getOrDefault(v.variable().name(), Value.TOP);
            case Lvalue.Mem m -> stable.value(eval(m.pointer(), s), m.type());
        };
    }

    private static Value ptrAdd(Value pointer, Value bytes, Type bytesType) {
        if (pointer instanceof Value.Addr a) {
            if (a.offset().isPresent() && bytes instanceof Value.Const c) {
                return new Value.Addr(a.object(), OptionalLong.of(a.offset().getAsLong()
                    + new Expr.Const(c.bits(), bytesType).value()), a.maybeNull());
            }
            return new Value.Addr(a.object(), OptionalLong.empty(), a.maybeNull());
        }
        return Value.TOP;
    }

    private static Value cast(Value v, Type from, Type to) {
        if (to instanceof Type.Pointer && from instanceof Type.Pointer) {
            return v;
        }
        if (v instanceof Value.Const c && from instanceof Type.Int fi) {
            long value = new Expr.Const(c.bits(), fi).value();
            if (to instanceof Type.Int ti) {
                return new Value.Const(new Expr.Const(value, ti).bits());
            }
            if (to instanceof Type.Bool) {
                return new Value.Const(value != 0 ? 1 : 0);
            }
        }
        if (v instanceof Value.Const c && from instanceof Type.Bool && to instanceof Type.Int ti) {
            return new Value.Const(new Expr.Const(c.bits(), ti).bits());
        }
        return Value.TOP;
    }

    private static Value unary(Expr.Unary u, Value v) {
        if (!(v instanceof Value.Const c)) {
            return Value.TOP;
        }
        return switch (u.op()) {
            case NOT -> new Value.Const(1 - c.bits());
            case BIT_NOT -> new Value.Const(new Expr.Const(~c.bits(), u.type()).bits());
            case NEG -> new Value.Const(new Expr.Const(-c.bits(), u.type()).bits());
        };
    }

    private Value binary(Expr.Binary b, State s) {
        Value l = eval(b.left(), s);
        if (b.op() == Expr.BinaryOp.LAND && l instanceof Value.Const c && c.bits() == 0
            || b.op() == Expr.BinaryOp.LOR && l instanceof Value.Const d && d.bits() == 1) {
            return l;
        }
        Value r = eval(b.right(), s);
        switch (b.op()) {
            case EQ, NE -> {
                Boolean eq = equal(l, r);
                return eq == null ? Value.TOP : new Value.Const(eq == (b.op() == Expr.BinaryOp.EQ) ? 1 : 0);
            }
            case LAND, LOR -> {
                return r instanceof Value.Const && l instanceof Value.Const ? r : Value.TOP;
            }
            default -> {
            }
        }
        if (!(l instanceof Value.Const x) || !(r instanceof Value.Const y) || !(b.left().type() instanceof Type.Int t)) {
            return Value.TOP;
        }
        long a = new Expr.Const(x.bits(), t).value();
        long c = new Expr.Const(y.bits(), t).value();
        int cmp = t.signed() ? Long.compare(a, c) : Long.compareUnsigned(a, c);
        return switch (b.op()) {
            case ADD -> new Value.Const(new Expr.Const(a + c, t).bits());
            case SUB -> new Value.Const(new Expr.Const(a - c, t).bits());
            case MUL -> new Value.Const(new Expr.Const(a * c, t).bits());
            case AND -> new Value.Const(new Expr.Const(a & c, t).bits());
            case OR -> new Value.Const(new Expr.Const(a | c, t).bits());
            case XOR -> new Value.Const(new Expr.Const(a ^ c, t).bits());
            case LT -> new Value.Const(cmp < 0 ? 1 : 0);
            case LE -> new Value.Const(cmp <= 0 ? 1 : 0);
            case GT -> new Value.Const(cmp > 0 ? 1 : 0);
            case GE -> new Value.Const(cmp >= 0 ? 1 : 0);
            default -> Value.TOP;
        };
    }

    /** Addresses of globals and locals are never null; an allocation may fail. */
    private static boolean neverNull(Value.Addr a) {
        return !a.maybeNull() && !ObjectNames.isHeap(a.object());
    }

    /** Whether two values are certainly equal (true), certainly different (false), or either (null). */
    private static Boolean equal(Value l, Value r) {
        if (l instanceof Value.Const a && r instanceof Value.Const b) {
            return a.bits() == b.bits();
        }
        if (l instanceof Value.Null && r instanceof Value.Null) {
            return true;
        }
        if (l instanceof Value.Null && r instanceof Value.Addr a && neverNull(a)
            || l instanceof Value.Addr b && neverNull(b) && r instanceof Value.Null) {
            return false;
        }
        if (l instanceof Value.Func f && r instanceof Value.Func g) {
            return f.name().equals(g.name());
        }
        return null;
    }
}
