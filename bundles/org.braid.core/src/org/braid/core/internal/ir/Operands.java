package org.braid.core.internal.ir;

import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * The operands of CIR statements, terminators and expressions, for read-only analyses that walk
 * the IR: one exhaustive switch per sort, so a client only states what it does with a written
 * lvalue, a callee and an evaluated expression.
 */
public final class Operands {

    private Operands() {
    }

    /**
     * Passes the operands of {@code s} in a fixed order (the order of the record components):
     * each lvalue it writes to {@code write}, its callee to {@code callee}, and each expression it
     * evaluates to {@code read}. A written {@link Lvalue.Mem}'s pointer goes only to {@code write}.
     */
    public static void visit(Stmt s, Consumer<Lvalue> write, Consumer<Callee> callee, Consumer<Expr> read) {
        switch (s) {
            case Stmt.Assign a -> {
                write.accept(a.target());
                read.accept(a.value());
            }
            case Stmt.Havoc h -> write.accept(h.target());
            case Stmt.Assume a -> read.accept(a.condition());
            case Stmt.Assert a -> read.accept(a.condition());
            case Stmt.Call c -> {
                c.result().ifPresent(write);
                callee.accept(c.callee());
                c.arguments().forEach(read);
            }
            case Stmt.Async a -> {
                a.threadId().ifPresent(write);
                callee.accept(a.callee());
                a.arguments().forEach(read);
            }
            case Stmt.Join j -> {
                read.accept(j.threadId());
                j.result().ifPresent(write);
            }
            case Stmt.AtomicBegin a -> {
            }
            case Stmt.AtomicEnd a -> {
            }
            case Stmt.Alloc a -> {
                write.accept(a.target());
                read.accept(a.size());
            }
            case Stmt.Free f -> read.accept(f.pointer());
        }
    }

    /** As {@link #visit(Stmt, Consumer, Consumer, Consumer)}, an indirect callee's pointer being read. */
    public static void visit(Stmt s, Consumer<Lvalue> write, Consumer<Expr> read) {
        visit(s, write, c -> pointer(c).ifPresent(read), read);
    }

    /** Passes each expression {@code t} evaluates to {@code read}. */
    public static void visit(Terminator t, Consumer<Expr> read) {
        switch (t) {
            case Terminator.Goto g -> {
            }
            case Terminator.Branch b -> read.accept(b.condition());
            case Terminator.Return r -> r.value().ifPresent(read);
            case Terminator.Exit e -> {
            }
        }
    }

    /** The function pointer of an indirect callee; empty for a direct one. */
    public static Optional<Expr> pointer(Callee c) {
        return switch (c) {
            case Callee.Direct d -> Optional.empty();
            case Callee.Indirect i -> Optional.of(i.pointer());
        };
    }

    /** The pointer a memory lvalue accesses through; empty for a register variable. */
    public static Optional<Expr> pointer(Lvalue l) {
        return switch (l) {
            case Lvalue.Var v -> Optional.empty();
            case Lvalue.Mem m -> Optional.of(m.pointer());
        };
    }

    /**
     * The direct operands of {@code e}, left to right: its sub-expressions, and for a
     * {@link Expr.Read} of memory the pointer it reads through.
     */
    public static List<Expr> children(Expr e) {
        return switch (e) {
            case Expr.Const c -> List.of();
            case Expr.Null n -> List.of();
            case Expr.Read r -> pointer(r.lvalue()).stream().toList();
            case Expr.GlobalAddr g -> List.of();
            case Expr.LocalAddr l -> List.of();
            case Expr.FunctionAddr f -> List.of();
            case Expr.PtrAdd p -> List.of(p.pointer(), p.bytes());
            case Expr.PtrDiff d -> List.of(d.left(), d.right());
            case Expr.ObjectSize o -> List.of(o.pointer());
            case Expr.Unary u -> List.of(u.operand());
            case Expr.Binary b -> List.of(b.left(), b.right());
            case Expr.Cast c -> List.of(c.operand());
            case Expr.Ite i -> List.of(i.condition(), i.then(), i.otherwise());
            case Expr.FloatOp o -> o.operands();
        };
    }
}
