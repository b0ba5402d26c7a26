package org.braid.core.internal.seq;

import java.util.Objects;
import org.braid.core.internal.ir.Expr;

/**
 * A kind of race on a memory cell that must not be reported again, because a race of that
 * kind on that cell has been reported already: the check pipeline adds one per finding and
 * re-runs the checker until no new race is found. A cell has at most two findings, one per
 * {@link Conflict} (a read/write race and a write/write race are different bugs to fix).
 */
public record Exclusion(Cell cell, Conflict conflict) {

    public Exclusion {
        Objects.requireNonNull(cell, "cell");
        Objects.requireNonNull(conflict, "conflict");
    }

    /** Whether two conflicting accesses race as read/write or as write/write. */
    public enum Conflict {
        READ_WRITE, WRITE_WRITE;

        public static Conflict of(MemoryAccess.Kind a, MemoryAccess.Kind b) {
            return a == MemoryAccess.Kind.WRITE && b == MemoryAccess.Kind.WRITE ? WRITE_WRITE : READ_WRITE;
        }
    }

    /** A memory cell named in terms of the sequential program. */
    public sealed interface Cell {

        /** The condition "pointer {@code p} points to this cell". */
        Expr is(Expr p);
    }

    /** The cell at {@code offset} in global {@code name}: an exact address, stable across runs. */
    public record GlobalCell(String name, long offset) implements Cell {
        public GlobalCell {
            Objects.requireNonNull(name, "name");
        }

        @Override
        public Expr is(Expr p) {
            Expr base = new Expr.GlobalAddr(name, Ex.VOID_PTR);
            Expr cell = offset == 0 ? base : new Expr.PtrAdd(base, Ex.constant(offset, Ex.U64), Ex.VOID_PTR);
            return Ex.eq(p, cell);
        }
    }

    /**
     * A heap or stack cell named by the integer encoding of its pointer in the sequential program
     * (object {@code * 2^32 +} offset, see the CIR package documentation), as read from the model
     * checker's counterexample of a previous run of the same program; the model checker gives
     * every object a static id, so the same cell has the same bits in the next run.
     */
    public record PointerBits(long bits) implements Cell {
        @Override
        public Expr is(Expr p) {
            return Ex.eq(new Expr.Cast(p, Ex.U64), Ex.constant(bits, Ex.U64));
        }
    }
}
