package org.braid.java.internal.stmt;

import java.util.List;
import java.util.Optional;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Loc;
import org.braid.core.internal.ir.Terminator;
import org.braid.core.internal.ir.Type;
import org.braid.java.internal.InvalidInput;
import org.braid.java.internal.UnsupportedConstruct;
import org.braid.java.internal.expr.Checks;
import org.braid.java.internal.expr.Expressions;
import org.braid.java.internal.lower.MethodContext;
import org.braid.java.internal.model.Monitors;
import org.braid.java.internal.types.JavaTypes;
import org.eclipse.jdt.core.dom.ArrayInitializer;
import org.eclipse.jdt.core.dom.AssertStatement;
import org.eclipse.jdt.core.dom.Block;
import org.eclipse.jdt.core.dom.BreakStatement;
import org.eclipse.jdt.core.dom.ContinueStatement;
import org.eclipse.jdt.core.dom.EmptyStatement;
import org.eclipse.jdt.core.dom.Expression;
import org.eclipse.jdt.core.dom.ExpressionStatement;
import org.eclipse.jdt.core.dom.IVariableBinding;
import org.eclipse.jdt.core.dom.IfStatement;
import org.eclipse.jdt.core.dom.LabeledStatement;
import org.eclipse.jdt.core.dom.ReturnStatement;
import org.eclipse.jdt.core.dom.Statement;
import org.eclipse.jdt.core.dom.StringLiteral;
import org.eclipse.jdt.core.dom.SwitchStatement;
import org.eclipse.jdt.core.dom.SynchronizedStatement;
import org.eclipse.jdt.core.dom.ThrowStatement;
import org.eclipse.jdt.core.dom.TryStatement;
import org.eclipse.jdt.core.dom.VariableDeclarationFragment;
import org.eclipse.jdt.core.dom.VariableDeclarationStatement;
import org.eclipse.jdt.core.dom.YieldStatement;

/**
 * Statements of one method. Loops are in {@link Loops}, {@code try} in {@link Tries}, {@code switch}
 * in {@link Switches}. Every statement sets the current source
 * location, so the CIR statements it produces point at it.
 */
public final class Statements {
    private final MethodContext ctx;
    private final Expressions exprs;
    private final Loops loops;
    private final Tries tries;
    private final Switches switches;

    public Statements(MethodContext ctx, Expressions exprs) {
        this.ctx = ctx;
        this.exprs = exprs;
        this.loops = new Loops(ctx, exprs, this);
        this.tries = new Tries(ctx, exprs, this);
        this.switches = new Switches(ctx, exprs, this);
        exprs.lowerSwitchExpressionsWith(switches::expression);
    }

    public void lower(Statement s) {
        Loc previous = ctx.at(s);
        switch (s) {
            case Block b -> b.statements().forEach(child -> lower((Statement) child));
            case ExpressionStatement e -> exprs.effect(e.getExpression());
            case VariableDeclarationStatement v -> v.fragments().forEach(f -> declare((VariableDeclarationFragment) f));
            case IfStatement i -> ifStatement(i);
            case AssertStatement a -> assertStatement(a);
            case ReturnStatement r -> returnStatement(r);
            case BreakStatement b -> jump(b.getLabel() == null ? null : b.getLabel().getIdentifier(), false, b);
            case ContinueStatement c -> jump(c.getLabel() == null ? null : c.getLabel().getIdentifier(), true, c);
            case LabeledStatement l -> loops.labeled(l);
            case SynchronizedStatement y -> synchronizedStatement(y);
            case TryStatement t -> tries.lower(t);
            case ThrowStatement t -> tries.throwStatement(t);
            case SwitchStatement w -> switches.statement(w);
            case YieldStatement y -> switches.yieldStatement(y);
            case EmptyStatement e -> {
            }
            default -> {
                if (!loops.lower(s, null)) {
                    throw new UnsupportedConstruct(s, "the statement `" + firstLine(s) + "`");
                }
            }
        }
        ctx.restore(previous);
    }

    private static String firstLine(Statement s) {
        String text = s.toString().strip();
        int newline = text.indexOf('\n');
        return newline < 0 ? text : text.substring(0, newline).strip();
    }

    /** Declares a local variable and assigns its initializer, if any. */
    void declare(VariableDeclarationFragment f) {
        IVariableBinding binding = f.resolveBinding();
        Type type = JavaTypes.value(binding.getType(), f);
        var variable = ctx.addLocal(binding.getKey(), binding.getName(), type);
        Expression init = f.getInitializer();
        if (init == null) {
            return;
        }
        Expr value = init instanceof ArrayInitializer a ? exprs.creation().initialized(a, binding.getType())
            : exprs.converted(init, type);
        exprs.places().write(new org.braid.java.internal.expr.Place.Local(variable), value);
    }

    private void ifStatement(IfStatement i) {
        String then = ctx.newLabel("then");
        String otherwise = ctx.newLabel("else");
        String end = ctx.newLabel("endif");
        ctx.branch(exprs.condition(i.getExpression()), then, i.getElseStatement() == null ? end : otherwise);
        ctx.startBlock(then);
        lower(i.getThenStatement());
        ctx.jump(end);
        if (i.getElseStatement() != null) {
            ctx.startBlock(otherwise);
            lower(i.getElseStatement());
        }
        ctx.startBlock(end);
    }

    /** {@code assert c : "message"}: always checked (as with {@code -ea}); an {@code AssertionError} if false. */
    private void assertStatement(AssertStatement a) {
        Expression message = a.getMessage();
        if (message != null && !(message instanceof StringLiteral)) {
            throw new UnsupportedConstruct(a, "an assert message that is not a string literal");
        }
        Expr condition = exprs.condition(a.getExpression());
        String text = "assert " + a.getExpression()
            + (message == null ? "" : ": " + ((StringLiteral) message).getLiteralValue());
        Checks.raiseUnless(ctx, condition, "java.lang.AssertionError", text);
    }

    private void returnStatement(ReturnStatement r) {
        Optional<Expr> value = Optional.empty();
        if (r.getExpression() != null) {
            value = Optional.of(ctx.snapshot(exprs.converted(r.getExpression(), ctx.returnType())));
        }
        ctx.leaveScopesAbove(0);
        ctx.terminate(new Terminator.Return(value, ctx.loc()));
    }

    private void jump(String label, boolean isContinue, Statement where) {
        MethodContext.JumpTarget target = ctx.jumpTarget(label, isContinue)
            .orElseThrow(() -> new InvalidInput(where, "no target for " + where));
        ctx.leaveScopesAbove(target.scopeDepth());
        ctx.jump(isContinue ? target.continueTo() : target.breakTo());
    }

    private void synchronizedStatement(SynchronizedStatement s) {
        Expr lock = ctx.snapshot(exprs.rvalue(s.getExpression()));
        Checks.notNull(ctx, lock, s.getExpression().toString());
        Monitors.enter(ctx, lock);
        ctx.pushScope(new Monitors.Held(lock));
        lower(s.getBody());
        ctx.popScope();
        ctx.at(s.getBody());
        Monitors.exit(ctx, lock);
    }

    /** The statements of a body, in order. */
    public void lowerAll(List<?> statements) {
        statements.forEach(s -> lower((Statement) s));
    }
}
