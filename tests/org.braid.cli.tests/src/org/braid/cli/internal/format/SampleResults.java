package org.braid.cli.internal.format;

import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.braid.core.Access;
import org.braid.core.AccessKind;
import org.braid.core.AssertionFinding;
import org.braid.core.Bounds;
import org.braid.core.CheckResult;
import org.braid.core.DataRaceFinding;
import org.braid.core.Stats;
import org.braid.core.Strategy;
import org.braid.core.Trace;
import org.braid.core.TraceStep;

/** Hand-built check results that the report tests render. */
final class SampleResults {
    static final Bounds KISS = new Bounds(Strategy.KISS, 1, 3, 2, 4, Duration.ofSeconds(60));
    static final Stats STATS = new Stats(410, 52_428_800, 1234, 5678, Map.of("solverCalls", 2L));

    /** The race of the KISS paper's Bluetooth driver: T1 writes stoppingFlag while T2 reads it. */
    static final DataRaceFinding RACE = new DataRaceFinding("e->stoppingFlag",
            new Access(1, AccessKind.WRITE, "examples/bluetooth.c", 42, "BCSP_PnpStop"),
            new Access(2, AccessKind.READ, "examples/bluetooth.c", 57, "BCSP_IoIncrement"),
            new Trace(List.of(
                    new TraceStep(0, "main", "examples/bluetooth.c", 70, "pthread_create(&t1, 0, stopper, e);",
                            List.of(), false),
                    new TraceStep(0, "main", "examples/bluetooth.c", 71, "pthread_create(&t2, 0, adder, e);",
                            List.of(), false),
                    new TraceStep(2, "BCSP_IoIncrement", "examples/bluetooth.c", 56, "e->pendingIo++;",
                            List.of("e->pendingIo == 1", "e->pendingIo := 2"), true),
                    new TraceStep(1, "BCSP_PnpStop", "examples/bluetooth.c", 42, "e->stoppingFlag = 1;",
                            List.of("e->stoppingFlag := 1"), true),
                    new TraceStep(2, "BCSP_IoIncrement", "examples/bluetooth.c", 57, "if (e->stoppingFlag)",
                            List.of("e->stoppingFlag == 1"), true))));

    /** A lost update: both workers read count before either writes it; the harness step has no source line. */
    static final AssertionFinding ASSERTION = new AssertionFinding("examples/counter.c", 20, "main", "count == 2",
            new Trace(List.of(
                    new TraceStep(0, "<harness>", "<braid>", 0, "main()", List.of(), false),
                    new TraceStep(1, "worker", "examples/counter.c", 8, "tmp = count;", List.of("count == 0"), true),
                    new TraceStep(2, "worker", "examples/counter.c", 8, "tmp = count;", List.of("count == 0"), true),
                    new TraceStep(2, "worker", "examples/counter.c", 9, "count = tmp + 1;", List.of("count := 1"),
                            false),
                    new TraceStep(1, "worker", "examples/counter.c", 9, "count = tmp + 1;", List.of("count := 1"),
                            true),
                    new TraceStep(0, "main", "examples/counter.c", 20, "assert(count == 2);", List.of("count == 1"),
                            true))));

    static final CheckResult VIOLATION = CheckResult.violation(KISS, List.of(RACE, ASSERTION), STATS);
    static final CheckResult NO_VIOLATION = CheckResult.noViolation(
            new Bounds(Strategy.ROUNDS, 1, 3, 4, 4, Duration.ZERO), new Stats(1234, 0, 10, 20, Map.of()));
    /** No violation, but a loop and the thread bound cut the search. */
    static final CheckResult CUT = CheckResult.noViolation(
            new Bounds(Strategy.KISS, 1, 3, 2, 4, Duration.ZERO),
            java.util.List.of(new org.braid.core.Cut(org.braid.core.Cut.Kind.LOOP, "spin.c", 12, 2),
                new org.braid.core.Cut(org.braid.core.Cut.Kind.THREADS, "", 0, 4)),
            new Stats(500, 0, 10, 20, Map.of()));
    /** No violation; an assertion and a thread creation no execution within the bounds reaches. */
    static final CheckResult UNREACHED = CheckResult.noViolation(
            new Bounds(Strategy.KISS, 1, 3, 2, 4, Duration.ZERO), new Stats(500, 0, 10, 20, Map.of()))
            .withUnreached(List.of(
                new org.braid.core.Unreached(org.braid.core.Unreached.Kind.THREAD_START, "relock.c", 19, "main"),
                new org.braid.core.Unreached(org.braid.core.Unreached.Kind.ASSERTION, "relock.c", 21, "main")));
    static final CheckResult UNKNOWN = CheckResult.unknown("unsupported construct at a.c:3: inline assembly", KISS,
            Stats.NONE);

    private SampleResults() {
    }
}
