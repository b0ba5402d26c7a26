package org.braid.c.internal.stmt;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.braid.c.internal.InvalidInput;
import org.braid.c.internal.lower.FunctionContext;
import org.braid.c.internal.lower.Ir;
import org.braid.c.internal.lower.Value;
import org.braid.c.internal.types.CType;
import org.braid.c.internal.types.Conversions;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Expr.BinaryOp;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Terminator;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;
import org.eclipse.cdt.core.dom.ast.ASTVisitor;
import org.eclipse.cdt.core.dom.ast.IASTBinaryExpression;
import org.eclipse.cdt.core.dom.ast.IASTCaseStatement;
import org.eclipse.cdt.core.dom.ast.IASTDefaultStatement;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTStatement;
import org.eclipse.cdt.core.dom.ast.IASTSwitchStatement;

/**
 * {@code switch} (C11 6.8.4.2): the controlling value is promoted and kept in a register; a chain
 * of comparisons jumps to the matching {@code case} (converted to the promoted type), else to
 * {@code default} or past the switch. Case labels may sit anywhere in the body (not inside a
 * nested switch); control falls through from one to the next. GNU case ranges
 * {@code case a ... b} compare both bounds. A {@code __int128} controlling value is kept as its
 * two halves and compared with each case's 128-bit constant.
 */
final class Switches {
    private final FunctionContext fn;
    private final Statements statements;
    private final Deque<Map<IASTStatement, String>> active = new ArrayDeque<>();

    Switches(FunctionContext fn, Statements statements) {
        this.fn = fn;
        this.statements = statements;
    }

    void switchStatement(IASTSwitchStatement s) {
        Value controller = fn.exprs().rvalue(s.getControllerExpression());
        if (!(controller.type().unqualified() instanceof CType.Int k)) {
            throw new InvalidInput(s, "switch on a non-integer value");
        }
        CType.Int type = Conversions.promote(k);
        Value value = stable(fn.exprs().convert(controller, type, s.getControllerExpression()));
        List<IASTStatement> labels = collect(s.getBody());
        Map<IASTStatement, String> targets = new IdentityHashMap<>();
        String end = fn.newLabel("sw.end");
        String otherwise = end;
        for (IASTStatement label : labels) {
            if (label instanceof IASTDefaultStatement) {
                targets.put(label, fn.newLabel("sw.default"));
                otherwise = targets.get(label);
            } else {
                targets.put(label, fn.newLabel("sw.case"));
            }
        }
        for (IASTStatement label : labels) {
            if (label instanceof IASTCaseStatement c) {
                String next = fn.newLabel("sw.test");
                Expr match = match(c.getExpression(), value, type);
                if (match instanceof Expr.Const m) {
                    fn.terminate(new Terminator.Goto(m.bits() != 0 ? targets.get(label) : next, fn.loc()));
                } else {
                    fn.terminate(new Terminator.Branch(match, targets.get(label), next, fn.loc()));
                }
                fn.start(next);
            }
        }
        fn.terminate(new Terminator.Goto(otherwise, fn.loc()));
        FunctionContext.Jumps outer = fn.jumps();
        fn.pushJumps(new FunctionContext.Jumps(end, outer == null ? null : outer.continueTarget()));
        active.push(targets);
        try {
            statements.statement(s.getBody());
        } finally {
            active.pop();
            fn.popJumps();
        }
        fn.start(end);
    }

    /**
     * The controlling value in registers, so that every case compares the value computed once:
     * a {@code __int128} one as its two halves.
     */
    private Value stable(Value v) {
        if (v.isWide()) {
            return Value.wide(register(v.low()), register(v.high()), v.type());
        }
        return new Value(register(v.expr()), v.type());
    }

    private Expr register(Expr e) {
        if (!org.braid.c.internal.lower.Exprs.readsMemory(e)) {
            return e;
        }
        Variable t = fn.newTemp((Type.Int) e.type());
        fn.emit(new Stmt.Assign(new Lvalue.Var(t), e, fn.loc()));
        return new Expr.Read(new Lvalue.Var(t));
    }

    private Expr match(IASTExpression e, Value value, CType.Int type) {
        if (e instanceof IASTBinaryExpression b && b.getOperator() == IASTBinaryExpression.op_ellipses) {
            Value lo = constant(b.getOperand1(), type);
            Value hi = constant(b.getOperand2(), type);
            return Ir.binary(BinaryOp.LAND, fn.exprs().compare(BinaryOp.GE, value, lo, type),
                fn.exprs().compare(BinaryOp.LE, value, hi, type));
        }
        return fn.exprs().compare(BinaryOp.EQ, value, constant(e, type), type);
    }

    private Value constant(IASTExpression e, CType.Int type) {
        Value v = fn.unit().constantValue(e)
            .orElseThrow(() -> new InvalidInput(e, "case label is not an integer constant expression"));
        Value c = fn.exprs().convert(v, type, e);
        if (!c.isConstant()) {
            throw new InvalidInput(e, "case label is not an integer constant expression");
        }
        return c;
    }

    void label(IASTStatement s) {
        Map<IASTStatement, String> targets = active.peek();
        String target = targets == null ? null : targets.get(s);
        if (target == null) {
            throw new InvalidInput(s, "case label not within a switch statement");
        }
        fn.start(target);
    }

    /** The case and default labels of a switch body, outside nested switches, in order. */
    private static List<IASTStatement> collect(IASTStatement body) {
        List<IASTStatement> found = new ArrayList<>();
        body.accept(new ASTVisitor() {
            {
                shouldVisitStatements = true;
            }

            @Override
            public int visit(IASTStatement s) {
                if (s instanceof IASTSwitchStatement) {
                    return PROCESS_SKIP;
                }
                if (s instanceof IASTCaseStatement || s instanceof IASTDefaultStatement) {
                    found.add(s);
                }
                return PROCESS_CONTINUE;
            }
        });
        return found;
    }
}
