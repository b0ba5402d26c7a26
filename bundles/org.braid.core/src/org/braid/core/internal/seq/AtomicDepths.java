package org.braid.core.internal.seq;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.braid.core.internal.ir.Block;
import org.braid.core.internal.ir.Loc;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Terminator;

/**
 * Atomic-section nesting depth before every statement, by a forward dataflow analysis over each
 * procedure's control-flow graph, relative to the depth at the procedure's entry. Sections may
 * span blocks and procedures ({@code lock()} may begin a section that {@code unlock()} ends): a
 * call adds the callee's net effect ({@link #delta}), computed to a fixpoint over the call graph.
 * Every path must agree on the depth at a block and at the returns of a procedure; otherwise the
 * program is unsupported. The sequentializers place no context switch, thread termination or race
 * check where the absolute depth is positive (KISS, Qadeer &amp; Wu, PLDI 2004, Fig. 4:
 * {@code [[atomic{s}]] = schedule(); choice{skip [] RAISE}; s}).
 */
public final class AtomicDepths {

    private final Program program;
    private final CallTargets targets;
    private final Map<String, Integer> deltas = new HashMap<>();
    private final Map<String, Map<String, int[]>> depths = new HashMap<>();

    private AtomicDepths(Program program, CallTargets targets) {
        this.program = program;
        this.targets = targets;
    }

    public static AtomicDepths compute(Program program, CallTargets targets) throws UnsupportedProgramException {
        AtomicDepths result = new AtomicDepths(program, targets);
        result.solve();
        return result;
    }

    /** Depth before statement {@code index} of a block ({@code index == size} is the terminator). */
    public int before(String procedure, String label, int index) {
        int[] d = depths.getOrDefault(procedure, Map.of()).get(label);
        return d == null ? 0 : d[index];
    }

    /** Net change of the depth by a call of the procedure. */
    public int delta(String procedure) {
        return deltas.getOrDefault(procedure, 0);
    }

    private void solve() throws UnsupportedProgramException {
        int limit = 4 * program.procedures().size() + 4;
        for (int round = 0; ; round++) {
            boolean changed = false;
            for (Procedure p : program.procedures().values()) {
                if (p.isExternal()) {
                    continue;
                }
                int delta = analyse(p);
                Integer old = deltas.put(p.name(), delta);
                changed |= old == null ? delta != 0 : old != delta;
            }
            if (!changed) {
                return;
            }
            if (round > limit) {
                throw new UnsupportedProgramException("atomic sections do not nest consistently across recursive calls",
                    program.procedures().values().iterator().next().loc());
            }
        }
    }

    private int analyse(Procedure p) throws UnsupportedProgramException {
        Map<String, int[]> perBlock = new HashMap<>();
        Map<String, Integer> in = new HashMap<>();
        Deque<Block> work = new ArrayDeque<>();
        in.put(p.entry().label(), 0);
        work.add(p.entry());
        OptionalInt returnDepth = OptionalInt.empty();
        while (!work.isEmpty()) {
            Block b = work.poll();
            List<Stmt> stmts = b.statements();
            int[] d = new int[stmts.size() + 1];
            int depth = in.get(b.label());
            for (int i = 0; i < stmts.size(); i++) {
                d[i] = depth;
                depth += effect(stmts.get(i));
            }
            d[stmts.size()] = depth;
            perBlock.put(b.label(), d);
            switch (b.terminator()) {
                case Terminator.Goto g -> flow(p, g.target(), depth, in, work, g.loc());
                case Terminator.Branch br -> {
                    flow(p, br.then(), depth, in, work, br.loc());
                    flow(p, br.otherwise(), depth, in, work, br.loc());
                }
                case Terminator.Return r -> {
                    if (returnDepth.isPresent() && returnDepth.getAsInt() != depth) {
                        throw new UnsupportedProgramException("returns of " + p.name()
                            + " leave different atomic section depths", r.loc());
                    }
                    returnDepth = OptionalInt.of(depth);
                }
                case Terminator.Exit e -> {
                }
            }
        }
        depths.put(p.name(), perBlock);
        return returnDepth.orElse(0);
    }

    private void flow(Procedure p, String target, int depth, Map<String, Integer> in, Deque<Block> work, Loc loc)
            throws UnsupportedProgramException {
        Integer old = in.get(target);
        if (old == null) {
            in.put(target, depth);
            work.add(p.block(target));
        } else if (old != depth) {
            throw new UnsupportedProgramException("paths reach block " + target + " of " + p.name()
                + " with different atomic section depths (" + old + " and " + depth + ")", loc);
        }
    }

    private int effect(Stmt s) throws UnsupportedProgramException {
        return switch (s) {
            case Stmt.AtomicBegin a -> 1;
            case Stmt.AtomicEnd a -> -1;
            case Stmt.Call c -> {
                Integer common = null;
                for (Procedure target : targets.targets(c.callee(), c.arguments())) {
                    int d = delta(target.name());
                    if (common != null && common != d) {
                        throw new UnsupportedProgramException(
                            "possible callees leave different atomic section depths", c.loc());
                    }
                    common = d;
                }
                yield common == null ? 0 : common;
            }
            case Stmt.Assign a -> 0;
            case Stmt.Havoc h -> 0;
            case Stmt.Assume a -> 0;
            case Stmt.Assert a -> 0;
            case Stmt.Async a -> 0;
            case Stmt.Join j -> 0;
            case Stmt.Alloc a -> 0;
            case Stmt.Free f -> 0;
        };
    }
}
