package org.braid.java.internal.model;

import java.util.List;
import java.util.Optional;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Loc;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Terminator;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;
import org.braid.java.internal.expr.Expressions;
import org.braid.java.internal.lower.Ir;
import org.braid.java.internal.lower.MethodContext;
import org.braid.java.internal.lower.ProgramParts;
import org.braid.java.internal.types.JavaTypes;
import org.braid.java.internal.types.ModelClasses;

/**
 * The procedures of the models, added to every program:
 * <ul>
 * <li>{@link #CURRENT_ID}: the calling thread's monitor identity, handed out on first use from a
 * counter (a thread-local global, as the C model's {@code __braid_pthread_identity});</li>
 * <li>{@link #ROUTINE}: what a thread started by {@code braid.Intrinsics.start(t)} (the Java model of
 * {@code Thread.start()}) runs: {@code t.run()} by virtual dispatch.</li>
 * </ul>
 */
public final class ModelProcedures {
    public static final String CURRENT_ID = "java.lang.Thread.currentId()";
    /** The procedure a started thread runs: {@code t.run()} by virtual dispatch. */
    public static final String ROUTINE = "java.lang.Thread.start-routine(Thread)";
    private static final String SELF = "java.lang.Thread.self";
    private static final String IDS = "java.lang.Thread.ids";

    private ModelProcedures() {
    }

    public static void addTo(ProgramParts program) {
        program.add(currentId(program));
        program.add(routine(program));
    }

    private static org.braid.core.internal.ir.Procedure currentId(ProgramParts program) {
        MethodContext ctx = new MethodContext(program, null, CURRENT_ID, JavaTypes.INT, null, Loc.NONE);
        Lvalue.Mem self = new Lvalue.Mem(program.modelGlobal(SELF, JavaTypes.INT, true), JavaTypes.INT, SELF);
        Lvalue.Mem ids = new Lvalue.Mem(program.modelGlobal(IDS, JavaTypes.INT, false), JavaTypes.INT, IDS);
        Variable id = ctx.newTemp(JavaTypes.INT);
        ctx.emit(new Stmt.AtomicBegin(Loc.NONE));
        ctx.emit(new Stmt.Assign(new Lvalue.Var(id), Ir.read(self), Loc.NONE));
        ctx.branch(Ir.binary(Expr.BinaryOp.EQ, Ir.read(new Lvalue.Var(id)), Ir.integer(0, JavaTypes.INT)), "fresh", "known");
        ctx.startBlock("fresh");
        ctx.emit(new Stmt.Assign(new Lvalue.Var(id), Ir.binary(Expr.BinaryOp.ADD, Ir.read(ids),
            Ir.integer(1, JavaTypes.INT)), Loc.NONE));
        ctx.emit(new Stmt.Assign(ids, Ir.read(new Lvalue.Var(id)), Loc.NONE));
        ctx.emit(new Stmt.Assign(self, Ir.read(new Lvalue.Var(id)), Loc.NONE));
        ctx.startBlock("known");
        ctx.emit(new Stmt.AtomicEnd(Loc.NONE));
        ctx.terminate(new Terminator.Return(Optional.of(Ir.read(new Lvalue.Var(id))), Loc.NONE));
        return ctx.finish(Loc.NONE);
    }

    private static org.braid.core.internal.ir.Procedure routine(ProgramParts program) {
        MethodContext ctx = new MethodContext(program, null, ROUTINE, Type.VOID, null, Loc.NONE);
        ctx.reportUncaught();
        Variable thread = ctx.addParameter("thread", "thread", JavaTypes.REF);
        new Expressions(ctx).calls().dispatch(Ir.read(new Lvalue.Var(thread)), ModelClasses.THREAD, "run", List.of(),
            List.of(), Type.VOID, null);
        return ctx.finish(Loc.NONE);
    }
}
