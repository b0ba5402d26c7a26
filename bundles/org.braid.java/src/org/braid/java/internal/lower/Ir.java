package org.braid.java.internal.lower;

import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Type;
import org.braid.java.internal.types.JavaTypes;

/** Small constructors of CIR expressions with Java's conversions. */
public final class Ir {
    private static final Type.Int OFFSET = new Type.Int(64, true);

    private Ir() {
    }

    public static Expr integer(long value, Type.Int type) {
        return Expr.Const.of(value, type);
    }

    public static Expr bool(boolean value) {
        return Expr.Const.bool(value);
    }

    public static Expr nullRef() {
        return new Expr.Null(JavaTypes.REF);
    }

    /** Java's primitive conversion of {@code value} to {@code type} (widening, narrowing, boolean unchanged). */
    public static Expr convert(Expr value, Type type) {
        if (value.type().equals(type) || value.type() instanceof Type.Pointer && type instanceof Type.Pointer) {
            return value;
        }
        return new Expr.Cast(value, type);
    }

    /** A value read from a cell: {@code boolean} cells hold 0 or 1. */
    public static Expr fromCell(Expr cellValue, Type valueType) {
        return valueType instanceof Type.Bool ? new Expr.Cast(cellValue, Type.BOOL) : cellValue;
    }

    /** A value to store into a cell of {@code cellType}. */
    public static Expr toCell(Expr value, Type cellType) {
        return value.type() instanceof Type.Bool ? new Expr.Cast(value, cellType) : value;
    }

    /** The cell at {@code offset} bytes into the object {@code object} points to. */
    public static Lvalue.Mem cell(Expr object, long offset, Type cellType, String display) {
        Expr address = offset == 0 ? object
            : new Expr.PtrAdd(object, Expr.Const.of(offset, OFFSET), new Type.Pointer(cellType));
        return new Lvalue.Mem(address, cellType, display);
    }

    /** The cell at {@code base + index * size} bytes into an object (an array element). */
    public static Lvalue.Mem element(Expr array, long base, Expr index, Type cellType, String display) {
        Expr bytes = new Expr.Binary(Expr.BinaryOp.ADD, Expr.Const.of(base, OFFSET),
            new Expr.Binary(Expr.BinaryOp.MUL, new Expr.Cast(index, OFFSET),
                Expr.Const.of(JavaTypes.size(cellType), OFFSET)));
        return new Lvalue.Mem(new Expr.PtrAdd(array, bytes, new Type.Pointer(cellType)), cellType, display);
    }

    public static Expr read(Lvalue lvalue) {
        return new Expr.Read(lvalue);
    }

    public static Expr not(Expr condition) {
        return new Expr.Unary(Expr.UnaryOp.NOT, condition);
    }

    public static Expr binary(Expr.BinaryOp op, Expr left, Expr right) {
        return new Expr.Binary(op, left, right);
    }
}
