package org.braid.c.internal.stmt;

import org.braid.c.internal.lower.FunctionContext;
import org.braid.core.internal.ir.Loc;
import org.braid.core.internal.ir.Terminator;
import org.eclipse.cdt.core.dom.ast.IASTDoStatement;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTForStatement;
import org.eclipse.cdt.core.dom.ast.IASTWhileStatement;

/**
 * {@code while}, {@code do} and {@code for} (C11 6.8.5): a condition block that branches into
 * the body or out; {@code continue} goes to the condition ({@code while}, {@code do}) or the
 * increment ({@code for}); a missing {@code for} condition is true.
 */
final class Loops {
    private final FunctionContext fn;
    private final Statements statements;

    Loops(FunctionContext fn, Statements statements) {
        this.fn = fn;
        this.statements = statements;
    }

    void whileLoop(IASTWhileStatement w) {
        String cond = fn.newLabel("while.cond");
        String body = fn.newLabel("while.body");
        String end = fn.newLabel("while.end");
        fn.start(cond);
        fn.exprs().branch(w.getCondition(), body, end);
        fn.start(body);
        body(w.getBody(), end, cond);
        jumpBack(cond);
        fn.start(end);
    }

    void doLoop(IASTDoStatement d) {
        String body = fn.newLabel("do.body");
        String cond = fn.newLabel("do.cond");
        String end = fn.newLabel("do.end");
        fn.start(body);
        body(d.getBody(), end, cond);
        fn.start(cond);
        withLoc(d.getCondition(), () -> fn.exprs().branch(d.getCondition(), body, end));
        fn.start(end);
    }

    void forLoop(IASTForStatement f) {
        String cond = fn.newLabel("for.cond");
        String body = fn.newLabel("for.body");
        String inc = fn.newLabel("for.inc");
        String end = fn.newLabel("for.end");
        if (f.getInitializerStatement() != null) {
            statements.statement(f.getInitializerStatement());
        }
        fn.start(cond);
        IASTExpression c = f.getConditionExpression();
        if (c != null) {
            withLoc(c, () -> fn.exprs().branch(c, body, end));
        } else {
            fn.terminate(new Terminator.Goto(body, fn.loc()));
        }
        fn.start(body);
        body(f.getBody(), end, inc);
        fn.start(inc);
        IASTExpression step = f.getIterationExpression();
        if (step != null) {
            withLoc(step, () -> fn.exprs().discard(step));
        }
        jumpBack(cond);
        fn.start(end);
    }

    private void body(org.eclipse.cdt.core.dom.ast.IASTStatement s, String breakTarget, String continueTarget) {
        fn.pushJumps(new FunctionContext.Jumps(breakTarget, continueTarget));
        fn.enterLoop();
        try {
            statements.statement(s);
        } finally {
            fn.exitLoop();
            fn.popJumps();
        }
    }

    private void jumpBack(String cond) {
        if (fn.cfg().isOpen()) {
            fn.terminate(new Terminator.Goto(cond, fn.loc()));
        }
    }

    private void withLoc(IASTExpression e, Runnable r) {
        Loc previous = fn.setLoc(fn.unit().locations().loc(e));
        try {
            r.run();
        } finally {
            fn.setLoc(previous);
        }
    }
}
