package org.braid.core.internal.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.braid.core.internal.bmc.BmcOptions;
import org.braid.core.internal.bmc.BmcResult;
import org.braid.core.internal.bmc.BoundedModelChecker;
import org.braid.core.internal.interp.Outcome;
import org.braid.core.internal.interp.ReplayStep;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.StmtRef;
import org.braid.core.internal.seq.KissPass;
import org.braid.core.internal.seq.Models;
import org.braid.core.internal.seq.SeqConfig;
import org.braid.core.internal.seq.SequentialProgram;
import org.braid.core.internal.seq.UnsupportedProgramException;
import org.junit.jupiter.api.Test;

/**
 * A counterexample becomes a finding only if the interpreter replays it to the claimed bug: a
 * corrupted schedule or claim is a {@link ReplayMismatchException} naming what differed.
 */
class ReplayRejectionTest {

    private static final Program BLUETOOTH = Models.bluetooth();

    private static MappedTrace counterexample(boolean races, int max) throws UnsupportedProgramException {
        SequentialProgram seq = KissPass.apply(BLUETOOTH, "main", SeqConfig.of(max, 1, 4, 2, races, !races));
        BmcResult result = BoundedModelChecker.check(seq.program(), seq.entry(), BmcOptions.of(2, 2));
        BmcResult.Violation violation = assertInstanceOf(BmcResult.Violation.class, result);
        return TraceMapper.map(BLUETOOTH, seq, violation.steps());
    }

    @Test
    void theUncorruptedTracesReplay() throws Exception {
        MappedTrace assertion = counterexample(false, 1);
        Confirmation.Confirmed confirmed = Confirmation.confirm(BLUETOOTH, "main", assertion);
        assertEquals(new StmtRef("BCSP_PnpAdd", "work", 0),
            assertInstanceOf(Outcome.AssertionFailed.class, confirmed.outcome()).stmt());
        MappedTrace race = counterexample(true, 0);
        assertInstanceOf(Outcome.DataRace.class, Confirmation.confirm(BLUETOOTH, "main", race).outcome());
    }

    @Test
    void aStepOfTheWrongThreadIsRejected() throws Exception {
        MappedTrace trace = counterexample(false, 1);
        List<ReplayStep> steps = new ArrayList<>(trace.steps());
        int firstOfThread1 = indexOfThread(steps, 1);
        ReplayStep s = steps.get(firstOfThread1);
        steps.set(firstOfThread1, new ReplayStep(0, s.stmt(), s.havocValue()));
        ReplayMismatchException e = assertThrows(ReplayMismatchException.class,
            () -> Confirmation.confirm(BLUETOOTH, "main", new MappedTrace(steps, trace.claim())));
        assertTrue(e.getMessage().startsWith("the counterexample of " + trace.claim() + " does not replay: step "
            + firstOfThread1
            + " expected thread 0 at BCSP_PnpStop:entry#0, but thread 0 is at"), e.getMessage());
    }

    @Test
    void aTraceThatNoLongerReachesTheAssertionIsRejected() throws Exception {
        MappedTrace trace = counterexample(false, 1);
        List<ReplayStep> steps = new ArrayList<>(trace.steps());
        StmtRef setStopped = new StmtRef("BCSP_PnpStop", "entry", 3);
        int i = steps.indexOf(ReplayStep.of(1, setStopped));
        assertTrue(i > 0, "thread 1 sets stopped");
        steps.subList(i, indexOfThread(steps.subList(i, steps.size()), 0) + i).clear();
        ReplayMismatchException e = assertThrows(ReplayMismatchException.class,
            () -> Confirmation.confirm(BLUETOOTH, "main", new MappedTrace(steps, trace.claim())));
        assertTrue(e.getMessage().startsWith("the counterexample claims that thread 0 fails the assertion "
            + "BCSP_PnpAdd:work#0, but the replay reached"), e.getMessage());
    }

    @Test
    void aRaceClaimOnOtherStatementsIsRejected() throws Exception {
        MappedTrace trace = counterexample(true, 0);
        Claim.Race race = assertInstanceOf(Claim.Race.class, trace.claim());
        Claim.Race wrong = new Claim.Race(race.firstThread(), new StmtRef("BCSP_PnpStop", "entry", 2),
            race.firstAccess(), race.secondThread(), race.secondStmt(), race.secondAccess());
        ReplayMismatchException e = assertThrows(ReplayMismatchException.class,
            () -> Confirmation.confirm(BLUETOOTH, "main", new MappedTrace(trace.steps(), wrong)));
        assertTrue(e.getMessage().startsWith("the counterexample claims a race between thread 1 at "
            + "BCSP_PnpStop:entry#2"), e.getMessage());
    }

    private static int indexOfThread(List<ReplayStep> steps, int thread) {
        for (int i = 0; i < steps.size(); i++) {
            if (steps.get(i).thread() == thread) {
                return i;
            }
        }
        throw new AssertionError("no step of thread " + thread);
    }
}
