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

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * {@code braid check --engine auto}, {@code --engine dpor-then-bmc} and {@code --cross-check} on real C files (fixtures/check): which
 * engine answered, in text, JSON and SARIF, and the exit status.
 */
class PortfolioEndToEndTest {
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int braid(String... args) {
        return Main.run(new PrintWriter(out, true), new PrintWriter(err, true), args);
    }

    private static String fixture(String name) {
        Path local = Path.of("fixtures", "check");
        return (Files.isDirectory(local) ? local : Path.of("tests", "org.braid.cli.tests", "fixtures", "check"))
                .resolve(name).toString();
    }

    @Test
    void autoProvesTheLockedFlagWithDporAndSaysSoInJson() {
        assertEquals(0, braid("check", "--engine", "auto", "--format", "json", fixture("flag-locked-safe.c")),
                err.toString());
        JsonObject report = JsonParser.parseString(out.toString()).getAsJsonObject();
        assertEquals("proved", report.get("verdict").getAsString());
        assertEquals("dpor", report.getAsJsonObject("bounds").get("engine").getAsString());
        JsonObject portfolio = report.getAsJsonObject("portfolio");
        if (portfolio.has("otherVerdict")) {
            // Only if the BMC finished before DPOR's proof, which takes milliseconds: a bounded verdict.
            assertEquals("no-violation-within-bounds", portfolio.remove("otherVerdict").getAsString());
        }
        assertEquals(JsonParser.parseString("{\"engine\":\"dpor\",\"rule\":\"first-conclusive\",\"otherEngine\":\"bmc\","
                + "\"disagreements\":[]}"), portfolio);
    }

    @Test
    void autoNamesTheEngineInSarif() {
        assertEquals(0, braid("check", "--engine", "auto", "--format", "sarif", fixture("flag-locked-safe.c")),
                err.toString());
        JsonObject properties = JsonParser.parseString(out.toString()).getAsJsonObject().getAsJsonArray("runs").get(0)
                .getAsJsonObject().getAsJsonObject("properties");
        assertEquals("proved", properties.get("verdict").getAsString());
        assertEquals("dpor", properties.getAsJsonObject("portfolio").get("engine").getAsString());
        assertEquals("first-conclusive", properties.getAsJsonObject("portfolio").get("rule").getAsString());
    }

    @Test
    void autoReportsTheReplayedRaceAndTheEngineThatFoundItFirst() {
        String file = fixture("flag-race-unsafe.c");
        assertEquals(1, braid("check", "--engine", "auto", "--property", "race", file), err.toString());
        List<String> lines = out.toString().lines().toList();
        assertEquals(file + ":10:5: warning: data race on 'flag': write in setter (thread 1) || read in getter "
                + "(thread 2)", lines.get(0));
        String answered = lines.get(lines.size() - 2);
        String verdict = lines.get(lines.size() - 1);
        if (answered.startsWith("answered by dpor")) {
            assertEquals("answered by dpor (auto: first conclusive answer; bmc was canceled)", answered);
            assertTrue(verdict.startsWith("verdict: violation (1 finding; dpor, steps<=10000"), verdict);
        } else {
            assertEquals("answered by bmc (auto: first conclusive answer; dpor was canceled)", answered);
            assertTrue(verdict.startsWith("verdict: violation (1 finding; kiss, MAX=1, unwind=2, threads=4;"), verdict);
        }
    }

    @Test
    void dporThenBmcAnswersTheRaceWithDporsFindingAndTheBmcDoesNotRun() {
        String file = fixture("flag-race-unsafe.c");
        assertEquals(1, braid("check", "--engine", "dpor-then-bmc", "--property", "race", file), err.toString());
        List<String> lines = out.toString().lines().toList();
        assertEquals(file + ":10:5: warning: data race on 'flag': write in setter (thread 1) || read in getter "
                + "(thread 2)", lines.get(0));
        assertEquals("answered by dpor (dpor-then-bmc: dpor searched first; bmc did not run)",
                lines.get(lines.size() - 2));
        assertTrue(lines.get(lines.size() - 1).startsWith("verdict: violation (1 finding; dpor, steps<=10000, "
                + "executions<=500"), lines.get(lines.size() - 1));
    }

    @Test
    void dporThenBmcFallsBackToTheBmcWhenDporIsCutAndSaysSoInJson() {
        assertEquals(0, braid("check", "--engine", "dpor-then-bmc", "--dpor-executions", "1", "--format", "json",
                fixture("flag-locked-safe.c")), err.toString());
        JsonObject report = JsonParser.parseString(out.toString()).getAsJsonObject();
        assertEquals("no-violation-within-bounds", report.get("verdict").getAsString());
        assertEquals("kiss", report.getAsJsonObject("bounds").get("strategy").getAsString());
        assertEquals(JsonParser.parseString("{\"engine\":\"bmc\",\"rule\":\"dpor-then-bmc\",\"otherEngine\":\"dpor\","
                + "\"otherVerdict\":\"no-violation-within-bounds\",\"disagreements\":[]}"), report.get("portfolio"));
    }

    @Test
    void crossCheckOfTheRaceAgreesAndReportsTheBmcsFinding() {
        String file = fixture("flag-race-unsafe.c");
        assertEquals(1, braid("check", "--cross-check", "--property", "race", file), err.toString());
        List<String> lines = out.toString().lines().toList();
        assertEquals(file + ":10:5: warning: data race on 'flag': write in setter (thread 1) || read in getter "
                + "(thread 2)", lines.get(0));
        assertEquals(List.of("answered by bmc (cross-check: both engines ran to the end; dpor said violation)",
                "cross-check: bmc and dpor agree within their common bounds"),
                lines.subList(lines.size() - 3, lines.size() - 1));
        assertTrue(lines.get(lines.size() - 1).startsWith("verdict: violation (1 finding; kiss, MAX=1"));
    }

    @Test
    void crossCheckOfTheLockedFlagAgreesAndAnswersProved() {
        assertEquals(0, braid("check", "--cross-check", "--format", "json", fixture("flag-locked-safe.c")),
                err.toString());
        JsonObject report = JsonParser.parseString(out.toString()).getAsJsonObject();
        assertEquals("proved", report.get("verdict").getAsString());
        assertEquals(JsonParser.parseString("{\"engine\":\"dpor\",\"rule\":\"cross-check\",\"otherEngine\":\"bmc\","
                + "\"otherVerdict\":\"no-violation-within-bounds\",\"disagreements\":[]}"), report.get("portfolio"));
    }

    @Test
    void crossCheckWithAnEngineIsAUsageError() {
        assertEquals(2, braid("check", "--cross-check", "--engine", "bmc", fixture("flag-locked-safe.c")));
        assertTrue(err.toString().startsWith("braid: --cross-check: runs both engines; it cannot be combined with "
                + "--engine"), err.toString());
    }
}
