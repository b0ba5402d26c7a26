package org.braid.c.internal.link;

import java.util.LinkedHashSet;
import java.util.Set;
import org.braid.c.internal.lower.Exprs;
import org.braid.core.internal.ir.Block;
import org.braid.core.internal.ir.Callee;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Global;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Operands;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;

/** The procedures, globals and struct tags a piece of CIR refers to, in first-use order. */
final class References {
    final Set<String> procedures = new LinkedHashSet<>();
    final Set<String> globals = new LinkedHashSet<>();
    final Set<String> structs = new LinkedHashSet<>();

    static References of(Procedure p) {
        References r = new References();
        r.type(p.type());
        p.parameters().forEach(r::variable);
        p.locals().forEach(r::variable);
        for (Block b : p.blocks()) {
            b.statements().forEach(s -> Operands.visit(s, r::lvalue, r::callee, r::expr));
            Operands.visit(b.terminator(), r::expr);
        }
        return r;
    }

    static References of(Global g) {
        References r = new References();
        r.type(g.type());
        g.initializer().forEach(i -> r.expr(i.value()));
        return r;
    }

    private void variable(Variable v) {
        type(v.type());
    }

    private void callee(Callee c) {
        switch (c) {
            case Callee.Direct d -> procedures.add(d.name());
            case Callee.Indirect i -> expr(i.pointer());
        }
    }

    private void lvalue(Lvalue l) {
        type(l.type());
        Operands.pointer(l).ifPresent(this::expr);
    }

    void expr(Expr e) {
        Exprs.visit(e, x -> {
            type(x.type());
            switch (x) {
                case Expr.GlobalAddr g -> globals.add(g.name());
                case Expr.FunctionAddr f -> procedures.add(f.name());
                case Expr.Read r -> type(r.lvalue().type());
                case Expr.Const c -> {
                }
                case Expr.Null n -> {
                }
                case Expr.LocalAddr l -> {
                }
                case Expr.PtrAdd p -> {
                }
                case Expr.PtrDiff d -> {
                }
                case Expr.ObjectSize o -> {
                }
                case Expr.Unary u -> {
                }
                case Expr.Binary b -> {
                }
                case Expr.Cast c -> {
                }
                case Expr.Ite i -> {
                }
                case Expr.FloatOp o -> {
                }
            }
        });
    }

    void type(Type t) {
        switch (t) {
            case Type.Struct s -> structs.add(s.tag());
            case Type.Pointer p -> type(p.target());
            case Type.Array a -> type(a.element());
            case Type.Function f -> {
                type(f.returnType());
                f.parameters().forEach(this::type);
            }
            case Type.Int i -> {
            }
            case Type.Bool b -> {
            }
            case Type.Void v -> {
            }
        }
    }
}
