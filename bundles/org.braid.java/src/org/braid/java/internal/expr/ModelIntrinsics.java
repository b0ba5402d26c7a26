package org.braid.java.internal.expr;

import org.braid.core.internal.ir.Stmt;
import org.braid.java.internal.InvalidInput;
import org.braid.java.internal.lower.MethodContext;
import org.eclipse.jdt.core.dom.Expression;
import org.eclipse.jdt.core.dom.MethodInvocation;
import org.eclipse.jdt.core.dom.StringLiteral;

/** Intrinsics of the collection models ({@code braid.Intrinsics.bounded}). */
final class ModelIntrinsics {
    private ModelIntrinsics() {
    }

    /**
     * {@code bounded(withinModel, "what")}: where {@code withinModel} is false, an unsupported
     * marker (the check becomes {@code unknown}, naming the user's call that reached it).
     */
    static void bounded(MethodContext ctx, Expressions exprs, MethodInvocation m) {
        if (!(m.arguments().get(1) instanceof StringLiteral what)) {
            throw new InvalidInput(m, "Intrinsics.bounded needs a string literal");
        }
        String within = ctx.newLabel("within_model");
        String beyond = ctx.newLabel("beyond_model");
        ctx.branch(exprs.condition((Expression) m.arguments().get(0)), within, beyond);
        ctx.startBlock(beyond);
        ctx.emit(Stmt.Assert.unsupported(what.getLiteralValue(), ctx.loc()));
        ctx.emit(new Stmt.Assume(org.braid.java.internal.lower.Ir.bool(false), ctx.loc()));
        ctx.startBlock(within);
    }
}
