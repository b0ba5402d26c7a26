package org.braid.core.internal.ir;

import java.util.List;
import java.util.Objects;

/**
 * Side-effect-free scalar expressions. Operands of arithmetic and comparisons have equal types
 * (the front end inserts the C conversions as explicit {@link Cast}s); every expression knows its
 * result type.
 */
public sealed interface Expr {

    Type type();

    /** An integer or boolean constant; {@code bits} holds the value masked to the type's width. */
    record Const(long bits, Type type) implements Expr {
        public Const {
            if (type instanceof Type.Int i) {
                bits &= i.mask();
            } else if (type instanceof Type.Bool) {
                if (bits != 0 && bits != 1) {
                    throw new IllegalArgumentException("boolean constant must be 0 or 1: " + bits);
                }
            } else {
                throw new IllegalArgumentException("constant of non-integer type " + type);
            }
        }

        public static Const of(long value, Type.Int type) {
            return new Const(value, type);
        }

        public static Const bool(boolean value) {
            return new Const(value ? 1 : 0, Type.BOOL);
        }

        /** The value as a signed or unsigned Java long, according to the type. */
        public long value() {
            if (type instanceof Type.Int i && i.signed() && i.width() < 64) {
                return (bits << (64 - i.width())) >> (64 - i.width());
            }
            return bits;
        }
    }

    /** The null pointer of a pointer type. */
    record Null(Type.Pointer type) implements Expr {
        public Null {
            Objects.requireNonNull(type, "type");
        }
    }

    /** The current value of an lvalue: a register read or a memory load. */
    record Read(Lvalue lvalue) implements Expr {
        public Read {
            Objects.requireNonNull(lvalue, "lvalue");
        }

        @Override
        public Type type() {
            return lvalue.type();
        }
    }

    /** Address of (offset 0 in) a global variable's object. */
    record GlobalAddr(String name, Type.Pointer type) implements Expr {
        public GlobalAddr {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(type, "type");
        }
    }

    /** Address of the current activation's object for an {@code inMemory} local. */
    record LocalAddr(Variable variable, Type.Pointer type) implements Expr {
        public LocalAddr {
            if (!variable.inMemory()) {
                throw new IllegalArgumentException("address of register variable " + variable);
            }
            Objects.requireNonNull(type, "type");
        }
    }

    /** Address of a procedure (a function pointer). */
    record FunctionAddr(String name, Type.Pointer type) implements Expr {
        public FunctionAddr {
            Objects.requireNonNull(name, "name");
            if (!(type.target() instanceof Type.Function)) {
                throw new IllegalArgumentException("function address needs a function pointer type");
            }
        }
    }

    /** {@code pointer + bytes}: same object, offset moved by a signed byte count. */
    record PtrAdd(Expr pointer, Expr bytes, Type.Pointer type) implements Expr {
        public PtrAdd {
            if (!(pointer.type() instanceof Type.Pointer)) {
                throw new IllegalArgumentException("pointer arithmetic on " + pointer.type());
            }
            if (!(bytes.type() instanceof Type.Int)) {
                throw new IllegalArgumentException("pointer offset of type " + bytes.type());
            }
            Objects.requireNonNull(type, "type");
        }
    }

    /** {@code a - b} in bytes for two pointers into the same object. */
    record PtrDiff(Expr left, Expr right, Type.Int type) implements Expr {
        public PtrDiff {
            if (!(left.type() instanceof Type.Pointer) || !(right.type() instanceof Type.Pointer)) {
                throw new IllegalArgumentException("pointer difference of non-pointers");
            }
        }
    }

    /**
     * The size in bytes of the object {@code pointer} points into ({@code realloc} copies that
     * many bytes at most); 0 for the null pointer. Reads no memory: not an access.
     */
    record ObjectSize(Expr pointer, Type.Int type) implements Expr {
        public ObjectSize {
            if (!(pointer.type() instanceof Type.Pointer)) {
                throw new IllegalArgumentException("object size of " + pointer.type());
            }
            Objects.requireNonNull(type, "type");
        }
    }

    enum UnaryOp { NEG, BIT_NOT, NOT }

    /** {@code -x}, {@code ~x} on integers; {@code !b} on booleans. */
    record Unary(UnaryOp op, Expr operand) implements Expr {
        public Unary {
            boolean bool = operand.type() instanceof Type.Bool;
            if ((op == UnaryOp.NOT) != bool) {
                throw new IllegalArgumentException(op + " on " + operand.type());
            }
        }

        @Override
        public Type type() {
            return operand.type();
        }
    }

    enum BinaryOp {
        ADD("+"), SUB("-"), MUL("*"), DIV("/"), REM("%"), SHL("<<"), SHR(">>"),
        AND("&"), OR("|"), XOR("^"),
        EQ("=="), NE("!="), LT("<"), LE("<="), GT(">"), GE(">="),
        LAND("&&"), LOR("||");

        private final String symbol;

        BinaryOp(String symbol) {
            this.symbol = symbol;
        }

        public String symbol() {
            return symbol;
        }

        public boolean isComparison() {
            return ordinal() >= EQ.ordinal() && ordinal() <= GE.ordinal();
        }

        public boolean isLogical() {
            return this == LAND || this == LOR;
        }
    }

    /**
     * Binary operation with C semantics on the operand type: signedness of an {@link Type.Int}
     * operand selects signed or unsigned division, remainder, shift right and ordering;
     * arithmetic wraps modulo 2^width; {@code SHL}/{@code SHR} by a count &ge; width yields 0
     * (or all sign bits for signed {@code SHR}) — the front end reports C's undefined cases
     * separately; division by zero is an error the checkers report. Comparisons and
     * {@code LAND}/{@code LOR} (on booleans, no short-circuit) yield {@link Type.Bool}.
     * Pointers support {@code EQ}/{@code NE} and orderings (same object assumed).
     */
    record Binary(BinaryOp op, Expr left, Expr right) implements Expr {
        public Binary {
            if (!left.type().equals(right.type())
                && !(left.type() instanceof Type.Pointer && right.type() instanceof Type.Pointer)) {
                throw new IllegalArgumentException(
                    "operand types differ for " + op.symbol() + ": " + left.type() + ", " + right.type());
            }
            boolean pointer = left.type() instanceof Type.Pointer;
            boolean bool = left.type() instanceof Type.Bool;
            if (pointer && !op.isComparison()) {
                throw new IllegalArgumentException(op.symbol() + " on pointers");
            }
            if (bool != op.isLogical() && !(bool && (op == BinaryOp.EQ || op == BinaryOp.NE))) {
                throw new IllegalArgumentException(op.symbol() + " on " + left.type());
            }
        }

        @Override
        public Type type() {
            return op.isComparison() || op.isLogical() ? Type.BOOL : left.type();
        }
    }

    /**
     * Conversion with C semantics, chosen by the two types: integer to integer truncates or
     * extends by the source's signedness; to {@link Type.Bool} is {@code != 0} (or non-null);
     * from {@link Type.Bool} is 0/1; pointer and integer convert by the encoding in the package
     * documentation; pointer to pointer keeps the value.
     */
    record Cast(Expr operand, Type type) implements Expr {
        public Cast {
            if (!operand.type().isScalar() || !type.isScalar()) {
                throw new IllegalArgumentException("cast from " + operand.type() + " to " + type);
            }
        }
    }

    /** {@code c ? a : b} without side effects; both branches have the result type. */
    record Ite(Expr condition, Expr then, Expr otherwise) implements Expr {
        public Ite {
            if (!(condition.type() instanceof Type.Bool)) {
                throw new IllegalArgumentException("condition of type " + condition.type());
            }
            if (!then.type().equals(otherwise.type())
                && !(then.type() instanceof Type.Pointer && otherwise.type() instanceof Type.Pointer)) {
                throw new IllegalArgumentException("branch types differ: " + then.type() + ", " + otherwise.type());
            }
        }

        @Override
        public Type type() {
            return then.type();
        }
    }

    /**
     * An IEEE 754 operation (binary32 or binary64, round to nearest even, as x86-64 computes with
     * SSE) on floating-point values held as their bit patterns in {@link Type.Int}s of width 32
     * or 64. {@code ADD}..{@code DIV} and {@code NEG} take and give one format; the comparisons
     * give a {@link Type.Bool} (false when an operand is NaN, except {@code NE}); {@code TO_INT}
     * converts to the integer {@code type} truncating toward zero (out of range or NaN gives what
     * x86-64's conversion instructions give), {@code FROM_INT} converts an integer (by its
     * signedness) to the format of {@code type}, {@code CONVERT} converts between the formats. The
     * interpreter computes these exactly; the model checker over-approximates them (see the
     * package documentation of {@code bmc}).
     */
    record FloatOp(FloatOp.Op op, List<Expr> operands, Type type) implements Expr {
        public enum Op {
            ADD, SUB, MUL, DIV, NEG, EQ, NE, LT, LE, GT, GE, TO_INT, FROM_INT, CONVERT;

            public boolean isComparison() {
                return ordinal() >= EQ.ordinal() && ordinal() <= GE.ordinal();
            }

            int arity() {
                return this == NEG || this == TO_INT || this == FROM_INT || this == CONVERT ? 1 : 2;
            }
        }

        public FloatOp {
            Objects.requireNonNull(op, "op");
            operands = List.copyOf(operands);
            Objects.requireNonNull(type, "type");
            if (operands.size() != op.arity()) {
                throw new IllegalArgumentException(op + " takes " + op.arity() + " operands, not " + operands.size());
            }
            if (op != Op.FROM_INT) {
                for (Expr e : operands) {
                    requireFormat(e.type(), op);
                }
            } else if (!(operands.get(0).type() instanceof Type.Int)) {
                throw new IllegalArgumentException("FROM_INT of " + operands.get(0).type());
            }
            if (op.isComparison()) {
                if (!(type instanceof Type.Bool)) {
                    throw new IllegalArgumentException(op + " gives a boolean, not " + type);
                }
            } else if (op == Op.TO_INT) {
                if (!(type instanceof Type.Int)) {
                    throw new IllegalArgumentException("TO_INT gives an integer, not " + type);
                }
            } else {
                requireFormat(type, op);
            }
            if (op.arity() == 2 && !operands.get(0).type().equals(operands.get(1).type())) {
                throw new IllegalArgumentException(op + " of different formats");
            }
        }

        private static void requireFormat(Type t, Op op) {
            if (!(t instanceof Type.Int i) || (i.width() != 32 && i.width() != 64)) {
                throw new IllegalArgumentException(op + " on " + t + ": floating-point values are 32- or 64-bit patterns");
            }
        }
    }
}
