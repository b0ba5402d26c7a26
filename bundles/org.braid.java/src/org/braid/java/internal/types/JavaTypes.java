package org.braid.java.internal.types;

import org.braid.core.internal.ir.Type;
import org.braid.java.internal.UnsupportedConstruct;
import org.eclipse.jdt.core.dom.ASTNode;
import org.eclipse.jdt.core.dom.ITypeBinding;

/**
 * Java types in the CIR. Values: {@code boolean} is {@link Type#BOOL}; {@code byte}, {@code short},
 * {@code int}, {@code long} are signed bit-vectors of 8, 16, 32, 64 bits; {@code char} is an
 * unsigned 16-bit bit-vector; every reference is {@link #REF}. In memory (fields, array elements,
 * statics) a {@code boolean} is an unsigned byte holding 0 or 1. {@code float} and {@code double}
 * are not supported.
 */
public final class JavaTypes {
    /** Every reference: a pointer to a heap object (or a class's static monitor), or null. */
    public static final Type.Pointer REF = new Type.Pointer(Type.VOID);
    public static final Type.Int BYTE = new Type.Int(8, true);
    public static final Type.Int SHORT = new Type.Int(16, true);
    public static final Type.Int CHAR = new Type.Int(16, false);
    public static final Type.Int INT = new Type.Int(32, true);
    public static final Type.Int LONG = new Type.Int(64, true);
    /** A {@code boolean} in memory. */
    public static final Type.Int BOOLEAN_CELL = new Type.Int(8, false);

    private JavaTypes() {
    }

    /** The CIR type of values of {@code type}; {@link Type#VOID} for {@code void}. */
    public static Type value(ITypeBinding type, ASTNode where) {
        if (!type.isPrimitive()) {
            return REF;
        }
        return switch (type.getName()) {
            case "boolean" -> Type.BOOL;
            case "byte" -> BYTE;
            case "short" -> SHORT;
            case "char" -> CHAR;
            case "int" -> INT;
            case "long" -> LONG;
            case "void" -> Type.VOID;
            default -> throw new UnsupportedConstruct(where, "the type " + type.getName());
        };
    }

    /** The CIR type of a field, array element or static of {@code type}. */
    public static Type cell(ITypeBinding type, ASTNode where) {
        Type value = value(type, where);
        return value instanceof Type.Bool ? BOOLEAN_CELL : value;
    }

    /** The type a value of {@code valueType} is stored as. */
    public static Type cellOf(Type valueType) {
        return valueType instanceof Type.Bool ? BOOLEAN_CELL : valueType;
    }

    /** Size in bytes of a cell type (references are 8 bytes). */
    public static long size(Type cell) {
        return switch (cell) {
            case Type.Int i -> i.width() / 8;
            case Type.Pointer p -> 8;
            case Type.Bool b -> 1;
            case Type.Struct s -> throw new IllegalArgumentException("no struct cells in Java: " + s);
            case Type.Array a -> throw new IllegalArgumentException("no array cells in Java: " + a);
            case Type.Function f -> throw new IllegalArgumentException("no function cells: " + f);
            case Type.Void v -> throw new IllegalArgumentException("no void cells");
        };
    }
}
