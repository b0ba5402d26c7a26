package org.braid.core.internal.interp;

import org.braid.core.internal.ir.Notation;
import org.braid.core.internal.ir.Type;

/**
 * Values for people: integers in decimal by signedness, booleans {@code true}/{@code false},
 * pointers {@code null}, {@code &counter}, {@code &malloc at f.c:12+8}, functions
 * {@code &worker}, invalid pointers {@code (invalid pointer 0:5)}, and in the
 * {@linkplain Notation#FLOATING floating notation} {@code float} and {@code double} values as
 * {@link FloatText} writes them ({@code 1.5}, {@code nan}, {@code -inf}).
 */
final class ValueText {

    private ValueText() {
    }

    /** {@code value} of {@code type} in {@code notation} (as an integer where the notation cannot write the type). */
    static String render(long value, Type type, Notation notation, Memory memory) {
        if (notation == Notation.FLOATING && notation.admits(type)) {
            return ((Type.Int) type).width() == 32 ? FloatText.binary32(value) : FloatText.binary64(value);
        }
        return render(value, type, memory);
    }

    private static String render(long value, Type type, Memory memory) {
        return switch (type) {
            case Type.Int i -> i.signed() ? Long.toString(Arith.signExtend(value, i.width()))
                : Long.toUnsignedString(value);
            case Type.Bool b -> value != 0 ? "true" : "false";
            case Type.Pointer p -> pointer(value, memory);
            case Type.Struct s -> throw new IllegalStateException("value of aggregate " + type);
            case Type.Array a -> throw new IllegalStateException("value of aggregate " + type);
            case Type.Function f -> throw new IllegalStateException("value of function " + type);
            case Type.Void v -> throw new IllegalStateException("value of void");
        };
    }

    static String pointer(long value, Memory memory) {
        if (value == 0) {
            return "null";
        }
        long offset = Pointers.offset(value);
        MemObject object = memory == null ? null : memory.object(Pointers.object(value));
        if (object == null) {
            return "(invalid pointer " + Pointers.object(value) + ":" + offset + ")";
        }
        return "&" + object.name() + (offset == 0 ? "" : offset > 0 ? "+" + offset : Long.toString(offset));
    }
}
