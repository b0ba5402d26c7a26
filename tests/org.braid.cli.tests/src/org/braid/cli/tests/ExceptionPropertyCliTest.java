package org.braid.cli.tests;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.braid.cli.internal.Main;
import org.junit.jupiter.api.Test;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * {@code braid check --property exception|race|...} on a Java program whose first thread dies of a
 * {@code NullPointerException} inside a {@code synchronized} block and whose second thread then takes
 * that monitor and races with {@code main} (fixtures/java/exception/NpeInSynchronized.java): text,
 * JSON and SARIF name the uncaught exception; with {@code race} the race after it is found.
 */
class ExceptionPropertyCliTest {
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int braid(String... args) {
        return Main.run(new PrintWriter(out, true), new PrintWriter(err, true), args);
    }

    private static String fixture() {
        Path local = Path.of("fixtures", "java", "exception");
        return (Files.isDirectory(local) ? local : Path.of("tests", "org.braid.cli.tests", "fixtures", "java",
                "exception")).resolve("NpeInSynchronized.java").toString();
    }

    @Test
    void textSaysWhichExceptionInWhichThreadWhere() {
        assertEquals(1, braid("check", "--property", "exception", fixture()), err.toString());
        List<String> errors = out.toString().lines().filter(line -> line.contains(": error: ")).toList();
        assertEquals(List.of(fixture() + ":10: error: uncaught NullPointerException: name in thread \"Thread-0\" at "
                + "NpeInSynchronized.java:10"), errors);
    }

    @Test
    void jsonNamesTheKindAndTheProperty() {
        assertEquals(1, braid("check", "--format", "json", "--property", "no-uncaught-exception", fixture()),
                err.toString());
        JsonArray findings = JsonParser.parseString(out.toString()).getAsJsonObject().getAsJsonArray("findings");
        JsonObject finding = findings.get(0).getAsJsonObject();
        assertAll(
                () -> assertEquals(1, findings.size()),
                () -> assertEquals("uncaught-exception", finding.get("kind").getAsString()),
                () -> assertEquals("exception", finding.get("property").getAsString()),
                () -> assertEquals(10, finding.get("line").getAsInt()),
                () -> assertEquals("uncaught NullPointerException: name", finding.get("message").getAsString()));
    }

    @Test
    void sarifUsesTheRuleUncaughtException() {
        assertEquals(1, braid("check", "--format", "sarif", "--property", "exception", fixture()), err.toString());
        JsonObject run = JsonParser.parseString(out.toString()).getAsJsonObject().getAsJsonArray("runs").get(0)
                .getAsJsonObject();
        List<String> rules = new ArrayList<>();
        run.getAsJsonObject("tool").getAsJsonObject("driver").getAsJsonArray("rules")
                .forEach(rule -> rules.add(rule.getAsJsonObject().get("id").getAsString()));
        JsonArray results = run.getAsJsonArray("results");
        JsonObject result = results.get(0).getAsJsonObject();
        assertAll(
                () -> assertEquals(List.of("data-race", "assertion", "deadlock", "uncaught-exception"), rules),
                () -> assertEquals(1, results.size()),
                () -> assertEquals("uncaught-exception", result.get("ruleId").getAsString()),
                () -> assertEquals(3, result.get("ruleIndex").getAsInt()),
                () -> assertEquals("error", result.get("level").getAsString()),
                () -> assertEquals("uncaught NullPointerException: name in thread \"Thread-0\" at "
                        + "NpeInSynchronized.java:10", result.getAsJsonObject("message").get("text").getAsString()));
    }

    @Test
    void withRacesOnlyTheExceptionIsNotReportedAndTheRaceAfterItIs() {
        assertEquals(1, braid("check", "--format", "json", "--property", "race", fixture()), err.toString());
        JsonArray findings = JsonParser.parseString(out.toString()).getAsJsonObject().getAsJsonArray("findings");
        JsonObject finding = findings.get(0).getAsJsonObject();
        List<Integer> lines = new ArrayList<>();
        finding.getAsJsonArray("accesses").forEach(a -> lines.add(a.getAsJsonObject().get("line").getAsInt()));
        assertAll(
                () -> assertEquals(1, findings.size()),
                () -> assertEquals("data-race", finding.get("kind").getAsString()),
                () -> assertEquals("NpeInSynchronized.other", finding.get("target").getAsString()),
                () -> assertEquals(List.of(19, 22), lines.stream().sorted().toList()));
    }

    @Test
    void anUnknownPropertyListsTheChoices() {
        assertEquals(2, braid("check", "--property", "exceptions", fixture()));
        assertTrue(err.toString().contains(
                "unknown property 'exceptions' (expected race, assert, exception or all)"), err.toString());
    }
}
