package org.braid.core.internal.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.braid.core.Access;
import org.braid.core.AccessKind;
import org.braid.core.AssertionFinding;
import org.braid.core.CheckResult;
import org.braid.core.DataRaceFinding;
import org.braid.core.TraceStep;
import org.braid.core.Verdict;
import org.braid.core.internal.seq.Models;
import org.junit.jupiter.api.Test;

/**
 * The Bluetooth driver model of KISS (Qadeer &amp; Wu, PLDI 2004, Sec. 2): with MAX = 0 the race
 * on {@code stoppingFlag} (Sec. 2.2) and no assertion failure; with MAX = 1 the assertion
 * failure of Sec. 2.3, whose trace runs through both threads.
 */
class BluetoothCheckTest {

    @Test
    void maxZeroFindsTheRaceOnStoppingFlag() {
        CheckResult result = Checks.main(Models.bluetooth(), "strategy=kiss", "maxTs=0", "properties=race");
        assertEquals(Verdict.VIOLATION, result.verdict());
        assertEquals(1, result.findings().size());
        DataRaceFinding race = assertInstanceOf(DataRaceFinding.class, result.findings().get(0));
        assertEquals("e->stoppingFlag", race.target());
        assertEquals(new Access(1, AccessKind.WRITE, "t.c", 28, 1, "BCSP_PnpStop"), race.first());
        assertEquals(new Access(0, AccessKind.READ, "t.c", 36, 1, "BCSP_IoIncrement"), race.second());
        List<TraceStep> steps = race.trace().steps();
        assertEquals(List.of(0), race.trace().threads(), "thread 1 stops before its first step");
        assertEquals(List.of(9, 10, 11, 12, 13, 14, 15, 20), steps.stream().map(TraceStep::line).toList()
            .subList(1, steps.size()), "main's steps, the call of BCSP_PnpAdd and of BCSP_IoIncrement");
    }

    @Test
    void maxZeroFindsNoAssertionFailure() {
        CheckResult result = Checks.main(Models.bluetooth(), "strategy=kiss", "maxTs=0", "properties=assert");
        assertEquals(Verdict.NO_VIOLATION_WITHIN_BOUNDS, result.verdict());
        assertEquals(0, result.bounds().maxTs());
    }

    @Test
    void maxOneFindsTheAssertionFailureThroughBothThreads() {
        CheckResult result = Checks.main(Models.bluetooth(), "strategy=kiss", "maxTs=1", "properties=assert");
        assertEquals(Verdict.VIOLATION, result.verdict());
        assertEquals(1, result.findings().size());
        AssertionFinding failure = assertInstanceOf(AssertionFinding.class, result.findings().get(0));
        assertEquals(23, failure.line());
        assertEquals("BCSP_PnpAdd", failure.function());
        List<TraceStep> steps = failure.trace().steps();
        assertEquals(List.of(0, 1), failure.trace().threads());
        assertEquals(2, steps.stream().filter(TraceStep::contextSwitch).count(), "0 -> 1 -> 0");
        TraceStep last = steps.get(steps.size() - 1);
        assertEquals(0, last.thread());
        assertEquals(List.of("stopped = 1"), last.values());
        assertTrue(steps.stream().anyMatch(s -> s.thread() == 1 && s.line() == 32 && s.values().equals(List.of(
            "stopped := 1"))), "BCSP_PnpStop sets stopped");
        TraceStep check = steps.stream().filter(s -> s.line() == 36).findFirst().orElseThrow();
        assertEquals(List.of("e = &malloc at t.c:9", "e->stoppingFlag = 0"), check.values(),
            "BCSP_IoIncrement saw the flag still false");
    }

    @Test
    void everyRacyCellIsReportedOnceByBothStrategies() {
        List<String> expected = List.of(
            "e->stoppingEvent read@30/write@51",
            "e->stoppingEvent write@51/write@51",
            "e->stoppingFlag write@28/read@36",
            "stopped read@23/write@32");
        CheckResult kiss = Checks.main(Models.bluetooth(), "strategy=kiss", "maxTs=1", "properties=race");
        assertEquals(expected, Checks.describeAll(kiss));
        CheckResult rounds = Checks.main(Models.bluetooth(), "strategy=rounds", "rounds=2", "properties=race");
        assertEquals(expected, Checks.describeAll(rounds));
    }
}
