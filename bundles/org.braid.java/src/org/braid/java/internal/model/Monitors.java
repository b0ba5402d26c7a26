package org.braid.java.internal.model;

import java.util.List;
import java.util.Optional;
import org.braid.core.internal.ir.Callee;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Variable;
import org.braid.java.internal.lower.Ir;
import org.braid.java.internal.lower.MethodContext;
import org.braid.java.internal.lower.Scope;
import org.braid.java.internal.types.JavaTypes;
import org.braid.java.internal.types.Layout;

/**
 * Java monitors ({@code synchronized} methods and blocks) as reentrant locks in every object's
 * header ({@link Layout#MONITOR_OWNER}, {@link Layout#MONITOR_COUNT}), as the C model of
 * recursive mutexes does:
 * <pre>
 *   enter(o) = me = currentId(); atomic { assume(o.count == 0 || o.owner == me); o.owner = me; o.count++; }
 *   exit(o)  = atomic { o.count--; }
 * </pre>
 * A thread's id comes from {@link ModelProcedures#CURRENT_ID}. Structured locking means an exit
 * always follows an enter by the same thread, so {@code IllegalMonitorStateException} cannot happen;
 * {@link Held} releases the monitor on jumps, returns and exceptions leaving the statement or method.
 */
public final class Monitors {
    private Monitors() {
    }

    public static void enter(MethodContext ctx, Expr lock) {
        Variable me = ctx.newTemp(JavaTypes.INT);
        ctx.emit(new Stmt.Call(Optional.of(new Lvalue.Var(me)), new Callee.Direct(ModelProcedures.CURRENT_ID),
            List.of(), ctx.loc()));
        Lvalue.Mem owner = Ir.cell(lock, Layout.MONITOR_OWNER, JavaTypes.INT, "monitor owner");
        Lvalue.Mem count = Ir.cell(lock, Layout.MONITOR_COUNT, JavaTypes.INT, "monitor count");
        Expr free = Ir.binary(Expr.BinaryOp.EQ, Ir.read(count), Ir.integer(0, JavaTypes.INT));
        Expr mine = Ir.binary(Expr.BinaryOp.EQ, Ir.read(owner), Ir.read(new Lvalue.Var(me)));
        Variable depth = ctx.newTemp(JavaTypes.INT);
        ctx.emit(new Stmt.AtomicBegin(ctx.loc()));
        ctx.emit(new Stmt.Assume(Ir.binary(Expr.BinaryOp.LOR, free, mine), ctx.loc()));
        ctx.emit(new Stmt.Assign(new Lvalue.Var(depth), Ir.read(count), ctx.loc()));
        ctx.emit(new Stmt.Assign(owner, Ir.read(new Lvalue.Var(me)), ctx.loc()));
        ctx.emit(new Stmt.Assign(count, Ir.binary(Expr.BinaryOp.ADD, Ir.read(new Lvalue.Var(depth)),
            Ir.integer(1, JavaTypes.INT)), ctx.loc()));
        ctx.emit(new Stmt.AtomicEnd(ctx.loc()));
    }

    public static void exit(MethodContext ctx, Expr lock) {
        Lvalue.Mem count = Ir.cell(lock, Layout.MONITOR_COUNT, JavaTypes.INT, "monitor count");
        Variable depth = ctx.newTemp(JavaTypes.INT);
        ctx.emit(new Stmt.AtomicBegin(ctx.loc()));
        ctx.emit(new Stmt.Assign(new Lvalue.Var(depth), Ir.read(count), ctx.loc()));
        ctx.emit(new Stmt.Assign(count, Ir.binary(Expr.BinaryOp.SUB, Ir.read(new Lvalue.Var(depth)),
            Ir.integer(1, JavaTypes.INT)), ctx.loc()));
        ctx.emit(new Stmt.AtomicEnd(ctx.loc()));
    }

    /** A monitor held by a {@code synchronized} statement or method: every way out of it releases the monitor. */
    public record Held(Expr lock) implements Scope {
        @Override
        public void leave(MethodContext ctx) {
            exit(ctx, lock);
        }

        @Override
        public Optional<String> raise(MethodContext ctx) {
            exit(ctx, lock);
            return Optional.empty();
        }
    }
}
