package org.braid.core.internal.bmc;

import java.util.Objects;
import java.util.OptionalLong;

import org.braid.core.internal.ir.StmtRef;

/**
 * One executed statement or terminator of a {@link BmcResult.Violation}'s trace, named in the
 * input program (never an unrolled or inlined copy).
 *
 * <p>{@code value} is present for
 * <ul>
 * <li>{@link org.braid.core.internal.ir.Stmt.Assign} and
 * {@link org.braid.core.internal.ir.Stmt.Havoc} whose target type is an
 * {@link org.braid.core.internal.ir.Type.Int} or {@link org.braid.core.internal.ir.Type.Bool}: the
 * value assigned, as the bits of {@link org.braid.core.internal.ir.Expr.Const#bits()} (masked to
 * the width, so {@code new Expr.Const(value, type).value()} gives the signed view; a boolean is
 * 0 or 1);</li>
 * <li>{@link org.braid.core.internal.ir.Stmt.Havoc} of a pointer: the offset {@code v} of the
 * havocked pointer (object 0, offset {@code v}; 0 is null), which is what the interpreter's
 * oracle normalization expects;</li>
 * <li>{@link org.braid.core.internal.ir.Stmt.Call} of an external procedure (no body) with a
 * result lvalue: the havocked result, encoded as for a havoc of the result type.</li>
 * </ul>
 * Empty otherwise.
 */
public record BmcStep(StmtRef stmt, OptionalLong value) {
    public BmcStep {
        Objects.requireNonNull(stmt, "stmt");
        Objects.requireNonNull(value, "value");
    }

    /** A step without a value. */
    public static BmcStep of(StmtRef stmt) {
        return new BmcStep(stmt, OptionalLong.empty());
    }
}
