package org.braid.core.internal.seq;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.braid.core.internal.ir.Block;
import org.braid.core.internal.ir.CallingConvention;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Global;
import org.braid.core.internal.ir.Loc;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.StmtRef;
import org.braid.core.internal.ir.Terminator;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;

/**
 * The body of one thread slot for the lazy rounds sequentialization (Inverso, Tomasco, Fischer,
 * La Torre, Parlato: "Bounded model checking of multi-threaded C programs via lazy
 * sequentialization", CAV 2014): one procedure {@code __braid_rounds_thread<k>} with every call
 * inlined and every loop unrolled, whose locals are globals so that they survive between
 * contexts. Each call runs one context: it jumps to the switch point saved in the slot's
 * {@code pc} (0: the start), runs, and at any later switch point may stop, saving that point.
 * Thread 0 runs the harness entry (its return ends the program); other slots dispatch on the
 * site that created them.
 */
final class RoundsThread {

    /** Where a {@code return} of an inlined activation goes. */
    private sealed interface Continuation {
        /** Back to the caller: write {@code result} (in the caller's terms) and continue at {@code label}. */
        record Caller(String label, Optional<Lvalue> result, Optional<Lvalue.Mem> sharedResult,
                Rewriter callerRewriter) implements Continuation {
        }

        /** The thread's start procedure returns: the thread finishes. */
        record ThreadEnd() implements Continuation {
        }

        /** The harness entry returns: the program ends. */
        record ProgramEnd() implements Continuation {
        }
    }

    private final RoundsContext cx;
    private final int slot;
    private final String name;
    private final BlockBuilder b;
    private final List<Variable> registers = new ArrayList<>();
    private final Lvalue.Var choice;
    private final Lvalue.Var tid;
    private final List<String> points = new ArrayList<>();
    private final Map<String, String> threadLocals = new HashMap<>();
    private final Map<String, Integer> stack = new HashMap<>();
    private int instances;
    private final Map<Loc, String> cutSites = new LinkedHashMap<>();

    RoundsThread(RoundsContext cx, int slot) {
        this.cx = cx;
        this.slot = slot;
        this.name = GhostGlobals.PREFIX + "rounds_thread" + slot;
        this.b = new BlockBuilder(name, cx.origins, Set.of());
        Variable c = Variable.temporary("__braid_choice", Ex.U8);
        Variable t = Variable.temporary("__braid_tid", Ex.I32);
        registers.add(c);
        registers.add(t);
        this.choice = new Lvalue.Var(c);
        this.tid = new Lvalue.Var(t);
        for (Global g : cx.program.globals().values()) {
            if (g.threadLocal()) {
                threadLocals.put(g.name(), cx.ghosts.object("t" + slot + "_" + g.name(), g.type(), g.initializer()));
            }
        }
    }

    static String name(int slot) {
        return GhostGlobals.PREFIX + "rounds_thread" + slot;
    }

    Procedure build() throws UnsupportedProgramException {
        b.start("resume");
        BlockBuilder.Suspended resume = b.suspend();
        b.start("start");
        if (slot == 0) {
            Procedure entry = cx.program.procedure(cx.entry).orElseThrow();
            Instance inst = instance(entry);
            b.jump(inst.entry());
            emit(inst, 0, new Continuation.ProgramEnd());
        } else {
            startDispatch();
        }
        b.resume(resume);
        b.branchOff(Ex.eq(Ex.read(cx.pc(slot)), Ex.i32(0)), "start");
        for (int j = 1; j <= points.size(); j++) {
            b.branchOff(Ex.eq(Ex.read(cx.pc(slot)), Ex.i32(j)), points.get(j - 1));
        }
        b.end(ret());
        for (Map.Entry<Loc, String> site : cutSites.entrySet()) {
            b.start(site.getValue());
            b.end(new Terminator.Goto(site.getValue(), site.getKey()));
        }
        return new Procedure(name, new Type.Function(Type.VOID, List.of(), false), List.of(), registers, b.blocks(),
            Loc.NONE);
    }

    private static Terminator ret() {
        return new Terminator.Return(Optional.empty(), Loc.NONE);
    }

    /** Slots 1.. run the start procedure of the site that created them, with the arguments it stored. */
    private void startDispatch() throws UnsupportedProgramException {
        List<AsyncSite> sites = new ArrayList<>(cx.facts.sites.values());
        List<String> labels = new ArrayList<>();
        for (AsyncSite s : sites) {
            String label = b.fresh("site" + s.id());
            labels.add(label);
            b.branchOff(Ex.eq(Ex.read(cx.site(slot)), Ex.i32(s.id())), label);
        }
        b.add(Ex.assume(Ex.FALSE));
        b.end(ret());
        for (int i = 0; i < sites.size(); i++) {
            AsyncSite s = sites.get(i);
            b.start(labels.get(i));
            List<Expr> args = new ArrayList<>();
            for (int k = 0; k < s.stmt().arguments().size(); k++) {
                args.add(Ex.read(cx.argument(slot, s, k)));
            }
            if (s.indirect()) {
                Expr fp = Ex.read(cx.function(slot, s));
                for (Procedure q : s.targets()) {
                    b.branchOff(Ex.eq(fp, new Expr.FunctionAddr(q.name(), new Type.Pointer(q.type()))),
                        startOf(q, s, args));
                }
                b.add(Ex.assume(Ex.FALSE));
                b.end(ret());
            } else if (s.targets().size() == 1) {
                b.jump(startOf(s.targets().get(0), s, args));
            } else {
                throw new UnsupportedProgramException("thread start of an undeclared procedure", s.stmt().loc());
            }
        }
    }

    /** Emits the start instance of {@code q} (copying its arguments in) and returns its first label. */
    private String startOf(Procedure q, AsyncSite site, List<Expr> args) throws UnsupportedProgramException {
        if (q.isExternal()) {
            throw new UnsupportedProgramException("thread start of " + q.name() + ", which has no body",
                site.stmt().loc());
        }
        args = ((CallingConvention.Passed) CallingConvention.bind(q, args, CallTargets.through(site.stmt().callee(), q))).arguments();
        BlockBuilder.Suspended outer = b.suspend();
        String label = b.fresh("run" + site.id());
        b.start(label);
        Instance inst = instance(q);
        for (int k = 0; k < q.parameters().size(); k++) {
            b.add(Ex.assign(inst.rewriter().lvalue(lvalueOf(q.parameters().get(k))),
                Ex.convert(args.get(k), q.parameters().get(k).type())));
        }
        b.jump(inst.entry());
        emit(inst, 0, new Continuation.ThreadEnd());
        b.resume(outer);
        return label;
    }

    private static Lvalue lvalueOf(Variable v) {
        return v.inMemory() ? new Lvalue.Mem(new Expr.LocalAddr(v, new Type.Pointer(v.type())), v.type(), v.name())
            : new Lvalue.Var(v);
    }

    /** One inlined activation: a label prefix and the globals its variables became. */
    private record Instance(Procedure procedure, String prefix, Rewriter rewriter, LoopUnroller.Unrolled body) {
        String entry() {
            return label(body.blocks().get(0).label());
        }

        String label(String unrolled) {
            return unrolled.equals(LoopUnroller.CUT) ? LoopUnroller.CUT : prefix + unrolled;
        }
    }

    private Instance instance(Procedure q) throws UnsupportedProgramException {
        int n = instances++;
        String base = "t" + slot + "_i" + n + "_";
        Map<Variable, Lvalue.Mem> cells = new LinkedHashMap<>();
        Map<Variable, String> objects = new LinkedHashMap<>();
        List<Variable> vars = new ArrayList<>(q.parameters());
        vars.addAll(q.locals());
        for (Variable v : vars) {
            if (v.inMemory()) {
                objects.put(v, cx.ghosts.object(base + v.name(), v.type(), List.of()));
            } else {
                Lvalue.Mem cell = cx.ghosts.declare(base + v.name(), v.type());
                cells.put(v, new Lvalue.Mem(cell.pointer(), cell.type(), v.name()));
            }
        }
        return new Instance(q, "i" + n + ".", new Rewriter(cells, objects, threadLocals), cx.unrolled(q));
    }

    private void emit(Instance inst, int atomicEntry, Continuation cont) throws UnsupportedProgramException {
        Procedure q = inst.procedure();
        stack.merge(q.name(), 1, Integer::sum);
        RoundsStatements stmts = new RoundsStatements(this, inst.rewriter(), q);
        for (Block block : inst.body().blocks()) {
            String original = inst.body().originalLabel().get(block.label());
            b.start(inst.label(block.label()));
            for (int i = 0; i < block.statements().size(); i++) {
                StmtRef ref = new StmtRef(q.name(), original, i);
                Stmt s = block.statements().get(i);
                stmts.statement(s, ref, depth(q, original, i, atomicEntry, s.loc()), atomicEntry);
            }
            int end = block.statements().size();
            StmtRef ref = new StmtRef(q.name(), original, end);
            int depth = depth(q, original, end, atomicEntry, block.terminator().loc());
            terminator(inst, stmts, block.terminator(), ref, depth, cont);
        }
        stack.merge(q.name(), -1, Integer::sum);
    }

    private int depth(Procedure q, String label, int index, int atomicEntry, Loc loc) throws UnsupportedProgramException {
        int d = atomicEntry + cx.facts.depths.before(q.name(), label, index);
        if (d < 0) {
            throw new UnsupportedProgramException("atomic section ends that never began", loc);
        }
        return d;
    }

    private void terminator(Instance inst, RoundsStatements stmts, Terminator t, StmtRef ref, int depth,
            Continuation cont) throws UnsupportedProgramException {
        Rewriter rw = inst.rewriter();
        switch (t) {
            case Terminator.Goto g -> {
                stmts.switchPoint(t, ref, depth, List.of());
                b.end(new Terminator.Goto(cutSite(inst.label(g.target()), g.loc()), g.loc()), new Origin.Step(ref));
            }
            case Terminator.Branch br -> {
                stmts.switchPoint(t, ref, depth, List.of());
                b.end(new Terminator.Branch(rw.expr(br.condition()), cutSite(inst.label(br.then()), br.loc()),
                    cutSite(inst.label(br.otherwise()), br.loc()), br.loc()), new Origin.Step(ref));
            }
            case Terminator.Exit e -> {
                stmts.switchPoint(t, ref, depth, List.of());
                b.end(e, new Origin.Step(ref));
            }
            case Terminator.Return r -> returns(inst, stmts, r, ref, depth, cont);
        }
    }

    /**
     * A jump beyond the unwinding bound goes to a block of its own that jumps to itself at the
     * loop's place, so the model checker's unwinding meets it as a loop cut there and can tell
     * whether a feasible path reaches it (the path ends there either way, like an unwinding
     * assumption). Other labels are returned as they are.
     */
    private String cutSite(String label, Loc loc) {
        if (!label.equals(LoopUnroller.CUT)) {
            return label;
        }
        return cutSites.computeIfAbsent(loc, l -> LoopUnroller.CUT + "." + cutSites.size());
    }

    private void returns(Instance inst, RoundsStatements stmts, Terminator.Return r, StmtRef ref, int depth,
            Continuation cont) {
        Rewriter rw = inst.rewriter();
        switch (cont) {
            case Continuation.Caller c -> {
                List<RaceInstrumentation.Site> resultWrite = new ArrayList<>();
                if (c.sharedResult().isPresent()) {
                    Lvalue.Mem m = c.sharedResult().get();
                    int index = Accesses.of(r, Optional.empty()).size();
                    MemoryAccess write = new MemoryAccess(index, m, MemoryAccess.Kind.WRITE, Optional.empty());
                    resultWrite.add(RaceInstrumentation.Site.of(write, Optional.empty(), c.callerRewriter()::expr));
                }
                stmts.switchPoint(r, ref, depth, resultWrite);
                if (c.result().isPresent() && r.value().isPresent()) {
                    b.add(Ex.assign(c.result().get(), Ex.convert(rw.expr(r.value().get()), c.result().get().type())));
                }
                b.end(new Terminator.Goto(c.label(), r.loc()), new Origin.Step(ref));
            }
            case Continuation.ThreadEnd e -> {
                stmts.switchPoint(r, ref, depth, List.of());
                cx.table.finish(Ex.i32(slot), r.value().map(rw::expr).orElse(null)).forEach(b::add);
                b.add(Ex.assign(cx.pc(slot), Ex.i32(RoundsContext.DONE)));
                b.end(ret(), new Origin.Step(ref));
            }
            case Continuation.ProgramEnd e -> {
                stmts.switchPoint(r, ref, depth, List.of());
                b.end(new Terminator.Exit(r.loc()), new Origin.Step(ref));
            }
        }
    }

    /** The shared context, for {@link RoundsStatements}. */
    RoundsContext context() {
        return cx;
    }

    BlockBuilder builder() {
        return b;
    }

    int slot() {
        return slot;
    }

    Lvalue.Var choiceRegister() {
        return choice;
    }

    Lvalue.Var tidRegister() {
        return tid;
    }

    /** Registers a new switch point and returns its number (the value saved in {@code pc}). */
    int newPoint() {
        String label = b.fresh("point" + (points.size() + 1));
        points.add(label);
        b.jump(label);
        b.start(label);
        return points.size();
    }

    /** Calls {@code q} inlined: jumps to a fresh activation that returns to {@code continueAt}. */
    void inlineCall(Procedure q, List<Expr> args, Optional<Lvalue> result, Optional<Lvalue.Mem> sharedResult,
            Rewriter callerRewriter, int atomicDepth, String continueAt) throws UnsupportedProgramException {
        if (stack.getOrDefault(q.name(), 0) > cx.config.unwind()) {
            b.jump(cutSite(LoopUnroller.CUT, q.loc()));
            return;
        }
        Instance inst = instance(q);
        for (int k = 0; k < q.parameters().size() && k < args.size(); k++) {
            Variable param = q.parameters().get(k);
            b.add(Ex.assign(inst.rewriter().lvalue(lvalueOf(param)), Ex.convert(args.get(k), param.type())));
        }
        b.jump(inst.entry());
        emit(inst, atomicDepth, new Continuation.Caller(continueAt, result, sharedResult, callerRewriter));
    }
}
