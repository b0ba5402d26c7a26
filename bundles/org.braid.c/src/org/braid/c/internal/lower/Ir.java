package org.braid.c.internal.lower;

import org.braid.c.internal.types.Target;
import org.braid.c.internal.types.WideUnsupported;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Expr.BinaryOp;
import org.braid.core.internal.ir.Expr.Const;
import org.braid.core.internal.ir.Expr.UnaryOp;
import org.braid.core.internal.ir.Type;

/**
 * Builders for CIR expressions that fold constant operands with exactly the semantics the CIR
 * documents for {@link Expr.Binary}, {@link Expr.Unary} and {@link Expr.Cast} (wrap-around,
 * truncating division, shift counts at or above the width giving 0 or the sign), so that a C
 * constant expression lowers to a {@link Const}. Division or remainder by a zero constant is
 * left unfolded for the checkers to report.
 */
public final class Ir {

    private Ir() {
    }

    public static Const constant(long value, Type.Int type) {
        return new Const(value, type);
    }

    public static Const bool(boolean value) {
        return Const.bool(value);
    }

    /** Scalar conversion with CIR cast semantics, folded for constants. */
    public static Expr cast(Expr e, Type to) {
        if (to == Target.WIDE_STORAGE) {
            throw new WideUnsupported();
        }
        if (e.type().equals(to)) {
            return e;
        }
        if (e instanceof Const c) {
            if (to instanceof Type.Int i) {
                return new Const(c.type() instanceof Type.Bool ? c.bits() : c.value(), i);
            }
            if (to instanceof Type.Bool) {
                return Const.bool(c.bits() != 0);
            }
        }
        if (e.type() instanceof Type.Pointer && to instanceof Type.Pointer p) {
            return retype(e, p);
        }
        if (e instanceof Expr.Null && to instanceof Type.Int i) {
            return new Const(0, i);
        }
        if (e instanceof Expr.PtrAdd a && a.pointer() instanceof Expr.Null && a.bytes() instanceof Const bytes
            && to instanceof Type.Int i) {
            // the null pointer is address 0, so this is offsetof's constant (e.g. __builtin_offsetof)
            return new Const(bytes.value(), i);
        }
        if (e instanceof Expr.Cast inner && inner.operand().type() instanceof Type.Bool && to instanceof Type.Bool) {
            return inner.operand();
        }
        return new Expr.Cast(e, to);
    }

    /** The same pointer value with another pointer type. */
    public static Expr retype(Expr p, Type.Pointer to) {
        if (p.type().equals(to)) {
            return p;
        }
        return switch (p) {
            case Expr.GlobalAddr g -> new Expr.GlobalAddr(g.name(), to);
            case Expr.LocalAddr l -> new Expr.LocalAddr(l.variable(), to);
            case Expr.PtrAdd a -> new Expr.PtrAdd(a.pointer(), a.bytes(), to);
            case Expr.Null n -> new Expr.Null(to);
            case Expr.FunctionAddr f -> to.target() instanceof Type.Function ? new Expr.FunctionAddr(f.name(), to)
                : new Expr.Cast(p, to);
            case Expr.Cast c -> c.operand().type() instanceof Type.Pointer ? retype(c.operand(), to) : new Expr.Cast(p, to);
            case Expr.Const c -> new Expr.Cast(p, to);
            case Expr.Read r -> new Expr.Cast(p, to);
            case Expr.PtrDiff d -> new Expr.Cast(p, to);
            case Expr.ObjectSize o -> new Expr.Cast(p, to);
            case Expr.Unary u -> new Expr.Cast(p, to);
            case Expr.Binary b -> new Expr.Cast(p, to);
            case Expr.Ite i -> new Expr.Cast(p, to);
            case Expr.FloatOp o -> new Expr.Cast(p, to);
        };
    }

    /** {@code p + bytes}, merging constant offsets. */
    public static Expr ptrAdd(Expr p, Expr bytes, Type.Pointer type) {
        if (bytes instanceof Const c && c.bits() == 0) {
            return retype(p, type);
        }
        if (p instanceof Expr.PtrAdd inner && inner.bytes() instanceof Const a && bytes instanceof Const b
                && a.type().equals(b.type())) {
            return ptrAdd(inner.pointer(), new Const(a.bits() + b.bits(), a.type()), type);
        }
        return new Expr.PtrAdd(p, bytes, type);
    }

    public static Expr unary(UnaryOp op, Expr e) {
        if (e instanceof Const c) {
            return switch (op) {
                case NEG -> new Const(-c.bits(), c.type());
                case BIT_NOT -> new Const(~c.bits(), c.type());
                case NOT -> Const.bool(c.bits() == 0);
            };
        }
        if (op == UnaryOp.NOT) {
            return negate(e);
        }
        return new Expr.Unary(op, e);
    }

    /** Logical negation of a boolean, flipping comparisons instead of wrapping them. */
    public static Expr negate(Expr e) {
        if (e instanceof Expr.Unary u && u.op() == UnaryOp.NOT) {
            return u.operand();
        }
        if (e instanceof Expr.Binary b && b.op().isComparison()) {
            BinaryOp flipped = switch (b.op()) {
                case EQ -> BinaryOp.NE;
                case NE -> BinaryOp.EQ;
                case LT -> BinaryOp.GE;
                case LE -> BinaryOp.GT;
                case GT -> BinaryOp.LE;
                case GE -> BinaryOp.LT;
                case ADD, SUB, MUL, DIV, REM, SHL, SHR, AND, OR, XOR, LAND, LOR ->
                    throw new IllegalStateException(b.op().toString());
            };
            return new Expr.Binary(flipped, b.left(), b.right());
        }
        if (e instanceof Const c) {
            return Const.bool(c.bits() == 0);
        }
        return new Expr.Unary(UnaryOp.NOT, e);
    }

    public static Expr binary(BinaryOp op, Expr left, Expr right) {
        if (left instanceof Const a && right instanceof Const b) {
            Const folded = fold(op, a, b);
            if (folded != null) {
                return folded;
            }
        }
        if (op.isLogical() && left instanceof Const a) {
            boolean v = a.bits() != 0;
            if (op == BinaryOp.LAND) {
                return v ? right : Const.bool(false);
            }
            return v ? Const.bool(true) : right;
        }
        if ((op == BinaryOp.EQ || op == BinaryOp.NE) && isNullVsObject(left, right)) {
            return Const.bool(op == BinaryOp.NE);
        }
        return new Expr.Binary(op, left, right);
    }

    private static boolean isNullVsObject(Expr a, Expr b) {
        return a instanceof Expr.Null && isObjectAddress(b) || b instanceof Expr.Null && isObjectAddress(a);
    }

    private static boolean isObjectAddress(Expr e) {
        return e instanceof Expr.GlobalAddr || e instanceof Expr.LocalAddr || e instanceof Expr.FunctionAddr;
    }

    private static Const fold(BinaryOp op, Const a, Const b) {
        Type t = a.type();
        if (t instanceof Type.Bool) {
            boolean x = a.bits() != 0;
            boolean y = b.bits() != 0;
            return switch (op) {
                case LAND -> Const.bool(x && y);
                case LOR -> Const.bool(x || y);
                case EQ -> Const.bool(x == y);
                case NE -> Const.bool(x != y);
                case ADD, SUB, MUL, DIV, REM, SHL, SHR, AND, OR, XOR, LT, LE, GT, GE -> null;
            };
        }
        Type.Int it = (Type.Int) t;
        boolean signed = it.signed();
        int width = it.width();
        long x = a.value();
        long y = b.value();
        long ux = a.bits();
        long uy = b.bits();
        return switch (op) {
            case ADD -> new Const(ux + uy, it);
            case SUB -> new Const(ux - uy, it);
            case MUL -> new Const(ux * uy, it);
            case DIV -> uy == 0 ? null : new Const(signed ? x / y : Long.divideUnsigned(ux, uy), it);
            case REM -> uy == 0 ? null : new Const(signed ? x % y : Long.remainderUnsigned(ux, uy), it);
            case SHL -> new Const(count(b, width) < 0 ? 0 : ux << count(b, width), it);
            case SHR -> {
                int n = count(b, width);
                if (n < 0) {
                    yield new Const(signed && x < 0 ? -1 : 0, it);
                }
                yield new Const(signed ? x >> n : ux >>> n, it);
            }
            case AND -> new Const(ux & uy, it);
            case OR -> new Const(ux | uy, it);
            case XOR -> new Const(ux ^ uy, it);
            case EQ -> Const.bool(ux == uy);
            case NE -> Const.bool(ux != uy);
            case LT -> Const.bool(signed ? x < y : Long.compareUnsigned(ux, uy) < 0);
            case LE -> Const.bool(signed ? x <= y : Long.compareUnsigned(ux, uy) <= 0);
            case GT -> Const.bool(signed ? x > y : Long.compareUnsigned(ux, uy) > 0);
            case GE -> Const.bool(signed ? x >= y : Long.compareUnsigned(ux, uy) >= 0);
            case LAND, LOR -> null;
        };
    }

    /** The shift count, or -1 if it is negative or at least the width. */
    private static int count(Const c, int width) {
        long n = c.value();
        return n < 0 || n >= width ? -1 : (int) n;
    }

    /** The boolean {@code e != 0} (or non-null) for a scalar. */
    public static Expr truth(Expr e) {
        if (e.type() instanceof Type.Bool) {
            return e;
        }
        if (e instanceof Expr.Cast c && c.operand().type() instanceof Type.Bool) {
            return c.operand();
        }
        if (e.type() instanceof Type.Pointer p) {
            return binary(BinaryOp.NE, e, new Expr.Null(p));
        }
        return binary(BinaryOp.NE, e, new Const(0, e.type()));
    }
}
