package org.braid.core.internal.seq;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.braid.core.internal.ir.Callee;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Terminator;

/**
 * The memory accesses of one CIR step, in evaluation order: every {@link Lvalue.Mem} read in an
 * expression (the reads inside its pointer first), then the written cell. These are the
 * {@code check_r}/{@code check_w} sites of KISS, Qadeer &amp; Wu, PLDI 2004, Fig. 5 (e.g.
 * {@code [[*v = v1]]} checks {@code r(&v1), r(&v), w(v)}).
 *
 * <p>A call's result cell is written by the callee's {@code return} step (the step that pops the
 * frame), so {@link #of(Stmt)} does not list it for a call of a procedure with a body; the
 * sequentializers check it at the callee's return. Thread creation writes its thread-id target,
 * a join its result target.
 */
public final class Accesses {

    private Accesses() {
    }

    /** Accesses of a statement; {@code callWritesResult} says whether a call writes its result cell itself (external callee). */
    public static List<MemoryAccess> of(Stmt stmt, boolean callWritesResult) {
        Collector c = new Collector();
        switch (stmt) {
            case Stmt.Assign a -> {
                c.expr(a.value());
                c.write(a.target());
            }
            case Stmt.Havoc h -> c.write(h.target());
            case Stmt.Assume a -> c.expr(a.condition());
            case Stmt.Assert a -> c.expr(a.condition());
            case Stmt.Call call -> {
                c.callee(call.callee());
                call.arguments().forEach(c::expr);
                if (callWritesResult) {
                    call.result().ifPresent(c::write);
                }
            }
            case Stmt.Async async -> {
                c.callee(async.callee());
                async.arguments().forEach(c::expr);
                async.threadId().ifPresent(c::write);
            }
            case Stmt.Join j -> {
                c.expr(j.threadId());
                j.result().ifPresent(c::write);
            }
            case Stmt.AtomicBegin a -> {
            }
            case Stmt.AtomicEnd a -> {
            }
            case Stmt.Alloc a -> {
                c.expr(a.size());
                c.write(a.target());
            }
            case Stmt.Free f -> c.expr(f.pointer());
        }
        return c.accesses;
    }

    /**
     * Accesses of a terminator; {@code resultCell} is the caller's result cell a {@code return}
     * writes (the hidden result pointer of the sequential program), if any.
     */
    public static List<MemoryAccess> of(Terminator terminator, Optional<Lvalue.Mem> resultCell) {
        Collector c = new Collector();
        switch (terminator) {
            case Terminator.Goto g -> {
            }
            case Terminator.Branch b -> c.expr(b.condition());
            case Terminator.Return r -> {
                r.value().ifPresent(c::expr);
                resultCell.ifPresent(c::write);
            }
            case Terminator.Exit e -> {
            }
        }
        return c.accesses;
    }

    /** Every memory read inside an expression (innermost first). */
    public static List<Lvalue.Mem> readsIn(Expr expr) {
        Collector c = new Collector();
        c.expr(expr);
        return c.accesses.stream().map(MemoryAccess::mem).toList();
    }

    /** Whether an expression reads memory at all. */
    public static boolean readsMemory(Expr expr) {
        return !readsIn(expr).isEmpty();
    }

    private static final class Collector {
        private final List<MemoryAccess> accesses = new ArrayList<>();
        private final List<Expr> guards = new ArrayList<>();

        private void add(Lvalue.Mem m, MemoryAccess.Kind kind) {
            Optional<Expr> guard = guards.stream().reduce((a, b) -> new Expr.Binary(Expr.BinaryOp.LAND, a, b));
            accesses.add(new MemoryAccess(accesses.size(), m, kind, guard));
        }

        private void guarded(Expr condition, Expr e) {
            guards.add(condition);
            expr(e);
            guards.remove(guards.size() - 1);
        }

        void callee(Callee callee) {
            switch (callee) {
                case Callee.Direct d -> {
                }
                case Callee.Indirect i -> expr(i.pointer());
            }
        }

        void write(Lvalue target) {
            if (target instanceof Lvalue.Mem m) {
                expr(m.pointer());
                add(m, MemoryAccess.Kind.WRITE);
            }
        }

        void expr(Expr e) {
            switch (e) {
                case Expr.Const c -> {
                }
                case Expr.Null n -> {
                }
                case Expr.Read r -> {
                    if (r.lvalue() instanceof Lvalue.Mem m) {
                        expr(m.pointer());
                        add(m, MemoryAccess.Kind.READ);
                    }
                }
                case Expr.GlobalAddr g -> {
                }
                case Expr.LocalAddr l -> {
                }
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
                case Expr.ObjectSize o -> expr(o.pointer());
                case Expr.Unary u -> expr(u.operand());
                case Expr.Binary b -> {
                    expr(b.left());
                    expr(b.right());
                }
                case Expr.Cast c -> expr(c.operand());
                case Expr.Ite i -> {
                    expr(i.condition());
                    guarded(i.condition(), i.then());
                    guarded(new Expr.Unary(Expr.UnaryOp.NOT, i.condition()), i.otherwise());
                }
                case Expr.FloatOp o -> o.operands().forEach(this::expr);
            }
        }
    }
}
