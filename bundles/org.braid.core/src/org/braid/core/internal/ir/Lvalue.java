package org.braid.core.internal.ir;

import java.util.Objects;

/** Something that can be read and assigned: a register variable or a memory cell. */
public sealed interface Lvalue {

    Type type();

    /** A register local or parameter of the current activation (never shared, never racy). */
    record Var(Variable variable) implements Lvalue {
        public Var {
            if (variable.inMemory()) {
                throw new IllegalArgumentException("in-memory variable " + variable + " must be accessed through memory");
            }
        }

        @Override
        public Type type() {
            return variable.type();
        }
    }

    /**
     * The scalar of {@code type} stored at {@code pointer}. {@code display} is the access as the
     * user wrote it ({@code e->stoppingFlag}, {@code counter}, {@code a[i]}) for race reports;
     * {@code at} is where it is written (file, line and column of the accessing expression, which
     * may lie inside a statement spanning lines), or {@link Loc#NONE} when not known, in which
     * case a report names the statement's location. {@code notation} is how traces write the
     * cell's values ({@link Notation#FLOATING} for a C {@code double} field). None of the three
     * takes part in equality: two accesses of one cell through the same pointer expression are the
     * same lvalue wherever and however they are written.
     */
    record Mem(Expr pointer, Type type, String display, Loc at, Notation notation) implements Lvalue {
        public Mem {
            if (!(pointer.type() instanceof Type.Pointer)) {
                throw new IllegalArgumentException("memory access through " + pointer.type());
            }
            if (!type.isScalar()) {
                throw new IllegalArgumentException("memory access of aggregate type " + type);
            }
            Objects.requireNonNull(display, "display");
            Objects.requireNonNull(at, "at");
            Notation.check(notation, type, "memory access " + display);
        }

        /** An access whose values traces write as integers. */
        public Mem(Expr pointer, Type type, String display, Loc at) {
            this(pointer, type, display, at, Notation.INTEGER);
        }

        /** An access whose own source position is not known, its values written as integers. */
        public Mem(Expr pointer, Type type, String display) {
            this(pointer, type, display, Loc.NONE);
        }

        /** The same access through another pointer expression. */
        public Mem withPointer(Expr other) {
            return new Mem(other, type, display, at, notation);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Mem m && pointer.equals(m.pointer) && type.equals(m.type) && display.equals(m.display);
        }

        @Override
        public int hashCode() {
            return Objects.hash(pointer, type, display);
        }
    }
}
