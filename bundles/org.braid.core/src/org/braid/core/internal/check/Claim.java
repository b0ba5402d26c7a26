package org.braid.core.internal.check;

import java.util.Objects;
import org.braid.core.internal.ir.StmtRef;
import org.braid.core.internal.seq.MemoryAccess;

/**
 * The bug a counterexample of the sequential program claims for the concurrent program; the
 * replay on the interpreter must reach exactly this bug before it becomes a finding.
 */
sealed interface Claim {

    /** Thread {@code thread} fails the assertion {@code assertion} in its last step. */
    record AssertionFailure(int thread, StmtRef assertion) implements Claim {
        public AssertionFailure {
            Objects.requireNonNull(assertion, "assertion");
        }
    }

    /**
     * In the final state, thread {@code firstThread}'s next step {@code firstStmt} makes
     * {@code firstAccess} and thread {@code secondThread}'s next step {@code secondStmt} makes the
     * conflicting {@code secondAccess} to the same cell.
     */
    record Race(int firstThread, StmtRef firstStmt, MemoryAccess firstAccess, int secondThread, StmtRef secondStmt,
            MemoryAccess secondAccess) implements Claim {
        public Race {
            Objects.requireNonNull(firstStmt, "firstStmt");
            Objects.requireNonNull(firstAccess, "firstAccess");
            Objects.requireNonNull(secondStmt, "secondStmt");
            Objects.requireNonNull(secondAccess, "secondAccess");
        }
    }
}
