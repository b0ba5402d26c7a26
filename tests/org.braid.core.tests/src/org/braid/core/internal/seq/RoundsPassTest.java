package org.braid.core.internal.seq;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.braid.core.internal.ir.Block;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Terminator;
import org.junit.jupiter.api.Test;

/** Structure of the lazy rounds translation. */
class RoundsPassTest {

    private static SequentialProgram rounds(int k, int unwind) throws Exception {
        return RoundsPass.apply(FeatureModels.threadsInALoop(), "main", SeqConfig.of(0, k, 4, unwind, true, true));
    }

    @Test
    void threadBodiesAreLoopFreeButForBoundCutsAndCallFree() throws Exception {
        SequentialProgram seq = rounds(2, 2);
        for (Procedure p : seq.program().procedures().values()) {
            if (!p.name().startsWith("__braid_rounds_thread")) {
                continue;
            }
            assertTrue(acyclic(p), p.name() + " has a cycle");
            for (Block b : p.blocks()) {
                assertTrue(b.statements().stream().noneMatch(Stmt.Call.class::isInstance), p.name() + ":" + b.label());
            }
        }
    }

    @Test
    void theDriverGivesEveryThreadOneContextPerRound() throws Exception {
        SequentialProgram seq = rounds(3, 2);
        Procedure driver = seq.program().procedure(RoundsPass.ENTRY).orElseThrow();
        long calls = driver.blocks().stream().flatMap(b -> b.statements().stream()).filter(Stmt.Call.class::isInstance)
            .count();
        assertEquals(3L * 4, calls, "3 rounds x 4 threads (main and at most 3 started in the loop)");
        assertEquals(Map.of("rounds", 3, "threads", 4, "threadBoundMayCut", 0), seq.bounds());
    }

    @Test
    void localsOfAThreadBecomeItsGlobals() throws Exception {
        SequentialProgram seq = rounds(2, 2);
        assertTrue(seq.program().globals().containsKey("__braid_t0_i0_i"), seq.program().globals().keySet().toString());
        assertTrue(seq.program().globals().containsKey("__braid_t0_pc"));
        assertTrue(seq.program().globals().containsKey("__braid_t3_pc"));
    }

    /**
     * Whether the only cycles are the bound-cut blocks that jump to themselves (so the model
     * checker meets a cut as a loop at the user's loop; see {@code RoundsThread.cutSite}).
     */
    private static boolean acyclic(Procedure p) {
        Map<String, List<String>> succ = new java.util.HashMap<>();
        for (Block b : p.blocks()) {
            if (b.label().startsWith(LoopUnroller.CUT + ".") && b.statements().isEmpty()
                    && b.terminator() instanceof Terminator.Goto g && g.target().equals(b.label())) {
                continue;
            }
            succ.put(b.label(), switch (b.terminator()) {
                case Terminator.Goto g -> List.of(g.target());
                case Terminator.Branch br -> List.of(br.then(), br.otherwise());
                case Terminator.Return r -> List.of();
                case Terminator.Exit e -> List.of();
            });
        }
        Set<String> done = new HashSet<>();
        Set<String> onStack = new HashSet<>();
        return visit(p.entry().label(), succ, done, onStack);
    }

    private static boolean visit(String n, Map<String, List<String>> succ, Set<String> done, Set<String> onStack) {
        if (onStack.contains(n)) {
            return false;
        }
        if (!done.add(n)) {
            return true;
        }
        onStack.add(n);
        for (String m : succ.getOrDefault(n, List.of())) {
            if (!visit(m, succ, done, onStack)) {
                return false;
            }
        }
        onStack.remove(n);
        return true;
    }
}
