package org.braid.core.internal.interp;

import org.braid.core.internal.ir.Expr.BinaryOp;
import org.braid.core.internal.ir.Expr.UnaryOp;
import org.braid.core.internal.ir.Type;

/**
 * Bit-precise C arithmetic on values held in a {@code long}: an {@link Type.Int} of width
 * {@code w} as its low {@code w} bits (upper bits zero), a {@link Type.Bool} as 0/1, a pointer
 * as {@link Pointers} encodes it. Semantics as {@link org.braid.core.internal.ir.Expr.Binary}
 * and {@link org.braid.core.internal.ir.Expr.Cast} document: wrap-around, division truncating
 * toward zero with the remainder taking the dividend's sign ({@code INT_MIN / -1} wraps to
 * {@code INT_MIN}, {@code INT_MIN % -1} is 0), shift counts {@code >= width} (read unsigned)
 * giving 0 or all sign bits.
 */
final class Arith {

    private Arith() {
    }

    /** The low {@code width} bits. */
    static long mask(long bits, int width) {
        return width == 64 ? bits : bits & ((1L << width) - 1);
    }

    /** The value sign-extended from {@code width} bits. */
    static long signExtend(long bits, int width) {
        return width == 64 ? bits : (bits << (64 - width)) >> (64 - width);
    }

    /** The value as a Java long by the type's signedness (unsigned 64-bit stays raw bits). */
    static long toLong(long bits, Type.Int type) {
        return type.signed() ? signExtend(bits, type.width()) : bits;
    }

    static long unary(UnaryOp op, Type type, long value) {
        return switch (op) {
            case NEG -> mask(-value, ((Type.Int) type).width());
            case BIT_NOT -> mask(~value, ((Type.Int) type).width());
            case NOT -> value == 0 ? 1 : 0;
        };
    }

    /** A binary operation on two operands of {@code type} (an integer or boolean type). */
    static long binary(BinaryOp op, Type type, long a, long b) {
        if (type instanceof Type.Bool) {
            return bool(op, a != 0, b != 0) ? 1 : 0;
        }
        Type.Int t = (Type.Int) type;
        int w = t.width();
        return switch (op) {
            case ADD -> mask(a + b, w);
            case SUB -> mask(a - b, w);
            case MUL -> mask(a * b, w);
            case DIV -> mask(divide(a, b, t), w);
            case REM -> mask(remainder(a, b, t), w);
            case SHL -> shiftCountTooBig(b, w) ? 0 : mask(a << b, w);
            case SHR -> shiftRight(a, b, t);
            case AND -> a & b;
            case OR -> a | b;
            case XOR -> a ^ b;
            case EQ -> a == b ? 1 : 0;
            case NE -> a != b ? 1 : 0;
            case LT -> compare(a, b, t) < 0 ? 1 : 0;
            case LE -> compare(a, b, t) <= 0 ? 1 : 0;
            case GT -> compare(a, b, t) > 0 ? 1 : 0;
            case GE -> compare(a, b, t) >= 0 ? 1 : 0;
            case LAND, LOR -> throw new IllegalStateException(op + " on " + type);
        };
    }

    private static boolean bool(BinaryOp op, boolean a, boolean b) {
        return switch (op) {
            case LAND -> a && b;
            case LOR -> a || b;
            case EQ -> a == b;
            case NE -> a != b;
            case ADD, SUB, MUL, DIV, REM, SHL, SHR, AND, OR, XOR, LT, LE, GT, GE ->
                throw new IllegalStateException(op + " on bool");
        };
    }

    private static long divide(long a, long b, Type.Int t) {
        if (b == 0) {
            throw new Fault(ErrorKind.DIVISION_BY_ZERO, "division by zero");
        }
        if (t.signed()) {
            return signExtend(a, t.width()) / signExtend(b, t.width());
        }
        return Long.divideUnsigned(a, b);
    }

    private static long remainder(long a, long b, Type.Int t) {
        if (b == 0) {
            throw new Fault(ErrorKind.DIVISION_BY_ZERO, "remainder by zero");
        }
        if (t.signed()) {
            return signExtend(a, t.width()) % signExtend(b, t.width());
        }
        return Long.remainderUnsigned(a, b);
    }

    private static boolean shiftCountTooBig(long count, int width) {
        return Long.compareUnsigned(count, width) >= 0;
    }

    private static long shiftRight(long a, long count, Type.Int t) {
        int w = t.width();
        if (t.signed()) {
            long value = signExtend(a, w);
            return mask(shiftCountTooBig(count, w) ? value >> 63 : value >> count, w);
        }
        return shiftCountTooBig(count, w) ? 0 : a >>> count;
    }

    private static int compare(long a, long b, Type.Int t) {
        return t.signed() ? Long.compare(signExtend(a, t.width()), signExtend(b, t.width()))
            : Long.compareUnsigned(a, b);
    }

    /** Comparison of two pointers: equality on (object, offset); orderings by object, then signed offset. */
    static long pointerCompare(BinaryOp op, long a, long b) {
        int order = Long.compare(Pointers.object(a), Pointers.object(b));
        if (order == 0) {
            order = Long.compare(Pointers.offset(a), Pointers.offset(b));
        }
        boolean result = switch (op) {
            case EQ -> a == b;
            case NE -> a != b;
            case LT -> order < 0;
            case LE -> order <= 0;
            case GT -> order > 0;
            case GE -> order >= 0;
            case ADD, SUB, MUL, DIV, REM, SHL, SHR, AND, OR, XOR, LAND, LOR ->
                throw new IllegalStateException(op + " on pointers");
        };
        return result ? 1 : 0;
    }

    /** C conversion of {@code value} from type {@code from} to type {@code to} (scalars). */
    static long cast(long value, Type from, Type to, int pointerBits) {
        long wide = switch (from) {
            case Type.Int i -> toLong(value, i);
            case Type.Bool b -> value;
            case Type.Pointer p -> to instanceof Type.Pointer ? value : machineAddress(value, pointerBits);
            case Type.Struct s -> throw new IllegalStateException("cast from " + from);
            case Type.Array a -> throw new IllegalStateException("cast from " + from);
            case Type.Function f -> throw new IllegalStateException("cast from " + from);
            case Type.Void v -> throw new IllegalStateException("cast from " + from);
        };
        return switch (to) {
            case Type.Int i -> mask(wide, i.width());
            case Type.Bool b -> value != 0 ? 1 : 0;
            case Type.Pointer p -> from instanceof Type.Pointer ? wide : Pointers.fromAddress(wide, pointerBits);
            case Type.Struct s -> throw new IllegalStateException("cast to " + to);
            case Type.Array a -> throw new IllegalStateException("cast to " + to);
            case Type.Function f -> throw new IllegalStateException("cast to " + to);
            case Type.Void v -> throw new IllegalStateException("cast to " + to);
        };
    }

    /** A pointer's address as an integer of the data model: 32-bit addresses are sign-extended (GCC). */
    private static long machineAddress(long pointer, int pointerBits) {
        long address = Pointers.address(pointer);
        return pointerBits == 64 ? address : (int) address;
    }

    /** Normalizes an oracle's answer to a value of {@code type} (see {@link Oracle#chooseValue}). */
    static long normalize(long value, Type type) {
        return switch (type) {
            case Type.Int i -> mask(value, i.width());
            case Type.Bool b -> value != 0 ? 1 : 0;
            case Type.Pointer p -> Pointers.of(0, value);
            case Type.Struct s -> throw new IllegalArgumentException("value of aggregate " + type);
            case Type.Array a -> throw new IllegalArgumentException("value of aggregate " + type);
            case Type.Function f -> throw new IllegalArgumentException("value of function " + type);
            case Type.Void v -> throw new IllegalArgumentException("value of void");
        };
    }
}
