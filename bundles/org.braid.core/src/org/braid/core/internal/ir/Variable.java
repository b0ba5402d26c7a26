package org.braid.core.internal.ir;

import java.util.Objects;

/**
 * A parameter or local of a procedure. Names are unique within their procedure (the front end
 * renames shadowed locals). A scalar whose address is never taken is a register ({@code inMemory
 * false}), private to its activation and never racy; anything else lives in a memory object
 * created per activation and is accessed through {@link Expr.LocalAddr}.
 */
public record Variable(String name, Type type, boolean inMemory) {
    public Variable {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(type, "type");
        if (!inMemory && !type.isScalar()) {
            throw new IllegalArgumentException("aggregate variable must live in memory: " + name);
        }
    }

    @Override
    public String toString() {
        return name;
    }
}
