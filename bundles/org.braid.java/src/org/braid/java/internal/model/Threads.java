package org.braid.java.internal.model;

import java.util.List;
import java.util.Optional;
import org.braid.core.internal.ir.Callee;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;
import org.braid.java.internal.UnsupportedConstruct;
import org.braid.java.internal.expr.Checks;
import org.braid.java.internal.lower.Ir;
import org.braid.java.internal.lower.MethodContext;
import org.braid.java.internal.types.ClassInfo;
import org.braid.java.internal.types.JavaTypes;
import org.braid.java.internal.types.ModelClasses;
import org.eclipse.jdt.core.dom.ASTNode;

/**
 * {@code java.lang.Thread}: {@code new Thread()} and {@code new Thread(Runnable)} store the
 * target; {@code start()} is a CIR {@code async} of {@link #ROUTINE}, which calls the thread's
 * {@code run()} by virtual dispatch (the model's {@code Thread.run()} runs the target), and stores
 * the CIR thread id in the thread object; starting a thread twice fails like the JVM
 * ({@code IllegalThreadStateException}); {@code join()} is a CIR {@code join} of that id, and
 * returns at once for a thread never started. The thread bookkeeping is accessed atomically, so
 * it never races.
 */
public final class Threads {
    /** The procedure a started thread runs: {@code t.run()}. */
    public static final String ROUTINE = "java.lang.Thread.start-routine(Thread)";

    private Threads() {
    }

    public static void construct(MethodContext ctx, Expr thread, List<Expr> arguments, ASTNode where) {
        if (arguments.isEmpty()) {
            return;
        }
        if (arguments.size() == 1 && arguments.get(0).type() instanceof Type.Pointer) {
            ctx.emit(new Stmt.Assign(field(ctx, thread, ModelClasses.TARGET), arguments.get(0), ctx.loc()));
            return;
        }
        throw new UnsupportedConstruct(where, "this constructor of Thread");
    }

    public static void start(MethodContext ctx, Expr thread) {
        Lvalue.Mem tid = field(ctx, thread, ModelClasses.THREAD_ID);
        Variable old = ctx.newTemp(JavaTypes.INT);
        ctx.emit(new Stmt.AtomicBegin(ctx.loc()));
        ctx.emit(new Stmt.Assign(new Lvalue.Var(old), Ir.read(tid), ctx.loc()));
        ctx.emit(new Stmt.AtomicEnd(ctx.loc()));
        Checks.require(ctx, Ir.binary(Expr.BinaryOp.EQ, Ir.read(new Lvalue.Var(old)), Ir.integer(0, JavaTypes.INT)),
            "IllegalThreadStateException: thread started twice");
        Variable id = ctx.newTemp(JavaTypes.INT);
        ctx.emit(new Stmt.Async(Optional.of(new Lvalue.Var(id)), new Callee.Direct(ROUTINE), List.of(thread),
            ctx.loc()));
        ctx.emit(new Stmt.AtomicBegin(ctx.loc()));
        ctx.emit(new Stmt.Assign(tid, Ir.read(new Lvalue.Var(id)), ctx.loc()));
        ctx.emit(new Stmt.AtomicEnd(ctx.loc()));
    }

    public static void join(MethodContext ctx, Expr thread) {
        Variable id = ctx.newTemp(JavaTypes.INT);
        ctx.emit(new Stmt.AtomicBegin(ctx.loc()));
        ctx.emit(new Stmt.Assign(new Lvalue.Var(id), Ir.read(field(ctx, thread, ModelClasses.THREAD_ID)), ctx.loc()));
        ctx.emit(new Stmt.AtomicEnd(ctx.loc()));
        String wait = ctx.newLabel("join");
        String end = ctx.newLabel("join_end");
        Expr started = Ir.binary(Expr.BinaryOp.NE, Ir.read(new Lvalue.Var(id)), Ir.integer(0, JavaTypes.INT));
        ctx.branch(started, wait, end);
        ctx.startBlock(wait);
        ctx.emit(new Stmt.Join(Ir.read(new Lvalue.Var(id)), Optional.empty(), ctx.loc()));
        ctx.startBlock(end);
    }

    private static Lvalue.Mem field(MethodContext ctx, Expr thread, String key) {
        ClassInfo info = ctx.program().classes().model(ModelClasses.THREAD);
        ClassInfo.Field field = info.field(key).orElseThrow();
        return Ir.cell(thread, field.offset(), field.cell(), field.display());
    }
}
