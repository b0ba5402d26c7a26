package org.braid.java.internal.expr;

import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;
import org.braid.java.internal.lower.Ir;
import org.braid.java.internal.types.JavaTypes;
import org.braid.java.internal.types.Layout;
import org.braid.java.internal.InvalidInput;
import org.braid.java.internal.lower.MethodContext;
import org.braid.java.internal.model.ThreadNames;
import org.eclipse.jdt.core.dom.BooleanLiteral;
import org.eclipse.jdt.core.dom.Expression;
import org.eclipse.jdt.core.dom.MethodInvocation;
import org.eclipse.jdt.core.dom.StringLiteral;

/**
 * Intrinsics of the models that take more than one statement ({@code braid.Intrinsics.bounded},
 * {@code sameClass}, {@code nameThread}).
 */
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

    /**
     * {@code nameThread(thread, name, numbered)}: the name of a thread for traces and findings
     * ({@link ThreadNames}); {@code numbered} is a literal.
     */
    static void nameThread(MethodContext ctx, Expressions exprs, MethodInvocation m) {
        if (!(m.arguments().get(2) instanceof BooleanLiteral numbered)) {
            throw new InvalidInput(m, "Intrinsics.nameThread needs a boolean literal");
        }
        Expr thread = ctx.snapshot(exprs.rvalue((Expression) m.arguments().get(0)));
        if (m.arguments().get(1) instanceof StringLiteral name) {
            ThreadNames.name(ctx, thread, name.getLiteralValue(), numbered.booleanValue());
        } else {
            ThreadNames.name(ctx, thread, ctx.snapshot(exprs.rvalue((Expression) m.arguments().get(1))),
                numbered.booleanValue());
        }
    }

    /** {@code sameClass(self, other)}: {@code other != null && classId(other) == classId(self)}. */
    static Expr sameClass(MethodContext ctx, Expressions exprs, MethodInvocation m) {
        Expr self = ctx.snapshot(exprs.rvalue((Expression) m.arguments().get(0)));
        Expr other = ctx.snapshot(exprs.rvalue((Expression) m.arguments().get(1)));
        Variable result = ctx.newTemp(Type.BOOL);
        ctx.emit(new Stmt.Assign(new Lvalue.Var(result), Ir.bool(false), ctx.loc()));
        String present = ctx.newLabel("other_present");
        String end = ctx.newLabel("same_class_end");
        ctx.branch(Ir.binary(Expr.BinaryOp.NE, other, Ir.nullRef()), present, end);
        ctx.startBlock(present);
        Variable otherClass = ctx.newTemp(JavaTypes.INT);
        Variable selfClass = ctx.newTemp(JavaTypes.INT);
        ctx.emit(new Stmt.Assign(new Lvalue.Var(otherClass),
            Ir.read(Ir.cell(other, Layout.CLASS_ID, JavaTypes.INT, "class id")), ctx.loc()));
        ctx.emit(new Stmt.Assign(new Lvalue.Var(selfClass),
            Ir.read(Ir.cell(self, Layout.CLASS_ID, JavaTypes.INT, "class id")), ctx.loc()));
        ctx.emit(new Stmt.Assign(new Lvalue.Var(result), Ir.binary(Expr.BinaryOp.EQ,
            Ir.read(new Lvalue.Var(otherClass)), Ir.read(new Lvalue.Var(selfClass))), ctx.loc()));
        ctx.startBlock(end);
        return Ir.read(new Lvalue.Var(result));
    }
}
