package org.braid.cli.tests;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

import org.braid.cli.internal.Main;
import org.junit.jupiter.api.Test;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * {@code braid check --test Class#method} and {@code --test Class} on the JUnit fixtures of the Java
 * front end's tests ({@code fixtures/junit}): the verdict of each test, its findings and the trace of
 * the failed assertion (the test thread 0 and the two threads it starts, ending at the user's
 * {@code assertEquals}; the model's own steps follow it), and the input errors.
 */
class JUnitHarnessTest {
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int braid(String... args) {
        return Main.run(new PrintWriter(out, true), new PrintWriter(err, true), args);
    }

    private static String fixture(String name) {
        Path local = Path.of("..", "org.braid.java.tests", "fixtures", "junit");
        return (Files.isDirectory(local) ? local : Path.of("tests", "org.braid.java.tests", "fixtures", "junit"))
                .resolve(name).toString();
    }

    private JsonArray jsonFindings() {
        return JsonParser.parseString(out.toString()).getAsJsonObject().getAsJsonArray("findings");
    }

    /** The JSON report's only finding that is not a data race. */
    private JsonObject assertion() {
        List<JsonObject> assertions = new ArrayList<>();
        jsonFindings().forEach(each -> {
            if (!each.getAsJsonObject().has("target")) {
                assertions.add(each.getAsJsonObject());
            }
        });
        assertEquals(1, assertions.size(), out.toString());
        return assertions.get(0);
    }

    /** The JSON report's findings as {@code target: access in function@line || ...}, or {@code line: message}. */
    private List<String> findings() {
        List<String> findings = new ArrayList<>();
        jsonFindings().forEach(each -> {
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
    void aJUnit5TestWhoseThreadsIncrementWithoutALockRacesAndFailsItsAssertEqualsWithATrace() {
        String file = fixture("counter-junit5-unsafe.java");
        assertEquals(1, braid("check", "--format", "json", "--test", "CounterTest#twoThreadsIncrement", file),
                err.toString());
        JsonObject assertion = assertion();
        JsonArray trace = assertion.getAsJsonArray("trace");
        TreeSet<Integer> threads = new TreeSet<>();
        List<Integer> lines = new ArrayList<>();
        trace.forEach(step -> {
            if (step.getAsJsonObject().get("file").getAsString().equals(file)) {
                threads.add(step.getAsJsonObject().get("thread").getAsInt());
                lines.add(step.getAsJsonObject().get("line").getAsInt());
            }
        });
        assertAll(
                () -> assertEquals(List.of(
                        "CounterTest.count: write in CounterTest$lambda$1.run()@11 || read in CounterTest$lambda$2.run()@12",
                        "CounterTest.count: write in CounterTest$lambda$1.run()@11 || write in CounterTest$lambda$2.run()@12",
                        "17: uncaught AssertionFailedError: assertEquals failed",
                        "CounterTest.count: read in CounterTest$lambda$1.run()@11 || write in CounterTest$lambda$2.run()@12"),
                        findings()),
                () -> assertEquals("CounterTest.twoThreadsIncrement()", assertion.get("function").getAsString()),
                () -> assertEquals(List.of(0, 1, 2), List.copyOf(threads)),
                () -> assertEquals(17, lines.get(lines.size() - 1)));
    }

    @Test
    void theSynchronizedTestHasNoViolation() {
        assertEquals(0, braid("check", "--test", "SynchronizedCounterTest", fixture("counter-junit5-synchronized-safe.java")),
                err.toString());
        assertEquals(List.of("answered by dpor", "verdict: proved"),
                out.toString().strip().lines().map(line -> line.replaceAll(" \\(.*", "")).toList());
    }

    @Test
    void aJUnit4TestFailsItsAssertEqualsWithAnAssertionError() {
        assertEquals(1, braid("check", "--format", "json", "--test", "CounterJUnit4Test",
                fixture("CounterJUnit4Test.java")), err.toString());
        assertEquals("17: uncaught AssertionError: assertEquals failed", assertion().get("line").getAsInt() + ": "
                + assertion().get("message").getAsString());
    }

    @Test
    void everyTestOfAClassIsItsOwnHarnessWithItsVerdictOnStandardError() {
        assertEquals(1, braid("check", "--format", "json", "--test", "LifecycleTest", fixture("lifecycle-junit5.java")),
                err.toString());
        assertAll(
                () -> assertEquals(List.of(
                        "braid: LifecycleTest#runsBetweenTheBeforeAndAfterMethods: proved",
                        "braid: LifecycleTest#getsAFreshInstance: proved",
                        "braid: LifecycleTest#seesTheAfterMethodsNotYetRun: violation"),
                        err.toString().lines().map(line -> line.replaceAll(" \\(.*", "")).toList()),
                () -> assertEquals(List.of("62: uncaught AssertionFailedError: assertTrue failed"), findings()));
    }

    @Test
    void anUnmodelledShapeIsUnknownNamingItsLine() {
        String file = fixture("unsupported-junit5.java");
        assertEquals(3, braid("check", "--test", "ShapesTest#parameterized", file), err.toString());
        assertEquals("verdict: unknown (unsupported: the JUnit annotation @ParameterizedTest is not supported at " + file
                + ":12", out.toString().strip().replaceAll("; kiss.*", ""));
    }

    @Test
    void aMissingTestClassOrMethodIsAnInputError() {
        String file = fixture("lifecycle-junit5.java");
        assertEquals(2, braid("check", "--test", "LifecycleTest#missing", file));
        assertEquals(2, braid("check", "--test", "NoSuchTest", file));
        assertEquals(2, braid("check", "--test", "LifecycleTest#setUp", file));
        assertEquals(List.of(file + ":27: error: class LifecycleTest declares no method missing; it declares"
                + " [LifecycleTest#setUpClass(), LifecycleTest#setUp(), LifecycleTest#runsBetweenTheBeforeAndAfterMethods(),"
                + " LifecycleTest#getsAFreshInstance(), LifecycleTest#seesTheAfterMethodsNotYetRun(),"
                + " LifecycleTest#tearDown(), LifecycleTest#tearDownClass()]",
                file + ": error: no class named 'NoSuchTest' in the checked files; they declare [BaseTest, LifecycleTest]",
                file + ":41: error: LifecycleTest#setUp is not a test method: it has no @Test annotation of JUnit 5"
                        + " (org.junit.jupiter.api.Test) or JUnit 4 (org.junit.Test)"),
                err.toString().lines().toList());
    }

    @Test
    void aTestWithAnotherHarnessOrMalformedIsAUsageError() {
        String file = fixture("lifecycle-junit5.java");
        assertEquals(2, braid("check", "--test", "LifecycleTest", "--class", "LifecycleTest", file));
        assertEquals(2, braid("check", "--test", "LifecycleTest#", file));
    }
}
