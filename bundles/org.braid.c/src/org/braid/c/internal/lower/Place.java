package org.braid.c.internal.lower;

import java.util.Objects;
import org.braid.c.internal.types.CType;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Loc;
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

    /**
     * An object in memory at {@code address}; {@code atomic} for {@code _Atomic} objects;
     * {@code at} is where the lvalue is written ({@link Loc#NONE}: at its statement), which its
     * accesses report.
     */
    record Memory(Expr address, CType type, String display, boolean atomic, Loc at) implements Place {
        public Memory {
            Objects.requireNonNull(address, "address");
            Objects.requireNonNull(at, "at");
        }

        public Memory(Expr address, CType type, String display, boolean atomic) {
            this(address, type, display, atomic, Loc.NONE);
        }

        /** The same object, accessed where {@code where} is written. */
        public Memory at(Loc where) {
            return new Memory(address, type, display, atomic, where);
        }
    }

    /**
     * A bit-field of declared type {@code type}: {@code width} bits at {@code bitOffset} of the
     * storage unit of type {@code unit} at {@code unitAddress}; {@code at} as for {@link Memory}.
     */
    record BitField(Expr unitAddress, CType.Int type, CType.Int unit, int bitOffset, int width, String display,
            boolean atomic, Loc at) implements Place {
        public BitField {
            Objects.requireNonNull(at, "at");
        }

        public BitField(Expr unitAddress, CType.Int type, CType.Int unit, int bitOffset, int width, String display,
                boolean atomic) {
            this(unitAddress, type, unit, bitOffset, width, display, atomic, Loc.NONE);
        }

        /** The same bit-field, accessed where {@code where} is written. */
        public BitField at(Loc where) {
            return new BitField(unitAddress, type, unit, bitOffset, width, display, atomic, where);
        }
    }

    /** A function designator. */
    record Function(String name, CType.Fun type, String display) implements Place {
    }
}
