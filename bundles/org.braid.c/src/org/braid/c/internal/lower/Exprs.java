package org.braid.c.internal.lower;

import java.util.function.Consumer;
import java.util.function.UnaryOperator;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Lvalue;

/** Generic traversals of CIR expressions (children before parents, left to right). */
public final class Exprs {

    private Exprs() {
    }

    public static void visit(Expr e, Consumer<Expr> action) {
        map(e, x -> {
            action.accept(x);
            return x;
        });
    }

    /** Rebuilds {@code e} bottom-up, applying {@code f} to each node after its children. */
    public static Expr map(Expr e, UnaryOperator<Expr> f) {
        Expr rebuilt = switch (e) {
            case Expr.Const c -> c;
            case Expr.Null n -> n;
            case Expr.GlobalAddr g -> g;
            case Expr.LocalAddr l -> l;
            case Expr.FunctionAddr fa -> fa;
            case Expr.Read r -> r.lvalue() instanceof Lvalue.Mem m
                ? new Expr.Read(m.withPointer(map(m.pointer(), f))) : r;
            case Expr.PtrAdd p -> new Expr.PtrAdd(map(p.pointer(), f), map(p.bytes(), f), p.type());
            case Expr.PtrDiff d -> new Expr.PtrDiff(map(d.left(), f), map(d.right(), f), d.type());
            case Expr.ObjectSize o -> new Expr.ObjectSize(map(o.pointer(), f), o.type());
            case Expr.Unary u -> new Expr.Unary(u.op(), map(u.operand(), f));
            case Expr.Binary b -> new Expr.Binary(b.op(), map(b.left(), f), map(b.right(), f));
            case Expr.Cast c -> new Expr.Cast(map(c.operand(), f), c.type());
            case Expr.Ite i -> new Expr.Ite(map(i.condition(), f), map(i.then(), f), map(i.otherwise(), f));
            case Expr.FloatOp o -> new Expr.FloatOp(o.op(), o.operands().stream().map(x -> map(x, f)).toList(), o.type());
        };
        return f.apply(rebuilt);
    }

    /** Whether {@code e} reads memory. */
    public static boolean readsMemory(Expr e) {
        boolean[] found = {false};
        visit(e, x -> {
            if (x instanceof Expr.Read r && r.lvalue() instanceof Lvalue.Mem) {
                found[0] = true;
            }
        });
        return found[0];
    }
}
