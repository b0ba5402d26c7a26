package org.braid.c.internal.stmt;

import org.braid.c.internal.InvalidInput;
import org.braid.c.internal.lower.FunctionContext;
import org.braid.c.internal.lower.StmtService;
import org.braid.c.internal.lower.Value;
import org.braid.c.internal.types.WideUnsupported;
import org.braid.core.internal.ir.Loc;
import org.braid.core.internal.ir.Terminator;
import org.eclipse.cdt.core.dom.ast.IASTASMDeclaration;
import org.eclipse.cdt.core.dom.ast.IASTBreakStatement;
import org.eclipse.cdt.core.dom.ast.IASTCaseStatement;
import org.eclipse.cdt.core.dom.ast.IASTCompoundStatement;
import org.eclipse.cdt.core.dom.ast.IASTContinueStatement;
import org.eclipse.cdt.core.dom.ast.IASTDeclarationStatement;
import org.eclipse.cdt.core.dom.ast.IASTDefaultStatement;
import org.eclipse.cdt.core.dom.ast.IASTDoStatement;
import org.eclipse.cdt.core.dom.ast.IASTExpressionStatement;
import org.eclipse.cdt.core.dom.ast.IASTForStatement;
import org.eclipse.cdt.core.dom.ast.IASTGotoStatement;
import org.eclipse.cdt.core.dom.ast.IASTIfStatement;
import org.eclipse.cdt.core.dom.ast.IASTLabelStatement;
import org.eclipse.cdt.core.dom.ast.IASTNullStatement;
import org.eclipse.cdt.core.dom.ast.IASTProblemStatement;
import org.eclipse.cdt.core.dom.ast.IASTReturnStatement;
import org.eclipse.cdt.core.dom.ast.IASTStatement;
import org.eclipse.cdt.core.dom.ast.IASTSwitchStatement;
import org.eclipse.cdt.core.dom.ast.IASTWhileStatement;

/** The entry point of statement lowering; loops, switches and returns have their own classes. */
public final class Statements implements StmtService {
    private final FunctionContext fn;
    private final Loops loops;
    private final Switches switches;
    private final Returns returns;

    public Statements(FunctionContext fn) {
        this.fn = fn;
        this.loops = new Loops(fn, this);
        this.switches = new Switches(fn, this);
        this.returns = new Returns(fn);
    }

    public Returns returns() {
        return returns;
    }

    @Override
    public void statement(IASTStatement s) {
        if (s instanceof IASTCompoundStatement c) {
            for (IASTStatement inner : c.getStatements()) {
                statement(inner);
            }
            return;
        }
        Loc previous = fn.setLoc(fn.unit().locations().loc(s));
        FunctionContext.Nesting nesting = fn.nesting();
        try {
            lower(s);
        } catch (WideUnsupported e) {
            fn.abandonStatement(nesting);
            fn.unit().unsupported(s, "__int128 in `" + fn.loc().text()
                + "` (Braid computes with __int128 in arithmetic, comparisons, conversions, assignments, calls and returns)");
        } finally {
            fn.setLoc(previous);
        }
    }

    private void lower(IASTStatement s) {
        switch (s) {
            case IASTDeclarationStatement d -> {
                if (d.getDeclaration() instanceof IASTASMDeclaration) {
                    fn.unit().unsupported(d, "inline assembly");
                } else {
                    fn.decls().declaration(d.getDeclaration());
                }
            }
            case IASTExpressionStatement e -> fn.exprs().discard(e.getExpression());
            case IASTIfStatement i -> ifStatement(i);
            case IASTWhileStatement w -> loops.whileLoop(w);
            case IASTDoStatement d -> loops.doLoop(d);
            case IASTForStatement f -> loops.forLoop(f);
            case IASTSwitchStatement w -> switches.switchStatement(w);
            case IASTCaseStatement c -> switches.label(c);
            case IASTDefaultStatement d -> switches.label(d);
            case IASTBreakStatement b -> jump(fn.jumps() == null ? null : fn.jumps().breakTarget(), s, "break");
            case IASTContinueStatement c -> jump(fn.jumps() == null ? null : fn.jumps().continueTarget(), s, "continue");
            case IASTReturnStatement r -> returns.returnStatement(r);
            case IASTLabelStatement l -> {
                fn.start(fn.userLabel(l.getName().toString()));
                statement(l.getNestedStatement());
            }
            case IASTGotoStatement g -> fn.terminate(new Terminator.Goto(fn.userLabel(g.getName().toString()), fn.loc()));
            case IASTNullStatement n -> {
            }
            case IASTProblemStatement p -> throw new InvalidInput(p, "syntax error");
            default -> unsupported(s);
        }
    }

    private void unsupported(IASTStatement s) {
        String kind = s.getClass().getSimpleName().contains("Goto") ? "computed goto" : "statement";
        fn.unit().unsupported(s, kind);
    }

    private void jump(String target, IASTStatement s, String what) {
        if (target == null) {
            throw new InvalidInput(s, "'" + what + "' statement not in loop or switch statement");
        }
        fn.terminate(new Terminator.Goto(target, fn.loc()));
    }

    private void ifStatement(IASTIfStatement i) {
        String then = fn.newLabel("if.then");
        String otherwise = fn.newLabel("if.else");
        String end = fn.newLabel("if.end");
        boolean hasElse = i.getElseClause() != null;
        fn.exprs().branch(i.getConditionExpression(), then, hasElse ? otherwise : end);
        fn.start(then);
        statement(i.getThenClause());
        if (hasElse) {
            if (fn.cfg().isOpen()) {
                fn.terminate(new Terminator.Goto(end, fn.loc()));
            }
            fn.start(otherwise);
            statement(i.getElseClause());
        }
        fn.start(end);
    }

    @Override
    public Value statementExpression(IASTCompoundStatement body, boolean valueUsed) {
        IASTStatement[] all = body.getStatements();
        for (int k = 0; k < all.length - 1; k++) {
            statement(all[k]);
        }
        if (all.length == 0) {
            return null;
        }
        IASTStatement last = all[all.length - 1];
        if (valueUsed && last instanceof IASTExpressionStatement e) {
            Loc previous = fn.setLoc(fn.unit().locations().loc(last));
            try {
                return fn.exprs().rvalue(e.getExpression());
            } finally {
                fn.setLoc(previous);
            }
        }
        statement(last);
        return null;
    }
}
