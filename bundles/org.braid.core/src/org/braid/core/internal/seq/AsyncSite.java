package org.braid.core.internal.seq;

import java.util.List;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.StmtRef;

/**
 * A thread-creation statement of the concurrent program, numbered so a pending thread record can
 * say which site created it; {@code targets} are the procedures it may start.
 */
record AsyncSite(int id, StmtRef ref, Stmt.Async stmt, List<Procedure> targets) {

    boolean indirect() {
        return stmt.callee() instanceof org.braid.core.internal.ir.Callee.Indirect;
    }
}
