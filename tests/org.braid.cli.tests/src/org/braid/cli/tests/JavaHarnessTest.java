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

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/** {@code braid check --pair Class#m1,Class#m2}, {@code --class} and {@code @ThreadSafe} on Java fixtures (fixtures/java). */
class JavaHarnessTest {
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int braid(String... args) {
        return Main.run(new PrintWriter(out, true), new PrintWriter(err, true), args);
    }

    private static String fixture(String name) {
        Path local = Path.of("fixtures", "java");
        return (Files.isDirectory(local) ? local : Path.of("tests", "org.braid.cli.tests", "fixtures", "java"))
                .resolve(name).toString();
    }

    /** The JSON report's findings as {@code target: function@line || function@line}, or {@code line: message}. */
    private List<String> findings() {
        JsonObject report = JsonParser.parseString(out.toString()).getAsJsonObject();
        List<String> findings = new ArrayList<>();
        report.getAsJsonArray("findings").forEach(each -> {
            JsonObject finding = each.getAsJsonObject();
            if (finding.has("target")) {
                List<String> accesses = new ArrayList<>();
                finding.getAsJsonArray("accesses").forEach(a -> accesses.add(a.getAsJsonObject().get("access")
                        .getAsString() + " in " + a.getAsJsonObject().get("function").getAsString() + "@"
                        + a.getAsJsonObject().get("line").getAsInt()));
                findings.add(finding.get("target").getAsString() + ": " + String.join(" || ", accesses));
            } else {
                findings.add(finding.get("line").getAsInt() + ": " + finding.get("message").getAsString());
            }
        });
        return findings;
    }

    @Test
    void aMethodPairRacesOnTheFieldBetweenTheUsersMethods() {
        assertEquals(1, braid("check", "--format", "json", "--pair", "Counter#increment,Counter#get",
                fixture("Counter.java")), err.toString());
        assertEquals(List.of("Counter.count: write in Counter.increment()@6 || read in Counter.get()@14"), findings());
    }

    @Test
    void synchronizedMethodsOfAPairDoNotRace() {
        assertEquals(0, braid("check", "--pair", "Counter#add(int),Counter#get", fixture("Counter.java")),
                err.toString());
        // an int argument takes more values than dpor's representatives, so the bmc decides
        List<String> lines = out.toString().strip().lines().toList();
        assertEquals(2, lines.size(), out.toString());
        assertTrue(lines.get(0).startsWith("answered by bmc (dpor-then-bmc: dpor searched first and was not conclusive, "
                + "then bmc"), lines.get(0));
        assertTrue(lines.get(1).startsWith("verdict: no-violation-within-bounds (complete; kiss, "), lines.get(1));
    }

    @Test
    void aClassHarnessChecksEveryPairAndSaysEachVerdictOnStandardError() {
        assertEquals(1, braid("check", "--format", "json", "--class", "Counter", fixture("Counter.java")),
                err.toString());
        List<String> verdicts = err.toString().lines().map(line -> line.replaceAll(" \\(.*", "")).toList();
        assertAll(
                () -> assertEquals(List.of(
                        "braid: Counter#increment || Counter#increment: violation",
                        "braid: Counter#increment || Counter#add: violation",
                        "braid: Counter#increment || Counter#get: violation",
                        "braid: Counter#add || Counter#add: no-violation-within-bounds",
                        "braid: Counter#add || Counter#get: no-violation-within-bounds",
                        "braid: Counter#get || Counter#get: proved"), verdicts),
                () -> assertEquals(List.of(
                        "Counter.count: read in Counter.increment()@6 || write in Counter.increment()@6",
                        "Counter.count: write in Counter.increment()@6 || write in Counter.increment()@6",
                        "Counter.count: write in Counter.increment()@6 || read in Counter.add(int)@10",
                        "Counter.count: write in Counter.increment()@6 || write in Counter.add(int)@10",
                        "Counter.count: read in Counter.increment()@6 || write in Counter.add(int)@10",
                        "Counter.count: write in Counter.increment()@6 || read in Counter.get()@14"), findings()));
    }

    @Test
    void aThreadSafeClassWithoutMainIsCheckedAsAClassHarness() {
        assertEquals(1, braid("check", "--format", "json", fixture("Cache.java")), err.toString());
        assertEquals(List.of("Cache.size: read in Cache.size()@10 || write in Cache.grow()@15",
                "Cache.size: read in Cache.grow()@14 || write in Cache.grow()@15",
                "Cache.size: read in Cache.grow()@15 || write in Cache.grow()@15",
                "Cache.size: write in Cache.grow()@15 || write in Cache.grow()@15"), findings());
    }

    @Test
    void anUnknownClassOrMethodIsAnInputError() {
        String file = fixture("Counter.java");
        assertEquals(2, braid("check", "--pair", "Counter#increment,Counter#reset", file));
        assertEquals(2, braid("check", "--class", "Countr", file));
        assertEquals(List.of(file + ":2: error: class Counter declares no method reset; it declares"
                + " [Counter#increment(), Counter#add(int), Counter#get()]",
                file + ": error: no class named 'Countr' in the checked files; they declare [Counter]"),
                err.toString().lines().toList());
    }

    @Test
    void aMalformedPairIsAUsageError() {
        assertEquals(2, braid("check", "--pair", "Counter#increment", fixture("Counter.java")));
        assertEquals(2, braid("check", "--pair", "Counter#get", "--class", "Counter", fixture("Counter.java")));
    }

    @Test
    void aClassWithoutMainOrThreadSafeSaysHowToCheckIt() {
        assertEquals(2, braid("check", fixture("Counter.java")));
        assertEquals("braid: the program has no main to check; check two entry points with --pair F,G (Java: --pair"
                + " Class#m1,Class#m2, --class Class, --test TestClass, or a class annotated @ThreadSafe); the files define"
                + " Counter#increment(), Counter#add(int), Counter#get()", err.toString().strip());
    }

    @Test
    void javaHarnessesOfACFileAreAnInputError() {
        Path c = Path.of(fixture("Counter.java")).getParent().resolveSibling("check").resolve("flag-race-unsafe.c");
        assertEquals(2, braid("check", "--class", "Counter", c.toString()));
        assertEquals("braid: --class is for Java; the C files are checked with --pair F,G naming two functions",
                err.toString().strip());
    }

    /** A fixture of the Java front end's tests (its class path example and jar). */
    private static String javaTestsFixture(String name) {
        Path local = Path.of("..", "org.braid.java.tests", "fixtures");
        return (Files.isDirectory(local) ? local : Path.of("tests", "org.braid.java.tests", "fixtures")).resolve(name)
                .toString();
    }

    @Test
    void theClassPathResolvesALibrarysTypesAndWithoutItTheImportIsAnInputError() {
        String program = javaTestsFixture("classpath/UsesLimits.java");
        assertEquals(2, braid("check", program));
        assertEquals(program + ":1: error: The import config cannot be resolved", err.toString().strip());
        err.getBuffer().setLength(0);
        assertEquals(1, braid("check", "--format", "json", "--classpath", javaTestsFixture("classpath/limits.jar"),
                program), err.toString());
        assertEquals(List.of("12: assert count == Limits.WORKERS"), findings().stream()
                .filter(finding -> !finding.startsWith("UsesLimits.count")).toList());
    }
}
