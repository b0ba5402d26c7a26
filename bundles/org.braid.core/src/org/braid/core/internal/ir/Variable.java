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
 * <p>The {@code notation} says how traces write the variable's values ({@link Notation#FLOATING}
 * for a C {@code double}). It is a display hint: it is not part of the printed CIR nor of
 * equality (two variables equal by name, type and flags are the same variable whatever their
 * notation), so it cannot change a program's analysis or encoding.
 *
 * @param name unique within the procedure
 * @param type its type
 * @param inMemory whether it lives in a memory object (its address is taken, or it is an aggregate)
 * @param temporary whether Braid made it up rather than the user declaring it
 * @param notation how traces write its values
 */
public record Variable(String name, Type type, boolean inMemory, boolean temporary, Notation notation) {

    /** A variable the user declared (not a temporary), written as an integer. */
    public Variable(String name, Type type, boolean inMemory) {
        this(name, type, inMemory, false);
    }

    /** A variable whose values traces write as integers. */
    public Variable(String name, Type type, boolean inMemory, boolean temporary) {
        this(name, type, inMemory, temporary, Notation.INTEGER);
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
        Notation.check(notation, type, "variable " + name);
    }

    /** Equal by name, type and flags; the notation is a display hint and takes no part. */
    @Override
    public boolean equals(Object o) {
        return o instanceof Variable v && name.equals(v.name) && type.equals(v.type) && inMemory == v.inMemory
            && temporary == v.temporary;
    }

    /** The hash a record of the four compared components has (kept so that hash orders stay as they were). */
    @Override
    public int hashCode() {
        int h = name.hashCode();
        h = 31 * h + type.hashCode();
        h = 31 * h + Boolean.hashCode(inMemory);
        return 31 * h + Boolean.hashCode(temporary);
    }

    @Override
    public String toString() {
        return name;
    }
}
