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

/** {@code braid check --verbose}: one line per phase of the check on standard error, in order. */
class VerboseCheckTest {
    /** The elapsed-time prefix, {@code [  0.41 s] }; times are not asserted. */
    private static final String TIME = "\\[ *[0-9]+\\.[0-9]{2} s\\] ";
    private static final String SIZE = "[0-9]{1,3}(,[0-9]{3})* variables, [0-9]{1,3}(,[0-9]{3})* clauses; solving";

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int braid(String... args) {
        return Main.run(new PrintWriter(out, true), new PrintWriter(err, true), args);
    }

    private static String fixture(String name) {
        Path local = Path.of("fixtures", "check");
        Path dir = Files.isDirectory(local) ? local : Path.of("tests", "org.braid.cli.tests", "fixtures", "check");
        return dir.resolve(name).toString();
    }

    @Test
    void verbosePrintsEachPhaseOfTheRaceSearch() {
        assertEquals(1, braid("check", "--engine", "bmc", "--verbose", "--property", "race", fixture("flag-race-unsafe.c")),
                err.toString());
        List<String> patterns = List.of(
                "races: possible on flag \\(lockset pre-pass; not findings until the search confirms them\\)",
                "races: checking",
                "races: run 1 of at most 32 \\(0 found so far\\)",
                "races: run 1: " + SIZE,
                "races: run 1: replaying a counterexample of [0-9]+ steps",
                "races: run 1: confirmed data race on 'flag': write in setter \\(thread 1\\) \\|\\| read in getter "
                        + "\\(thread 2\\)",
                "races: run 2 of at most 32 \\(1 found so far\\)",
                "races: run 2: " + SIZE,
                // no further race: whether a memory error or unsupported behaviour is reachable
                "races: run 2: " + SIZE);
        List<String> lines = err.toString().lines().toList();
        assertEquals(patterns.size(), lines.size(), err.toString());
        for (int i = 0; i < lines.size(); i++) {
            assertTrue(lines.get(i).matches(TIME + patterns.get(i)), lines.get(i) + " !~ " + patterns.get(i));
        }
        assertTrue(out.toString().startsWith(fixture("flag-race-unsafe.c") + ":10:5: warning: data race on 'flag'"),
                out.toString());
    }

    /** The assertion search names what it looks for: here only uncaught exceptions. */
    @Test
    void verboseNamesTheUncaughtExceptionsWhenOnlyThoseAreSearched() {
        String file = javaFixture("NpeInSynchronized.java");
        assertEquals(1, braid("check", "--engine", "bmc", "--verbose", "--property", "exception", file), err.toString());
        List<String> patterns = List.of(
                "uncaught exceptions: checking",
                "uncaught exceptions: run 1 of at most 32 \\(0 found so far\\)",
                "uncaught exceptions: run 1: " + SIZE,
                "uncaught exceptions: run 1: replaying a counterexample of [0-9]+ steps",
                "uncaught exceptions: run 1: confirmed uncaught NullPointerException: name in thread \"Thread-0\" at "
                        + "NpeInSynchronized.java:10",
                "uncaught exceptions: run 2 of at most 32 \\(1 found so far\\)",
                "uncaught exceptions: run 2: " + SIZE,
                // no further exception: whether a memory error or unsupported behaviour is reachable
                "uncaught exceptions: run 2: " + SIZE);
        assertLines(patterns);
    }

    /**
     * With every property a Java program's assertion search looks for both; a C program has no
     * exceptions, so its search is named for assertions only.
     */
    @Test
    void verboseNamesAssertionsAndUncaughtExceptionsOfJavaAndOnlyAssertionsOfC() {
        assertEquals(1, braid("check", "--engine", "bmc", "--verbose", javaFixture("NpeInSynchronized.java")), err.toString());
        assertEquals(List.of("assertions and uncaught exceptions: checking", "races: checking"), err.toString()
                .lines().map(line -> line.replaceFirst(TIME, "")).filter(line -> line.endsWith(": checking")).toList());
        err.getBuffer().setLength(0);
        assertEquals(1, braid("check", "--engine", "bmc", "--verbose", fixture("flag-race-unsafe.c")), err.toString());
        assertEquals(List.of("assertions: checking", "races: checking"), err.toString().lines()
                .map(line -> line.replaceFirst(TIME, "")).filter(line -> line.endsWith(": checking")).toList());
    }

    private void assertLines(List<String> patterns) {
        List<String> lines = err.toString().lines().toList();
        assertEquals(patterns.size(), lines.size(), err.toString());
        for (int i = 0; i < lines.size(); i++) {
            assertTrue(lines.get(i).matches(TIME + patterns.get(i)), lines.get(i) + " !~ " + patterns.get(i));
        }
    }

    private static String javaFixture(String name) {
        Path local = Path.of("fixtures", "java", "exception");
        Path dir = Files.isDirectory(local) ? local
                : Path.of("tests", "org.braid.cli.tests", "fixtures", "java", "exception");
        return dir.resolve(name).toString();
    }

    @Test
    void withoutVerboseStandardErrorStaysEmpty() {
        assertEquals(1, braid("check", "--property", "race", fixture("flag-race-unsafe.c")), err.toString());
        assertEquals("", err.toString());
    }
}
