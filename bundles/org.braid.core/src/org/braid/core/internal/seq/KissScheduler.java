package org.braid.core.internal.seq;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.braid.core.internal.ir.CallingConvention;
import org.braid.core.internal.ir.Callee;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Loc;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Terminator;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;

/**
 * Generates KISS's scheduler (Qadeer &amp; Wu, PLDI 2004, Sec. 4):
 * <pre>
 * schedule() { iter { if (size() &gt; 0) { f = get(); [[f]](); raise = false; } } }
 * </pre>
 * as three kinds of procedures with direct calls only. {@code __braid_schedule.tD} (called at the
 * switch points of threads at depth D) runs up to {@link KissContext#scheduleRounds} rounds, each taking a
 * nondeterministically chosen pending slot or stopping; {@code __braid_start.tE.sJ} empties slot J
 * and dispatches on the creating site; {@code __braid_thread<site>.tE} runs one thread: it sets
 * the current-thread ghost, calls the translated start procedure, records a normal finish for
 * {@code join}, resets {@code raise} and restores the previous thread. The last is also what a
 * thread creation calls when {@code ts} is full.
 */
final class KissScheduler {

    private final KissContext cx;

    KissScheduler(KissContext cx) {
        this.cx = cx;
    }

    static String scheduleName(int depth) {
        return GhostGlobals.PREFIX + "schedule.t" + depth;
    }

    static String startName(int depth, int slot) {
        return GhostGlobals.PREFIX + "start.t" + depth + ".s" + slot;
    }

    static String threadName(AsyncSite site, int depth) {
        return GhostGlobals.PREFIX + "thread" + site.id() + ".t" + depth;
    }

    private static Type.Function voidType(List<Variable> params) {
        return new Type.Function(Type.VOID, params.stream().map(Variable::type).toList(), false);
    }

    private static Stmt call(String name, List<Expr> args) {
        return new Stmt.Call(Optional.empty(), new Callee.Direct(name), args, Loc.NONE);
    }

    private static Terminator ret() {
        return new Terminator.Return(Optional.empty(), Loc.NONE);
    }

    Procedure schedule(int depth) {
        String name = scheduleName(depth);
        BlockBuilder b = new BlockBuilder(name, cx.origins, Set.of());
        Variable pick = Variable.temporary("__braid_pick", Ex.U8);
        PendingThreads ts = cx.pending;
        int rounds = cx.scheduleRounds(depth);
        for (int r = 0; r < rounds; r++) {
            b.start("round" + r);
            b.add(new Stmt.Havoc(new Lvalue.Var(pick), Loc.NONE));
            List<String> takes = new ArrayList<>();
            for (int j = 0; j < ts.capacity(); j++) {
                String take = b.fresh("take" + r);
                takes.add(take);
                b.branchOff(Ex.and(Ex.eq(Ex.read(new Lvalue.Var(pick)), Ex.u8(j)), Ex.read(ts.valid(j))), take);
            }
            b.end(ret());
            for (int j = 0; j < ts.capacity(); j++) {
                b.start(takes.get(j));
                b.add(call(cx.start(depth + 1, j), List.of()));
                b.jump("round" + (r + 1));
            }
        }
        b.start("round" + rounds);
        b.end(ret());
        return new Procedure(name, voidType(List.of()), List.of(), List.of(pick), b.blocks(), Loc.NONE);
    }

    Procedure start(int depth, int slot) {
        String name = startName(depth, slot);
        BlockBuilder b = new BlockBuilder(name, cx.origins, Set.of());
        PendingThreads ts = cx.pending;
        b.start("entry");
        b.add(Ex.assign(ts.valid(slot), Ex.FALSE));
        List<AsyncSite> sites = new ArrayList<>(cx.sites.values());
        List<String> runs = new ArrayList<>();
        for (AsyncSite s : sites) {
            String run = b.fresh("site" + s.id());
            runs.add(run);
            b.branchOff(Ex.eq(Ex.read(ts.site(slot)), Ex.i32(s.id())), run);
        }
        b.end(ret());
        for (int i = 0; i < sites.size(); i++) {
            AsyncSite s = sites.get(i);
            b.start(runs.get(i));
            List<Expr> args = new ArrayList<>();
            args.add(Ex.read(ts.thread(slot)));
            for (int k = 0; k < s.stmt().arguments().size(); k++) {
                args.add(Ex.read(ts.argument(slot, s, k)));
            }
            if (s.indirect()) {
                args.add(Ex.read(ts.function(slot, s)));
            }
            b.add(call(cx.thread(s, depth), args));
            b.end(ret());
        }
        return new Procedure(name, voidType(List.of()), List.of(), List.of(), b.blocks(), Loc.NONE);
    }

    Procedure thread(AsyncSite site, int depth) {
        String name = threadName(site, depth);
        BlockBuilder b = new BlockBuilder(name, cx.origins, Set.of());
        List<Variable> params = new ArrayList<>();
        Variable tid = Variable.temporary("__braid_tid", Ex.I32);
        params.add(tid);
        List<Expr> args = new ArrayList<>();
        for (int k = 0; k < site.stmt().arguments().size(); k++) {
            Variable a = Variable.temporary("__braid_arg" + k, site.stmt().arguments().get(k).type());
            params.add(a);
            args.add(Ex.read(new Lvalue.Var(a)));
        }
        Variable fp = Variable.temporary("__braid_fp", Ex.VOID_PTR);
        if (site.indirect()) {
            params.add(fp);
        }
        Variable saved = Variable.temporary("__braid_saved", Ex.I32);
        List<Variable> locals = new ArrayList<>(List.of(saved));
        ThreadTable table = cx.table;
        b.start("entry");
        b.add(Ex.assign(new Lvalue.Var(saved), Ex.read(table.current())));
        b.add(Ex.assign(table.current(), Ex.read(new Lvalue.Var(tid))), new Origin.ThreadSwitch());
        String done = b.fresh("done");
        List<Procedure> targets = site.targets();
        List<String> labels = new ArrayList<>();
        if (site.indirect()) {
            for (Procedure q : targets) {
                String label = b.fresh("run");
                labels.add(label);
                b.branchOff(Ex.eq(Ex.read(new Lvalue.Var(fp)), new Expr.FunctionAddr(q.name(), new Type.Pointer(q.type()))),
                    label);
            }
            b.add(Ex.assume(Ex.FALSE));
            b.jump(done);
        }
        for (int i = 0; i < targets.size(); i++) {
            Procedure q = targets.get(i);
            if (site.indirect()) {
                b.start(labels.get(i));
            }
            List<Expr> callArgs = new ArrayList<>(((CallingConvention.Passed) CallingConvention.bind(q, args,
                CallTargets.through(site.stmt().callee(), q))).arguments());
            if (cx.visibility.hasResultPointer(q)) {
                callArgs.add(new Expr.Null(new Type.Pointer(q.type().returnType())));
            }
            Type ret = q.type().returnType();
            Optional<Lvalue> result = Optional.empty();
            if (!(ret instanceof Type.Void)) {
                Variable r = Variable.temporary("__braid_result" + i, ret);
                locals.add(r);
                result = Optional.of(new Lvalue.Var(r));
            }
            String callee = cx.variant(new Variant(q.name(), depth, 0));
            b.add(new Stmt.Call(result, new Callee.Direct(callee), callArgs, Loc.NONE));
            String finished = b.fresh("finished");
            b.end(new Terminator.Branch(Ex.read(cx.raise), done, finished, Loc.NONE));
            b.start(finished);
            table.finish(Ex.read(new Lvalue.Var(tid)), result.map(Ex::read).orElse(null)).forEach(b::add);
            b.jump(done);
            if (!site.indirect()) {
                break;
            }
        }
        b.start(done);
        b.add(Ex.assign(cx.raise, Ex.FALSE));
        b.add(Ex.assign(table.current(), Ex.read(new Lvalue.Var(saved))), new Origin.ThreadSwitch());
        b.end(ret());
        return new Procedure(name, voidType(params), params, locals, b.blocks(), Loc.NONE);
    }
}
