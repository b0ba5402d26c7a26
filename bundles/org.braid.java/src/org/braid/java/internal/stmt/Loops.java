package org.braid.java.internal.stmt;

import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;
import org.braid.java.internal.expr.Checks;
import org.braid.java.internal.expr.Expressions;
import org.braid.java.internal.expr.Iteration;
import org.braid.java.internal.expr.Place;
import org.braid.java.internal.lower.Ir;
import org.braid.java.internal.lower.MethodContext;
import org.braid.java.internal.types.JavaTypes;
import org.braid.java.internal.types.Layout;
import org.eclipse.jdt.core.dom.DoStatement;
import org.eclipse.jdt.core.dom.EnhancedForStatement;
import org.eclipse.jdt.core.dom.Expression;
import org.eclipse.jdt.core.dom.ForStatement;
import org.eclipse.jdt.core.dom.ITypeBinding;
import org.eclipse.jdt.core.dom.IVariableBinding;
import org.eclipse.jdt.core.dom.LabeledStatement;
import org.eclipse.jdt.core.dom.Statement;
import org.eclipse.jdt.core.dom.VariableDeclarationExpression;
import org.eclipse.jdt.core.dom.VariableDeclarationFragment;
import org.eclipse.jdt.core.dom.WhileStatement;

/**
 * {@code while}, {@code do}, {@code for} and the enhanced {@code for} over arrays and
 * {@code Iterable}s, as
 * head / body / step blocks with {@code break} and {@code continue} targets; labelled statements.
 */
final class Loops {
    private final MethodContext ctx;
    private final Expressions exprs;
    private final Statements statements;

    Loops(MethodContext ctx, Expressions exprs, Statements statements) {
        this.ctx = ctx;
        this.exprs = exprs;
        this.statements = statements;
    }

    /** Lowers {@code s} if it is a loop, with a user label or null; false if it is not a loop. */
    boolean lower(Statement s, String label) {
        switch (s) {
            case WhileStatement w -> loop(label, null, w.getExpression(), w.getBody(), null, false);
            case DoStatement d -> loop(label, null, d.getExpression(), d.getBody(), null, true);
            case ForStatement f -> forStatement(f, label);
            case EnhancedForStatement e -> enhancedFor(e, label);
            default -> {
                return false;
            }
        }
        return true;
    }

    void labeled(LabeledStatement l) {
        String label = l.getLabel().getIdentifier();
        if (lower(l.getBody(), label)) {
            return;
        }
        String end = ctx.newLabel("labelled_end");
        ctx.pushJumpTarget(label, end, null);
        statements.lower(l.getBody());
        ctx.popJumpTarget();
        ctx.startBlock(end);
    }

    /**
     * head: if (!condition) goto end; body; step: updates; goto head. A {@code do} loop enters at
     * the body. {@code continue} goes to the step.
     */
    private void loop(String label, Runnable init, Expression condition, Statement body, Runnable updates,
            boolean bodyFirst) {
        if (init != null) {
            init.run();
        }
        String head = ctx.newLabel("loop_head");
        String start = ctx.newLabel("loop_body");
        String step = ctx.newLabel("loop_step");
        String end = ctx.newLabel("loop_end");
        ctx.startBlock(bodyFirst ? start : head);
        if (!bodyFirst) {
            test(condition, start, end);
            ctx.startBlock(start);
        }
        ctx.pushJumpTarget(label, end, step);
        statements.lower(body);
        ctx.popJumpTarget();
        ctx.startBlock(step);
        if (updates != null) {
            updates.run();
        }
        if (bodyFirst) {
            ctx.at(condition);
            test(condition, start, end);
        } else {
            ctx.jump(head);
        }
        ctx.startBlock(end);
    }

    private void test(Expression condition, String body, String end) {
        if (condition == null) {
            ctx.jump(body);
        } else {
            ctx.branch(exprs.condition(condition), body, end);
        }
    }

    private void forStatement(ForStatement f, String label) {
        Runnable init = () -> {
            for (Object i : f.initializers()) {
                if (i instanceof VariableDeclarationExpression v) {
                    v.fragments().forEach(fragment -> statements.declare((VariableDeclarationFragment) fragment));
                } else {
                    exprs.effect((Expression) i);
                }
            }
        };
        Runnable updates = () -> {
            for (Object u : f.updaters()) {
                ctx.at((Expression) u);
                exprs.effect((Expression) u);
            }
        };
        loop(label, init, f.getExpression(), f.getBody(), updates, false);
    }

    /**
     * {@code for (T x : iterable)} (JLS 14.14.2): {@code it = iterable.iterator()}, then
     * {@code while (it.hasNext()) { T x = it.next(); body }}, with {@code continue} at the test.
     */
    private void iterableFor(EnhancedForStatement e, String label) {
        Iteration iteration = new Iteration(exprs, e);
        Expr it = iteration.iterator();
        IVariableBinding binding = e.getParameter().resolveBinding();
        Variable element = ctx.addLocal(binding.getKey(), binding.getName(), JavaTypes.value(binding.getType(), e));
        String head = ctx.newLabel("foreach_head");
        String start = ctx.newLabel("foreach_body");
        String end = ctx.newLabel("foreach_end");
        ctx.startBlock(head);
        ctx.at(e);
        ctx.branch(iteration.hasNext(it), start, end);
        ctx.startBlock(start);
        ctx.at(e);
        exprs.places().write(new Place.Local(element), iteration.next(it, element.type()));
        ctx.pushJumpTarget(label, end, head);
        statements.lower(e.getBody());
        ctx.popJumpTarget();
        ctx.jump(head);
        ctx.startBlock(end);
    }

    /** {@code for (T x : array)}: the array and its length are read once. */
    private void enhancedFor(EnhancedForStatement e, String label) {
        ITypeBinding type = e.getExpression().resolveTypeBinding();
        if (!type.isArray()) {
            iterableFor(e, label);
            return;
        }
        Expr array = ctx.snapshot(exprs.rvalue(e.getExpression()));
        Checks.notNull(ctx, array, e.getExpression().toString());
        Variable length = ctx.newTemp(JavaTypes.INT);
        ctx.emit(new Stmt.Assign(new Lvalue.Var(length),
            Ir.read(Ir.cell(array, Layout.ARRAY_LENGTH, JavaTypes.INT, e.getExpression() + ".length")), ctx.loc()));
        Variable index = ctx.newTemp(JavaTypes.INT);
        ctx.emit(new Stmt.Assign(new Lvalue.Var(index), Ir.integer(0, JavaTypes.INT), ctx.loc()));
        IVariableBinding binding = e.getParameter().resolveBinding();
        Type valueType = JavaTypes.value(binding.getType(), e);
        Type elementType = JavaTypes.value(type.getElementType(), e);
        Variable element = ctx.addLocal(binding.getKey(), binding.getName(), valueType);
        String head = ctx.newLabel("foreach_head");
        String start = ctx.newLabel("foreach_body");
        String step = ctx.newLabel("foreach_step");
        String end = ctx.newLabel("foreach_end");
        ctx.startBlock(head);
        Expr i = Ir.read(new Lvalue.Var(index));
        ctx.branch(Ir.binary(Expr.BinaryOp.LT, i, Ir.read(new Lvalue.Var(length))), start, end);
        ctx.startBlock(start);
        String display = e.getExpression() + "[" + binding.getName() + "]";
        Place.Cell cell = new Place.Cell(Ir.element(array, Layout.HEADER, i, JavaTypes.cellOf(elementType), display),
            elementType, false);
        exprs.places().write(new Place.Local(element), Ir.convert(exprs.places().read(cell), valueType));
        ctx.pushJumpTarget(label, end, step);
        statements.lower(e.getBody());
        ctx.popJumpTarget();
        ctx.startBlock(step);
        ctx.emit(new Stmt.Assign(new Lvalue.Var(index),
            Ir.binary(Expr.BinaryOp.ADD, i, Ir.integer(1, JavaTypes.INT)), ctx.loc()));
        ctx.jump(head);
        ctx.startBlock(end);
    }
}
