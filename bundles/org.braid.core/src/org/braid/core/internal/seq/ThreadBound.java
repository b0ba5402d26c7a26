package org.braid.core.internal.seq;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.braid.core.internal.ir.Block;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Terminator;

/**
 * A static upper bound on how many threads (including the initial one) an execution within the
 * loop bound starts: each thread creation counts once, or {@code unwind + 1} times inside a loop,
 * multiplied along calls. The sequentializers use {@code min(this, configured threads)}; only when
 * the static count exceeds the configured bound can the thread-count assumption cut paths.
 */
final class ThreadBound {

    static final int UNBOUNDED = Integer.MAX_VALUE;

    private final Program program;
    private final CallTargets targets;
    private final int unwind;
    private final Map<String, Integer> memo = new HashMap<>();
    private final Set<String> active = new HashSet<>();

    private ThreadBound(Program program, CallTargets targets, int unwind) {
        this.program = program;
        this.targets = targets;
        this.unwind = unwind;
    }

    /** Threads started by running {@code entry}, plus one for the thread running it. */
    static int of(Program program, String entry, CallTargets targets, int unwind) {
        int started = new ThreadBound(program, targets, unwind).starts(program.procedure(entry).orElseThrow());
        return started == UNBOUNDED ? UNBOUNDED : started + 1;
    }

    private int starts(Procedure p) {
        if (p.isExternal()) {
            return 0;
        }
        Integer known = memo.get(p.name());
        if (known != null) {
            return known;
        }
        if (!active.add(p.name())) {
            return UNBOUNDED;
        }
        Set<String> looping = loopBlocks(p);
        long total = 0;
        for (Block b : p.blocks()) {
            long times = looping.contains(b.label()) ? unwind + 1L : 1L;
            for (Stmt s : b.statements()) {
                long each = 0;
                if (s instanceof Stmt.Async a) {
                    each = saturate(1L + maxOver(targets.targets(a.callee())));
                } else if (s instanceof Stmt.Call c) {
                    each = maxOver(targets.targets(c.callee()));
                }
                total = saturate(total + saturate(times * each));
            }
        }
        active.remove(p.name());
        int result = (int) Math.min(total, UNBOUNDED);
        memo.put(p.name(), result);
        return result;
    }

    private long maxOver(List<Procedure> procedures) {
        long max = 0;
        for (Procedure q : procedures) {
            max = Math.max(max, starts(q));
        }
        return max;
    }

    private static long saturate(long v) {
        return Math.min(v, UNBOUNDED);
    }

    /** Blocks that lie on a cycle of the control-flow graph. */
    private static Set<String> loopBlocks(Procedure p) {
        Map<String, List<String>> succ = new HashMap<>();
        for (Block b : p.blocks()) {
            succ.put(b.label(), switch (b.terminator()) {
                case Terminator.Goto g -> List.of(g.target());
                case Terminator.Branch br -> List.of(br.then(), br.otherwise());
                case Terminator.Return r -> List.of();
                case Terminator.Exit e -> List.of();
            });
        }
        Set<String> looping = new HashSet<>();
        for (Block b : p.blocks()) {
            if (reaches(succ, b.label(), b.label())) {
                looping.add(b.label());
            }
        }
        return looping;
    }

    private static boolean reaches(Map<String, List<String>> succ, String from, String to) {
        Set<String> seen = new HashSet<>();
        java.util.ArrayDeque<String> work = new java.util.ArrayDeque<>(succ.getOrDefault(from, List.of()));
        while (!work.isEmpty()) {
            String n = work.poll();
            if (n.equals(to)) {
                return true;
            }
            if (seen.add(n)) {
                work.addAll(succ.getOrDefault(n, List.of()));
            }
        }
        return false;
    }
}
