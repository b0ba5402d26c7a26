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
     * user wrote it ({@code e->stoppingFlag}, {@code counter}, {@code a[i]}) for race reports.
     */
    record Mem(Expr pointer, Type type, String display) implements Lvalue {
        public Mem {
            if (!(pointer.type() instanceof Type.Pointer)) {
                throw new IllegalArgumentException("memory access through " + pointer.type());
            }
            if (!type.isScalar()) {
                throw new IllegalArgumentException("memory access of aggregate type " + type);
            }
            Objects.requireNonNull(display, "display");
        }
    }
}
