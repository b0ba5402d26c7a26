package org.braid.core.internal.interp;

/** Why a run stopped with {@link Outcome.Error}: the program did something C leaves undefined, or CIR Braid cannot run. */
public enum ErrorKind {
    /** Null, dangling, freed or out-of-bounds access; bad {@code free}; call through a non-function. */
    MEMORY_ERROR,
    /** Integer division or remainder by zero. */
    DIVISION_BY_ZERO,
    /**
     * Something the interpreter does not support: reading the bytes of a pointer kept in a cell
     * narrower than the pointer (ILP32), calling an unknown procedure, unbalanced
     * {@code atomic_end}, starting a thread on an external procedure.
     */
    UNSUPPORTED
}
