package org.braid.java.internal.expr;

import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;

/** Where a variable lives: a register (locals, parameters) or a memory cell (fields, statics, array elements). */
public sealed interface Place {

    /** The Java value type ({@link Type#BOOL} for booleans, also in cells). */
    Type valueType();

    record Local(Variable variable) implements Place {
        @Override
        public Type valueType() {
            return variable.type();
        }
    }

    /** A memory cell; accesses to a volatile one are atomic (never races, as Java's volatile). */
    record Cell(Lvalue.Mem memory, Type valueType, boolean isVolatile) implements Place {
    }
}
