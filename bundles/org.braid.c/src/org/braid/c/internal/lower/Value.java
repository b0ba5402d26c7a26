package org.braid.c.internal.lower;

import java.util.Objects;
import org.braid.c.internal.types.CType;
import org.braid.core.internal.ir.Expr;

/** An rvalue: a side-effect-free CIR expression and its (unqualified) C type. */
public record Value(Expr expr, CType type) {
    public Value {
        Objects.requireNonNull(expr, "expr");
        Objects.requireNonNull(type, "type");
    }
}
