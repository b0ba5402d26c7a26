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

    private static final List<String> JAVA_FINDINGS = List.of("assertion line 33", "data-race Counter.count",
            "data-race Counter.count");

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
    void theCFrontEndsDataModelSetsTheWidthsLp64UnlessGiven() {
        String file = fixtures().resolveSibling("data-model").resolve("widths.c").toString();
        assertEquals(0, braid("check", "--property", "assert", file), out + "\n" + err);
        out.getBuffer().setLength(0);
        assertEquals(1, braid("check", "--property", "assert", "--data-model", "ILP32", "--format", "json", file),
                err.toString());
        JsonObject report = JsonParser.parseString(out.toString()).getAsJsonObject();
        JsonObject assertion = report.getAsJsonArray("findings").get(0).getAsJsonObject();
        assertEquals(List.of("assertion", 5), List.of(assertion.get("kind").getAsString(),
                assertion.get("line").getAsInt()), assertion.toString());
        assertTrue(!report.get("bounds").getAsJsonObject().has("dataModel"), "a front end's option is no bound");
    }

    @Test
    void aJavaFileGivenTheCDataModelIsAUsageErrorNamingTheFlag() {
        String file = Path.of("fixtures", "java", "Counter.java").toFile().exists()
                ? Path.of("fixtures", "java", "Counter.java").toString()
                : Path.of("tests", "org.braid.cli.tests", "fixtures", "java", "Counter.java").toString();
        assertEquals(2, braid("check", "--data-model", "ILP32", file));
        assertEquals("braid: --data-model: the Java front end has no such option (it is for C files)\n",
                err.toString());
        assertEquals("", out.toString());
    }

    @Test
    void raceIsAViolationWithBothAccessesInJson() {
        String file = fixture("flag-race-unsafe.c");
        assertEquals(1, braid("check", "--property", "race", "--format", "json", file), err.toString());
        JsonObject report = JsonParser.parseString(out.toString()).getAsJsonObject();
        assertEquals("violation", report.get("verdict").getAsString());
        assertEquals(JsonParser.parseString("{\"engine\":\"dpor\",\"maxSteps\":10000,\"maxExecutions\":500,"
                + "\"representatives\":12,\"timeout\":60}"), report.get("bounds"), "the default engine's dpor search answered");
        JsonArray findings = report.getAsJsonArray("findings");
        assertEquals(1, findings.size());
        JsonObject race = findings.get(0).getAsJsonObject();
        assertEquals("data-race", race.get("kind").getAsString());
        assertEquals("flag", race.get("target").getAsString());
        JsonArray accesses = race.getAsJsonArray("accesses");
        assertEquals(JsonParser.parseString("{\"thread\":1,\"access\":\"write\",\"file\":\"" + file
                + "\",\"line\":10,\"column\":5,\"function\":\"setter\"}"), accesses.get(0));
        assertEquals(JsonParser.parseString("{\"thread\":2,\"access\":\"read\",\"file\":\"" + file
                + "\",\"line\":16,\"column\":16,\"function\":\"getter\"}"), accesses.get(1));
    }

    @Test
    void raceInTextEndsWithTheVerdictLine() {
        String file = fixture("flag-race-unsafe.c");
        assertEquals(1, braid("check", "--property", "race", file), err.toString());
        List<String> lines = out.toString().lines().toList();
        assertEquals(file + ":10:5: warning: data race on 'flag': write in setter (thread 1) || read in getter "
                + "(thread 2)", lines.get(0));
        assertEquals(file + ":16:16: note: read in getter (thread 2)", lines.get(1));
        assertEquals("  interleaving:", lines.get(2));
        assertEquals("answered by dpor (dpor-then-bmc: dpor searched first; bmc did not run)",
                lines.get(lines.size() - 2));
        String verdict = lines.get(lines.size() - 1);
        assertTrue(verdict.matches("verdict: violation \\(1 finding; dpor, steps<=10000, executions<=500, "
                + "wide inputs: 12 representatives; [0-9]+\\.[0-9]{2} s\\)"), verdict);
    }

    @Test
    void theBmcAloneStatesItsOwnBounds() {
        String file = fixture("flag-race-unsafe.c");
        assertEquals(1, braid("check", "--engine", "bmc", "--property", "race", file), err.toString());
        List<String> lines = out.toString().lines().toList();
        assertEquals(file + ":10:5: warning: data race on 'flag': write in setter (thread 1) || read in getter "
                + "(thread 2)", lines.get(0));
        String verdict = lines.get(lines.size() - 1);
        assertTrue(verdict.matches("verdict: violation \\(1 finding; kiss, MAX=1, unwind=2, threads=4; [0-9]+\\.[0-9]{2} s\\)"),
                verdict);
    }

    @Test
    void raceInSarifNamesBothAccessesAtTheirColumns() {
        String file = fixture("flag-race-unsafe.c");
        assertEquals(1, braid("check", "--property", "race", "--format", "sarif", file), err.toString());
        JsonObject result = JsonParser.parseString(out.toString()).getAsJsonObject().getAsJsonArray("runs").get(0)
                .getAsJsonObject().getAsJsonArray("results").get(0).getAsJsonObject();
        JsonObject write = result.getAsJsonArray("locations").get(0).getAsJsonObject()
                .getAsJsonObject("physicalLocation").getAsJsonObject("region");
        JsonObject read = result.getAsJsonArray("relatedLocations").get(0).getAsJsonObject()
                .getAsJsonObject("physicalLocation").getAsJsonObject("region");
        assertEquals(JsonParser.parseString("{\"startLine\":10,\"startColumn\":5}"), write);
        assertEquals(JsonParser.parseString("{\"startLine\":16,\"startColumn\":16}"), read);
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
    void dporBoundsAreOptionsAndACutBoundRulesOutProved() {
        String file = fixture("flag-locked-safe.c");
        assertEquals(0, braid("check", "--engine", "dpor", "--dpor-executions", "1", "--format", "json", file),
                err.toString());
        JsonObject report = JsonParser.parseString(out.toString()).getAsJsonObject();
        assertEquals("no-violation-within-bounds", report.get("verdict").getAsString());
        assertEquals(JsonParser.parseString("{\"engine\":\"dpor\",\"maxSteps\":10000,\"maxExecutions\":1,"
                + "\"representatives\":12,\"timeout\":60}"), report.get("bounds"));
        JsonObject cut = report.getAsJsonArray("cuts").get(0).getAsJsonObject();
        assertEquals("executions", cut.get("kind").getAsString());
        assertEquals(1, cut.get("bound").getAsInt());
        assertEquals(1, report.getAsJsonArray("cuts").size());

        out.getBuffer().setLength(0);
        assertEquals(0, braid("check", "--engine", "dpor", "--dpor-steps", "20", file), err.toString());
        List<String> lines = out.toString().lines().toList();
        assertEquals("note: bound reached: executions longer than 20 steps were cut; behaviour past it was not "
                + "checked (raise --dpor-steps)", lines.get(0));
        assertTrue(lines.get(lines.size() - 1).startsWith("verdict: no-violation-within-bounds (1 bound cut the "
                + "search; dpor, steps<=20, executions<=200000, wide inputs: 12 representatives; "),
                lines.get(lines.size() - 1));
    }

    @Test
    void dporBoundsWithTheBmcAreAUsageError() {
        assertEquals(2, braid("check", "--engine", "bmc", "--dpor-steps", "20", fixture("flag-locked-safe.c")));
        assertEquals("braid: --dpor-steps: applies only to engines dpor, auto and dpor-then-bmc, not bmc (see 'braid check --help')\n",
                err.toString());
    }

    @Test
    void dporFindsTheRaceInText() {
        String file = fixture("flag-race-unsafe.c");
        assertEquals(1, braid("check", "--engine", "dpor", "--property", "race", file), err.toString());
        List<String> lines = out.toString().lines().toList();
        assertEquals(file + ":10:5: warning: data race on 'flag': write in setter (thread 1) || read in getter "
                + "(thread 2)", lines.get(0));
        String verdict = lines.get(lines.size() - 1);
        assertTrue(verdict.matches("verdict: violation \\(1 finding; dpor, steps<=10000, executions<=200000, "
                + "wide inputs: 12 representatives; [0-9]+\\.[0-9]{2} s\\)"), verdict);
    }

    /** Positions inside lines the preprocessor changes (a macro call over two lines, a comment, blanks). */
    @Test
    void accessesInLinesThePreprocessorChangedKeepTheirColumnsInJsonAndSarif() {
        String file = fixtures().resolveSibling("positions").resolve("macro-continuation-race-unsafe.c").toString();
        assertEquals(1, braid("check", "--property", "race", "--format", "json", file), err.toString());
        JsonArray accesses = JsonParser.parseString(out.toString()).getAsJsonObject().getAsJsonArray("findings").get(0)
                .getAsJsonObject().getAsJsonArray("accesses");
        assertEquals(JsonParser.parseString("[{\"thread\":1,\"access\":\"write\",\"file\":\"" + file
                + "\",\"line\":10,\"column\":21,\"function\":\"setter\"},{\"thread\":2,\"access\":\"read\",\"file\":\""
                + file + "\",\"line\":17,\"column\":14,\"function\":\"getter\"}]"), accesses);
        out.getBuffer().setLength(0);
        assertEquals(1, braid("check", "--property", "race", "--format", "sarif", file), err.toString());
        JsonObject result = JsonParser.parseString(out.toString()).getAsJsonObject().getAsJsonArray("runs").get(0)
                .getAsJsonObject().getAsJsonArray("results").get(0).getAsJsonObject();
        assertEquals(JsonParser.parseString("{\"startLine\":10,\"startColumn\":21}"), result.getAsJsonArray("locations")
                .get(0).getAsJsonObject().getAsJsonObject("physicalLocation").getAsJsonObject("region"));
        assertEquals(JsonParser.parseString("{\"startLine\":17,\"startColumn\":14}"), result
                .getAsJsonArray("relatedLocations").get(0).getAsJsonObject().getAsJsonObject("physicalLocation")
                .getAsJsonObject("region"));
    }

    @Test
    void lockedFlagIsProvedAndHasNoViolationWithinTheBmcsBounds() {
        assertEquals(0, braid("check", "--format", "sarif", fixture("flag-locked-safe.c")), err.toString());
        JsonObject run = JsonParser.parseString(out.toString()).getAsJsonObject().getAsJsonArray("runs").get(0)
                .getAsJsonObject();
        assertEquals("proved", run.getAsJsonObject("properties").get("verdict").getAsString());
        assertEquals(new JsonArray(), run.getAsJsonArray("results"));
        out.getBuffer().setLength(0);
        assertEquals(0, braid("check", "--engine", "bmc", "--format", "sarif", fixture("flag-locked-safe.c")),
                err.toString());
        run = JsonParser.parseString(out.toString()).getAsJsonObject().getAsJsonArray("runs").get(0).getAsJsonObject();
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
    void falseStaticAssertionIsAnInputErrorAtItsLine() {
        String file = fixture("static-assert-false-error.c");
        assertEquals(2, braid("check", file));
        assertEquals(file + ":7: error: static assertion failed: _Static_assert(sizeof(struct header) == 12, \"packed header\");\n",
                err.toString());
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
        assertEquals(10, rows.size(), out.toString());
        assertTrue(rows.get(1).matches("flag-locked-safe\\.c +proved +0 .*"), rows.get(1));
        assertTrue(rows.get(2).matches("flag-race-unsafe\\.c +violation +1 .*"), rows.get(2));
        assertEquals("missing-semicolon-error.c    input-error", rows.get(3));
        assertEquals("static-assert-false-error.c  input-error", rows.get(4));
        assertTrue(rows.get(5).startsWith("median "), rows.get(5));
        assertEquals(List.of("",
                "decided 2 of 4 files (violation 1, proved 1, no-violation-within-bounds 0, unknown 0, input-error 2)",
                "against file names (*-safe, *-unsafe): 0 violations in *-safe files, 0 *-unsafe files without one",
                "answered by (--engine auto or dpor-then-bmc): bmc 0, dpor 2"),
                rows.subList(6, 10));
        assertTrue(err.toString().contains("missing-semicolon-error.c:4: error: syntax error near 'int x = ;'\n"),
                err.toString());
        assertTrue(err.toString().endsWith("static-assert-false-error.c:7: error: static assertion failed: "
                + "_Static_assert(sizeof(struct header) == 12, \"packed header\");\n"), err.toString());
    }

    @Test
    void aJavaFileIsCheckedByTheJavaFrontEnd() {
        String file = fixtures().resolveSibling("java").resolve("LostUpdate.java").toString();
        assertEquals(1, braid("check", "--format", "json", file), err.toString());
        JsonObject report = JsonParser.parseString(out.toString()).getAsJsonObject();
        assertEquals("violation", report.get("verdict").getAsString());
        List<String> findings = new java.util.ArrayList<>();
        report.getAsJsonArray("findings").forEach(each -> {
            JsonObject finding = each.getAsJsonObject();
            findings.add(finding.has("target") ? "data-race " + finding.get("target").getAsString()
                    : "assertion line " + finding.get("line").getAsInt());
        });
        assertEquals(JAVA_FINDINGS, findings.stream().sorted().toList());
    }
}
