package org.braid.core.internal.seq;

import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import org.braid.core.internal.ir.Block;
import org.braid.core.internal.ir.Callee;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Terminator;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;

/**
 * In-memory locals of one procedure whose address never escapes: every {@link Expr.LocalAddr}
 * of the variable is the base of a memory access ({@code a[i]}, {@code s.f}), never a value that
 * is stored, passed or compared. Such a cell is private to its activation, so accesses to it
 * commute with every step of every other thread and need neither a context switch nor a race
 * check (the argument Whoop uses to drop yields at accesses that cannot race: Deligiannis,
 * Donaldson &amp; Rakamarić, ASE 2015, Sec. IV).
 */
public final class PrivateLocals {

    private final Set<Variable> escaping = new HashSet<>();
    private final Set<Variable> inMemory = new HashSet<>();

    private PrivateLocals(Procedure procedure) {
        procedure.parameters().stream().filter(Variable::inMemory).forEach(inMemory::add);
        procedure.locals().stream().filter(Variable::inMemory).forEach(inMemory::add);
        for (Block b : procedure.blocks()) {
            b.statements().forEach(this::stmt);
            terminator(b.terminator());
        }
    }

    public static PrivateLocals of(Procedure procedure) {
        return new PrivateLocals(procedure);
    }

    /** Whether an access to this cell can only be made by the activation that owns it. */
    public boolean isPrivate(Lvalue.Mem mem) {
        return base(mem.pointer()).filter(v -> inMemory.contains(v) && !escaping.contains(v)).isPresent();
    }

    private static Optional<Variable> base(Expr pointer) {
        if (pointer instanceof Expr.LocalAddr l) {
            return Optional.of(l.variable());
        }
        if (pointer instanceof Expr.PtrAdd p) {
            return base(p.pointer());
        }
        if (pointer instanceof Expr.Cast c && c.operand().type() instanceof Type.Pointer) {
            return base(c.operand());
        }
        return Optional.empty();
    }

    private void stmt(Stmt s) {
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
            case Terminator.Goto g -> {
            }
            case Terminator.Branch b -> expr(b.condition());
            case Terminator.Return r -> r.value().ifPresent(this::expr);
            case Terminator.Exit e -> {
            }
        }
    }

    private void callee(Callee c) {
        if (c instanceof Callee.Indirect i) {
            expr(i.pointer());
        }
    }

    private void lvalue(Lvalue l) {
        if (l instanceof Lvalue.Mem m) {
            accessPointer(m.pointer());
        }
    }

    /** The pointer of a memory access: its base address is an allowed use, offsets are values. */
    private void accessPointer(Expr pointer) {
        if (pointer instanceof Expr.LocalAddr) {
            return;
        }
        if (pointer instanceof Expr.PtrAdd p) {
            accessPointer(p.pointer());
            expr(p.bytes());
        } else if (pointer instanceof Expr.Cast c && c.operand().type() instanceof Type.Pointer) {
            accessPointer(c.operand());
        } else {
            expr(pointer);
        }
    }

    private void expr(Expr e) {
        switch (e) {
            case Expr.Const c -> {
            }
            case Expr.Null n -> {
            }
            case Expr.Read r -> lvalue(r.lvalue());
            case Expr.GlobalAddr g -> {
            }
            case Expr.LocalAddr l -> escaping.add(l.variable());
            case Expr.FunctionAddr f -> {
            }
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
        }
    }
}
