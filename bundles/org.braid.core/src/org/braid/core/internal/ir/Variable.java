package org.braid.core.internal.ir;

import java.util.Objects;

/**
 * A parameter or local of a procedure. Names are unique within their procedure (the front end
 * renames shadowed locals). A scalar whose address is never taken is a register ({@code inMemory
 * false}), private to its activation and never racy; anything else lives in a memory object
 * created per activation and is accessed through {@link Expr.LocalAddr}.
 *
 * <p>A {@code temporary} is a variable the user did not write: a front end's or Braid's own
 * register for an intermediate value ({@code tmp.1} of the C front end, {@code t$0} of the Java
 * front end, the sequentializers' {@code __braid_*}). Traces show only the user's variables; a
 * temporary's value is shown under the user's name where it was read from one (see the
 * interpreter). The flag is not part of the printed CIR.
 *
 * @param name unique within the procedure
 * @param type its type
 * @param inMemory whether it lives in a memory object (its address is taken, or it is an aggregate)
 * @param temporary whether Braid made it up rather than the user declaring it
 */
public record Variable(String name, Type type, boolean inMemory, boolean temporary) {

    /** A variable the user declared (not a temporary). */
    public Variable(String name, Type type, boolean inMemory) {
        this(name, type, inMemory, false);
    }

    /** A register for an intermediate value that the user did not declare. */
    public static Variable temporary(String name, Type type) {
        return new Variable(name, type, false, true);
    }

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
