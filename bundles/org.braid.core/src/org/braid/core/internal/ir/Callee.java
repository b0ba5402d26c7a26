package org.braid.core.internal.ir;

import java.util.Objects;

/** The target of a call or thread creation. */
public sealed interface Callee {

    /** A procedure named statically. */
    record Direct(String name) implements Callee {
        public Direct {
            Objects.requireNonNull(name, "name");
        }
    }

    /** A function pointer evaluated at the call. */
    record Indirect(Expr pointer) implements Callee {
        public Indirect {
            if (!(pointer.type() instanceof Type.Pointer p) || !(p.target() instanceof Type.Function)) {
                throw new IllegalArgumentException("indirect call through " + pointer.type());
            }
        }
    }
}
