package org.braid.core.internal.ir;

/**
 * How traces write the values of a variable or memory cell. The CIR has no floating-point type:
 * a front end lowers C's {@code float} and {@code double} to the bit-vectors of their IEEE 754
 * encodings ({@code Type.Int} of 32 and 64 bits) and their operations to
 * {@link Expr.FloatOp}s. The notation keeps, beside the encoding, what the source declared, so
 * that a trace shows {@code x := 1.5} rather than the integer of its bits. It is a display hint
 * like {@link Lvalue.Mem#display()}: no engine reads it and it takes part in no equality, so the
 * encoding of a program does not depend on it.
 */
public enum Notation {
    /** The integer of the bits, by the type's signedness (and pointers and booleans as such). */
    INTEGER,
    /**
     * The IEEE 754 binary floating-point number the bits encode: binary32 ({@code float}) in a
     * 32-bit cell, binary64 ({@code double}) in a 64-bit one.
     */
    FLOATING;

    /** Whether values of {@code type} can be written in this notation. */
    public boolean admits(Type type) {
        return switch (this) {
            case INTEGER -> true;
            case FLOATING -> type instanceof Type.Int i && (i.width() == 32 || i.width() == 64);
        };
    }

    /** Rejects a notation that cannot write values of {@code type}. */
    static Notation check(Notation notation, Type type, String what) {
        if (notation == null) {
            throw new NullPointerException("notation");
        }
        if (!notation.admits(type)) {
            throw new IllegalArgumentException(notation + " notation for " + what + " of type " + type);
        }
        return notation;
    }
}
