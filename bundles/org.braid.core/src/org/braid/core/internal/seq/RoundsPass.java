package org.braid.core.internal.seq;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.braid.core.internal.ir.Callee;
import org.braid.core.internal.ir.Loc;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Terminator;
import org.braid.core.internal.ir.Type;

/**
 * The lazy round-robin sequentialization (Inverso, Tomasco, Fischer, La Torre, Parlato: "Bounded
 * model checking of multi-threaded C programs via lazy sequentialization", CAV 2014): the entry
 * runs {@code rounds} rounds, and in each round every thread that exists gets one context, in
 * thread-id order:
 * <pre>
 * for r in 1..K: for t in 0..T-1: if (t exists) { current = t; thread_t(); }
 * </pre>
 * where {@code thread_t} resumes at its saved switch point and runs to a nondeterministically
 * chosen later one ({@link RoundsThread}). This covers every execution with at most K contexts
 * per thread, in round-robin order, including the unbalanced ones KISS cannot simulate (thread 1
 * writes, thread 2 reads, thread 1 writes again, thread 2 checks: two rounds).
 *
 * <p>Lazy rather than eager (Lal &amp; Reps, CAV 2008): the eager scheme guesses the shared state
 * at the start of every round and checks the guesses afterwards, which for Braid's memory of
 * objects and cells means guessing whole heaps; the lazy scheme only re-executes real code and
 * never explores unreachable states. Bounds: T threads (at most {@link SeqConfig#threads()}),
 * K rounds, loops unrolled and recursion inlined {@code unwind} times (cut by assumptions).
 */
public final class RoundsPass {

    /** Name of the generated entry procedure. */
    public static final String ENTRY = GhostGlobals.PREFIX + "rounds_main";

    private RoundsPass() {
    }

    public static SequentialProgram apply(Program concurrent, String entry, SeqConfig config)
            throws UnsupportedProgramException {
        Procedure main = concurrent.procedure(entry)
            .orElseThrow(() -> new IllegalArgumentException("no entry procedure " + entry));
        if (main.isExternal() || !main.parameters().isEmpty()) {
            throw new IllegalArgumentException("entry " + entry + " must have a body and no parameters");
        }
        RoundsContext cx = new RoundsContext(concurrent, entry, config);
        List<Procedure> procedures = new ArrayList<>();
        concurrent.procedures().values().stream().filter(Procedure::isExternal).forEach(procedures::add);
        for (int t = 0; t < cx.threads(); t++) {
            procedures.add(new RoundsThread(cx, t).build());
        }
        procedures.add(driver(cx));
        Program sequential = new Program(concurrent.dataModel(), List.copyOf(concurrent.structs().values()),
            cx.ghosts.withProgramGlobals(true), procedures);
        Map<String, Integer> bounds = new LinkedHashMap<>();
        bounds.put("rounds", config.rounds());
        bounds.put("threads", cx.threads());
        bounds.put("threadBoundMayCut", cx.facts.threadBoundMayCut ? 1 : 0);
        return new SequentialProgram(sequential, ENTRY, new Provenance(cx.origins), ThreadTable.CURRENT, bounds);
    }

    private static Procedure driver(RoundsContext cx) {
        BlockBuilder b = new BlockBuilder(ENTRY, cx.origins, Set.of());
        int threads = cx.threads();
        int rounds = cx.config.rounds();
        for (int r = 0; r < rounds; r++) {
            for (int t = 0; t < threads; t++) {
                String here = label(r, t);
                String next = t + 1 < threads ? label(r, t + 1) : r + 1 < rounds ? label(r + 1, 0) : "end";
                b.start(here);
                if (t > 0) {
                    String run = here + ".run";
                    b.end(new Terminator.Branch(Ex.lt(Ex.i32(t), Ex.read(cx.table.next())), run, next, Loc.NONE));
                    b.start(run);
                }
                b.add(Ex.assign(cx.table.current(), Ex.i32(t)), new Origin.ThreadSwitch());
                b.add(new Stmt.Call(Optional.empty(), new Callee.Direct(RoundsThread.name(t)), List.of(), Loc.NONE));
                b.jump(next);
            }
        }
        b.start("end");
        b.end(new Terminator.Return(Optional.empty(), Loc.NONE));
        return new Procedure(ENTRY, new Type.Function(Type.VOID, List.of(), false), List.of(), List.of(), b.blocks(),
            Loc.NONE);
    }

    private static String label(int round, int thread) {
        return "round" + round + ".thread" + thread;
    }
}
