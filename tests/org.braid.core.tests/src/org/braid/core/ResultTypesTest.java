package org.braid.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;

/** The invariants the result records check when they are built. */
class ResultTypesTest {
    private static final Bounds KISS_BOUNDS = new Bounds(Strategy.KISS, 1, 3, 2, 4, Duration.ofSeconds(60));
    private static final Trace EMPTY = new Trace(List.of());
    private static final Access WRITE_T1 = new Access(1, AccessKind.WRITE, "a.c", 4, "f");
    private static final Access READ_T2 = new Access(2, AccessKind.READ, "a.c", 9, "g");

    @Test
    void aRaceNeedsTwoThreadsAndAWrite() {
        assertEquals("race accesses must be in different threads, both in 1",
                assertThrows(IllegalArgumentException.class, () -> new DataRaceFinding("x", WRITE_T1,
                        new Access(1, AccessKind.READ, "a.c", 5, "f"), EMPTY)).getMessage());
        assertEquals("a race needs at least one write", assertThrows(IllegalArgumentException.class,
                () -> new DataRaceFinding("x", new Access(1, AccessKind.READ, "a.c", 4, "f"), READ_T2, EMPTY))
                .getMessage());
    }

    @Test
    void aRaceIsLocatedAtItsFirstAccess() {
        DataRaceFinding race = new DataRaceFinding("x", WRITE_T1, READ_T2, EMPTY);
        assertEquals("a.c", race.file());
        assertEquals(4, race.line());
        assertEquals("f", race.function());
    }

    @Test
    void sourceLinesAreOneBasedExceptInSynthesisedSteps() {
        assertEquals("line must be >= 1, was 0", assertThrows(IllegalArgumentException.class,
                () -> new Access(0, AccessKind.READ, "a.c", 0, "f")).getMessage());
        assertEquals("column must be >= 0, was -1", assertThrows(IllegalArgumentException.class,
                () -> new Access(0, AccessKind.READ, "a.c", 3, -1, "f")).getMessage());
        assertEquals(0, new Access(0, AccessKind.READ, "a.c", 3, "f").column(), "a column not known is 0");
        assertEquals("line must be >= 1, was 0", assertThrows(IllegalArgumentException.class,
                () -> new AssertionFinding("a.c", 0, "main", "x == 1", EMPTY)).getMessage());
        assertEquals(0, new TraceStep(0, "main", "<braid>", 0, "", List.of(), false).line());
        assertEquals("thread must be >= 0, was -1", assertThrows(IllegalArgumentException.class,
                () -> new TraceStep(-1, "main", "a.c", 1, "", List.of(), false)).getMessage());
    }

    @Test
    void traceListsAreCopiedAndThreadsOrderedByFirstStep() {
        List<String> values = new ArrayList<>(List.of("x := 1"));
        TraceStep step = new TraceStep(2, "g", "a.c", 9, "x = 1;", values, true);
        values.add("y := 2");
        assertEquals(List.of("x := 1"), step.values());
        Trace trace = new Trace(List.of(new TraceStep(0, "main", "a.c", 1, "", List.of(), false), step,
                new TraceStep(1, "f", "a.c", 4, "", List.of(), true), new TraceStep(2, "g", "a.c", 10, "", List.of(),
                        true)));
        assertEquals(List.of(0, 2, 1), trace.threads());
    }

    @Test
    void verdictFindingsAndReasonAgree() {
        DataRaceFinding race = new DataRaceFinding("x", WRITE_T1, READ_T2, EMPTY);
        assertEquals("violation with 0 findings", assertThrows(IllegalArgumentException.class,
                () -> new CheckResult(Verdict.VIOLATION, Optional.empty(), KISS_BOUNDS, List.of(), Stats.NONE))
                .getMessage());
        assertEquals("no-violation-within-bounds with 1 findings", assertThrows(IllegalArgumentException.class,
                () -> new CheckResult(Verdict.NO_VIOLATION_WITHIN_BOUNDS, Optional.empty(), KISS_BOUNDS,
                        List.of(race), Stats.NONE)).getMessage());
        assertEquals("unknown without a reason", assertThrows(IllegalArgumentException.class,
                () -> new CheckResult(Verdict.UNKNOWN, Optional.empty(), KISS_BOUNDS, List.of(), Stats.NONE))
                .getMessage());
        assertEquals("no-violation-within-bounds with a reason", assertThrows(IllegalArgumentException.class,
                () -> new CheckResult(Verdict.NO_VIOLATION_WITHIN_BOUNDS, Optional.of("why"), KISS_BOUNDS, List.of(),
                        Stats.NONE)).getMessage());
    }

    @Test
    void factories() {
        DataRaceFinding race = new DataRaceFinding("x", WRITE_T1, READ_T2, EMPTY);
        assertEquals(new CheckResult(Verdict.VIOLATION, Optional.empty(), KISS_BOUNDS, List.of(race), Stats.NONE),
                CheckResult.violation(KISS_BOUNDS, List.of(race), Stats.NONE));
        assertEquals(Verdict.NO_VIOLATION_WITHIN_BOUNDS, CheckResult.noViolation(KISS_BOUNDS, Stats.NONE).verdict());
        CheckResult unknown = CheckResult.unknown("timeout after 60 s", KISS_BOUNDS, Stats.NONE);
        assertEquals(Optional.of("timeout after 60 s"), unknown.reason());
        Stats stats = new Stats(5, 6, 7, 8, Map.of());
        assertEquals(stats, unknown.withStats(stats).stats());
        CheckResult soFar = CheckResult.violationSoFar("timeout after 60 s", KISS_BOUNDS, List.of(race), Stats.NONE);
        assertEquals(new CheckResult(Verdict.VIOLATION, Optional.of("timeout after 60 s"), KISS_BOUNDS,
                List.of(race), Stats.NONE), soFar);
    }

    @Test
    void boundsMapHoldsTheBoundsOfTheStrategyInRegistryOrder() {
        assertEquals(List.of("strategy", "maxTs", "unwind", "threads", "timeout"), List.copyOf(KISS_BOUNDS.asMap().keySet()));
        assertEquals(List.of("kiss", 1L, 2L, 4L, 60L), List.copyOf(KISS_BOUNDS.asMap().values()));
        Bounds rounds = Bounds.of(CheckOptions.fromArguments(Map.of(CheckOption.STRATEGY, "rounds",
                CheckOption.ROUNDS, "3", CheckOption.TIMEOUT, "0")::get));
        assertEquals(Map.of("strategy", "rounds", "rounds", 3L, "unwind", 2L, "threads", 4L, "timeout", 0L), rounds.asMap());
        assertEquals(List.of("strategy", "rounds", "unwind", "threads", "timeout"), List.copyOf(rounds.asMap().keySet()));
    }

    @Test
    void statsCountsAreSortedAndNonNegative() {
        Stats stats = new Stats(1, 2, 3, 4, Map.of("threads", 3L, "solverCalls", 2L));
        assertEquals(List.of("solverCalls", "threads"), List.copyOf(stats.counts().keySet()));
        assertEquals("satClauses must be >= 0, was -1", assertThrows(IllegalArgumentException.class,
                () -> new Stats(0, 0, 0, -1, Map.of())).getMessage());
        assertEquals("threads must be >= 0, was -3", assertThrows(IllegalArgumentException.class,
                () -> new Stats(0, 0, 0, 0, Map.of("threads", -3L))).getMessage());
        assertEquals(new Stats(9, 2, 3, 4, stats.counts()), stats.withTimeMillis(9));
        assertEquals(new Stats(1, 9, 3, 4, stats.counts()), stats.withPeakMemoryBytes(9));
    }

    @Test
    void stepsInHarnessesAndBundledModelsAreBraidCode() {
        assertTrue(new TraceStep(0, "__braid_main", "<braid>", 0, "call main();", List.of(), false).isBraidCode());
        assertTrue(new TraceStep(1, "pthread_mutex_lock", "models/pthread_mutex.c", 40, "__braid_atomic_begin();",
                List.of(), false).isBraidCode());
        assertFalse(new TraceStep(1, "increment", "examples/lost-update-unsafe.c", 19, "int seen = counter;",
                List.of("counter = 0"), true).isBraidCode());
    }
}
