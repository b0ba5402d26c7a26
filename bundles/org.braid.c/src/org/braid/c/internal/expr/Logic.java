package org.braid.c.internal.expr;

import org.braid.c.internal.lower.FunctionContext;
import org.braid.c.internal.lower.Ir;
import org.braid.c.internal.lower.Value;
import org.braid.c.internal.types.CType;
import org.braid.c.internal.types.Target;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Expr.BinaryOp;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Terminator;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;
import org.eclipse.cdt.core.dom.ast.IASTBinaryExpression;
import org.eclipse.cdt.core.dom.ast.IASTConditionalExpression;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTExpressionList;
import org.eclipse.cdt.core.dom.ast.IASTUnaryExpression;

/**
 * {@code &&}, {@code ||}, {@code !} and {@code ?:} (C11 6.5.13-6.5.15): as jumping code in
 * conditions, as a temporary set on both paths in values, and as plain CIR operators when the
 * operands are {@linkplain Purity simple}.
 */
final class Logic {
    private final FunctionContext fn;
    private final Expressions exprs;

    Logic(FunctionContext fn, Expressions exprs) {
        this.fn = fn;
        this.exprs = exprs;
    }

    void branch(IASTExpression e, String onTrue, String onFalse) {
        IASTExpression x = Expressions.strip(e);
        if (x instanceof IASTUnaryExpression u && u.getOperator() == IASTUnaryExpression.op_not) {
            branch(u.getOperand(), onFalse, onTrue);
            return;
        }
        if (x instanceof IASTBinaryExpression b && b.getOperator() == IASTBinaryExpression.op_logicalAnd) {
            String rhs = fn.newLabel("and.rhs");
            branch(b.getOperand1(), rhs, onFalse);
            fn.start(rhs);
            branch(b.getOperand2(), onTrue, onFalse);
            return;
        }
        if (x instanceof IASTBinaryExpression b && b.getOperator() == IASTBinaryExpression.op_logicalOr) {
            String rhs = fn.newLabel("or.rhs");
            branch(b.getOperand1(), onTrue, rhs);
            fn.start(rhs);
            branch(b.getOperand2(), onTrue, onFalse);
            return;
        }
        if (x instanceof IASTExpressionList list) {
            IASTExpression[] parts = list.getExpressions();
            for (int i = 0; i < parts.length - 1; i++) {
                exprs.discard(parts[i]);
            }
            branch(parts[parts.length - 1], onTrue, onFalse);
            return;
        }
        fn.at(x, () -> {
            leaf(x, onTrue, onFalse);
            return null;
        });
    }

    /** A condition without {@code && || !} at the top: evaluated once, then a branch. */
    private void leaf(IASTExpression x, String onTrue, String onFalse) {
        Expr condition = condition(exprs.rvalue(x), x);
        if (condition instanceof Expr.Const c) {
            fn.terminate(new Terminator.Goto(c.bits() != 0 ? onTrue : onFalse, fn.loc()));
        } else {
            fn.terminate(new Terminator.Branch(condition, onTrue, onFalse, fn.loc()));
        }
    }

    /** The truth of a scalar value as a CIR boolean. */
    Expr condition(Value v, IASTExpression where) {
        if (v.type().unqualified() instanceof CType.Floating f) {
            if (!FloatLowering.supported(f)) {
                Value any = exprs.converter().unsupported(CType.INT, "long double comparison", where);
                return Ir.truth(any.expr());
            }
            return new FloatLowering(fn.unit().target()).truth(v);
        }
        if (v.isWide()) {
            return WideArithmetic.truth(v);
        }
        return Ir.truth(v.expr());
    }

    Value logical(IASTBinaryExpression e) {
        boolean and = e.getOperator() == IASTBinaryExpression.op_logicalAnd;
        if (Purity.isSimple(e.getOperand1(), fn) && Purity.isSimple(e.getOperand2(), fn)) {
            Expr l = condition(exprs.rvalue(e.getOperand1()), e.getOperand1());
            Expr r = condition(exprs.rvalue(e.getOperand2()), e.getOperand2());
            return exprs.arithmetic().intOf(Ir.binary(and ? BinaryOp.LAND : BinaryOp.LOR, l, r));
        }
        if (fn.isConstantMode()) {
            return constantLogical(e, and);
        }
        return materialize(e);
    }

    /**
     * {@code a && b} or {@code a || b} in an integer constant expression whose operands are not
     * {@linkplain Purity simple} (e.g. {@code offsetof}): the right operand only counts if the
     * left one does not decide (C11 6.5.13); a non-constant operand makes the whole non-constant.
     */
    private Value constantLogical(IASTBinaryExpression e, boolean and) {
        Expr l = condition(exprs.rvalue(e.getOperand1()), e.getOperand1());
        if (l instanceof Expr.Const c && (c.bits() != 0) != and) {
            return exprs.arithmetic().intOf(Ir.bool(!and));
        }
        Expr r = condition(exprs.rvalue(e.getOperand2()), e.getOperand2());
        return exprs.arithmetic().intOf(Ir.binary(and ? BinaryOp.LAND : BinaryOp.LOR, l, r));
    }

    /** The {@code int} 0/1 value of a condition, computed by jumping code. */
    Value materialize(IASTExpression e) {
        Type.Int i32 = fn.unit().target().ir(CType.INT.kind());
        Variable t = fn.newTemp(i32);
        String yes = fn.newLabel("cond.true");
        String no = fn.newLabel("cond.false");
        String end = fn.newLabel("cond.end");
        branch(e, yes, no);
        fn.start(yes);
        fn.emit(new Stmt.Assign(new Lvalue.Var(t), Ir.constant(1, i32), fn.loc()));
        fn.terminate(new Terminator.Goto(end, fn.loc()));
        fn.start(no);
        fn.emit(new Stmt.Assign(new Lvalue.Var(t), Ir.constant(0, i32), fn.loc()));
        fn.start(end);
        return new Value(new Expr.Read(new Lvalue.Var(t)), CType.INT);
    }

    Value conditional(IASTConditionalExpression c, boolean valueUsed) {
        CType type = TypeOf.decay(exprs.typeOf(c));
        IASTExpression cond = c.getLogicalConditionExpression();
        IASTExpression then = c.getPositiveResultExpression();
        IASTExpression otherwise = c.getNegativeResultExpression();
        boolean isVoid = type instanceof CType.Void;
        if (!isVoid && then != null && Purity.isSimple(cond, fn) && Purity.isSimple(then, fn)
                && Purity.isSimple(otherwise, fn)) {
            Expr k = condition(exprs.rvalue(cond), cond);
            Value a = exprs.convert(exprs.rvalue(then), type, then);
            Value b = exprs.convert(exprs.rvalue(otherwise), type, otherwise);
            if (k instanceof Expr.Const kc) {
                return kc.bits() != 0 ? a : b;
            }
            if (a.isWide()) {
                return WideArithmetic.select(k, a, b, type);
            }
            return new Value(new Expr.Ite(k, a.expr(), b.expr()), type);
        }
        if (!isVoid && then != null && fn.isConstantMode()
                && condition(exprs.rvalue(cond), cond) instanceof Expr.Const kc) {
            // an integer constant expression (e.g. a static assertion on offsetof): only the chosen arm counts
            IASTExpression chosen = kc.bits() != 0 ? then : otherwise;
            return exprs.convert(exprs.rvalue(chosen), type, chosen);
        }
        boolean wide = Target.isWide(type);
        Variable result = isVoid || !valueUsed ? null
            : fn.newTemp(wide ? WideArithmetic.U64 : fn.unit().target().ir(type));
        Variable resultHigh = result != null && wide ? fn.newTemp(WideArithmetic.U64) : null;
        String yes = fn.newLabel("cond.true");
        String no = fn.newLabel("cond.false");
        String end = fn.newLabel("cond.end");
        Value kept = null;
        if (then == null) {
            Value v = exprs.rvalue(cond);
            if (v.isWide()) {
                kept = exprs.wide().stable(v);
            } else {
                Variable saved = fn.newTemp(v.expr().type());
                fn.emit(new Stmt.Assign(new Lvalue.Var(saved), v.expr(), fn.loc()));
                kept = new Value(new Expr.Read(new Lvalue.Var(saved)), v.type());
            }
            Expr k = condition(kept, cond);
            fn.terminate(new Terminator.Branch(k, yes, no, fn.loc()));
        } else {
            branch(cond, yes, no);
        }
        fn.start(yes);
        arm(then == null ? null : then, kept, result, resultHigh, type);
        fn.terminate(new Terminator.Goto(end, fn.loc()));
        fn.start(no);
        arm(otherwise, null, result, resultHigh, type);
        fn.start(end);
        if (result == null) {
            return new Value(Ir.constant(0, fn.unit().target().ir(CType.INT.kind())), isVoid ? CType.VOID : type);
        }
        if (resultHigh != null) {
            return Value.wide(new Expr.Read(new Lvalue.Var(result)), new Expr.Read(new Lvalue.Var(resultHigh)), type);
        }
        return new Value(new Expr.Read(new Lvalue.Var(result)), type);
    }

    private void arm(IASTExpression e, Value precomputed, Variable result, Variable resultHigh, CType type) {
        if (result == null) {
            if (e != null) {
                exprs.discard(e);
            }
            return;
        }
        Value v = precomputed != null ? precomputed : exprs.rvalue(e);
        Value converted = exprs.convert(v, type, e != null ? e : fn.unit().unit().ast());
        if (resultHigh != null) {
            fn.emit(new Stmt.Assign(new Lvalue.Var(result), converted.low(), fn.loc()));
            fn.emit(new Stmt.Assign(new Lvalue.Var(resultHigh), converted.high(), fn.loc()));
            return;
        }
        fn.emit(new Stmt.Assign(new Lvalue.Var(result), converted.expr(), fn.loc()));
    }
}
