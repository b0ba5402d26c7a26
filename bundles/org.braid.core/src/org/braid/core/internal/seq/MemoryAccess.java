package org.braid.core.internal.seq;

import java.util.Objects;
import java.util.Optional;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Lvalue;

/**
 * One memory access a statement or terminator performs: the cell behind {@code mem} is read or
 * written. {@code index} numbers the accesses of one statement in evaluation order (all reads,
 * innermost first, then the write), so a race claim can name "access 2 of statement s".
 * {@code guard} is the condition under which the access happens at all: a read inside a branch
 * of {@link Expr.Ite} is only made when that branch is taken.
 */
public record MemoryAccess(int index, Lvalue.Mem mem, Kind kind, Optional<Expr> guard) {

    /** Whether the access reads or writes its cell. */
    public enum Kind {
        READ, WRITE;

        /** Whether two accesses of these kinds to one cell conflict (at least one write). */
        public boolean conflictsWith(Kind other) {
            return this == WRITE || other == WRITE;
        }
    }

    public MemoryAccess {
        Objects.requireNonNull(mem, "mem");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(guard, "guard");
    }

    /** The access as the user wrote it, e.g. {@code e->stoppingFlag}. */
    public String display() {
        return mem.display();
    }
}
