package org.braid.c.internal.lower;

import java.util.Objects;
import org.braid.c.internal.types.CType;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Variable;

/**
 * An lvalue (C11 6.3.2.1): where an object is, with its C type and the text the user wrote for
 * it (shown in race reports).
 */
public sealed interface Place {

    CType type();

    String display();

    /** A register local or parameter. */
    record Register(Variable variable, CType type, String display) implements Place {
    }

    /** An object in memory at {@code address}; {@code atomic} for {@code _Atomic} objects. */
    record Memory(Expr address, CType type, String display, boolean atomic) implements Place {
        public Memory {
            Objects.requireNonNull(address, "address");
        }
    }

    /**
     * A bit-field of declared type {@code type}: {@code width} bits at {@code bitOffset} of the
     * storage unit of type {@code unit} at {@code unitAddress}.
     */
    record BitField(Expr unitAddress, CType.Int type, CType.Int unit, int bitOffset, int width, String display,
            boolean atomic) implements Place {
    }

    /** A function designator. */
    record Function(String name, CType.Fun type, String display) implements Place {
    }
}
