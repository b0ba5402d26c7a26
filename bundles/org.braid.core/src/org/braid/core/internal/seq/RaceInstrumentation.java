package org.braid.core.internal.seq;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Loc;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.StmtRef;
import org.braid.core.internal.ir.Type;

/**
 * Race instrumentation of KISS, Qadeer &amp; Wu, PLDI 2004, Sec. 5 and Fig. 5, with a symbolic
 * watched cell instead of one fixed variable {@code r}, so one program checks every cell (the
 * watchdog idea of Whoop, Deligiannis et al., ASE 2015).
 *
 * <p>Ghosts: {@code access} (0 none, 1 read, 2 write, KISS's variable of the same name),
 * {@code watched} (the cell), {@code wvalid} and dependency pointers {@code wdep_i}. Before every
 * access {@code a} to pointer {@code p} outside atomic sections:
 * <ul>
 * <li>{@link #checks}: {@code if (access != 0 && wvalid && p == watched && conflict(access, a))
 * assert(false)} — {@code check_r}/{@code check_w} of the paper, failing when a second thread
 * accesses the watched cell while the first is stopped right before its own access;</li>
 * <li>{@link #choices}: nondeterministically pick {@code a} as the first access of a race: {@code
 * assume(access == 0 && p is not excluded); watched = p; access = kind(a); RAISE}. The thread
 * stops before {@code a}, which stays its next step.</li>
 * </ul>
 * For the stopped thread's next step to still access {@code watched} and still be enabled, the
 * cells its pointer expression and blocking condition read ({@code g->f} reads {@code g}) must
 * not change: the choice records their addresses in {@code wdep_i}, every write to memory (also
 * inside atomic sections) clears {@code wvalid} when it hits one of them ({@link #invalidate}),
 * and a check only fires while {@code wvalid} holds. So every reported pair is a race of the
 * concurrent program in one state, which the interpreter confirms by replay.
 */
final class RaceInstrumentation {

    private static final int READ = 1;
    private static final int WRITE = 2;

    /**
     * One access as the generated code sees it: {@code access} of the original statement (for
     * provenance), its {@code pointer} and {@code guard} in the generated program, and the
     * addresses of the cells it depends on ({@link #dependencies}).
     */
    record Site(MemoryAccess access, Expr pointer, Optional<Expr> guard, List<Expr> dependencies) {
        Site {
            dependencies = List.copyOf(dependencies);
        }

        /** The site of {@code access} with every expression mapped into the generated program. */
        static Site of(MemoryAccess access, Optional<Expr> enabled, UnaryOperator<Expr> map) {
            return new Site(access, map.apply(access.mem().pointer()), access.guard().map(map),
                RaceInstrumentation.dependencies(access, enabled).stream().map(m -> map.apply(m.pointer())).toList());
        }
    }

    private final Lvalue.Mem access;
    private final Lvalue.Mem watched;
    private final Lvalue.Mem watchedBits;
    private final Lvalue.Mem valid;
    private final Lvalue.Mem[] deps;
    private final List<Exclusion> exclusions;

    RaceInstrumentation(GhostGlobals ghosts, int depSlots, List<Exclusion> exclusions) {
        this.access = ghosts.declare("access", Ex.U8);
        this.watched = ghosts.declare("watched", Ex.VOID_PTR);
        this.watchedBits = ghosts.declare("watched_bits", Ex.U64);
        this.valid = ghosts.declare("wvalid", Type.BOOL);
        this.deps = new Lvalue.Mem[depSlots];
        for (int i = 0; i < depSlots; i++) {
            deps[i] = ghosts.declare("wdep" + i, Ex.VOID_PTR);
        }
        this.exclusions = List.copyOf(exclusions);
    }

    /**
     * The cells whose values decide whether the stopped thread's next step still makes access
     * {@code a}: the reads inside its pointer and, for a blocking step, inside its
     * {@code enabled} condition (an {@code assume} that became false would not be enabled).
     */
    static List<Lvalue.Mem> dependencies(MemoryAccess a, Optional<Expr> enabled) {
        List<Lvalue.Mem> reads = new ArrayList<>(Accesses.readsIn(a.mem().pointer()));
        enabled.ifPresent(e -> reads.addAll(Accesses.readsIn(e)));
        return reads;
    }

    /**
     * Second-access checks for every access of one step; {@code enabled} is the condition under
     * which a blocking step ({@code assume}, {@code join}) can run at all.
     */
    void checks(BlockBuilder b, StmtRef original, List<Site> sites, Optional<Expr> enabled) {
        for (Site s : sites) {
            Expr kindConflict = s.access().kind() == MemoryAccess.Kind.WRITE
                ? Ex.ne(Ex.read(access), Ex.u8(0))
                : Ex.eq(Ex.read(access), Ex.u8(WRITE));
            Expr race = Ex.guard(s.guard(), Ex.and(Ex.and(kindConflict, Ex.read(valid)),
                Ex.eq(s.pointer(), Ex.read(watched))));
            if (enabled.isPresent()) {
                race = Ex.and(race, enabled.get());
            }
            for (Exclusion e : exclusions) {
                race = Ex.and(race, Ex.not(Ex.and(e.cell().is(s.pointer()), sameConflict(e.conflict(), s))));
            }
            String fail = b.fresh("race");
            b.branchOff(race, fail);
            BlockBuilder.Suspended next = b.suspend();
            b.start(fail);
            b.add(new Stmt.Assert(Ex.FALSE, "data race on " + s.access().display(), Loc.NONE),
                new Origin.RaceCheck(original, s.access()));
            b.jump(next.label());
            b.resume(next);
        }
    }

    /**
     * First-access choices: when {@code selector == first + index}, that access becomes the
     * watched one and the thread stops for good at {@code stop}. A blocking step is chosen only
     * while {@code enabled} holds, and the cells that condition reads become dependencies.
     */
    void choices(BlockBuilder b, StmtRef original, List<Site> sites, Optional<Expr> enabled, Expr selector, int first,
            String stop) {
        for (Site s : sites) {
            String chosen = b.fresh("watch");
            b.branchOff(Ex.eq(selector, Ex.u8(first + s.access().index())), chosen);
            BlockBuilder.Suspended resume = b.suspend();
            b.start(chosen);
            Expr p = s.pointer();
            Expr allowed = Ex.eq(Ex.read(access), Ex.u8(0));
            for (Exclusion.Cell cell : fullyExcluded(s.access().kind())) {
                allowed = Ex.and(allowed, Ex.not(cell.is(p)));
            }
            if (enabled.isPresent()) {
                allowed = Ex.and(allowed, enabled.get());
            }
            b.add(Ex.assume(Ex.guard(s.guard(), allowed)));
            b.add(Ex.assign(watched, p), new Origin.RaceChoice(original, s.access()));
            b.add(Ex.assign(watchedBits, new Expr.Cast(p, Ex.U64)), new Origin.WatchedBits());
            b.add(Ex.assign(access, Ex.u8(s.access().kind() == MemoryAccess.Kind.WRITE ? WRITE : READ)));
            for (int i = 0; i < deps.length; i++) {
                b.add(Ex.assign(deps[i], i < s.dependencies().size() ? s.dependencies().get(i)
                    : new Expr.Null(Ex.VOID_PTR)));
            }
            b.add(Ex.assign(valid, Ex.TRUE));
            b.jump(stop);
            b.resume(resume);
        }
    }

    /** Whether the race of second access {@code s} with the watched one would be of kind {@code conflict}. */
    private Expr sameConflict(Exclusion.Conflict conflict, Site s) {
        if (s.access().kind() == MemoryAccess.Kind.READ) {
            return conflict == Exclusion.Conflict.READ_WRITE ? Ex.TRUE : Ex.FALSE;
        }
        Expr writeWrite = Ex.eq(Ex.read(access), Ex.u8(WRITE));
        return conflict == Exclusion.Conflict.WRITE_WRITE ? writeWrite : Ex.not(writeWrite);
    }

    /**
     * Cells on which every race a first access of {@code kind} could start is excluded: a read
     * can only start a read/write race, a write either kind.
     */
    private List<Exclusion.Cell> fullyExcluded(MemoryAccess.Kind kind) {
        List<Exclusion.Cell> out = new ArrayList<>();
        for (Exclusion e : exclusions) {
            boolean full = kind == MemoryAccess.Kind.READ ? e.conflict() == Exclusion.Conflict.READ_WRITE
                : e.conflict() == Exclusion.Conflict.READ_WRITE
                    && exclusions.contains(new Exclusion(e.cell(), Exclusion.Conflict.WRITE_WRITE));
            if (full && !out.contains(e.cell())) {
                out.add(e.cell());
            }
        }
        return out;
    }

    /** Clears {@code wvalid} when one of the step's writes hits a dependency of the watched access. */
    void invalidate(BlockBuilder b, List<Site> sites) {
        if (deps.length == 0) {
            return;
        }
        for (Site s : sites) {
            if (s.access().kind() != MemoryAccess.Kind.WRITE) {
                continue;
            }
            Expr keep = Ex.read(valid);
            for (Lvalue.Mem dep : deps) {
                keep = Ex.and(keep, Ex.ne(s.pointer(), Ex.read(dep)));
            }
            b.add(Ex.assign(valid, keep));
        }
    }
}
