package org.braid.cli.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.braid.cli.internal.format.ReportFormat;
import org.braid.core.AssertionFinding;
import org.braid.core.Bounds;
import org.braid.core.CheckOptions;
import org.braid.core.CheckResult;
import org.braid.core.Disagreement;
import org.braid.core.Portfolio;
import org.braid.core.Property;
import org.braid.core.Stats;
import org.braid.core.Strategy;
import org.braid.core.Trace;
import org.braid.core.TraceStep;
import org.braid.core.Verdict;
import org.braid.core.frontend.FrontEndSettings;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonParser;

import picocli.CommandLine;

class CheckCommandTest {
    private static final Bounds BOUNDS = new Bounds(Strategy.KISS, 1, 3, 2, 4, Duration.ofSeconds(60));
    private static final Stats STATS = new Stats(250, 1 << 20, 10, 30, Map.of());

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    @TempDir
    private Path dir;

    private int check(FakeEngine engine, String... args) {
        return new CommandLine(new CheckCommand(engine, FakeEngine.clock(250)))
                .setOut(new PrintWriter(out, true))
                .setErr(new PrintWriter(err, true))
                .execute(args);
    }

    private String file(String name) throws IOException {
        return Files.writeString(dir.resolve(name), "int main(void) { return 0; }\n").toString();
    }

    @Test
    void exitStatusFollowsTheVerdict() {
        assertEquals(0, ExitStatus.of(Verdict.NO_VIOLATION_WITHIN_BOUNDS));
        assertEquals(1, ExitStatus.of(Verdict.VIOLATION));
        assertEquals(3, ExitStatus.of(Verdict.UNKNOWN));
        assertEquals(2, ExitStatus.USAGE);
    }

    @Test
    void noViolationPrintsTheTextReportAndExitsZero() throws IOException {
        FakeEngine engine = new FakeEngine(CheckResult.noViolation(BOUNDS, STATS));
        assertEquals(0, check(engine, file("a.c")));
        assertEquals("verdict: no-violation-within-bounds (complete; kiss, MAX=1, unwind=2, threads=4; 0.25 s)\n", out.toString());
        assertEquals("a.c:1: note: checked by the fake engine\n", err.toString());
    }

    @Test
    void unknownExitsThreeWithItsReason() throws IOException {
        FakeEngine engine = new FakeEngine(CheckResult.unknown("timeout after 60 s", BOUNDS, STATS));
        assertEquals(3, check(engine, "--format", "json", file("a.c")));
        assertEquals("timeout after 60 s", JsonParser.parseString(out.toString()).getAsJsonObject()
                .get("reason").getAsString());
    }

    @Test
    void everyFormatRendersTheSameResult() throws IOException {
        CheckResult result = CheckResult.unknown("timeout after 60 s", BOUNDS, STATS);
        for (ReportFormat format : ReportFormat.values()) {
            out.getBuffer().setLength(0);
            assertEquals(3, check(new FakeEngine(result), "--format", format.key(), file("a.c")));
            assertEquals(format.render(result, ManifestVersion.bundleVersion()), out.toString());
        }
    }

    @Test
    void inputErrorIsADiagnosticAndExitsTwo() throws IOException {
        FakeEngine engine = new FakeEngine(name -> CheckResult.noViolation(BOUNDS, STATS),
                Map.of("bad.c", new InputException("bad.c", 3, "expected ';' before '}'", null)));
        assertEquals(2, check(engine, file("bad.c")));
        assertEquals("bad.c:1: note: checked by the fake engine\nbad.c:3: error: expected ';' before '}'\n",
                err.toString());
        assertEquals("", out.toString());
    }

    @Test
    void optionsAndInputReachTheEngine() throws IOException {
        FakeEngine engine = new FakeEngine(CheckResult.noViolation(BOUNDS, STATS));
        String model = file("locks.c");
        String a = file("a.c");
        String b = file("b.c");
        assertEquals(0, check(engine, "--strategy", "rounds", "--rounds", "3", "--unwind", "4", "--timeout", "0",
                "--property", "race", "--data-model", "ILP32", "--pair", "f,g", "-I", "inc", "-D", "N=2", "-D", "DEBUG",
                "--model", model, a, b));
        assertEquals(List.of(new CheckOptions(Strategy.ROUNDS, 1, 3, 4, 4, Duration.ZERO, Set.of(Property.RACE))
                .withEngine(org.braid.core.Engine.DPOR_THEN_BMC)), engine.options);
        assertEquals(List.of(new CheckInput(List.of(Path.of(a), Path.of(b)), Optional.of(List.of("f", "g")),
                List.of(Path.of("inc")), List.of("N=2", "DEBUG"), List.of(Path.of(model)))
                .withFrontEndFlags(FrontEndSettings.NONE.with("dataModel", "ILP32"))), engine.inputs);
        assertFalse(engine.cancellations.get(0).isCanceled());
    }

    @Test
    void missingModelFileIsAUsageError() throws IOException {
        FakeEngine engine = new FakeEngine(CheckResult.noViolation(BOUNDS, STATS));
        assertEquals(2, check(engine, "--model", "nolocks.c", file("a.c")));
        assertEquals("braid: nolocks.c: no such file\n", err.toString());
        assertTrue(engine.inputs.isEmpty());
    }

    @Test
    void timeIsTheWholeRunAndUnmeasuredMemoryIsFilledIn() throws IOException, InputException {
        CheckInput input = new CheckInput(List.of(Path.of(file("a.c"))), Optional.empty(), List.of(), List.of(),
                List.of());
        int allocated = 8 << 20;
        Engine slow = (in, options, cancel, notes, progress) -> {
            byte[] working = new byte[allocated];
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            }
            return CheckResult.noViolation(BOUNDS, new Stats(working.length / allocated, 0, 10, 30, Map.of()));
        };
        CheckResult result = Measurement.SYSTEM.run(slow, input, CheckOptions.defaults(), note -> { });
        assertTrue(result.stats().timeMillis() >= 50, result.stats().toString());
        assertTrue(result.stats().peakMemoryBytes() >= allocated, "the check's 8 MB array: " + result.stats());
        assertEquals(10, result.stats().satVariables());
        CheckResult measured = FakeEngine.clock(1234).run(new FakeEngine(CheckResult.noViolation(BOUNDS, STATS)),
                input, CheckOptions.defaults(), note -> { });
        assertEquals(STATS.withTimeMillis(1234), measured.stats());
    }

    @Test
    void aCrossCheckDisagreementExitsFiveAndNamesTheFinding() throws IOException {
        AssertionFinding failure = new AssertionFinding("a.c", 9, "main", "x == 2",
                new Trace(List.of(new TraceStep(0, "main", "a.c", 9, "assert(x == 2);", List.of(), false))));
        CheckResult disagreeing = CheckResult.violation(BOUNDS, List.of(failure), STATS).withPortfolio(new Portfolio(
                org.braid.core.Engine.BMC, Portfolio.Rule.CROSS_CHECK, Optional.of(Verdict.PROVED),
                List.of(new Disagreement(org.braid.core.Engine.BMC, failure, org.braid.core.Engine.DPOR, Verdict.PROVED))));
        assertEquals(5, check(new FakeEngine(disagreeing), "--cross-check", file("a.c")));
        String message = "a.c:9: error: engines disagree: bmc found assertion violated in main: x == 2 (replayed), "
                + "but dpor said proved without it and its search covered that interleaving";
        assertEquals("a.c:1: note: checked by the fake engine\n"
                + "braid: cross-check failed: 1 disagreement between bmc and dpor within their common bounds (a bug in "
                + "Braid, please report it)\n" + message + "\n", err.toString());
        List<String> lines = out.toString().lines().toList();
        assertEquals(List.of("answered by bmc (cross-check: both engines ran to the end; dpor said proved)", message),
                lines.subList(lines.size() - 3, lines.size() - 1));
        assertEquals(5, ExitStatus.DISAGREEMENT);
    }

    @Test
    void anAgreeingCrossCheckExitsByTheVerdict() throws IOException {
        CheckResult agreeing = CheckResult.noViolation(BOUNDS, STATS).withPortfolio(new Portfolio(org.braid.core.Engine.BMC,
                Portfolio.Rule.CROSS_CHECK, Optional.of(Verdict.NO_VIOLATION_WITHIN_BOUNDS), List.of()));
        assertEquals(0, check(new FakeEngine(agreeing), "--cross-check", file("a.c")));
        assertEquals(List.of("answered by bmc (cross-check: both engines ran to the end; dpor said "
                + "no-violation-within-bounds)", "cross-check: bmc and dpor agree within their common bounds",
                "verdict: no-violation-within-bounds (complete; kiss, MAX=1, unwind=2, threads=4; 0.25 s)"),
                out.toString().lines().toList());
    }
}
