package org.braid.core.internal.seq;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.braid.core.internal.ir.Block;
import org.braid.core.internal.ir.CallingConvention;
import org.braid.core.internal.ir.Callee;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Loc;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.StmtRef;
import org.braid.core.internal.ir.Terminator;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;

/**
 * Translates one procedure copy ({@link Variant}) following KISS, Qadeer &amp; Wu, PLDI 2004,
 * Fig. 4 and 5. Before every interacting step outside atomic sections ({@link Visibility}) it
 * inserts a switch point: {@code schedule(); race checks; choice{skip [] RAISE [] watch access i;
 * RAISE}}; after a call that may raise, {@code if (raise) return}; thread creation puts the new
 * thread into {@code ts} or, when {@code ts} is full, runs it at once; {@code join} becomes a
 * blocking {@code assume} on the thread's finished flag. Each original statement keeps one
 * representative statement whose {@link Origin.Step} names it.
 */
final class KissTranslator {

    private final KissContext cx;
    private final Variant v;
    private final Procedure p;
    private final BlockBuilder b;
    private final Map<String, Variable> registers = new LinkedHashMap<>();
    private String raiseLabel;
    private String propagateLabel;

    KissTranslator(KissContext cx, Variant v) {
        this.cx = cx;
        this.v = v;
        this.p = cx.program.procedure(v.procedure()).orElseThrow();
        Set<String> labels = p.blocks().stream().map(Block::label).collect(Collectors.toSet());
        this.b = new BlockBuilder(v.name(), cx.origins, labels);
    }

    Procedure translate() throws UnsupportedProgramException {
        for (Block block : p.blocks()) {
            b.start(block.label());
            List<Stmt> stmts = block.statements();
            for (int i = 0; i < stmts.size(); i++) {
                statement(stmts.get(i), new StmtRef(p.name(), block.label(), i), depth(block, i, stmts.get(i).loc()));
            }
            int end = stmts.size();
            terminator(block.terminator(), new StmtRef(p.name(), block.label(), end),
                depth(block, end, block.terminator().loc()));
        }
        if (raiseLabel != null) {
            b.start(raiseLabel);
            b.add(Ex.assign(cx.raise, Ex.TRUE));
            b.end(returnAnything());
        }
        if (propagateLabel != null) {
            b.start(propagateLabel);
            b.end(returnAnything());
        }
        List<Variable> params = new ArrayList<>(p.parameters());
        Type.Function type = p.type();
        if (cx.visibility.hasResultPointer(p)) {
            Variable rp = Visibility.resultPointer(p);
            params.add(rp);
            List<Type> types = new ArrayList<>(type.parameters());
            types.add(rp.type());
            type = new Type.Function(type.returnType(), types, type.variadic());
        }
        List<Variable> locals = new ArrayList<>(p.locals());
        locals.addAll(registers.values());
        return new Procedure(v.name(), type, params, locals, b.blocks(), p.loc());
    }

    private int depth(Block block, int index, Loc loc) throws UnsupportedProgramException {
        int d = v.atomic() + cx.depths.before(p.name(), block.label(), index);
        if (d < 0) {
            throw new UnsupportedProgramException("atomic section ends that never began", loc);
        }
        return d;
    }

    private static Origin step(StmtRef ref) {
        return new Origin.Step(ref);
    }

    private Lvalue.Var register(String name, Type type) {
        Variable var = registers.computeIfAbsent(name, n -> Variable.temporary(n, type));
        if (!var.type().equals(type)) {
            throw new IllegalStateException("register " + name + " used with two types");
        }
        return new Lvalue.Var(var);
    }

    private String raiseLabel() {
        if (raiseLabel == null) {
            raiseLabel = b.fresh("raise");
        }
        return raiseLabel;
    }

    private String propagateLabel() {
        if (propagateLabel == null) {
            propagateLabel = b.fresh("propagate");
        }
        return propagateLabel;
    }

    private Terminator returnAnything() throws UnsupportedProgramException {
        Type ret = p.type().returnType();
        if (ret instanceof Type.Void) {
            return new Terminator.Return(Optional.empty(), Terminator.Return.ABANDONS);
        }
        if (!ret.isScalar()) {
            throw new UnsupportedProgramException("procedure " + p.name() + " returns an aggregate", p.loc());
        }
        return new Terminator.Return(Optional.of(Ex.zero(ret)), Terminator.Return.ABANDONS);
    }

    /**
     * KISS's instrumentation before a step: schedule(); checks; choice{skip [] RAISE [] watch;
     * RAISE}. {@code enabled} is the condition under which a blocking step can run; a
     * {@code join} is never chosen as the first access of a race. Without {@code schedule} only
     * the choice is made (see {@link #stopOnly}).
     */
    private void point(StmtRef ref, List<MemoryAccess> shared, Optional<Expr> enabled, boolean choosable,
            boolean schedule) {
        if (schedule) {
            cx.schedule(v.depth()).ifPresent(name ->
                b.add(new Stmt.Call(Optional.empty(), new Callee.Direct(name), List.of(), Loc.NONE)));
        }
        List<RaceInstrumentation.Site> sites = sites(shared, enabled);
        Lvalue.Var choice = register("__braid_choice", Ex.U8);
        cx.race.ifPresent(r -> r.checks(b, ref, sites, enabled, choice));
        b.add(new Stmt.Havoc(choice, Loc.NONE));
        b.branchOff(Ex.eq(Ex.read(choice), Ex.u8(1)), raiseLabel());
        if (choosable) {
            cx.race.ifPresent(r -> r.choices(b, ref, sites, enabled, Ex.read(choice), 2, raiseLabel()));
        }
    }

    /**
     * Whether step {@code s} needs a switch point only so that its thread can stop for good
     * there: an {@code assume} (or an assertion, which other runs treat as one) whose condition
     * reads no cell another thread can access. No other thread can change that condition, so if
     * it holds the step is a no-op that commutes with every step of every thread, and a switch
     * right before it can be moved to the next interacting step (the argument of
     * {@link Visibility}); if it does not hold the thread blocks forever, which the RAISE choice
     * alone covers: the others go on from the scheduler that ran this thread. So the point keeps
     * its choice but calls no {@code schedule()}, whose inlined threads are most of the size of
     * a KISS program (a thread-creation model's {@code assume(id <= MAX)}, {@code assert} on
     * registers, the {@code assume(0)} of {@code abort}).
     */
    private static boolean stopOnly(Stmt s, List<MemoryAccess> shared) {
        return (s instanceof Stmt.Assume || s instanceof Stmt.Assert) && shared.isEmpty();
    }

    private static List<RaceInstrumentation.Site> sites(List<MemoryAccess> accesses, Optional<Expr> enabled) {
        return accesses.stream().map(a -> RaceInstrumentation.Site.of(a, enabled, e -> e)).toList();
    }

    private void statement(Stmt s, StmtRef ref, int depth) throws UnsupportedProgramException {
        List<MemoryAccess> shared = cx.visibility.shared(p, s);
        if (depth == 0 && cx.visibility.visible(p, s)) {
            Optional<Expr> enabled = Optional.empty();
            if (s instanceof Stmt.Assume a) {
                enabled = Optional.of(a.condition());
            } else if (s instanceof Stmt.Join j && j.threadId().type() instanceof Type.Int) {
                enabled = Optional.of(cx.table.finished(j.threadId()));
            }
            point(ref, shared, enabled, !(s instanceof Stmt.Join), !stopOnly(s, shared));
        }
        cx.race.ifPresent(r -> r.invalidate(b, sites(shared, Optional.empty())));
        switch (s) {
            case Stmt.Assign a -> b.add(a, step(ref));
            case Stmt.Havoc h -> b.add(h, step(ref));
            case Stmt.Assume a -> b.add(a, step(ref));
            case Stmt.Assert a -> b.add(cx.config.assertions() || a.marksUnsupported() ? a
                : new Stmt.Assume(a.condition(), a.loc()), step(ref));
            case Stmt.Call c -> call(c, ref, depth);
            case Stmt.Async a -> async(a, ref, depth);
            case Stmt.Join j -> join(j, ref);
            case Stmt.AtomicBegin a -> b.add(new Stmt.Assume(Ex.TRUE, a.loc()), step(ref));
            case Stmt.AtomicEnd a -> b.add(new Stmt.Assume(Ex.TRUE, a.loc()), step(ref));
            case Stmt.Alloc a -> b.add(a, step(ref));
            case Stmt.Free f -> b.add(f, step(ref));
        }
    }

    private void terminator(Terminator t, StmtRef ref, int depth) {
        List<MemoryAccess> shared = cx.visibility.shared(p, t);
        if (depth == 0 && cx.visibility.visible(p, t)) {
            point(ref, shared, Optional.empty(), true, true);
        }
        cx.race.ifPresent(r -> r.invalidate(b, sites(shared, Optional.empty())));
        b.end(t, step(ref));
    }

    /**
     * {@code v = [[f]](args); if (raise) return} with direct calls for every possible target. A
     * result cell is passed to the callee, whose {@code return} step writes it (its switch point
     * and race checks are there). The interpreter evaluates the cell's address at the return; if
     * the address reads memory it might differ from the one taken at the call, so such a cell is
     * not passed (its write is not race-checked), and paths on which it changed are cut.
     */
    private void call(Stmt.Call c, StmtRef ref, int depth) throws UnsupportedProgramException {
        List<Procedure> targets = cx.targets.targets(c.callee(), c.arguments());
        List<CallTargets.Unmodelled> unmodelled = cx.targets.unmodelled(c.callee(), c.arguments());
        if (c.callee() instanceof Callee.Direct d && targets.isEmpty()) {
            if (unmodelled.isEmpty()) {
                throw new UnsupportedProgramException("call of undeclared procedure " + d.name(), c.loc());
            }
            b.add(Stmt.Assert.unsupported(UnmodelledCalls.message(unmodelled.get(0)), c.loc()), step(ref));
            b.add(Ex.assume(Ex.FALSE));
            return;
        }
        Lvalue.Mem memResult = c.result().orElse(null) instanceof Lvalue.Mem m ? m : null;
        boolean viaCallee = memResult != null && !cx.visibility.callWritesResult(c);
        Optional<Lvalue> result = c.result();
        Lvalue.Var resultPointer = null;
        if (viaCallee) {
            resultPointer = register("__braid_result_ptr", Ex.VOID_PTR);
            b.add(Ex.assign(resultPointer, memResult.pointer()));
            result = Optional.of(register("__braid_result_" + key(memResult.type()), memResult.type()));
        }
        if (c.callee() instanceof Callee.Indirect indirect) {
            Lvalue.Var fp = register("__braid_fp", Ex.VOID_PTR);
            b.add(Ex.assign(fp, indirect.pointer()));
            String join = b.fresh("call");
            List<String> stops = UnmodelledCalls.branch(b, Ex.read(fp), unmodelled);
            List<String> labels = new ArrayList<>();
            for (Procedure q : targets) {
                String label = b.fresh("call");
                labels.add(label);
                b.branchOff(Ex.eq(Ex.read(fp), new Expr.FunctionAddr(q.name(), new Type.Pointer(q.type()))), label);
            }
            b.add(Ex.assume(Ex.FALSE));
            b.jump(join);
            UnmodelledCalls.emit(b, stops, unmodelled, c.loc(), join);
            for (int i = 0; i < targets.size(); i++) {
                b.start(labels.get(i));
                emitCall(targets.get(i), c, result, resultPointer, ref, depth);
                b.jump(join);
            }
            b.start(join);
        } else {
            emitCall(targets.get(0), c, result, resultPointer, ref, depth);
        }
        if (targets.stream().anyMatch(q -> !q.isExternal() && cx.mayRaise.of(q.name(), depth))) {
            b.branchOff(Ex.read(cx.raise), propagateLabel());
        }
        if (viaCallee) {
            Lvalue.Mem cell = new Lvalue.Mem(Ex.read(resultPointer), memResult.type(), memResult.display());
            if (Accesses.readsMemory(memResult.pointer())) {
                b.add(Ex.assume(Ex.eq(memResult.pointer(), Ex.read(resultPointer))));
                MemoryAccess write = new MemoryAccess(0, cell, MemoryAccess.Kind.WRITE, Optional.empty());
                cx.race.ifPresent(r -> r.invalidate(b, sites(List.of(write), Optional.empty())));
            }
            b.add(Ex.assign(cell, Ex.read(result.get())));
        }
    }

    private static String key(Type t) {
        return t instanceof Type.Pointer ? "ptr" : t.toString();
    }

    private void emitCall(Procedure q, Stmt.Call c, Optional<Lvalue> result, Lvalue.Var resultPointer, StmtRef ref,
            int depth) throws UnsupportedProgramException {
        if (q.isExternal()) {
            b.add(new Stmt.Call(result, new Callee.Direct(q.name()), c.arguments(), c.loc()), step(ref));
            return;
        }
        if (q.parameters().size() > c.arguments().size()) {
            throw new UnsupportedProgramException("call of " + q.name() + " with " + c.arguments().size()
                + " arguments, expected " + q.parameters().size(), c.loc());
        }
        String name = cx.variant(new Variant(q.name(), v.depth(), depth));
        List<Expr> args = new ArrayList<>(((CallingConvention.Passed) CallingConvention.bind(q, c.arguments(),
            CallTargets.through(c.callee(), q))).arguments());
        if (cx.visibility.hasResultPointer(q)) {
            boolean stable = resultPointer != null && c.result().orElse(null) instanceof Lvalue.Mem m
                && !Accesses.readsMemory(m.pointer());
            args.add(stable ? Ex.read(resultPointer) : new Expr.Null(new Type.Pointer(q.type().returnType())));
        }
        b.add(new Stmt.Call(result, new Callee.Direct(name), args, c.loc()), step(ref));
    }

    /**
     * {@code [[async f(args)]] = if (size() < MAX) put(f, args) else {[[f]](args); raise = false}}
     * (KISS, Fig. 4), with the new thread's id handed out first.
     */
    private void async(Stmt.Async a, StmtRef ref, int depth) throws UnsupportedProgramException {
        AsyncSite site = cx.sites.get(ref);
        for (Procedure q : site.targets()) {
            if (q.isExternal()) {
                throw new UnsupportedProgramException("thread start of " + q.name() + ", which has no body", a.loc());
            }
        }
        List<Expr> values = new ArrayList<>();
        for (int k = 0; k < a.arguments().size(); k++) {
            Expr arg = a.arguments().get(k);
            Lvalue.Var r = register("__braid_arg" + site.id() + "_" + k, arg.type());
            b.add(Ex.assign(r, arg));
            values.add(Ex.read(r));
        }
        Lvalue.Var fp = null;
        if (a.callee() instanceof Callee.Indirect indirect) {
            fp = register("__braid_fp", Ex.VOID_PTR);
            b.add(Ex.assign(fp, indirect.pointer()));
        }
        List<CallTargets.Unmodelled> unmodelled = cx.targets.unmodelled(a.callee(), a.arguments());
        if (!unmodelled.isEmpty()) {
            String started = b.fresh("async");
            List<String> stops = UnmodelledCalls.branch(b, fp == null ? null : Ex.read(fp), unmodelled);
            b.jump(started);
            UnmodelledCalls.emit(b, stops, unmodelled, a.loc(), started);
            b.start(started);
        }
        ThreadTable table = cx.table;
        b.add(Ex.assume(Ex.lt(Ex.read(table.next()), Ex.i32(table.threads()))));
        Lvalue.Var tid = register("__braid_tid", Ex.I32);
        b.add(Ex.assign(tid, Ex.read(table.next())), step(ref));
        b.add(Ex.assign(table.next(), Ex.add(Ex.read(table.next()), Ex.i32(1))));
        if (a.threadId().isPresent()) {
            Lvalue target = a.threadId().get();
            b.add(Ex.assign(target, Ex.convert(Ex.read(tid), target.type())));
        }
        String cont = b.fresh("async");
        PendingThreads ts = cx.pending;
        List<String> puts = new ArrayList<>();
        for (int i = 0; i < ts.capacity(); i++) {
            String put = b.fresh("put");
            puts.add(put);
            b.branchOff(Ex.not(Ex.read(ts.valid(i))), put);
        }
        if (depth == 0 && v.depth() + 1 <= table.threads() - 1) {
            List<Expr> args = new ArrayList<>();
            args.add(Ex.read(tid));
            args.addAll(values);
            if (fp != null) {
                args.add(Ex.read(fp));
            }
            String thread = cx.thread(site, v.depth() + 1);
            b.add(new Stmt.Call(Optional.empty(), new Callee.Direct(thread), args, Loc.NONE));
        } else {
            b.add(Ex.assume(Ex.FALSE));
        }
        b.jump(cont);
        for (int i = 0; i < ts.capacity(); i++) {
            b.start(puts.get(i));
            b.add(Ex.assign(ts.valid(i), Ex.TRUE));
            b.add(Ex.assign(ts.site(i), Ex.i32(site.id())));
            b.add(Ex.assign(ts.thread(i), Ex.read(tid)));
            for (int k = 0; k < values.size(); k++) {
                b.add(Ex.assign(ts.argument(i, site, k), values.get(k)));
            }
            if (fp != null) {
                b.add(Ex.assign(ts.function(i, site), Ex.read(fp)));
            }
            b.jump(cont);
        }
        b.start(cont);
    }

    /** {@code join t} blocks until {@code t} finished: an assume on its finished flag. */
    private void join(Stmt.Join j, StmtRef ref) throws UnsupportedProgramException {
        Expr id = j.threadId();
        if (!(id.type() instanceof Type.Int)) {
            throw new UnsupportedProgramException("join of a thread id of type " + id.type(), j.loc());
        }
        Lvalue.Var saved = register("__braid_join_" + id.type(), id.type());
        b.add(Ex.assign(saved, id));
        b.add(new Stmt.Assume(cx.table.finished(Ex.read(saved)), j.loc()), step(ref));
        if (j.result().isPresent()) {
            Lvalue target = j.result().get();
            b.add(Ex.assign(target, cx.table.result(Ex.read(saved), target.type())));
        }
    }
}
