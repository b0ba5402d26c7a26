package org.braid.core.internal.seq;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.ToLongFunction;
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
 * <li>{@link #checks}: {@code fire = *; if (fire && access != 0 && wvalid && overlap(a, watched) &&
 * conflict(access, a)) assert(false)}, where {@code overlap} says that the bytes of {@code a}
 * ({@code [p, p + size(a))}) and of the watched access ({@code [watched, watched_end)}) share one
 * (cells of different widths over the same bytes race too) — {@code check_r}/{@code check_w} of the paper, failing
 * when a second thread accesses the watched cell while the first is stopped right before its
 * own access;</li>
 * <li>{@link #choices}: nondeterministically pick {@code a} as the first access of a race: {@code
 * assume(access == 0); watched = p; watched_end = p + size(a); watched_bits = (u64) p; access =
 * kind(a); RAISE}. The thread
 * stops before {@code a}, which stays its next step.</li>
 * </ul>
 * A check fires only when the nondeterministic {@code fire} says so: whether a path reports the
 * race there or goes on is the path's choice. The checker blocks a reported race by its cell
 * ({@code watched_bits}) and conflict ({@code access} and the kind of {@code a}) right at the
 * check instances ({@code bmc.BmcSession}); because the check is optional, a path whose check
 * would report an excluded race can still go on to a later check, e.g. the write of {@code x =
 * x + 1} after its read already reported the read/write race on {@code x}. This is what
 * excluding a cell from the check conditions achieved when every exclusion meant a new
 * program.
 * For the stopped thread's next step to still access {@code watched} and still be enabled, the
 * cells its pointer expression and blocking condition read ({@code g->f} reads {@code g}) must
 * not change: the choice records their addresses in {@code wdep_i}, every write to memory (also
 * inside atomic sections) clears {@code wvalid} when it hits one of them ({@link #invalidate}),
 * and a check only fires while {@code wvalid} holds. So every reported pair is a race of the
 * concurrent program in one state, which the interpreter confirms by replay.
 */
final class RaceInstrumentation {

    private static final int READ = (int) RaceWatch.READ;
    private static final int WRITE = (int) RaceWatch.WRITE;

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
    private final Lvalue.Mem watchedEnd;
    private final ToLongFunction<Type> sizeOf;
    private final Lvalue.Mem watchedBits;
    private final Lvalue.Mem valid;
    private final Lvalue.Mem[] deps;

    RaceInstrumentation(GhostGlobals ghosts, int depSlots, ToLongFunction<Type> sizeOf) {
        this.sizeOf = sizeOf;
        this.access = ghosts.declare(RaceWatch.ACCESS.substring(GhostGlobals.PREFIX.length()), Ex.U8);
        this.watched = ghosts.declare("watched", Ex.VOID_PTR);
        this.watchedEnd = ghosts.declare("watched_end", Ex.VOID_PTR);
        this.watchedBits = ghosts.declare(RaceWatch.WATCHED_BITS.substring(GhostGlobals.PREFIX.length()), Ex.U64);
        this.valid = ghosts.declare("wvalid", Type.BOOL);
        this.deps = new Lvalue.Mem[depSlots];
        for (int i = 0; i < depSlots; i++) {
            deps[i] = ghosts.declare("wdep" + i, Ex.VOID_PTR);
        }
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
     * which a blocking step ({@code assume}, {@code join}) can run at all; {@code fire} is a
     * register havocked before each check, which fires only if it is not 0.
     */
    void checks(BlockBuilder b, StmtRef original, List<Site> sites, Optional<Expr> enabled, Lvalue.Var fire) {
        for (Site s : sites) {
            b.add(new Stmt.Havoc(fire, Loc.NONE));
            Expr kindConflict = s.access().kind() == MemoryAccess.Kind.WRITE
                ? Ex.ne(Ex.read(access), Ex.u8(0))
                : Ex.eq(Ex.read(access), Ex.u8(WRITE));
            Expr overlap = Ex.and(Ex.lt(Ex.read(watched), end(s)), Ex.lt(s.pointer(), Ex.read(watchedEnd)));
            Expr race = Ex.guard(s.guard(), Ex.and(Ex.and(kindConflict, Ex.read(valid)), overlap));
            if (enabled.isPresent()) {
                race = Ex.and(race, enabled.get());
            }
            race = Ex.and(Ex.ne(Ex.read(fire), Ex.u8(0)), race);
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

    /** The pointer just past the bytes site {@code s} accesses. */
    private Expr end(Site s) {
        return new Expr.PtrAdd(s.pointer(), Ex.constant(sizeOf.applyAsLong(s.access().mem().type()), Ex.I32),
            (Type.Pointer) s.pointer().type());
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
            if (enabled.isPresent()) {
                allowed = Ex.and(allowed, enabled.get());
            }
            b.add(Ex.assume(Ex.guard(s.guard(), allowed)));
            b.add(Ex.assign(watched, p), new Origin.RaceChoice(original, s.access()));
            b.add(Ex.assign(watchedEnd, end(s)));
            b.add(Ex.assign(watchedBits, new Expr.Cast(p, Ex.U64)));
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
