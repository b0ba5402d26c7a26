package org.braid.c.internal.expr;

import java.util.List;
import org.braid.c.internal.InvalidInput;
import org.braid.c.internal.lower.Value;
import org.braid.c.internal.types.CType;
import org.braid.c.internal.types.IntKind;
import org.braid.c.internal.types.Target;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Expr.BinaryOp;
import org.braid.core.internal.ir.FloatSemantics;
import org.braid.core.internal.ir.Type;
import org.eclipse.cdt.core.dom.ast.IASTNode;

/**
 * {@code float} and {@code double} arithmetic, comparisons and conversions (C11 6.3.1.4,
 * 6.3.1.5, 6.3.1.8) as {@link Expr.FloatOp}s on the values' bit patterns: the usual arithmetic
 * conversions pick {@code double} if either operand is one, else {@code float} (x86-64 evaluates
 * {@code float} in single precision, {@code FLT_EVAL_METHOD == 0}); integers convert by their
 * signedness. {@code long double} (x86's 80-bit format) is not supported: its values are not
 * those of {@code double}, and the caller reports it.
 */
final class FloatLowering {
    static final CType.Floating FLOAT = new CType.Floating("float", 4);
    static final CType.Floating DOUBLE = new CType.Floating("double", 8);

    private final Target target;

    /** {@code op}, folded to its value when every operand is a constant (so constant initializers stay constant). */
    static Expr op(Expr.FloatOp.Op op, List<Expr> operands, Type type) {
        Expr.FloatOp e = new Expr.FloatOp(op, operands, type);
        if (operands.stream().allMatch(Expr.Const.class::isInstance)) {
            long bits = FloatSemantics.apply(e, operands.stream().mapToLong(x -> ((Expr.Const) x).bits()).toArray());
            return new Expr.Const(bits, type);
        }
        return e;
    }

    FloatLowering(Target target) {
        this.target = target;
    }

    /** Whether {@code t} is {@code float} or {@code double}, the formats Braid computes with. */
    static boolean supported(CType t) {
        return t instanceof CType.Floating f && (f.bytes() == 4 || f.bytes() == 8);
    }

    /** {@code left op right} with at least one floating operand; comparisons give {@code int}. */
    Value binary(BinaryOp op, Value left, Value right, IASTNode where) {
        CType.Floating common = isDouble(left.type()) || isDouble(right.type()) ? DOUBLE : FLOAT;
        Expr a = to(left, common, where);
        Expr b = to(right, common, where);
        Expr.FloatOp.Op fop = switch (op) {
            case ADD -> Expr.FloatOp.Op.ADD;
            case SUB -> Expr.FloatOp.Op.SUB;
            case MUL -> Expr.FloatOp.Op.MUL;
            case DIV -> Expr.FloatOp.Op.DIV;
            case EQ -> Expr.FloatOp.Op.EQ;
            case NE -> Expr.FloatOp.Op.NE;
            case LT -> Expr.FloatOp.Op.LT;
            case LE -> Expr.FloatOp.Op.LE;
            case GT -> Expr.FloatOp.Op.GT;
            case GE -> Expr.FloatOp.Op.GE;
            case REM, SHL, SHR, AND, OR, XOR, LAND, LOR -> throw new InvalidInput(where,
                "invalid operands to " + op.symbol() + " (" + left.type() + " and " + right.type() + ")");
        };
        if (fop.isComparison()) {
            Expr test = op(fop, List.of(a, b), Type.BOOL);
            return new Value(org.braid.c.internal.lower.Ir.cast(test, target.ir(IntKind.INT)), CType.INT);
        }
        return new Value(op(fop, List.of(a, b), target.ir(common)), common);
    }

    /** {@code -v} for a floating {@code v}: the sign flipped. */
    Value negate(Value v) {
        return new Value(op(Expr.FloatOp.Op.NEG, List.of(v.expr()), v.expr().type()), v.type().unqualified());
    }

    /** The truth of a floating value: {@code v != 0.0} (so NaN is true). */
    Expr truth(Value v) {
        CType.Floating t = (CType.Floating) v.type().unqualified();
        return op(Expr.FloatOp.Op.NE, List.of(v.expr(), zero(t)), Type.BOOL);
    }

    /** Converts an arithmetic value to or from a floating type (C11 6.3.1.4, 6.3.1.5). */
    Value convert(Value v, CType to, IASTNode where) {
        CType from = v.type().unqualified();
        if (to instanceof CType.Floating g) {
            return new Value(to(v, g, where), to);
        }
        if (to instanceof CType.Int i && from instanceof CType.Floating) {
            Type.Int ir = target.ir(i.kind());
            if (i.kind() == IntKind.BOOL) {
                return new Value(org.braid.c.internal.lower.Ir.cast(truth(v), ir), to);
            }
            return new Value(op(Expr.FloatOp.Op.TO_INT, List.of(v.expr()), ir), to);
        }
        throw new InvalidInput(where, "cannot convert " + from + " to " + to);
    }

    private Expr to(Value v, CType.Floating format, IASTNode where) {
        CType from = v.type().unqualified();
        Type ir = target.ir(format);
        return switch (from) {
            case CType.Floating f when f.bytes() == format.bytes() -> v.expr();
            case CType.Floating f -> op(Expr.FloatOp.Op.CONVERT, List.of(v.expr()), ir);
            case CType.Int i -> {
                Expr integer = i.kind() == IntKind.BOOL ? v.expr() : v.expr();
                yield op(Expr.FloatOp.Op.FROM_INT, List.of(integer), ir);
            }
            default -> throw new InvalidInput(where, "cannot convert " + from + " to " + format);
        };
    }

    private Expr zero(CType.Floating t) {
        return org.braid.c.internal.lower.Ir.constant(t.bytes() == 4 ? FloatSemantics.bits(0.0f) : FloatSemantics.bits(0.0),
            (Type.Int) target.ir(t));
    }

    private static boolean isDouble(CType t) {
        return t.unqualified() instanceof CType.Floating f && f.bytes() == 8;
    }
}
