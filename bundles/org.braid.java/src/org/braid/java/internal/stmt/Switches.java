package org.braid.java.internal.stmt;

import java.util.ArrayList;
import java.util.List;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;
import org.braid.java.internal.InvalidInput;
import org.braid.java.internal.UnsupportedConstruct;
import org.braid.java.internal.expr.Checks;
import org.braid.java.internal.expr.Expressions;
import org.braid.java.internal.expr.Strings;
import org.braid.java.internal.lower.Ir;
import org.braid.java.internal.lower.MethodContext;
import org.braid.java.internal.types.JavaTypes;
import org.eclipse.jdt.core.dom.Expression;
import org.eclipse.jdt.core.dom.ITypeBinding;
import org.eclipse.jdt.core.dom.IVariableBinding;
import org.eclipse.jdt.core.dom.Name;
import org.eclipse.jdt.core.dom.NullLiteral;
import org.eclipse.jdt.core.dom.Statement;
import org.eclipse.jdt.core.dom.SwitchCase;
import org.eclipse.jdt.core.dom.SwitchExpression;
import org.eclipse.jdt.core.dom.SwitchStatement;
import org.eclipse.jdt.core.dom.YieldStatement;

/**
 * {@code switch} statements and expressions (JLS 14.11, 15.28) with constant labels: on
 * {@code int}, {@code char}, {@code short}, {@code byte} (the selector promoted to {@code int}), on
 * strings (by the model's {@code equals}; {@code ==} where the program creates no strings but its
 * interned literals, {@code expr.Strings#equalsLiteral}) and on enums (by the constant's ordinal). The selector is evaluated once (a null
 * string or enum throws {@code NullPointerException}); the labels are tested in order, then
 * {@code default};
 * then the bodies:
 * <pre>
 *   if (k == 1 || k == 2) goto case_0; if (k == 3) goto case_1; goto default (or end)
 * case_0: statements          -- "case 1, 2:" falls through into the next group;
 * case_1: statements          -- "case 3 -> ..." jumps to the end after its body
 * end:
 * </pre>
 * An unlabelled {@code break} leaves the switch statement, {@code continue} goes to the loop around
 * it; a {@code yield} stores the switch expression's value and leaves it. A switch expression
 * without {@code default} covers every value (javac checks it), so no label matching is
 * unreachable. Pattern labels, {@code case null} and guards are unsupported.
 */
final class Switches {
    private final MethodContext ctx;
    private final Expressions exprs;
    private final Statements statements;

    Switches(MethodContext ctx, Expressions exprs, Statements statements) {
        this.ctx = ctx;
        this.exprs = exprs;
        this.statements = statements;
    }

    void statement(SwitchStatement s) {
        String end = ctx.newLabel("switch_end");
        lower(s.getExpression(), s.statements(), end, false);
        ctx.startBlock(end);
    }

    Expr expression(SwitchExpression e) {
        Type type = JavaTypes.value(e.resolveTypeBinding(), e);
        Variable result = ctx.newTemp(type);
        String end = ctx.newLabel("switch_value");
        ctx.pushYieldTarget(result, end);
        lower(e.getExpression(), e.statements(), end, true);
        ctx.popYieldTarget();
        ctx.startBlock(end);
        return Ir.read(new Lvalue.Var(result));
    }

    /**
     * {@code yield v}: the value, converted to the switch expression's type, then out of it. JDT
     * gives the expression of an arrow rule ({@code case 1 -> x = 2;}) as an implicit {@code yield}
     * in switch statements too: there it is only evaluated, and the rule ends.
     */
    void yieldStatement(YieldStatement y) {
        if (y.isImplicit() && y.getParent() instanceof SwitchStatement) {
            exprs.effect(y.getExpression());
            return;
        }
        MethodContext.YieldTarget target = ctx.yieldTarget()
            .orElseThrow(() -> new InvalidInput(y, "yield outside a switch expression"));
        Expr value = ctx.snapshot(exprs.converted(y.getExpression(), target.result().type()));
        ctx.emit(new Stmt.Assign(new Lvalue.Var(target.result()), value, ctx.loc()));
        ctx.leaveScopesAbove(target.scopeDepth());
        ctx.jump(target.end());
    }

    private void lower(Expression selector, List<?> body, String end, boolean isExpression) {
        Expr key = key(selector);
        List<SwitchCase> cases = new ArrayList<>();
        List<String> labels = new ArrayList<>();
        String defaultLabel = null;
        for (Object o : body) {
            if (o instanceof SwitchCase c) {
                String label = ctx.newLabel(c.isDefault() ? "switch_default" : "switch_case");
                cases.add(c);
                labels.add(label);
                if (c.isDefault()) {
                    defaultLabel = label;
                }
            }
        }
        for (int i = 0; i < cases.size(); i++) {
            SwitchCase c = cases.get(i);
            if (c.isDefault()) {
                continue;
            }
            Expr matches = Ir.bool(false);
            for (Object label : c.expressions()) {
                Expr value = label((Expression) label);
                Expr equal = value.type() instanceof Type.Pointer ? Strings.equalsLiteral(ctx, exprs.calls(), key, value)
                    : Ir.binary(Expr.BinaryOp.EQ, key, value);
                matches = Ir.binary(Expr.BinaryOp.LOR, matches, equal);
            }
            String next = ctx.newLabel("switch_next");
            ctx.branch(matches, labels.get(i), next);
            ctx.startBlock(next);
        }
        if (defaultLabel != null) {
            ctx.jump(defaultLabel);
        } else if (isExpression) {
            ctx.emit(new Stmt.Assume(Ir.bool(false), ctx.loc()));
        } else {
            ctx.jump(end);
        }
        if (!isExpression) {
            ctx.pushSwitchTarget(end);
        }
        int index = 0;
        for (Object o : body) {
            if (o instanceof SwitchCase c) {
                if (c.isSwitchLabeledRule()) {
                    ctx.jump(end);
                }
                ctx.startBlock(labels.get(index++));
            } else {
                statements.lower((Statement) o);
            }
        }
        if (!isExpression) {
            ctx.popJumpTarget();
        }
        ctx.jump(end);
    }

    /** The selector's value, evaluated once: an {@code int}, or a reference checked for null. */
    private Expr key(Expression selector) {
        ITypeBinding type = selector.resolveTypeBinding();
        if (type.isPrimitive()) {
            Expr value = exprs.promoted(selector);
            if (!value.type().equals(JavaTypes.INT)) {
                throw new UnsupportedConstruct(selector, "a switch on " + type.getName());
            }
            return ctx.snapshot(value);
        }
        if (!isString(type) && !type.isEnum()) {
            throw new UnsupportedConstruct(selector, "a switch on " + type.getName());
        }
        Expr value = ctx.snapshot(exprs.rvalue(selector));
        Checks.notNull(ctx, value, selector.toString());
        return type.isEnum() ? ctx.snapshot(exprs.enumOrdinal(value)) : value;
    }

    /** A case label's value, comparable with the key. */
    private Expr label(Expression label) {
        if (label instanceof Name n && n.resolveBinding() instanceof IVariableBinding v && v.isEnumConstant()) {
            return Ir.integer(ctx.program().classes().enumOrdinal(v, label), JavaTypes.INT);
        }
        Object constant = label.resolveConstantExpressionValue();
        if (label instanceof NullLiteral || constant == null) {
            throw new UnsupportedConstruct(label, "the case label " + label + " (a pattern or null)");
        }
        if (constant instanceof String text) {
            return ctx.program().stringLiteral(text);
        }
        Expr value = exprs.rvalue(label);
        return Ir.convert(value, JavaTypes.INT);
    }

    private static boolean isString(ITypeBinding type) {
        return "java.lang.String".equals(type.getQualifiedName());
    }
}
