package org.braid.core.internal.interp;

/** Why a run stopped with {@link Outcome.Error}: the program did something C leaves undefined, or CIR Braid cannot run. */
public enum ErrorKind {
    /** Null, dangling, freed or out-of-bounds access; bad {@code free}; call through a non-function. */
    MEMORY_ERROR,
    /** Integer division or remainder by zero. */
    DIVISION_BY_ZERO,
    /**
     * Something the cell-typed memory model or the interpreter does not support: reading a cell
     * with another width than it was written with, partially overlapping accesses, calling an
     * unknown procedure, unbalanced {@code atomic_end}, starting a thread on an external procedure.
     */
    UNSUPPORTED
}
