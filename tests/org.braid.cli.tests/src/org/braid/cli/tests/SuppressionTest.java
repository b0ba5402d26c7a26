package org.braid.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.braid.cli.internal.Main;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * {@code braid check} with suppressions: the {@code braid: benign-race} comment of
 * fixtures/suppress/src/stats.c and {@code .braid-suppressions} files beside it.
 */
class SuppressionTest {
    private static final String HITS = "data race on 'hits': ";
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    @TempDir
    Path project;

    private int braid(String... args) {
        return Main.run(new PrintWriter(out, true), new PrintWriter(err, true), args);
    }

    /** A copy of the fixture project, so that suppression files can be written beside it. */
    private Path stats() throws IOException {
        Path local = Path.of("fixtures", "suppress", "src", "stats.c");
        Path fixture = Files.isRegularFile(local) ? local
                : Path.of("tests", "org.braid.cli.tests", "fixtures", "suppress", "src", "stats.c");
        Path copy = project.resolve("src/stats.c");
        Files.createDirectories(copy.getParent());
        return Files.copy(fixture, copy);
    }

    @Test
    void theCommentSuppressesTheBenignRaceAndTheOthersAreStillReported() throws IOException {
        String file = stats().toString();
        assertEquals(1, braid("check", file), err.toString());
        // which of the two symmetric workers is thread 1, and the order in which the races are found,
        // are the solver's choice: thread numbers are not compared, the suppressed lines are sorted
        List<String> lines = out.toString().lines().filter(line -> !line.startsWith(" "))
                .map(line -> line.replaceAll("\\(thread [0-9]+\\)", "(thread _)")).toList();
        List<String> reported = lines.stream().filter(line -> !line.contains(": suppressed: ")).toList();
        List<String> suppressed = lines.stream().filter(line -> line.contains(": suppressed: ")).sorted().toList();
        assertEquals(List.of(
                file + ":12:13: warning: data race on 'total': read in worker (thread _) || write in worker (thread _)",
                file + ":12:5: note: write in worker (thread _)",
                file + ":12:5: warning: data race on 'total': write in worker (thread _) || write in worker (thread _)",
                file + ":12:5: note: write in worker (thread _)",
                file + ":23: error: assertion violated in main: assert(total == 2);",
                "answered by dpor (dpor-then-bmc: dpor searched first; bmc did not run)"),
                reported.subList(0, reported.size() - 1));
        assertEquals(List.of(
                file + ":11:5: suppressed: " + HITS + "read in worker (thread _) || write in worker (thread _) "
                        + "(statistics only, read approximately; stats.c:11)",
                file + ":11:5: suppressed: " + HITS + "write in worker (thread _) || write in worker (thread _) "
                        + "(statistics only, read approximately; stats.c:11)"), suppressed);
        String verdict = lines.get(lines.size() - 1);
        assertTrue(verdict.startsWith("verdict: violation (3 findings, 2 suppressed; dpor, "), verdict);
    }

    @Test
    void theProjectFileSuppressesTheRestAndTheCheckPasses() throws IOException {
        String file = stats().toString();
        Files.writeString(project.resolve(".braid-suppressions"), """
                # reviewed 2026-11-24
                race | src/stats.c | total | worker, worker | known lost update, issue 12
                assertion | src/stats.c | assert(total == 2); | main | known lost update, issue 12
                """);
        assertEquals(0, braid("check", "--format", "json", file), err.toString());
        JsonObject report = JsonParser.parseString(out.toString()).getAsJsonObject();
        assertEquals("violation", report.get("verdict").getAsString(), "the check's own verdict is unchanged");
        assertEquals(new JsonArray(), report.getAsJsonArray("findings"));
        List<String> suppressed = report.getAsJsonArray("suppressed").asList().stream()
                .map(each -> each.getAsJsonObject())
                .map(each -> each.get("kind").getAsString() + " " + (each.has("target") ? each.get("target")
                        .getAsString() : each.get("line").getAsString()) + " " + each.get("reason").getAsString()
                        + " " + each.get("origin").getAsString())
                .sorted().toList();
        String projectFile = project.resolve(".braid-suppressions").toString();
        // The order of the races is the solver's; the list is compared sorted.
        assertEquals(List.of(
                "assertion 23 known lost update, issue 12 " + projectFile + ":3",
                "data-race hits statistics only, read approximately stats.c:11",
                "data-race hits statistics only, read approximately stats.c:11",
                "data-race total known lost update, issue 12 " + projectFile + ":2",
                "data-race total known lost update, issue 12 " + projectFile + ":2"), suppressed);
    }

    @Test
    void sarifMarksSuppressedResultsWithTheirKindAndJustification() throws IOException {
        String file = stats().toString();
        Path elsewhere = project.resolve("reviewed.txt");
        Files.writeString(elsewhere, "assertion | src/stats.c | assert(total == 2); | main | known\n");
        assertEquals(1, braid("check", "--format", "sarif", "--suppressions", elsewhere.toString(), file),
                err.toString());
        JsonArray results = JsonParser.parseString(out.toString()).getAsJsonObject().getAsJsonArray("runs").get(0)
                .getAsJsonObject().getAsJsonArray("results");
        List<String> kinds = results.asList().stream().map(JsonObject.class::cast)
                .map(each -> each.get("ruleId").getAsString() + " " + (each.has("suppressions")
                        ? each.getAsJsonArray("suppressions").get(0).getAsJsonObject().get("kind").getAsString() + " "
                                + each.getAsJsonArray("suppressions").get(0).getAsJsonObject().get("justification")
                                        .getAsString()
                        : "reported"))
                .toList();
        assertEquals(List.of("data-race reported", "data-race reported", "assertion external known",
                "data-race inSource statistics only, read approximately",
                "data-race inSource statistics only, read approximately"), kinds);
    }

    @Test
    void aMalformedSuppressionFileIsAnInputErrorAtItsLine() throws IOException {
        String file = stats().toString();
        Path suppressions = project.resolve(".braid-suppressions");
        Files.writeString(suppressions, "# ok\nrace | src/stats.c | total | worker | r\n");
        assertEquals(2, braid("check", file));
        assertEquals(suppressions + ":2: error: a race names two functions, found 1", err.toString().strip());
    }

    @Test
    void aMissingSuppressionFileIsAUsageError() throws IOException {
        String file = stats().toString();
        assertEquals(2, braid("check", "--suppressions", project.resolve("none").toString(), file));
        assertTrue(err.toString().contains(project.resolve("none").toString()), err.toString());
    }
}
