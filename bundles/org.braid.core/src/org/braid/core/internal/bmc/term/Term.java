package org.braid.core.internal.bmc.term;

import java.util.Arrays;

/**
 * An immutable bit-vector term of width 1..64, created and hash-consed by a {@link TermFactory}:
 * structurally equal terms of one factory are the same object, so {@code ==} is equality.
 * Booleans are terms of width 1 (1 = true).
 */
public final class Term {

    /** Operators. Semantics in {@link Semantics}; division by zero is total as in SMT-LIB. */
    public enum Op {
        /** A constant; {@link #value()} holds its bits. */
        CONST,
        /** A free variable (an input of the formula); {@link #value()} is its number. */
        VAR,
        NOT, AND, OR, XOR,
        ADD, SUB, MUL,
        /** Unsigned quotient; {@code x / 0} is all ones. */
        UDIV,
        /** Unsigned remainder; {@code x % 0} is {@code x}. */
        UREM,
        /** Signed quotient truncating toward zero, defined from {@link #UDIV} on magnitudes. */
        SDIV,
        /** Signed remainder with the dividend's sign, defined from {@link #UREM} on magnitudes. */
        SREM,
        /** Shift left; a count (unsigned) {@code >= width} gives 0. */
        SHL,
        /** Logical shift right; a count {@code >= width} gives 0. */
        LSHR,
        /** Arithmetic shift right; a count {@code >= width} gives all sign bits. */
        ASHR,
        /** Equality of two operands of equal width; width 1. */
        EQ,
        /** Unsigned less-than; width 1. */
        ULT,
        /** Signed less-than; width 1. */
        SLT,
        /** {@code c ? a : b} with a width-1 condition. */
        ITE,
        /** Bits {@code hi..lo} of the operand; {@link #value()} is {@code lo}. */
        EXTRACT,
        /** {@code high ++ low}: the first operand is the high part. */
        CONCAT,
        /** Sign extension to {@link #width()}. */
        SEXT
    }

    private final int id;
    private final Op op;
    private final int width;
    private final long value;
    private final Term[] args;
    private final String name;

    Term(int id, Op op, int width, long value, Term[] args, String name) {
        this.id = id;
        this.op = op;
        this.width = width;
        this.value = value;
        this.args = args;
        this.name = name;
    }

    /** Creation number within the factory, dense from 0; operands have smaller ids. */
    public int id() {
        return id;
    }

    public Op op() {
        return op;
    }

    public int width() {
        return width;
    }

    /** The bits of a {@link Op#CONST}, the number of a {@link Op#VAR}, the low bit of an {@link Op#EXTRACT}. */
    public long value() {
        return value;
    }

    public int arity() {
        return args.length;
    }

    public Term arg(int index) {
        return args[index];
    }

    /** The name of a {@link Op#VAR} (for people), else empty. */
    public String name() {
        return name;
    }

    public boolean isConst() {
        return op == Op.CONST;
    }

    /** Whether this is the constant {@code bits}. */
    public boolean isConst(long bits) {
        return op == Op.CONST && value == Semantics.mask(bits, width);
    }

    public boolean isTrue() {
        return width == 1 && isConst(1);
    }

    public boolean isFalse() {
        return width == 1 && isConst(0);
    }

    @Override
    public int hashCode() {
        return id;
    }

    @Override
    public boolean equals(Object other) {
        return this == other;
    }

    @Override
    public String toString() {
        return switch (op) {
            case CONST -> width + "'" + Long.toUnsignedString(value);
            case VAR -> name;
            case EXTRACT -> args[0] + "[" + (value + width - 1) + ":" + value + "]";
            default -> op.name().toLowerCase() + Arrays.toString(args);
        };
    }
}
