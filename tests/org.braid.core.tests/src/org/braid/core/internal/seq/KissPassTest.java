package org.braid.core.internal.seq;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.braid.core.internal.ir.Block;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.StmtRef;
import org.junit.jupiter.api.Test;

/** Structure of the KISS translation: where switch points go and what the provenance says. */
class KissPassTest {

    private static SequentialProgram kiss(Program p, int max, boolean races) throws Exception {
        return KissPass.apply(p, "main", SeqConfig.of(max, 1, 4, 2, races, true));
    }

    /** The sequential statements (not terminators) whose origin is a step of {@code original}. */
    private static List<StmtRef> stepsOf(SequentialProgram seq, StmtRef original) {
        return seq.provenance().all().entrySet().stream()
            .filter(e -> e.getValue() instanceof Origin.Step s && s.original().equals(original))
            .map(Map.Entry::getKey).sorted(java.util.Comparator.comparing(StmtRef::toString)).toList();
    }

    private static Stmt stmt(Program p, StmtRef ref) {
        return p.procedure(ref.procedure()).orElseThrow().block(ref.block()).statements().get(ref.index());
    }

    @Test
    void everyOriginalStatementHasOneRepresentativePerCopy() throws Exception {
        SequentialProgram seq = kiss(Models.bluetooth(), 1, true);
        assertEquals(List.of(new StmtRef("BCSP_IoDecrement.t1", "entry.2", 3), new StmtRef("BCSP_IoDecrement", "entry.2", 3)),
            stepsOf(seq, new StmtRef("BCSP_IoDecrement", "entry", 2)), "main's copy and thread 1's copy");
        assertEquals(List.of(new StmtRef("BCSP_PnpStop.t1", "entry.6", 1)),
            stepsOf(seq, new StmtRef("BCSP_PnpStop", "entry", 0)), "PnpStop only runs as thread 1");
    }

    @Test
    void atomicSectionsHaveNoSwitchPointInside() throws Exception {
        SequentialProgram seq = kiss(Models.bluetooth(), 1, true);
        StmtRef begin = stepsOf(seq, new StmtRef("BCSP_IoDecrement", "entry", 0)).get(0);
        StmtRef end = stepsOf(seq, new StmtRef("BCSP_IoDecrement", "entry", 3)).get(0);
        assertEquals(begin.block(), end.block(), "the whole section is one block");
        Block block = seq.program().procedure(begin.procedure()).orElseThrow().block(begin.block());
        List<Stmt> inside = block.statements().subList(begin.index(), end.index() + 1);
        assertFalse(inside.stream().anyMatch(s -> s instanceof Stmt.Havoc || s instanceof Stmt.Call),
            "no choice and no schedule() inside: " + inside);
    }

    @Test
    void registerOnlyStepsGetNoSwitchPoint() throws Exception {
        SequentialProgram seq = kiss(Models.bluetooth(), 1, true);
        StmtRef pendingCopy = stepsOf(seq, new StmtRef("BCSP_IoDecrement", "entry", 2)).get(0);
        Block block = seq.program().procedure(pendingCopy.procedure()).orElseThrow().block(pendingCopy.block());
        long choices = block.statements().stream().filter(Stmt.Havoc.class::isInstance).count();
        assertEquals(0, choices, "pendingIo = e->pendingIo is inside the atomic section");
        StmtRef branch = stepsOf(seq, new StmtRef("BCSP_PnpAdd", "entry", 1)).get(0);
        Block branchBlock = seq.program().procedure(branch.procedure()).orElseThrow().block(branch.block());
        assertEquals(List.of(), branchBlock.statements(), "if (status == 0) reads a register only");
    }

    @Test
    void maxZeroTurnsThreadStartsIntoCalls() throws Exception {
        SequentialProgram seq = kiss(Models.bluetooth(), 0, false);
        assertFalse(seq.program().globals().keySet().stream().anyMatch(g -> g.startsWith("__braid_ts")));
        assertFalse(seq.program().procedures().keySet().stream().anyMatch(p -> p.startsWith("__braid_schedule")));
        StmtRef async = stepsOf(seq, new StmtRef("main", "entry", 5)).get(0);
        List<Stmt> after = seq.program().procedure("main").orElseThrow().block(async.block()).statements()
            .subList(async.index(), seq.program().procedure("main").orElseThrow().block(async.block()).statements().size());
        assertTrue(after.stream().anyMatch(s -> s instanceof Stmt.Call c
            && c.callee().equals(new org.braid.core.internal.ir.Callee.Direct("__braid_thread0.t1"))), after.toString());
        assertEquals(Map.of("max", 0, "threads", 2, "threadBoundMayCut", 0), seq.bounds());
    }

    @Test
    void theThreadSwitchesAreTheCurrentThreadAssignments() throws Exception {
        SequentialProgram seq = kiss(Models.bluetooth(), 1, false);
        Map<String, Long> switches = seq.provenance().all().entrySet().stream()
            .filter(e -> e.getValue() instanceof Origin.ThreadSwitch)
            .collect(Collectors.groupingBy(e -> e.getKey().procedure(), Collectors.counting()));
        assertEquals(Map.of("__braid_thread0.t1", 2L), switches, "set on start, restored on return");
        for (StmtRef ref : seq.provenance().all().keySet()) {
            if (seq.provenance().origin(ref).orElseThrow() instanceof Origin.ThreadSwitch) {
                Stmt.Assign a = (Stmt.Assign) stmt(seq.program(), ref);
                assertEquals(seq.currentThreadGlobal(), ((org.braid.core.internal.ir.Lvalue.Mem) a.target()).display());
            }
        }
    }

    @Test
    void inconsistentAtomicNestingIsUnsupportedWithItsLocation() {
        UnsupportedProgramException e = org.junit.jupiter.api.Assertions.assertThrows(UnsupportedProgramException.class,
            () -> kiss(FeatureModels.inconsistentAtomic(), 1, false));
        assertEquals("t.c:7:1: paths reach block join of main with different atomic section depths (0 and 1)",
            e.describe());
    }
}
