package org.braid.core.internal.bmc;

import java.util.List;
import java.util.Map;

import org.braid.core.internal.bmc.term.Term;
import org.braid.core.internal.bmc.term.Term.Op;
import org.braid.core.internal.bmc.term.TermFactory;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.FloatSemantics;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.Type;

/**
 * Stage 2a: translates CIR expressions to terms with the C semantics of
 * {@link org.braid.core.internal.ir.Expr} (the same as the interpreter's): wrap-around
 * arithmetic, division truncating toward zero with the divisor required to be non-zero, shift
 * counts read unsigned with counts {@code >= width} giving 0 or the sign, casts by the source's
 * signedness, pointers by the package's object/offset encoding. {@code LAND}/{@code LOR}
 * evaluate both operands; only the taken branch of an {@code ite} raises conditions.
 */
final class ExprEncoder {

    private final Program program;
    private int floatResults;
    private final TermFactory f;
    private final ObjectTable objects;
    private final MemoryEncoder memory;
    private final Map<Integer, Map<String, Integer>> frameObjects;

    ExprEncoder(Program program, TermFactory f, ObjectTable objects, MemoryEncoder memory,
            Map<Integer, Map<String, Integer>> frameObjects) {
        this.program = program;
        this.f = f;
        this.objects = objects;
        this.memory = memory;
        this.frameObjects = frameObjects;
    }

    /** Bits of a value of a scalar type: pointers are 64 bits (object and offset). */
    static int width(Type type) {
        return switch (type) {
            case Type.Int i -> i.width();
            case Type.Bool b -> 1;
            case Type.Pointer p -> 64;
            case Type.Struct s -> throw new IllegalArgumentException("no value of aggregate " + type);
            case Type.Array a -> throw new IllegalArgumentException("no value of aggregate " + type);
            case Type.Function fn -> throw new IllegalArgumentException("no value of function " + type);
            case Type.Void v -> throw new IllegalArgumentException("no value of void");
        };
    }

    /** A value as the 64 raw bits a memory cell holds (integers zero-extended, as the interpreter stores them). */
    Term toRaw(Term value) {
        return f.zeroExtend(value, 64);
    }

    /** The value of {@code type} read from a cell's 64 raw bits. */
    Term fromRaw(Term raw, Type type) {
        return switch (type) {
            case Type.Bool b -> f.ne(raw, f.constant(64, 0));
            default -> f.extract(raw, width(type) - 1, 0);
        };
    }

    int bytes(Type type) {
        return (int) program.sizeOf(type);
    }

    /** The object of an in-memory variable in an activation. */
    int localObject(Frame frame, String variable) {
        Integer id = frameObjects.getOrDefault(frame.id(), Map.of()).get(variable);
        if (id == null) {
            throw new IllegalArgumentException("no in-memory local " + variable + " in " + frame.procedure().name());
        }
        return id;
    }

    Term read(Lvalue lvalue, Frame frame, SymState state, Conditions c, String where) {
        return switch (lvalue) {
            case Lvalue.Var v -> {
                Term value = state.registers().get(new SymState.Register(frame.id(), v.variable().name()));
                yield value != null ? value : f.constant(width(v.type()), 0);
            }
            case Lvalue.Mem m -> fromRaw(memory.load(state.memory(), encode(m.pointer(), frame, state, c),
                    bytes(m.type()), c, m.display() + where), m.type());
        };
    }

    Term encode(Expr e, Frame frame, SymState state, Conditions c) {
        return switch (e) {
            case Expr.Const k -> f.constant(width(k.type()), k.bits());
            case Expr.Null n -> f.constant(64, 0);
            case Expr.Read r -> read(r.lvalue(), frame, state, c, "");
            case Expr.GlobalAddr g -> memory.pointer(objects.global(g.name()), f.constant(32, 0));
            case Expr.LocalAddr l -> memory.pointer(localObject(frame, l.variable().name()), f.constant(32, 0));
            case Expr.FunctionAddr fa -> memory.pointer(objects.function(fa.name()), f.constant(32, 0));
            case Expr.PtrAdd p -> {
                Term pointer = encode(p.pointer(), frame, state, c);
                Type.Int t = (Type.Int) p.bytes().type();
                Term bytes = f.resize(encode(p.bytes(), frame, state, c), 32, t.signed());
                yield f.concat(MemoryEncoder.object(pointer, f), f.add(MemoryEncoder.offset(pointer, f), bytes));
            }
            case Expr.PtrDiff d -> {
                Term left = encode(d.left(), frame, state, c);
                Term right = encode(d.right(), frame, state, c);
                c.unsupported(f.ne(MemoryEncoder.object(left, f), MemoryEncoder.object(right, f)),
                        "difference of pointers into different objects");
                Term a = f.signExtend(MemoryEncoder.offset(left, f), 64);
                Term b = f.signExtend(MemoryEncoder.offset(right, f), 64);
                yield f.resize(f.sub(a, b), d.type().width(), true);
            }
            case Expr.ObjectSize o -> {
                Term object = MemoryEncoder.object(encode(o.pointer(), frame, state, c), f);
                Term size = f.constant(o.type().width(), 0);
                for (int candidate : memory.candidates(object)) {
                    size = f.ite(f.eq(object, f.constant(32, candidate)),
                            f.resize(objects.get(candidate).size(), o.type().width(), false), size);
                }
                yield size;
            }
            case Expr.Unary u -> {
                Term a = encode(u.operand(), frame, state, c);
                yield switch (u.op()) {
                    case NEG -> f.neg(a);
                    case BIT_NOT, NOT -> f.not(a);
                };
            }
            case Expr.Binary b -> binary(b, frame, state, c);
            case Expr.Cast k -> cast(encode(k.operand(), frame, state, c), k.operand().type(), k.type());
            case Expr.Ite i -> {
                Term cond = encode(i.condition(), frame, state, c);
                c.push(cond);
                Term then = encode(i.then(), frame, state, c);
                c.pop();
                c.push(f.not(cond));
                Term otherwise = encode(i.otherwise(), frame, state, c);
                c.pop();
                yield f.ite(cond, then, otherwise);
            }
            case Expr.FloatOp o -> floatOp(o, frame, state, c);
        };
    }

    /**
     * A floating-point operation: computed exactly when its operands are constants, when it only
     * flips a sign, and for comparisons ({@link FloatComparisons}); otherwise a fresh value of its
     * type (a sound over-approximation: every value the real operation can give is among them). A
     * counterexample that relies on such a value is checked by the interpreter's replay, which
     * computes the operation exactly.
     */
    private Term floatOp(Expr.FloatOp o, Frame frame, SymState state, Conditions c) {
        List<Term> operands = new java.util.ArrayList<>();
        for (Expr operand : o.operands()) {
            operands.add(encode(operand, frame, state, c));
        }
        if (operands.stream().allMatch(Term::isConst)) {
            long bits = FloatSemantics.apply(o, operands.stream().mapToLong(Term::value).toArray());
            return f.constant(width(o.type()), bits);
        }
        if (o.op() == Expr.FloatOp.Op.NEG) {
            Term a = operands.get(0);
            return f.xor(a, f.constant(a.width(), a.width() == 32 ? 0x8000_0000L : Long.MIN_VALUE));
        }
        if (o.op().isComparison()) {
            return FloatComparisons.compare(f, o.op(), operands.get(0), operands.get(1));
        }
        return f.var(width(o.type()), "float." + o.op().name().toLowerCase(java.util.Locale.ROOT) + "#" + floatResults++);
    }

    private Term binary(Expr.Binary b, Frame frame, SymState state, Conditions c) {
        Term x = encode(b.left(), frame, state, c);
        Term y = encode(b.right(), frame, state, c);
        Type type = b.left().type();
        if (type instanceof Type.Pointer) {
            return pointerComparison(b.op(), x, y);
        }
        boolean signed = type instanceof Type.Int i && i.signed();
        return switch (b.op()) {
            case ADD -> f.add(x, y);
            case SUB -> f.sub(x, y);
            case MUL -> f.mul(x, y);
            case DIV, REM -> {
                Term zero = f.eq(y, f.constant(y.width(), 0));
                c.undefined(zero, b.op() == Expr.BinaryOp.DIV ? "division by zero" : "remainder by zero");
                c.requireSafe(f.not(zero));
                Op op = b.op() == Expr.BinaryOp.DIV ? (signed ? Op.SDIV : Op.UDIV) : (signed ? Op.SREM : Op.UREM);
                yield f.divide(op, x, y);
            }
            case SHL -> f.shift(Op.SHL, x, y);
            case SHR -> f.shift(signed ? Op.ASHR : Op.LSHR, x, y);
            case AND, LAND -> f.and(x, y);
            case OR, LOR -> f.or(x, y);
            case XOR -> f.xor(x, y);
            case EQ -> f.eq(x, y);
            case NE -> f.ne(x, y);
            case LT -> signed ? f.slt(x, y) : f.ult(x, y);
            case LE -> signed ? f.sle(x, y) : f.ule(x, y);
            case GT -> signed ? f.slt(y, x) : f.ult(y, x);
            case GE -> signed ? f.sle(y, x) : f.ule(y, x);
        };
    }

    /** Equality on (object, offset); orderings by object (unsigned), then signed offset, as the interpreter. */
    private Term pointerComparison(Expr.BinaryOp op, Term x, Term y) {
        return switch (op) {
            case EQ -> f.eq(x, y);
            case NE -> f.ne(x, y);
            case LT -> less(x, y);
            case GT -> less(y, x);
            case LE -> f.not(less(y, x));
            case GE -> f.not(less(x, y));
            case ADD, SUB, MUL, DIV, REM, SHL, SHR, AND, OR, XOR, LAND, LOR ->
                throw new IllegalArgumentException(op + " on pointers");
        };
    }

    private Term less(Term x, Term y) {
        Term ox = MemoryEncoder.object(x, f);
        Term oy = MemoryEncoder.object(y, f);
        return f.or(f.ult(ox, oy), f.and(f.eq(ox, oy),
                f.slt(MemoryEncoder.offset(x, f), MemoryEncoder.offset(y, f))));
    }

    /** C conversion, as {@link org.braid.core.internal.ir.Expr.Cast} and the interpreter define it. */
    Term cast(Term value, Type from, Type to) {
        if (to instanceof Type.Bool) {
            return from instanceof Type.Bool ? value : f.ne(value, f.constant(value.width(), 0));
        }
        boolean signed = from instanceof Type.Int i && i.signed();
        int pointerBits = program.dataModel().pointerBits();
        if (from instanceof Type.Pointer && !(to instanceof Type.Pointer)) {
            Term address = address(value);
            if (pointerBits == 32) {
                address = f.resize(f.extract(address, 31, 0), 64, true);
            }
            return f.resize(address, width(to), false);
        }
        if (to instanceof Type.Pointer && !(from instanceof Type.Pointer)) {
            return fromAddress(f.resize(value, 64, signed), pointerBits);
        }
        return f.resize(value, width(to), signed);
    }

    /** A pointer's 64-bit machine address, as {@code interp.Pointers.address} computes it. */
    private Term address(Term pointer) {
        Term object = MemoryEncoder.object(pointer, f);
        Term offset = MemoryEncoder.offset(pointer, f);
        return f.ite(f.eq(object, f.constant(32, 0)), f.resize(offset, 64, false),
                f.add(base(f.resize(object, 64, false)), f.resize(offset, 64, true)));
    }

    /** The pointer at a 64-bit address of a {@code pointerBits}-bit data model ({@code interp.Pointers.fromAddress}). */
    private Term fromAddress(Term address, int pointerBits) {
        Term object;
        Term base;
        if (pointerBits == 64) {
            object = f.resize(f.extract(address, 63, 32), 64, false);
            base = base(object);
        } else {
            object = f.resize(f.extract(address, 31, 20), 64, false);
            base = f.resize(f.extract(base(object), 31, 0), 64, false);
        }
        return f.concat(f.extract(object, 31, 0), f.extract(f.sub(address, base), 31, 0));
    }

    /** Object {@code o}'s base address {@code o * (2^32 + 2^20)}, 64 bits wide. */
    private Term base(Term object) {
        return f.add(f.concat(f.extract(object, 31, 0), f.constant(32, 0)),
                f.concat(f.extract(object, 43, 0), f.constant(20, 0)));
    }
}
