package org.braid.cli.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.braid.core.Access;
import org.braid.core.AccessKind;
import org.braid.core.Bounds;
import org.braid.core.CheckResult;
import org.braid.core.DataRaceFinding;
import org.braid.core.Stats;
import org.braid.core.Strategy;
import org.braid.core.Trace;
import org.braid.core.frontend.FrontEndSettings;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import picocli.CommandLine;

class BenchCommandTest {
    private static final Bounds BOUNDS = new Bounds(Strategy.KISS, 1, 3, 2, 4, Duration.ofSeconds(60));

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    @TempDir
    private Path dir;

    private int bench(FakeEngine engine, Measurement clock, String... args) {
        return new CommandLine(new BenchCommand(engine, clock))
                .setOut(new PrintWriter(out, true))
                .setErr(new PrintWriter(err, true))
                .execute(args);
    }

    private void write(String name) throws IOException {
        Path file = dir.resolve(name);
        Files.createDirectories(file.getParent());
        Files.writeString(file, "int main(void) { return 0; }\n");
    }

    @Test
    void tableRowPerFileInSortedOrderThenMedians() throws IOException {
        write("b.c");
        write("a.c");
        write("sub/c.c");
        write("notes.txt");
        DataRaceFinding race = new DataRaceFinding("x", new Access(1, AccessKind.WRITE, "a.c", 3, "f"),
                new Access(2, AccessKind.READ, "a.c", 7, "g"), new Trace(List.of()));
        FakeEngine engine = new FakeEngine(name -> switch (name) {
            case "a.c" -> CheckResult.violation(BOUNDS, List.of(race), new Stats(1500, 100 << 20, 900, 4000, Map.of()));
            case "b.c" -> CheckResult.noViolation(BOUNDS, new Stats(250, 20 << 20, 100, 300, Map.of()));
            default -> CheckResult.unknown("timeout after 60 s", BOUNDS, new Stats(60_000, 300 << 20, 5000, 9000,
                    Map.of()));
        }, Map.of());
        assertEquals(0, bench(engine, FakeEngine.clock(1500, 250, 60_000), "--unwind", "3", dir.toString()));
        assertEquals(String.join("\n",
                "file     verdict                     findings  time (s)  peak (MB)   SAT vars    clauses",
                "a.c      violation                          1      1.50      100.0        900       4000",
                "b.c      no-violation-within-bounds         0      0.25       20.0        100        300",
                "sub/c.c  unknown                            0     60.00      300.0       5000       9000",
                "median                                             1.50      100.0        900       4000", "",
                "decided 2 of 3 files (violation 1, no-violation-within-bounds 1, unknown 1, input-error 0)",
                "against file names (*-safe, *-unsafe): 0 violations in *-safe files, 0 *-unsafe files without one",
                "unknown, by reason:",
                "     1  timeout after 60 s", ""),
                out.toString());
        assertEquals(List.of(3, 3, 3), engine.options.stream().map(options -> options.unwind()).toList());
        assertEquals(List.of(List.of(dir.resolve("a.c")), List.of(dir.resolve("b.c")), List.of(dir.resolve("sub/c.c"))),
                engine.inputs.stream().map(CheckInput::files).toList());
    }

    @Test
    void aFrontEndsFlagReachesOnlyTheFilesOfTheFrontEndsThatHaveIt() throws IOException {
        write("a.c");
        write("B.java");
        FakeEngine engine = new FakeEngine(CheckResult.noViolation(BOUNDS, Stats.NONE));
        assertEquals(0, bench(engine, FakeEngine.clock(100, 100), "--data-model", "ILP32", dir.toString()));
        assertEquals(List.of(List.of(dir.resolve("B.java")), List.of(dir.resolve("a.c"))),
                engine.inputs.stream().map(CheckInput::files).toList());
        assertEquals(List.of(FrontEndSettings.NONE, FrontEndSettings.NONE.with("dataModel", "ILP32")),
                engine.inputs.stream().map(CheckInput::frontEndFlags).toList());
    }

    @Test
    void inputErrorIsReportedAndTheRestStillRuns() throws IOException {
        write("a.c");
        write("bad.c");
        FakeEngine engine = new FakeEngine(name -> CheckResult.noViolation(BOUNDS, new Stats(100, 1 << 20, 1, 2,
                Map.of())), Map.of("bad.c", new InputException("bad.c", 2, "unknown type name 'foo'", null)));
        assertEquals(2, bench(engine, FakeEngine.clock(100), dir.toString()));
        assertEquals("a.c:1: note: checked by the fake engine\nbad.c:1: note: checked by the fake engine\n"
                + "bad.c:2: error: unknown type name 'foo'\n", err.toString());
        assertEquals(String.join("\n",
                "file    verdict                     findings  time (s)  peak (MB)   SAT vars    clauses",
                "a.c     no-violation-within-bounds         0      0.10        1.0          1          2",
                "bad.c   input-error",
                "median                                            0.10        1.0          1          2", "",
                "decided 1 of 2 files (violation 0, no-violation-within-bounds 1, unknown 0, input-error 1)",
                "against file names (*-safe, *-unsafe): 0 violations in *-safe files, 0 *-unsafe files without one", ""),
                out.toString());
    }

    @Test
    void summaryComparesVerdictsWithFileNamesAndCountsUnknownReasonsWithoutTheirLocation() throws IOException {
        write("race-unsafe.c");
        write("locked-safe.c");
        write("deep-unsafe.i");
        write("asm-safe.c");
        write("asm2-safe.c");
        DataRaceFinding race = new DataRaceFinding("x", new Access(1, AccessKind.WRITE, "a.c", 3, "f"),
                new Access(2, AccessKind.READ, "a.c", 7, "g"), new Trace(List.of()));
        Stats stats = new Stats(100, 1 << 20, 1, 2, Map.of());
        FakeEngine engine = new FakeEngine(name -> switch (name) {
            case "locked-safe.c" -> CheckResult.violation(BOUNDS, List.of(race), stats);
            case "deep-unsafe.i" -> CheckResult.noViolation(BOUNDS, stats);
            case "asm-safe.c" -> CheckResult.unknown("unsupported: inline assembly at asm-safe.c:4", BOUNDS, stats);
            case "asm2-safe.c" -> CheckResult.unknown("unsupported: inline assembly at asm2-safe.c:9", BOUNDS, stats);
            default -> CheckResult.violation(BOUNDS, List.of(race), stats);
        }, Map.of());
        bench(engine, FakeEngine.clock(100, 100, 100, 100, 100), dir.toString());
        String summary = out.toString().substring(out.toString().indexOf("\n\n") + 2);
        assertEquals(String.join("\n",
                "decided 3 of 5 files (violation 2, no-violation-within-bounds 1, unknown 2, input-error 0)",
                "against file names (*-safe, *-unsafe): 1 violations in *-safe files, 1 *-unsafe files without one",
                "  violation in locked-safe.c",
                "  no violation found in deep-unsafe.i",
                "unknown, by reason:",
                "     2  unsupported: inline assembly", ""), summary);
    }

    /**
     * A baseline is the saved output of an earlier bench (here: of a version whose a.c was
     * slower and whose b.c timed out); rows get the baseline time, the ratios and a changed
     * verdict, the summary the median and total ratios over the files in both.
     */
    @Test
    void baselineAddsRatiosPerFileAndInTheSummary() throws IOException {
        write("a.c");
        write("b.c");
        write("new.c");
        Path saved = dir.resolve("before.txt");
        Files.writeString(saved, String.join("\n",
                "braid: sources changed, rebuilding (see .braid-build.log)...",
                "file     verdict                     findings  time (s)  peak (MB)   SAT vars    clauses",
                "a.c      no-violation-within-bounds         0      2.00       10.0        800       4000",
                "b.c      unknown                            0     60.00      300.0          0          0",
                "median                                             2.00       10.0        800       4000", "",
                "decided 1 of 2 files (violation 0, no-violation-within-bounds 1, unknown 1, input-error 0)", ""));
        FakeEngine engine = new FakeEngine(name -> CheckResult.noViolation(BOUNDS, new Stats(
                name.equals("a.c") ? 500 : 3000, 1 << 20, 100, name.equals("a.c") ? 1000 : 2000, Map.of())), Map.of());
        assertEquals(0, bench(engine, FakeEngine.clock(500, 3000, 3000), "--baseline", saved.toString(),
                dir.toString()));
        List<String> lines = out.toString().lines().toList();
        assertEquals("file    verdict                     findings  time (s)  peak (MB)   SAT vars    clauses"
                + "   base (s)   time x  clauses x", lines.get(0));
        assertEquals("a.c     no-violation-within-bounds         0      0.50        1.0        100       1000"
                + "       2.00     0.25       0.25", lines.get(1));
        assertEquals("b.c     no-violation-within-bounds         0      3.00        1.0        100       2000"
                + "      60.00     0.05          -  was unknown", lines.get(2));
        assertEquals("new.c   no-violation-within-bounds         0      3.00        1.0        100       2000",
                lines.get(3));
        assertEquals(List.of("against the baseline (2 files in both): median time ratio 0.05, total time 3.50 s vs "
                + "62.00 s (ratio 0.06), median clauses ratio 0.25, 1 verdicts changed",
                "  b.c: unknown -> no-violation-within-bounds"), lines.subList(lines.size() - 2, lines.size()));
    }

    @Test
    void aBaselineWithoutRowsIsAUsageErrorNamingTheFile() throws IOException {
        write("a.c");
        Path saved = dir.resolve("empty.txt");
        Files.writeString(saved, "nothing here\n");
        FakeEngine engine = new FakeEngine(CheckResult.noViolation(BOUNDS, Stats.NONE));
        assertEquals(2, bench(engine, FakeEngine.clock(), "--baseline", saved.toString(), dir.toString()));
        assertEquals(saved + ": error: no bench table rows in this baseline (expected the output of an earlier "
                + "'braid bench')\n", err.toString());
    }

    @Test
    void missingDirectoryIsAUsageError() {
        FakeEngine engine = new FakeEngine(CheckResult.noViolation(BOUNDS, Stats.NONE));
        assertEquals(2, bench(engine, FakeEngine.clock(), dir.resolve("nowhere").toString()));
        assertEquals("braid: " + dir.resolve("nowhere") + ": no such directory\n", err.toString());
    }

    @Test
    void medianOfAnEvenCountIsTheLowerMiddle() {
        assertEquals(2, BenchTable.median(new long[] { 4, 1, 2, 3 }));
        assertEquals(7, BenchTable.median(new long[] { 7 }));
    }
}
