package org.braid.core.internal.seq;

import java.util.Optional;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Loc;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Type;

/** Small constructors for the expressions and statements sequentializers generate. */
final class Ex {

    static final Type.Int I32 = new Type.Int(32, true);
    static final Type.Int U8 = new Type.Int(8, false);
    static final Type.Int U64 = new Type.Int(64, false);
    static final Type.Pointer VOID_PTR = new Type.Pointer(Type.VOID);
    static final Expr TRUE = Expr.Const.bool(true);
    static final Expr FALSE = Expr.Const.bool(false);

    private Ex() {
    }

    static Expr i32(long value) {
        return Expr.Const.of(value, I32);
    }

    static Expr u8(long value) {
        return Expr.Const.of(value, U8);
    }

    static Expr constant(long value, Type.Int type) {
        return Expr.Const.of(value, type);
    }

    static Expr read(Lvalue l) {
        return new Expr.Read(l);
    }

    static Expr not(Expr e) {
        return new Expr.Unary(Expr.UnaryOp.NOT, e);
    }

    static Expr and(Expr a, Expr b) {
        if (a.equals(TRUE)) {
            return b;
        }
        if (b.equals(TRUE)) {
            return a;
        }
        return new Expr.Binary(Expr.BinaryOp.LAND, a, b);
    }

    static Expr or(Expr a, Expr b) {
        return new Expr.Binary(Expr.BinaryOp.LOR, a, b);
    }

    static Expr eq(Expr a, Expr b) {
        return new Expr.Binary(Expr.BinaryOp.EQ, a, b);
    }

    static Expr ne(Expr a, Expr b) {
        return new Expr.Binary(Expr.BinaryOp.NE, a, b);
    }

    static Expr lt(Expr a, Expr b) {
        return new Expr.Binary(Expr.BinaryOp.LT, a, b);
    }

    static Expr add(Expr a, Expr b) {
        return new Expr.Binary(Expr.BinaryOp.ADD, a, b);
    }

    static Expr guard(Optional<Expr> guard, Expr e) {
        return guard.map(g -> and(g, e)).orElse(e);
    }

    /** The zero of a scalar type: 0, null or false. */
    static Expr zero(Type type) {
        return switch (type) {
            case Type.Int i -> Expr.Const.of(0, i);
            case Type.Bool b -> FALSE;
            case Type.Pointer p -> new Expr.Null(p);
            case Type.Struct s -> throw new IllegalArgumentException("no zero value of " + type);
            case Type.Array a -> throw new IllegalArgumentException("no zero value of " + type);
            case Type.Function f -> throw new IllegalArgumentException("no zero value of " + type);
            case Type.Void v -> throw new IllegalArgumentException("no zero value of " + type);
        };
    }

    /** Converts between scalar types when they differ (thread ids into the user's id type). */
    static Expr convert(Expr e, Type to) {
        if (e.type().equals(to) || e.type() instanceof Type.Pointer && to instanceof Type.Pointer) {
            return e;
        }
        return new Expr.Cast(e, to);
    }

    static Stmt assign(Lvalue target, Expr value) {
        return new Stmt.Assign(target, value, Loc.NONE);
    }

    static Stmt assume(Expr condition) {
        return new Stmt.Assume(condition, Loc.NONE);
    }
}
