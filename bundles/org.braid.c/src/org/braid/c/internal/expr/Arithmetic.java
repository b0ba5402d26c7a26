package org.braid.c.internal.expr;

import org.braid.c.internal.InvalidInput;
import org.braid.c.internal.lower.FunctionContext;
import org.braid.c.internal.lower.Ir;
import org.braid.c.internal.lower.RuntimeSizes;
import org.braid.c.internal.lower.Value;
import org.braid.c.internal.types.CType;
import org.braid.c.internal.types.Conversions;
import org.braid.c.internal.types.Target;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Expr.BinaryOp;
import org.braid.core.internal.ir.Expr.UnaryOp;
import org.braid.core.internal.ir.Type;
import org.eclipse.cdt.core.dom.ast.IASTNode;

/**
 * The arithmetic, bitwise, shift and relational operators on values (C11 6.5.5-6.5.10): integer
 * operands get the usual arithmetic conversions (shifts promote each operand separately and
 * count in the left operand's type), results of comparisons are {@code int} 0/1. Pointer
 * arithmetic scales by the element size into a byte offset ({@link Expr.PtrAdd}); a pointer
 * difference divides the byte distance by it. {@code void*} and function pointers count bytes,
 * as GCC does. Operands of {@code __int128} are computed on their halves ({@link WideArithmetic}).
 */
final class Arithmetic {
    private final FunctionContext fn;
    private final Target target;
    private final Converter converter;
    private final WideArithmetic wide;

    Arithmetic(FunctionContext fn, Converter converter, WideArithmetic wide) {
        this.fn = fn;
        this.target = fn.unit().target();
        this.converter = converter;
        this.wide = wide;
    }

    /** Applies a binary operator; {@code op} is a CIR operator (comparisons included). */
    Value binary(BinaryOp op, Value left, Value right, IASTNode where) {
        CType l = left.type().unqualified();
        CType r = right.type().unqualified();
        if (l instanceof CType.Ptr || r instanceof CType.Ptr) {
            return pointer(op, left, right, where);
        }
        if ((l instanceof CType.Floating || r instanceof CType.Floating) && (Target.isWide(l) || Target.isWide(r))) {
            return converter.unsupported(op.isComparison() ? CType.INT : l instanceof CType.Floating ? l : r,
                "arithmetic between __int128 and floating point", where);
        }
        if (l instanceof CType.Floating || r instanceof CType.Floating) {
            CType result = op.isComparison() ? CType.INT : l instanceof CType.Floating ? l : r;
            if (!FloatLowering.supported(l) && l instanceof CType.Floating
                    || !FloatLowering.supported(r) && r instanceof CType.Floating) {
                return converter.unsupported(result, "long double arithmetic", where);
            }
            return new FloatLowering(target).binary(op, left, right, where);
        }
        if (!(l instanceof CType.Int a) || !(r instanceof CType.Int b)) {
            throw new InvalidInput(where, "invalid operands to " + op.symbol() + " (" + l + " and " + r + ")");
        }
        if (op == BinaryOp.SHL || op == BinaryOp.SHR) {
            CType.Int t = Conversions.promote(a);
            if (t.kind().isWide()) {
                return wide.shift(op, left, right, t);
            }
            Type.Int ir = target.ir(t.kind());
            Expr count = Ir.cast(right.isWide() ? right.low() : right.expr(), ir);
            return new Value(Ir.binary(op, Ir.cast(left.expr(), ir), count), t);
        }
        CType.Int t = Conversions.usual(a, b, target);
        if (t.kind().isWide()) {
            Value x = converter.convert(left, t, where);
            Value y = converter.convert(right, t, where);
            return op.isComparison() ? intOf(wide.compare(op, x, y, t)) : wide.binary(op, x, y, t);
        }
        Type.Int ir = target.ir(t.kind());
        Expr e = Ir.binary(op, Ir.cast(left.expr(), ir), Ir.cast(right.expr(), ir));
        if (op.isComparison()) {
            return intOf(e);
        }
        return new Value(e, t);
    }

    /** A boolean as C's {@code int} 0 or 1. */
    Value intOf(Expr condition) {
        return new Value(Ir.cast(condition, target.ir(CType.INT.kind())), CType.INT);
    }

    private Value pointer(BinaryOp op, Value left, Value right, IASTNode where) {
        CType l = left.type().unqualified();
        CType r = right.type().unqualified();
        if (op.isComparison()) {
            Expr a = l instanceof CType.Ptr ? left.expr() : converter.convert(left, r, where).expr();
            Expr b = r instanceof CType.Ptr ? right.expr() : converter.convert(right, l, where).expr();
            return intOf(Ir.binary(op, a, b));
        }
        if (op == BinaryOp.ADD && l instanceof CType.Ptr && r instanceof CType.Int) {
            return offset(left, right, false);
        }
        if (op == BinaryOp.ADD && r instanceof CType.Ptr && l instanceof CType.Int) {
            return offset(right, left, false);
        }
        if (op == BinaryOp.SUB && l instanceof CType.Ptr && r instanceof CType.Int) {
            return offset(left, right, true);
        }
        if (op == BinaryOp.SUB && l instanceof CType.Ptr p && r instanceof CType.Ptr) {
            Type.Int diff = target.ir(target.ptrdiffT());
            Expr bytes = new Expr.PtrDiff(left.expr(), right.expr(), diff);
            Expr e;
            if (p.target().hasRuntimeSize()) {
                e = Ir.binary(BinaryOp.DIV, bytes, Ir.cast(RuntimeSizes.of(target, p.target()), diff));
            } else {
                long size = elementSize(p);
                e = size == 1 ? bytes : Ir.binary(BinaryOp.DIV, bytes, Ir.constant(size, diff));
            }
            return new Value(e, new CType.Int(target.ptrdiffT()));
        }
        if (op == BinaryOp.AND || op == BinaryOp.OR || op == BinaryOp.XOR) {
            throw new InvalidInput(where, "bitwise operation on a pointer");
        }
        throw new InvalidInput(where, "invalid operands to " + op.symbol() + " (" + l + " and " + r + ")");
    }

    /** {@code p + i} (or {@code p - i}): the byte offset {@code i * sizeof(*p)}. */
    Value offset(Value pointer, Value index, boolean subtract) {
        CType.Ptr p = (CType.Ptr) pointer.type().unqualified();
        Type.Int off = target.offsetType();
        Expr stride = p.target().hasRuntimeSize() ? Ir.cast(RuntimeSizes.of(target, p.target()), off)
            : Ir.constant(elementSize(p), off);
        Expr bytes = Ir.binary(BinaryOp.MUL, Ir.cast(index.isWide() ? index.low() : index.expr(), off), stride);
        if (subtract) {
            bytes = Ir.unary(UnaryOp.NEG, bytes);
        }
        return new Value(Ir.ptrAdd(pointer.expr(), bytes, (Type.Pointer) pointer.expr().type()), p);
    }

    long elementSize(CType.Ptr p) {
        CType t = p.target().unqualified();
        if (t instanceof CType.Void || t instanceof CType.Fun) {
            return 1;
        }
        if (t instanceof CType.Rec r && !target.structs().layout(r.tag()).complete()) {
            throw new InvalidInput(fn.loc(), "arithmetic on a pointer to incomplete type 'struct " + r.tag() + "'");
        }
        if (t instanceof CType.Arr a && a.length() < 0) {
            fn.unit().unsupported(fn.loc(), "arithmetic on a pointer to an array of unknown or variable length " + t);
        }
        return target.sizeOf(t);
    }

    Value negate(Value v, IASTNode where) {
        return unaryInteger(UnaryOp.NEG, v, where);
    }

    Value complement(Value v, IASTNode where) {
        if (v.type().unqualified() instanceof CType.Floating) {
            throw new InvalidInput(where, "bitwise complement of a floating value");
        }
        return unaryInteger(UnaryOp.BIT_NOT, v, where);
    }

    Value plus(Value v, IASTNode where) {
        if (v.isWide()) {
            return v;
        }
        if (v.type().unqualified() instanceof CType.Int i) {
            CType.Int t = Conversions.promote(i);
            return new Value(Ir.cast(v.expr(), target.ir(t.kind())), t);
        }
        return v;
    }

    private Value unaryInteger(UnaryOp op, Value v, IASTNode where) {
        CType t = v.type().unqualified();
        if (t instanceof CType.Floating) {
            if (op == UnaryOp.NEG && FloatLowering.supported(t)) {
                return new FloatLowering(target).negate(v);
            }
            if (op == UnaryOp.NEG) {
                return converter.unsupported(t, "long double arithmetic", where);
            }
            throw new InvalidInput(where, "invalid operand to unary ~ (" + t + ")");
        }
        if (!(t instanceof CType.Int i)) {
            throw new InvalidInput(where, "invalid operand to unary " + (op == UnaryOp.NEG ? "-" : "~"));
        }
        CType.Int p = Conversions.promote(i);
        if (p.kind().isWide()) {
            return op == UnaryOp.NEG ? wide.negate(v, p) : wide.complement(v, p);
        }
        return new Value(Ir.unary(op, Ir.cast(v.expr(), target.ir(p.kind()))), p);
    }

    /** {@code !v}: {@code int} 1 if v compares equal to 0. */
    Value not(Value v) {
        return intOf(Ir.negate(v.isWide() ? WideArithmetic.truth(v) : Ir.truth(v.expr())));
    }
}
