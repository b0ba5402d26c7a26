package org.braid.core.internal.seq;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.braid.core.internal.ir.CallingConvention;
import org.braid.core.internal.ir.Callee;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.StmtRef;
import org.braid.core.internal.ir.Terminator;
import org.braid.core.internal.ir.Type;

/**
 * Translates the statements of one inlined activation for the lazy rounds sequentialization.
 * Before every interacting step outside atomic sections ({@link Visibility}) comes a switch
 * point: a label the thread can resume at, the race checks, and a choice to stop here (saving
 * the point in {@code pc}), to stop for good as the first access of a race, or to go on. Thread
 * creation stores the start arguments in the new slot; {@code join} is a blocking assumption.
 */
final class RoundsStatements {

    private final RoundsThread thread;
    private final RoundsContext cx;
    private final Rewriter rw;
    private final Procedure procedure;

    RoundsStatements(RoundsThread thread, Rewriter rw, Procedure procedure) {
        this.thread = thread;
        this.cx = thread.context();
        this.rw = rw;
        this.procedure = procedure;
    }

    private BlockBuilder b() {
        return thread.builder();
    }

    private List<RaceInstrumentation.Site> sites(List<MemoryAccess> accesses, Optional<Expr> enabled) {
        return accesses.stream().map(a -> RaceInstrumentation.Site.of(a, enabled, rw::expr)).toList();
    }

    /** The switch point before terminator {@code t}, if it interacts; {@code extra} are accesses made for the caller. */
    void switchPoint(Terminator t, StmtRef ref, int depth, List<RaceInstrumentation.Site> extra) {
        List<RaceInstrumentation.Site> all = new ArrayList<>(sites(cx.facts.visibility.shared(procedure, t),
            Optional.empty()));
        all.addAll(extra);
        boolean visible = cx.facts.visibility.visible(procedure, t) || !extra.isEmpty();
        if (depth == 0 && visible) {
            point(ref, all, Optional.empty(), true);
        }
        cx.race.ifPresent(r -> r.invalidate(b(), all));
    }

    private void point(StmtRef ref, List<RaceInstrumentation.Site> sites, Optional<Expr> enabled, boolean choosable) {
        BlockBuilder b = b();
        int j = thread.newPoint();
        cx.race.ifPresent(r -> r.checks(b, ref, sites, enabled, thread.choiceRegister()));
        b.add(new Stmt.Havoc(thread.choiceRegister(), org.braid.core.internal.ir.Loc.NONE));
        String stop = b.fresh("stop" + j);
        b.branchOff(Ex.eq(Ex.read(thread.choiceRegister()), Ex.u8(1)), stop);
        if (choosable && cx.race.isPresent()) {
            String frozen = b.fresh("frozen" + j);
            cx.race.get().choices(b, ref, sites, enabled, Ex.read(thread.choiceRegister()), 2, frozen);
            BlockBuilder.Suspended rest = b.suspend();
            b.start(frozen);
            b.add(Ex.assign(cx.pc(thread.slot()), Ex.i32(RoundsContext.DONE)));
            b.end(new Terminator.Return(Optional.empty(), org.braid.core.internal.ir.Loc.NONE));
            b.resume(rest);
        }
        BlockBuilder.Suspended rest = b.suspend();
        b.start(stop);
        b.add(Ex.assign(cx.pc(thread.slot()), Ex.i32(j)));
        b.end(new Terminator.Return(Optional.empty(), org.braid.core.internal.ir.Loc.NONE));
        b.resume(rest);
    }

    void statement(Stmt s, StmtRef ref, int depth, int atomicEntry) throws UnsupportedProgramException {
        BlockBuilder b = b();
        List<MemoryAccess> shared = cx.facts.visibility.shared(procedure, s);
        if (s instanceof Stmt.Call c && !cx.facts.visibility.callWritesResult(c)) {
            call(c, ref, depth, shared);
            return;
        }
        if (depth == 0 && cx.facts.visibility.visible(procedure, s)) {
            Optional<Expr> enabled = Optional.empty();
            if (s instanceof Stmt.Assume a) {
                enabled = Optional.of(rw.expr(a.condition()));
            } else if (s instanceof Stmt.Join j && j.threadId().type() instanceof Type.Int) {
                enabled = Optional.of(cx.table.finished(rw.expr(j.threadId())));
            }
            Optional<Expr> original = s instanceof Stmt.Assume a ? Optional.of(a.condition()) : Optional.empty();
            List<RaceInstrumentation.Site> sites = shared.stream()
                .map(a -> RaceInstrumentation.Site.of(a, original, rw::expr)).toList();
            point(ref, sites, enabled, !(s instanceof Stmt.Join));
        }
        cx.race.ifPresent(r -> r.invalidate(b, sites(shared, Optional.empty())));
        Origin step = new Origin.Step(ref);
        switch (s) {
            case Stmt.Assign a -> b.add(rw.stmt(a), step);
            case Stmt.Havoc h -> b.add(rw.stmt(h), step);
            case Stmt.Assume a -> b.add(rw.stmt(a), step);
            case Stmt.Assert a -> b.add(cx.config.assertions() || a.marksUnsupported() ? rw.stmt(a)
                : new Stmt.Assume(rw.expr(a.condition()), a.loc()), step);
            case Stmt.Call c -> b.add(rw.stmt(c), step);
            case Stmt.Async a -> async(a, ref);
            case Stmt.Join j -> join(j, ref);
            case Stmt.AtomicBegin a -> b.add(new Stmt.Assume(Ex.TRUE, a.loc()), step);
            case Stmt.AtomicEnd a -> b.add(new Stmt.Assume(Ex.TRUE, a.loc()), step);
            case Stmt.Alloc a -> b.add(rw.stmt(a), step);
            case Stmt.Free f -> b.add(rw.stmt(f), step);
        }
    }

    /** A call of procedures with bodies: the call step, then the inlined activation of each possible target. */
    private void call(Stmt.Call c, StmtRef ref, int depth, List<MemoryAccess> shared) throws UnsupportedProgramException {
        BlockBuilder b = b();
        List<Procedure> targets = cx.facts.targets.targets(c.callee(), c.arguments());
        List<CallTargets.Unmodelled> unmodelled = cx.facts.targets.unmodelled(c.callee(), c.arguments());
        if (c.callee() instanceof Callee.Direct d && targets.isEmpty()) {
            if (unmodelled.isEmpty()) {
                throw new UnsupportedProgramException("call of undeclared procedure " + d.name(), c.loc());
            }
            b.add(Stmt.Assert.unsupported(UnmodelledCalls.message(unmodelled.get(0)), c.loc()), new Origin.Step(ref));
            b.add(Ex.assume(Ex.FALSE));
            return;
        }
        if (depth == 0 && cx.facts.visibility.visible(procedure, c)) {
            point(ref, sites(shared, Optional.empty()), Optional.empty(), true);
        }
        List<Expr> args = c.arguments().stream().map(rw::expr).toList();
        Optional<Lvalue> result = rw.lvalue(c.result());
        Optional<Lvalue.Mem> sharedResult = c.result().filter(r -> r instanceof Lvalue.Mem)
            .map(r -> (Lvalue.Mem) r).filter(m -> cx.facts.visibility.isShared(procedure, m));
        int calleeDepth = depth;
        String cont = b.fresh("return");
        if (c.callee() instanceof Callee.Indirect indirect) {
            Expr fp = rw.expr(indirect.pointer());
            List<String> stops = UnmodelledCalls.branch(b, fp, unmodelled);
            List<String> labels = new ArrayList<>();
            for (Procedure q : targets) {
                String label = b.fresh("call");
                labels.add(label);
                b.branchOff(Ex.eq(fp, new Expr.FunctionAddr(q.name(), new Type.Pointer(q.type()))), label);
            }
            b.add(Ex.assume(Ex.FALSE));
            b.jump(cont);
            UnmodelledCalls.emit(b, stops, unmodelled, c.loc(), cont);
            for (int i = 0; i < targets.size(); i++) {
                b.start(labels.get(i));
                callOne(targets.get(i), c, ref, args, result, sharedResult, calleeDepth, cont);
            }
        } else {
            callOne(targets.get(0), c, ref, args, result, sharedResult, calleeDepth, cont);
        }
        b.start(cont);
    }

    private void callOne(Procedure q, Stmt.Call c, StmtRef ref, List<Expr> args, Optional<Lvalue> result,
            Optional<Lvalue.Mem> sharedResult, int depth, String cont) throws UnsupportedProgramException {
        BlockBuilder b = b();
        if (q.isExternal()) {
            b.add(new Stmt.Call(result, new Callee.Direct(q.name()), args, c.loc()), new Origin.Step(ref));
            b.jump(cont);
            return;
        }
        b.add(new Stmt.Assume(Ex.TRUE, c.loc()), new Origin.Step(ref));
        List<Expr> passed = ((CallingConvention.Passed) CallingConvention.bind(q, args,
            CallTargets.through(c.callee(), q))).arguments();
        thread.inlineCall(q, passed, result, sharedResult, rw, depth, cont);
    }

    /** Thread creation: the next id, the start arguments stored in that slot, then the id written. */
    private void async(Stmt.Async a, StmtRef ref) {
        BlockBuilder b = b();
        AsyncSite site = cx.facts.sites.get(ref);
        ThreadTable table = cx.table;
        List<CallTargets.Unmodelled> unmodelled = cx.facts.targets.unmodelled(a.callee(), a.arguments());
        if (!unmodelled.isEmpty()) {
            String started = b.fresh("async");
            List<String> stops = UnmodelledCalls.branch(b,
                a.callee() instanceof Callee.Indirect indirect ? rw.expr(indirect.pointer()) : null, unmodelled);
            b.jump(started);
            UnmodelledCalls.emit(b, stops, unmodelled, a.loc(), started);
            b.start(started);
        }
        b.add(Ex.assume(Ex.lt(Ex.read(table.next()), Ex.i32(table.threads()))));
        b.add(Ex.assign(thread.tidRegister(), Ex.read(table.next())), new Origin.Step(ref));
        b.add(Ex.assign(table.next(), Ex.add(Ex.read(table.next()), Ex.i32(1))));
        String cont = b.fresh("created");
        List<String> labels = new ArrayList<>();
        for (int k = 1; k < table.threads(); k++) {
            String label = b.fresh("slot" + k);
            labels.add(label);
            b.branchOff(Ex.eq(Ex.read(thread.tidRegister()), Ex.i32(k)), label);
        }
        b.jump(cont);
        for (int k = 1; k < table.threads(); k++) {
            b.start(labels.get(k - 1));
            b.add(Ex.assign(cx.site(k), Ex.i32(site.id())));
            for (int i = 0; i < a.arguments().size(); i++) {
                b.add(Ex.assign(cx.argument(k, site, i), rw.expr(a.arguments().get(i))));
            }
            if (a.callee() instanceof Callee.Indirect indirect) {
                b.add(Ex.assign(cx.function(k, site), rw.expr(indirect.pointer())));
            }
            b.jump(cont);
        }
        b.start(cont);
        if (a.threadId().isPresent()) {
            Lvalue target = rw.lvalue(a.threadId().get());
            b.add(Ex.assign(target, Ex.convert(Ex.read(thread.tidRegister()), target.type())));
        }
    }

    private void join(Stmt.Join j, StmtRef ref) throws UnsupportedProgramException {
        BlockBuilder b = b();
        if (!(j.threadId().type() instanceof Type.Int)) {
            throw new UnsupportedProgramException("join of a thread id of type " + j.threadId().type(), j.loc());
        }
        Expr id = rw.expr(j.threadId());
        b.add(new Stmt.Assume(cx.table.finished(id), j.loc()), new Origin.Step(ref));
        if (j.result().isPresent()) {
            Lvalue target = rw.lvalue(j.result().get());
            b.add(Ex.assign(target, cx.table.result(id, target.type())));
        }
    }
}
