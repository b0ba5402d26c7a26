package org.braid.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.braid.cli.internal.Main;
import org.junit.jupiter.api.Test;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/** {@code braid check} and {@code braid bench} on real C files (fixtures/check), through front end and checker. */
class CheckEndToEndTest {
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int braid(String... args) {
        return Main.run(new PrintWriter(out, true), new PrintWriter(err, true), args);
    }

    /** The fixture folder, found from the test bundle's folder (Tycho) or from the repository root. */
    private static Path fixtures() {
        Path local = Path.of("fixtures", "check");
        return Files.isDirectory(local) ? local : Path.of("tests", "org.braid.cli.tests", "fixtures", "check");
    }

    private static String fixture(String name) {
        return fixtures().resolve(name).toString();
    }

    @Test
    void raceIsAViolationWithBothAccessesInJson() {
        String file = fixture("flag-race-unsafe.c");
        assertEquals(1, braid("check", "--property", "race", "--format", "json", file), err.toString());
        JsonObject report = JsonParser.parseString(out.toString()).getAsJsonObject();
        assertEquals("violation", report.get("verdict").getAsString());
        assertEquals(JsonParser.parseString("{\"strategy\":\"kiss\",\"maxTs\":1,\"unwind\":2,\"threads\":4,\"timeout\":60}"),
                report.get("bounds"));
        JsonArray findings = report.getAsJsonArray("findings");
        assertEquals(1, findings.size());
        JsonObject race = findings.get(0).getAsJsonObject();
        assertEquals("data-race", race.get("kind").getAsString());
        assertEquals("flag", race.get("target").getAsString());
        JsonArray accesses = race.getAsJsonArray("accesses");
        assertEquals(JsonParser.parseString("{\"thread\":1,\"access\":\"write\",\"file\":\"" + file
                + "\",\"line\":10,\"column\":5,\"function\":\"setter\"}"), accesses.get(0));
        assertEquals(JsonParser.parseString("{\"thread\":2,\"access\":\"read\",\"file\":\"" + file
                + "\",\"line\":16,\"column\":5,\"function\":\"getter\"}"), accesses.get(1));
    }

    @Test
    void raceInTextEndsWithTheVerdictLine() {
        String file = fixture("flag-race-unsafe.c");
        assertEquals(1, braid("check", "--property", "race", file), err.toString());
        List<String> lines = out.toString().lines().toList();
        assertEquals(file + ":10: warning: data race on 'flag': write in setter (thread 1) || read in getter "
                + "(thread 2)", lines.get(0));
        assertEquals(file + ":16: note: read in getter (thread 2)", lines.get(1));
        assertEquals("  interleaving:", lines.get(2));
        String verdict = lines.get(lines.size() - 1);
        assertTrue(verdict.matches("verdict: violation \\(1 finding; kiss, MAX=1, unwind=2, threads=4; [0-9]+\\.[0-9]{2} s\\)"),
                verdict);
    }

    @Test
    void dporProvesTheLockedFlagAndStatesItsBounds() {
        assertEquals(0, braid("check", "--engine", "dpor", "--format", "json", fixture("flag-locked-safe.c")),
                err.toString());
        JsonObject report = JsonParser.parseString(out.toString()).getAsJsonObject();
        assertEquals("proved", report.get("verdict").getAsString());
        assertEquals(JsonParser.parseString("{\"engine\":\"dpor\",\"maxSteps\":10000,\"maxExecutions\":200000,"
                + "\"representatives\":12,\"timeout\":60}"), report.get("bounds"));
        assertEquals(new JsonArray(), report.getAsJsonArray("cuts"));
    }

    @Test
    void dporFindsTheRaceInText() {
        String file = fixture("flag-race-unsafe.c");
        assertEquals(1, braid("check", "--engine", "dpor", "--property", "race", file), err.toString());
        List<String> lines = out.toString().lines().toList();
        assertEquals(file + ":10: warning: data race on 'flag': write in setter (thread 1) || read in getter "
                + "(thread 2)", lines.get(0));
        String verdict = lines.get(lines.size() - 1);
        assertTrue(verdict.matches("verdict: violation \\(1 finding; dpor, steps<=10000, executions<=200000, "
                + "wide inputs: 12 representatives; [0-9]+\\.[0-9]{2} s\\)"), verdict);
    }

    @Test
    void lockedFlagHasNoViolationWithinBounds() {
        assertEquals(0, braid("check", "--format", "sarif", fixture("flag-locked-safe.c")), err.toString());
        JsonObject run = JsonParser.parseString(out.toString()).getAsJsonObject().getAsJsonArray("runs").get(0)
                .getAsJsonObject();
        assertEquals("no-violation-within-bounds", run.getAsJsonObject("properties").get("verdict").getAsString());
        assertEquals(new JsonArray(), run.getAsJsonArray("results"));
    }

    @Test
    void syntaxErrorIsAnInputErrorAtItsLine() {
        String file = fixture("missing-semicolon-error.c");
        assertEquals(2, braid("check", file));
        assertEquals(file + ":4: error: syntax error near 'int x = ;'\n", err.toString());
        assertEquals("", out.toString());
    }

    @Test
    void unknownPairFunctionIsAnInputError() {
        assertEquals(2, braid("check", "--pair", "setter,nosuch", fixture("flag-race-unsafe.c")));
        assertEquals("braid: no function named 'nosuch' in the program\n", err.toString());
    }

    @Test
    void benchTabulatesEveryFixture() {
        assertEquals(2, braid("bench", "--property", "race", fixtures().toString()));
        List<String> rows = out.toString().lines().toList();
        assertEquals(8, rows.size(), out.toString());
        assertTrue(rows.get(1).matches("flag-locked-safe\\.c +no-violation-within-bounds +0 .*"), rows.get(1));
        assertTrue(rows.get(2).matches("flag-race-unsafe\\.c +violation +1 .*"), rows.get(2));
        assertEquals("missing-semicolon-error.c  input-error", rows.get(3));
        assertTrue(rows.get(4).startsWith("median "), rows.get(4));
        assertEquals(List.of("",
                "decided 2 of 3 files (violation 1, no-violation-within-bounds 1, unknown 0, input-error 1)",
                "against file names (*-safe, *-unsafe): 0 violations in *-safe files, 0 *-unsafe files without one"),
                rows.subList(5, 8));
        assertTrue(err.toString().endsWith("missing-semicolon-error.c:4: error: syntax error near 'int x = ;'\n"),
                err.toString());
    }
}
