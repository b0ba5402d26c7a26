package org.braid.java.internal.expr;

import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Stmt;
import org.braid.java.internal.lower.Ir;
import org.braid.java.internal.lower.MethodContext;

/**
 * The run-time checks of the JVM that this slice models: a failing check is an assertion finding
 * named after the exception the JVM would throw ({@code NullPointerException},
 * {@code ArrayIndexOutOfBoundsException}, {@code NegativeArraySizeException},
 * {@code ArithmeticException}); executions continue only where the check holds, since exceptions
 * are not modelled.
 */
public final class Checks {
    private Checks() {
    }

    public static void require(MethodContext ctx, Expr condition, String exception) {
        ctx.emit(new Stmt.Assert(condition, "uncaught " + exception, ctx.loc()));
        ctx.emit(new Stmt.Assume(condition, ctx.loc()));
    }

    public static void notNull(MethodContext ctx, Expr reference, String what) {
        require(ctx, Ir.binary(Expr.BinaryOp.NE, reference, Ir.nullRef()), "NullPointerException: " + what);
    }

    public static void nonZero(MethodContext ctx, Expr divisor) {
        Expr zero = Expr.Const.of(0, (org.braid.core.internal.ir.Type.Int) divisor.type());
        require(ctx, Ir.binary(Expr.BinaryOp.NE, divisor, zero), "ArithmeticException: / by zero");
    }
}
