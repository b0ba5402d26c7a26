package org.braid.cli.internal.format;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.braid.core.AssertionFinding;
import org.braid.core.CheckResult;
import org.braid.core.Trace;
import org.braid.core.TraceStep;
import org.junit.jupiter.api.Test;

class TextReportTest {

    @Test
    void violationIsADiagnosticPerFindingWithItsInterleaving() {
        assertEquals(List.of(
                "examples/bluetooth.c:42: warning: data race on 'e->stoppingFlag': write in BCSP_PnpStop (thread 1)"
                        + " || read in BCSP_IoIncrement (thread 2)",
                "examples/bluetooth.c:57: note: read in BCSP_IoIncrement (thread 2)",
                "  interleaving:",
                "    [T0] bluetooth.c:70  pthread_create(&t1, 0, stopper, e);",
                "    [T0] bluetooth.c:71  pthread_create(&t2, 0, adder, e);",
                "    --- switch to T2 ---",
                "    [T2] bluetooth.c:56  e->pendingIo++;                       e->pendingIo == 1, e->pendingIo := 2",
                "    --- switch to T1 ---",
                "    [T1] bluetooth.c:42  e->stoppingFlag = 1;                  e->stoppingFlag := 1",
                "    --- switch to T2 ---",
                "    [T2] bluetooth.c:57  if (e->stoppingFlag)                  e->stoppingFlag == 1",
                "examples/counter.c:20: error: assertion violated in main: count == 2",
                "  interleaving:",
                "    [T1] counter.c:8   tmp = count;          count == 0",
                "    --- switch to T2 ---",
                "    [T2] counter.c:8   tmp = count;          count == 0",
                "    [T2] counter.c:9   count = tmp + 1;      count := 1",
                "    --- switch to T1 ---",
                "    [T1] counter.c:9   count = tmp + 1;      count := 1",
                "    --- switch to T0 ---",
                "    [T0] counter.c:20  assert(count == 2);   count == 1",
                "verdict: violation (2 findings; kiss, MAX=1, unwind=2, threads=4; 0.41 s)"),
                TextReport.lines(SampleResults.VIOLATION));
    }

    /**
     * Consecutive steps of a thread on one line are one line of the interleaving, as a debugger
     * steps by line: a condition's reads and its branch, and a 128-bit division's loop whose reads
     * of its operand repeat (each shown once until the operand is written again). Another thread's
     * step in between, or another statement on the line, starts a new line.
     */
    @Test
    void stepsOfOneThreadOnOneLineAreOneLine() {
        String f = "examples/wide.c";
        List<TraceStep> steps = new java.util.ArrayList<>();
        steps.add(new TraceStep(0, "main", f, 10, "q = n / 7;", List.of("n (low 64 bits) = 12345"), false));
        for (int i = 0; i < 500; i++) {
            steps.add(new TraceStep(0, "main", f, 10, "q = n / 7;", List.of("n (high 64 bits) = 64"), false));
            steps.add(new TraceStep(0, "main", f, 10, "q = n / 7;", List.of(), false));
        }
        steps.add(new TraceStep(0, "main", f, 10, "q = n / 7;", List.of("q (low 64 bits) := 9"), false));
        steps.add(new TraceStep(0, "pthread_mutex_lock", "models/pthread.c", 30, "m->locked = 1;", List.of(), false));
        steps.add(new TraceStep(0, "main", f, 10, "q = n / 7;", List.of("n (high 64 bits) = 64", "q (low 64 bits) = 9"),
            false));
        steps.add(new TraceStep(0, "main", f, 11, "n = q; n++;", List.of("q (low 64 bits) = 9", "n (low 64 bits) := 9"),
            false));
        steps.add(new TraceStep(0, "main", f, 11, "n = q; n++;", List.of("n (low 64 bits) = 9", "n (low 64 bits) := 10"),
            false));
        steps.add(new TraceStep(0, "main", f, 11, "n = q; n++;", List.of("n (low 64 bits) = 9"), false));
        steps.add(new TraceStep(1, "worker", f, 20, "n = 0;", List.of("n (low 64 bits) := 0"), true));
        steps.add(new TraceStep(0, "main", f, 11, "n = q; n++;", List.of("n (low 64 bits) = 0"), true));
        steps.add(new TraceStep(0, "main", f, 11, "n++;", List.of("n (low 64 bits) = 0"), false));
        CheckResult result = CheckResult.violation(SampleResults.KISS, List.of(new AssertionFinding(f, 11, "main",
            "n == 10", new Trace(steps))), SampleResults.STATS);
        assertEquals(List.of(
            "examples/wide.c:11: error: assertion violated in main: n == 10",
            "  interleaving:",
            "    [T0] wide.c:10  q = n / 7;    n (low 64 bits) = 12345, n (high 64 bits) = 64, q (low 64 bits) := 9,"
                + " q (low 64 bits) = 9",
            "    [T0] wide.c:11  n = q; n++;   q (low 64 bits) = 9, n (low 64 bits) := 9, n (low 64 bits) = 9,"
                + " n (low 64 bits) := 10, n (low 64 bits) = 9",
            "    --- switch to T1 ---",
            "    [T1] wide.c:20  n = 0;        n (low 64 bits) := 0",
            "    --- switch to T0 ---",
            "    [T0] wide.c:11  n = q; n++;   n (low 64 bits) = 0",
            "    [T0] wide.c:11  n++;          n (low 64 bits) = 0",
            "verdict: violation (1 finding; kiss, MAX=1, unwind=2, threads=4; 0.41 s)"),
            TextReport.lines(result));
    }

    @Test
    void aViolationWhoseSearchStoppedEarlySaysWhy() {
        CheckResult soFar = CheckResult.violationSoFar("timeout after 60 s", SampleResults.VIOLATION.bounds(),
                SampleResults.VIOLATION.findings(), SampleResults.VIOLATION.stats());
        List<String> lines = TextReport.lines(soFar);
        assertEquals("verdict: violation (2 findings, search stopped early: timeout after 60 s; kiss, MAX=1, unwind=2, "
                + "threads=4; 0.41 s)", lines.get(lines.size() - 1));
    }

    @Test
    void noViolationStatesTheBounds() {
        assertEquals(List.of("verdict: no-violation-within-bounds (complete; rounds, K=3, unwind=4, threads=4; 1.23 s)"),
                TextReport.lines(SampleResults.NO_VIOLATION));
    }

    @Test
    void unknownStatesTheReason() {
        assertEquals(List.of("verdict: unknown (unsupported construct at a.c:3: inline assembly; kiss, MAX=1, "
                + "unwind=2, threads=4; 0.00 s)"), TextReport.lines(SampleResults.UNKNOWN));
    }

    @Test
    void renderedTextEndsWithANewline() {
        assertEquals("verdict: no-violation-within-bounds (complete; rounds, K=3, unwind=4, threads=4; 1.23 s)\n",
                ReportFormat.TEXT.render(SampleResults.NO_VIOLATION, "0.1.0"));
    }

    @Test
    void cutsAreNotesBeforeAVerdictThatCountsThem() {
        assertEquals(List.of(
                "spin.c:12: note: bound reached: loop ran more than 2 iterations; behaviour past it was not checked "
                        + "(raise --unwind)",
                "note: bound reached: executions starting more than 4 threads were not explored; behaviour past it "
                        + "was not checked (raise --threads)",
                "verdict: no-violation-within-bounds (2 bounds cut the search; kiss, MAX=1, unwind=2, threads=4; 0.50 s)"),
                TextReport.lines(SampleResults.CUT));
    }

    @Test
    void unreachedPlacesAreNotesAtTheirLine() {
        assertEquals(List.of(
                "relock.c:19: note: thread creation in main is never reached within the bounds, so its thread never "
                        + "starts",
                "relock.c:21: note: assertion in main is never reached within the bounds, so it was not checked "
                        + "(vacuous)",
                "verdict: no-violation-within-bounds (complete; kiss, MAX=1, unwind=2, threads=4; 0.50 s)"),
                TextReport.lines(SampleResults.UNREACHED));
    }
}
