package org.braid.c.internal.link;

import java.util.LinkedHashSet;
import java.util.Set;
import org.braid.c.internal.lower.Exprs;
import org.braid.core.internal.ir.Block;
import org.braid.core.internal.ir.Callee;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Global;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Terminator;
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
            b.statements().forEach(r::statement);
            r.terminator(b.terminator());
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

    private void statement(Stmt s) {
        switch (s) {
            case Stmt.Assign a -> {
                lvalue(a.target());
                expr(a.value());
            }
            case Stmt.Havoc h -> lvalue(h.target());
            case Stmt.Assume a -> expr(a.condition());
            case Stmt.Assert a -> expr(a.condition());
            case Stmt.Call c -> {
                c.result().ifPresent(this::lvalue);
                callee(c.callee());
                c.arguments().forEach(this::expr);
            }
            case Stmt.Async a -> {
                a.threadId().ifPresent(this::lvalue);
                callee(a.callee());
                a.arguments().forEach(this::expr);
            }
            case Stmt.Join j -> {
                expr(j.threadId());
                j.result().ifPresent(this::lvalue);
            }
            case Stmt.AtomicBegin a -> {
            }
            case Stmt.AtomicEnd a -> {
            }
            case Stmt.Alloc a -> {
                lvalue(a.target());
                expr(a.size());
            }
            case Stmt.Free f -> expr(f.pointer());
        }
    }

    private void terminator(Terminator t) {
        switch (t) {
            case Terminator.Branch b -> expr(b.condition());
            case Terminator.Return r -> r.value().ifPresent(this::expr);
            case Terminator.Goto g -> {
            }
            case Terminator.Exit e -> {
            }
        }
    }

    private void callee(Callee c) {
        switch (c) {
            case Callee.Direct d -> procedures.add(d.name());
            case Callee.Indirect i -> expr(i.pointer());
        }
    }

    private void lvalue(Lvalue l) {
        type(l.type());
        if (l instanceof Lvalue.Mem m) {
            expr(m.pointer());
        }
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
                case Expr.Unary u -> {
                }
                case Expr.Binary b -> {
                }
                case Expr.Cast c -> {
                }
                case Expr.Ite i -> {
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
