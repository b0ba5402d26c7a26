package org.braid.c.internal.decl;

import java.util.Optional;
import org.braid.c.internal.expr.Expressions;
import org.braid.c.internal.lower.FunctionContext;
import org.braid.c.internal.lower.UnitContext;
import org.braid.c.internal.lower.Value;
import org.braid.c.internal.stmt.Statements;
import org.eclipse.cdt.core.dom.ast.IASTExpression;

/** Creates and wires the expression, statement and declaration lowerers of a function context. */
final class Lowerers {

    private Lowerers() {
    }

    static Statements wire(FunctionContext fn) {
        Statements statements = new Statements(fn);
        fn.wire(new Expressions(fn), statements, new LocalDeclarations(fn));
        return statements;
    }

    /** A context in which lowering an expression succeeds only if it is constant. */
    static FunctionContext constantContext(UnitContext unit, String name) {
        FunctionContext fn = new FunctionContext(unit, name, true);
        wire(fn);
        return fn;
    }

    /** Installs the unit's evaluator of integer constant expressions. */
    static void installConstants(UnitContext unit) {
        FunctionContext fn = constantContext(unit, "<constant>");
        unit.setConstants(e -> evaluate(fn, e));
    }

    private static Optional<Value> evaluate(FunctionContext fn, IASTExpression e) {
        try {
            Value v = fn.exprs().rvalue(e);
            return v.isConstant() ? Optional.of(v) : Optional.empty();
        } catch (FunctionContext.NotConstant notConstant) {
            return Optional.empty();
        }
    }
}
