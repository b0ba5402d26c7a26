package org.braid.c.internal.stmt;

import java.util.Optional;
import org.braid.c.internal.lower.FunctionContext;
import org.braid.c.internal.lower.Ir;
import org.braid.c.internal.lower.Place;
import org.braid.c.internal.lower.Value;
import org.braid.c.internal.types.CType;
import org.braid.c.internal.types.Target;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Terminator;
import org.braid.core.internal.ir.Variable;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTReturnStatement;

/**
 * {@code return} (C11 6.8.6.4): the value converted to the return type; a struct result copied
 * to the caller's object, a {@code __int128} result stored there; the atomic section of an
 * atomic function closed first, with the returned value computed inside it. Reaching the end of
 * {@code main} returns 0 (C11 5.1.2.2.3); the end of another non-void function returns an
 * arbitrary value.
 */
public final class Returns {
    private final FunctionContext fn;

    Returns(FunctionContext fn) {
        this.fn = fn;
    }

    void returnStatement(IASTReturnStatement r) {
        IASTExpression e = r.getReturnValue();
        CType result = fn.type().result().unqualified();
        if (result instanceof CType.Rec) {
            Place source = fn.exprs().aggregate(e);
            Variable sret = fn.resultPointer();
            Place target = new Place.Memory(new Expr.Read(new Lvalue.Var(sret)), result, "<result>", false);
            fn.exprs().copy(target, source);
            finish(Optional.empty());
            return;
        }
        if (Target.isWide(result)) {
            if (e != null) {
                Value v = fn.exprs().convert(fn.exprs().rvalue(e), result, e);
                Place target = new Place.Memory(new Expr.Read(new Lvalue.Var(fn.resultPointer())), result, "<result>", false);
                fn.exprs().write(target, v);
            }
            finish(Optional.empty());
            return;
        }
        if (e == null) {
            finish(result instanceof CType.Void ? Optional.empty() : Optional.of(arbitrary()));
            return;
        }
        if (result instanceof CType.Void) {
            fn.exprs().discard(e);
            finish(Optional.empty());
            return;
        }
        Value v = fn.exprs().convert(fn.exprs().rvalue(e), result, e);
        finish(Optional.of(v.expr()));
    }

    /** Returns at the end of the body. */
    public void implicitReturn(boolean isMain) {
        CType result = fn.type().result().unqualified();
        if (result instanceof CType.Void || Target.inMemory(result)) {
            finish(Optional.empty());
        } else if (isMain) {
            finish(Optional.of(Ir.constant(0, fn.unit().target().ir(CType.INT.kind()))));
        } else {
            finish(Optional.of(arbitrary()));
        }
    }

    private Expr arbitrary() {
        Variable t = fn.newTemp(fn.unit().target().ir(fn.type().result().unqualified()));
        fn.emit(new Stmt.Havoc(new Lvalue.Var(t), fn.loc()));
        return new Expr.Read(new Lvalue.Var(t));
    }

    private void finish(Optional<Expr> value) {
        Optional<Expr> v = value;
        if (fn.isAtomicBody()) {
            if (v.isPresent() && org.braid.c.internal.lower.Exprs.readsMemory(v.get())) {
                Variable t = fn.newTemp(v.get().type());
                fn.emit(new Stmt.Assign(new Lvalue.Var(t), v.get(), fn.loc()));
                v = Optional.of(new Expr.Read(new Lvalue.Var(t)));
            }
            fn.emit(new Stmt.AtomicEnd(fn.loc()));
        }
        fn.terminate(new Terminator.Return(v, fn.loc()));
    }
}
