package org.braid.java.internal.model;

import java.util.List;
import java.util.Optional;
import org.braid.core.internal.ir.Callee;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Variable;
import org.braid.java.internal.expr.Checks;
import org.braid.java.internal.lower.Ir;
import org.braid.java.internal.lower.MethodContext;
import org.braid.java.internal.types.JavaTypes;
import org.braid.java.internal.types.Layout;

/**
 * {@code Object.wait()}, {@code wait(long)}, {@code wait(long, int)}, {@code notify()} and
 * {@code notifyAll()} on the monitors of {@link Monitors}. Each first checks, as the JVM does, that
 * the calling thread owns the monitor ({@code IllegalMonitorStateException} otherwise). The wait set
 * is two counters in the object's header ({@link Layout#WAITERS}, {@link Layout#WAKEUPS}):
 * <pre>
 *   wait(o)      = atomic { saved = o.count; o.count = 0; o.waiters++; }   (releases every reentrant hold)
 *                  -- other threads run --
 *                  atomic { assume(o.wakeups &gt; 0 &amp;&amp; o.count == 0); o.wakeups--; o.owner = me; o.count = saved; }
 *   notify(o)    = atomic { if (o.waiters &gt; 0) { o.waiters--; o.wakeups++; } }
 *   notifyAll(o) = atomic { o.wakeups += o.waiters; o.waiters = 0; }
 * </pre>
 * Every execution this explores is one the JVM may take: which waiter takes a wake-up is open, and
 * a waiter that takes one granted for another is, on the JVM, a spurious wake-up of the one and a
 * late wake-up of the other. An untimed {@code wait} does not wake up spuriously here, although the
 * JLS allows it (JLS 17.2.1): a bug that needs a spurious wake-up, such as {@code if} instead of
 * {@code while} with a single waiter, is not found (with two waiters woken by {@code notifyAll} it
 * is). The alternative, every wait ending whenever the monitor is free, would make every guarded
 * wait loop run into the unwinding bound and cost a deepened check each time. A timed wait
 * ({@code timeout > 0}) may end at any time without a notification (timing is not modelled).
 * A missed notification leaves the waiter blocked: the bounded model checker only sees
 * executions end early, the DPOR engine reports the deadlock. A DPOR {@code proved} verdict is
 * relative to this model, so it does not cover spurious wake-ups. Interrupts are not modelled.
 */
public final class WaitNotify {
    private static final String NOT_OWNER = "IllegalMonitorStateException: current thread is not owner";

    private WaitNotify() {
    }

    /** Whether {@code name} with {@code arity} arguments is one of {@code Object}'s monitor methods. */
    public static boolean handles(String name, int arity) {
        return switch (name) {
            case "wait" -> arity <= 2;
            case "notify", "notifyAll" -> arity == 0;
            default -> false;
        };
    }

    /** Lowers the call {@code name(arguments)} on {@code lock} (not null, evaluated once). */
    public static void lower(MethodContext ctx, Expr lock, String name, List<Expr> arguments) {
        if (name.equals("wait")) {
            if (!arguments.isEmpty()) {
                Checks.require(ctx, Ir.binary(Expr.BinaryOp.GE, arguments.get(0), Ir.integer(0, JavaTypes.LONG)),
                    "IllegalArgumentException: timeout value is negative");
            }
            if (arguments.size() == 2) {
                Expr nanos = arguments.get(1);
                Checks.require(ctx, Ir.binary(Expr.BinaryOp.LAND,
                    Ir.binary(Expr.BinaryOp.GE, nanos, Ir.integer(0, JavaTypes.INT)),
                    Ir.binary(Expr.BinaryOp.LE, nanos, Ir.integer(999_999, JavaTypes.INT))),
                    "IllegalArgumentException: nanosecond timeout value out of range");
            }
            Expr timed = arguments.isEmpty() ? Ir.bool(false)
                : Ir.binary(Expr.BinaryOp.NE, arguments.get(0), Ir.integer(0, JavaTypes.LONG));
            waitOn(ctx, lock, ctx.snapshot(timed));
        } else {
            requireOwner(ctx, lock, currentId(ctx));
            notify(ctx, lock, name.equals("notifyAll"));
        }
    }

    /** Waits for a wake-up; a timed wait ({@code timed} true) may also end without one. */
    private static void waitOn(MethodContext ctx, Expr lock, Expr timed) {
        Variable me = currentId(ctx);
        requireOwner(ctx, lock, me);
        Lvalue.Mem owner = Ir.cell(lock, Layout.MONITOR_OWNER, JavaTypes.INT, "monitor owner");
        Lvalue.Mem count = Ir.cell(lock, Layout.MONITOR_COUNT, JavaTypes.INT, "monitor count");
        Lvalue.Mem waiters = Ir.cell(lock, Layout.WAITERS, JavaTypes.INT, "wait set");
        Lvalue.Mem wakeups = Ir.cell(lock, Layout.WAKEUPS, JavaTypes.INT, "wake-ups");
        Variable saved = ctx.newTemp(JavaTypes.INT);
        ctx.emit(new Stmt.AtomicBegin(ctx.loc()));
        ctx.emit(new Stmt.Assign(new Lvalue.Var(saved), Ir.read(count), ctx.loc()));
        ctx.emit(new Stmt.Assign(count, Ir.integer(0, JavaTypes.INT), ctx.loc()));
        add(ctx, waiters, Ir.integer(1, JavaTypes.INT));
        ctx.emit(new Stmt.AtomicEnd(ctx.loc()));
        ctx.emit(new Stmt.AtomicBegin(ctx.loc()));
        Expr notified = Ir.binary(Expr.BinaryOp.GT, Ir.read(wakeups), Ir.integer(0, JavaTypes.INT));
        Variable woken = ctx.newTemp(org.braid.core.internal.ir.Type.BOOL);
        ctx.emit(new Stmt.Assign(new Lvalue.Var(woken), notified, ctx.loc()));
        ctx.emit(new Stmt.Assume(Ir.binary(Expr.BinaryOp.LAND,
            Ir.binary(Expr.BinaryOp.LOR, Ir.read(new Lvalue.Var(woken)), timed),
            Ir.binary(Expr.BinaryOp.EQ, Ir.read(count), Ir.integer(0, JavaTypes.INT))), ctx.loc()));
        String take = ctx.newLabel("wakeup");
        String timedOut = ctx.newLabel("timeout");
        String reacquire = ctx.newLabel("reacquire");
        ctx.branch(Ir.read(new Lvalue.Var(woken)), take, timedOut);
        ctx.startBlock(take);
        add(ctx, wakeups, Ir.integer(-1, JavaTypes.INT));
        ctx.jump(reacquire);
        ctx.startBlock(timedOut);
        add(ctx, waiters, Ir.integer(-1, JavaTypes.INT));
        ctx.startBlock(reacquire);
        ctx.emit(new Stmt.Assign(owner, Ir.read(new Lvalue.Var(me)), ctx.loc()));
        ctx.emit(new Stmt.Assign(count, Ir.read(new Lvalue.Var(saved)), ctx.loc()));
        ctx.emit(new Stmt.AtomicEnd(ctx.loc()));
    }

    private static void notify(MethodContext ctx, Expr lock, boolean all) {
        Lvalue.Mem waiters = Ir.cell(lock, Layout.WAITERS, JavaTypes.INT, "wait set");
        Lvalue.Mem wakeups = Ir.cell(lock, Layout.WAKEUPS, JavaTypes.INT, "wake-ups");
        Variable waiting = ctx.newTemp(JavaTypes.INT);
        ctx.emit(new Stmt.AtomicBegin(ctx.loc()));
        ctx.emit(new Stmt.Assign(new Lvalue.Var(waiting), Ir.read(waiters), ctx.loc()));
        Expr some = Ir.binary(Expr.BinaryOp.GT, Ir.read(new Lvalue.Var(waiting)), Ir.integer(0, JavaTypes.INT));
        Expr woken = all ? Ir.read(new Lvalue.Var(waiting))
            : new Expr.Ite(some, Ir.integer(1, JavaTypes.INT), Ir.integer(0, JavaTypes.INT));
        Variable moved = ctx.newTemp(JavaTypes.INT);
        ctx.emit(new Stmt.Assign(new Lvalue.Var(moved), woken, ctx.loc()));
        add(ctx, waiters, Ir.binary(Expr.BinaryOp.SUB, Ir.integer(0, JavaTypes.INT), Ir.read(new Lvalue.Var(moved))));
        add(ctx, wakeups, Ir.read(new Lvalue.Var(moved)));
        ctx.emit(new Stmt.AtomicEnd(ctx.loc()));
    }

    /** {@code cell += delta} (inside an atomic section). */
    private static void add(MethodContext ctx, Lvalue.Mem cell, Expr delta) {
        Variable old = ctx.newTemp(JavaTypes.INT);
        ctx.emit(new Stmt.Assign(new Lvalue.Var(old), Ir.read(cell), ctx.loc()));
        ctx.emit(new Stmt.Assign(cell, Ir.binary(Expr.BinaryOp.ADD, Ir.read(new Lvalue.Var(old)), delta), ctx.loc()));
    }

    private static Variable currentId(MethodContext ctx) {
        Variable me = ctx.newTemp(JavaTypes.INT);
        ctx.emit(new Stmt.Call(Optional.of(new Lvalue.Var(me)), new Callee.Direct(ModelProcedures.CURRENT_ID),
            List.of(), ctx.loc()));
        return me;
    }

    /** The JVM's check that the calling thread owns the monitor, read atomically (it never races). */
    private static void requireOwner(MethodContext ctx, Expr lock, Variable me) {
        Lvalue.Mem owner = Ir.cell(lock, Layout.MONITOR_OWNER, JavaTypes.INT, "monitor owner");
        Lvalue.Mem count = Ir.cell(lock, Layout.MONITOR_COUNT, JavaTypes.INT, "monitor count");
        Variable held = ctx.newTemp(org.braid.core.internal.ir.Type.BOOL);
        ctx.emit(new Stmt.AtomicBegin(ctx.loc()));
        ctx.emit(new Stmt.Assign(new Lvalue.Var(held), Ir.binary(Expr.BinaryOp.LAND,
            Ir.binary(Expr.BinaryOp.NE, Ir.read(count), Ir.integer(0, JavaTypes.INT)),
            Ir.binary(Expr.BinaryOp.EQ, Ir.read(owner), Ir.read(new Lvalue.Var(me)))), ctx.loc()));
        ctx.emit(new Stmt.AtomicEnd(ctx.loc()));
        Checks.require(ctx, Ir.read(new Lvalue.Var(held)), NOT_OWNER);
    }
}
