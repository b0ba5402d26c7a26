package org.braid.core.internal.seq;

import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.braid.core.internal.ir.Block;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.StmtRef;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.lockset.Locksets;

/**
 * The analyses both sequentializers need: call targets, atomic depths, switch-point placement,
 * the numbered thread-creation sites, the thread bound, and sizes of ghost state.
 */
final class ProgramFacts {

    final Program program;
    final String entry;
    final CallTargets targets;
    final AtomicDepths depths;
    final Visibility visibility;
    final Map<StmtRef, AsyncSite> sites;
    final int threads;
    /** Whether an execution within the loop bound may start more threads than {@link #threads}. */
    final boolean threadBoundMayCut;

    /**
     * @param resultPointers whether calls with a result cell pass it to the callee (KISS keeps
     *        calls; the lazy sequentialization inlines them and needs no hidden parameter)
     * @param privateGlobals globals only their owning thread accesses ({@link PrivateGlobals})
     */
    ProgramFacts(Program program, String entry, SeqConfig config, boolean resultPointers, Set<String> privateGlobals)
            throws UnsupportedProgramException {
        this.program = program;
        this.entry = entry;
        this.targets = new CallTargets(program);
        this.depths = AtomicDepths.compute(program, targets);
        this.visibility = new Visibility(entry, resultPointers ? memResultCallees() : Set.of(), targets,
            privateGlobals);
        this.sites = numberSites();
        int needed = ThreadBound.of(program, entry, targets, config.unwind());
        this.threads = Math.min(config.threads(), needed);
        this.threadBoundMayCut = needed > config.threads();
    }

    /**
     * The globals whose accesses get no switch point and no race check because the lockset
     * pre-pass proves them race-free (none when {@link SeqConfig#lockReduction()} is off). Run on
     * the concurrent program as the harness closed it, before thread-local variables are copied
     * per thread (the copies are chosen by thread id, which the pre-pass does not follow).
     */
    static Set<String> raceFree(Program concurrent, String entry, SeqConfig config) {
        return config.lockReduction() ? Locksets.analyze(concurrent, entry).raceFreeGlobals() : Set.of();
    }

    private Map<StmtRef, AsyncSite> numberSites() {
        Map<StmtRef, AsyncSite> out = new LinkedHashMap<>();
        for (Procedure p : program.procedures().values()) {
            for (Block b : p.blocks()) {
                for (int i = 0; i < b.statements().size(); i++) {
                    if (b.statements().get(i) instanceof Stmt.Async a) {
                        StmtRef ref = new StmtRef(p.name(), b.label(), i);
                        out.put(ref, new AsyncSite(out.size(), ref, a, targets.targets(a.callee(), a.arguments())));
                    }
                }
            }
        }
        return Collections.unmodifiableMap(out);
    }

    /**
     * Whether a started thread can itself start threads: some thread-creation site is reachable
     * (through calls) from the start procedure of some site.
     */
    boolean threadsStartThreads() {
        java.util.Deque<Procedure> work = new java.util.ArrayDeque<>();
        Set<String> seen = new HashSet<>();
        sites.values().forEach(s -> work.addAll(s.targets()));
        while (!work.isEmpty()) {
            Procedure p = work.poll();
            if (!seen.add(p.name())) {
                continue;
            }
            for (Block b : p.blocks()) {
                for (Stmt s : b.statements()) {
                    if (s instanceof Stmt.Async) {
                        return true;
                    }
                    if (s instanceof Stmt.Call c) {
                        work.addAll(targets.targets(c.callee(), c.arguments()));
                    }
                }
            }
        }
        return false;
    }

    /**
     * How many dependency addresses the race instrumentation must be able to record: the most
     * any access that can be chosen as the first of a race depends on (accesses outside atomic
     * sections of the procedure, not of a {@code join}).
     */
    int dependencySlots() {
        int max = 0;
        for (Procedure p : program.procedures().values()) {
            for (Block b : p.blocks()) {
                for (int i = 0; i < b.statements().size(); i++) {
                    Stmt s = b.statements().get(i);
                    if (depths.before(p.name(), b.label(), i) > 0 || s instanceof Stmt.Join) {
                        continue;
                    }
                    Optional<Expr> enabled = s instanceof Stmt.Assume a ? Optional.of(a.condition()) : Optional.empty();
                    for (MemoryAccess a : visibility.shared(p, s)) {
                        max = Math.max(max, RaceInstrumentation.dependencies(a, enabled).size());
                    }
                    if (s instanceof Stmt.Call c && c.result().orElse(null) instanceof Lvalue.Mem m) {
                        max = Math.max(max, Accesses.readsIn(m.pointer()).size());
                    }
                }
                if (depths.before(p.name(), b.label(), b.statements().size()) <= 0) {
                    for (MemoryAccess a : visibility.shared(p, b.terminator())) {
                        max = Math.max(max, RaceInstrumentation.dependencies(a, Optional.empty()).size());
                    }
                }
            }
        }
        return max;
    }

    /** Procedures some call passes a result cell (its return writes memory of the caller). */
    private Set<String> memResultCallees() {
        Set<String> out = new HashSet<>();
        for (Procedure p : program.procedures().values()) {
            for (Block b : p.blocks()) {
                for (Stmt s : b.statements()) {
                    if (s instanceof Stmt.Call c && c.result().orElse(null) instanceof Lvalue.Mem) {
                        targets.targets(c.callee(), c.arguments()).stream().filter(q -> !q.isExternal())
                            .forEach(q -> out.add(q.name()));
                    }
                }
            }
        }
        return out;
    }

    /** The types of values {@code join} reads from finished threads (pointers as {@code void*}). */
    Set<Type> joinResultTypes() {
        Set<Type> out = new LinkedHashSet<>();
        for (Procedure p : program.procedures().values()) {
            for (Block b : p.blocks()) {
                for (Stmt s : b.statements()) {
                    if (s instanceof Stmt.Join j && j.result().isPresent()) {
                        Type t = j.result().get().type();
                        out.add(t instanceof Type.Pointer ? Ex.VOID_PTR : t);
                    }
                }
            }
        }
        return out;
    }
}
