package org.braid.core.internal.interp;

import java.util.Objects;
import java.util.OptionalLong;

import org.braid.core.internal.ir.StmtRef;

/**
 * One step of a {@link Replay}: thread {@code thread} executes its next statement, which must be
 * {@code stmt}. {@code havocValue} is required when that statement is a
 * {@link org.braid.core.internal.ir.Stmt.Havoc} or a call of an external procedure with a
 * result lvalue (normalized as {@link Oracle#chooseValue} describes), and ignored otherwise.
 */
public record ReplayStep(int thread, StmtRef stmt, OptionalLong havocValue) {
    public ReplayStep {
        Objects.requireNonNull(stmt, "stmt");
        Objects.requireNonNull(havocValue, "havocValue");
    }

    public static ReplayStep of(int thread, StmtRef stmt) {
        return new ReplayStep(thread, stmt, OptionalLong.empty());
    }
}
