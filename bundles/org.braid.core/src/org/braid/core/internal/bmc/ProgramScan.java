package org.braid.core.internal.bmc;

import java.util.LinkedHashSet;
import java.util.Set;

import org.braid.core.internal.ir.Block;
import org.braid.core.internal.ir.Callee;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Global;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Terminator;

/**
 * Stage 0: checks that the input is a sequential program and collects the procedures whose
 * address is taken (the candidates of indirect calls), in order of first occurrence.
 */
final class ProgramScan {

    private final Set<String> addressTaken = new LinkedHashSet<>();

    /**
     * @throws IllegalArgumentException for {@code Async} or {@code Join}
     */
    static Set<String> addressTaken(Program program) {
        ProgramScan scan = new ProgramScan();
        for (Global g : program.globals().values()) {
            g.initializer().forEach(i -> scan.expr(i.value()));
        }
        for (Procedure p : program.procedures().values()) {
            for (Block b : p.blocks()) {
                b.statements().forEach(s -> scan.stmt(s, p));
                scan.terminator(b.terminator());
            }
        }
        return scan.addressTaken;
    }

    private void stmt(Stmt s, Procedure p) {
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
                if (c.callee() instanceof Callee.Indirect i) {
                    expr(i.pointer());
                }
                c.arguments().forEach(this::expr);
            }
            case Stmt.Async a -> throw new IllegalArgumentException(
                    "not a sequential program: async in " + p.name() + " at " + a.loc());
            case Stmt.Join j -> throw new IllegalArgumentException(
                    "not a sequential program: join in " + p.name() + " at " + j.loc());
            case Stmt.AtomicBegin a -> {
            }
            case Stmt.AtomicEnd a -> {
            }
            case Stmt.Alloc a -> {
                lvalue(a.target());
                expr(a.size());
            }
            case Stmt.Free fr -> expr(fr.pointer());
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

    private void lvalue(Lvalue l) {
        if (l instanceof Lvalue.Mem m) {
            expr(m.pointer());
        }
    }

    private void expr(Expr e) {
        switch (e) {
            case Expr.FunctionAddr fa -> addressTaken.add(fa.name());
            case Expr.Read r -> lvalue(r.lvalue());
            case Expr.PtrAdd p -> {
                expr(p.pointer());
                expr(p.bytes());
            }
            case Expr.PtrDiff d -> {
                expr(d.left());
                expr(d.right());
            }
            case Expr.Unary u -> expr(u.operand());
            case Expr.Binary b -> {
                expr(b.left());
                expr(b.right());
            }
            case Expr.Cast c -> expr(c.operand());
            case Expr.Ite i -> {
                expr(i.condition());
                expr(i.then());
                expr(i.otherwise());
            }
            case Expr.Const c -> {
            }
            case Expr.Null n -> {
            }
            case Expr.GlobalAddr g -> {
            }
            case Expr.LocalAddr l -> {
            }
        }
    }
}
