package org.braid.java;

import static org.braid.java.JavaChecks.assertFindings;
import static org.braid.java.JavaChecks.assertNoViolation;
import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.braid.core.CheckResult;
import org.braid.core.Verdict;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The models of {@code LinkedList} (through {@code Queue}, {@code Deque} and {@code List}),
 * {@code HashMap.entrySet()} with its {@code Map.Entry}s, and {@code forEach} of the collections,
 * their views and {@code Map} ({@code fixtures/e2e/linkedlist-*}, {@code entryset-*},
 * {@code foreach-*}), with the exact findings. Every single-threaded fixture also runs on this
 * JVM ({@code java -ea FILE}, the source launcher): the safe ones pass there, and the same
 * fixture with one expected value changed fails there at the line where Braid reports it.
 */
class CollectionModelsTest {

    private static CheckResult check(String name, String... settings) throws Exception {
        String[] all = new String[settings.length + 1];
        all[0] = "timeout=300";
        System.arraycopy(settings, 0, all, 1, settings.length);
        return JavaChecks.check("e2e/" + name, all);
    }

    /**
     * The producer's {@code offer} writes the list's state, the consumer's {@code poll} reads it:
     * a race at the user's two lines. Not a write/write race: {@code poll} writes only after reading
     * an element the {@code offer} had finished adding. No element is lost (the final
     * {@code assert} holds).
     */
    @Test
    void offerAndPollOnASharedLinkedListRace() throws Exception {
        assertFindings(check("linkedlist-offer-poll-unsafe.java"), List.of("java.util.LinkedList.state write@10/read@12"),
            List.of());
    }

    /**
     * A reader's enhanced {@code for} over the list while a writer {@code offer}s: the race at the
     * writer's line and the {@code for} line, and the {@code ConcurrentModificationException} the
     * JVM throws when the offer comes between the reader's {@code next()} calls.
     */
    @Test
    void iteratingWhileAnotherThreadOffersRacesAndMayThrow() throws Exception {
        assertFindings(check("linkedlist-iterate-while-offering-unsafe.java", "engine=dpor"),
            List.of("java.util.LinkedList.state write@10/read@12"),
            List.of("12: uncaught ConcurrentModificationException"));
    }

    @Test
    void offerAndPollUnderTheListsMonitorAreSafe() throws Exception {
        assertNoViolation(check("linkedlist-offer-poll-synchronized-safe.java"));
    }

    /**
     * Both ends of a {@code Deque} (the ring wraps at the first {@code addFirst}), empty
     * {@code poll}/{@code peek}, {@code NoSuchElementException}, {@code get}, {@code contains},
     * iteration; removing the last element inside the {@code for} ends the loop quietly (the
     * JDK's {@code hasNext()} is {@code nextIndex < size}), an {@code add} inside it throws
     * {@code ConcurrentModificationException}, {@code Iterator.remove}, {@code clear}.
     */
    @Test
    void linkedListIsTheJdks(@TempDir Path dir) throws Exception {
        assertAll(
            () -> assertNoViolation(check("linkedlist-deque-safe.java")),
            () -> assertEquals(0, Jvm.run(JavaChecks.fixture("e2e/linkedlist-deque-safe.java"), dir).exit()));
    }

    /** A ninth element is beyond the model's 8: unknown at the user's call, never a wrong answer. */
    @Test
    void aNinthElementIsUnknown() throws Exception {
        CheckResult result = check("linkedlist-too-many-unknown.java", "unwind=16");
        assertAll(
            () -> assertEquals(Verdict.UNKNOWN, result.verdict()),
            () -> assertTrue(result.reason().orElseThrow().startsWith("unsupported: a LinkedList of more than 8 elements"),
                result.reason()::toString));
    }

    /** Entries in the JDK's order, {@code getKey}, {@code getValue}, {@code setValue} writing through, removal by the iterator. */
    @Test
    void entrySetIterationIsTheJdks(@TempDir Path dir) throws Exception {
        assertAll(
            () -> assertNoViolation(check("entryset-safe.java")),
            () -> assertEquals(0, Jvm.run(JavaChecks.fixture("e2e/entryset-safe.java"), dir).exit()));
    }

    @Test
    void aWrongSumOverTheEntrySetIsAViolation(@TempDir Path dir) throws Exception {
        assertWrongExpectationFails(dir, "entryset-safe.java", "values == 60", "values == 61", 21);
    }

    /**
     * {@code Map.forEach}, {@code forEach} of {@code values()} and {@code entrySet()}, and
     * {@code Iterable.forEach} through {@code List} and {@code Set} on {@code ArrayList},
     * {@code LinkedList} and {@code HashSet}, in the JDK's orders; a removal inside
     * {@code ArrayList.forEach} ends it with {@code ConcurrentModificationException}, one of the
     * current entry inside {@code HashMap.forEach} throws it after the walk visited every entry.
     */
    @Test
    void forEachIsTheJdks(@TempDir Path dir) throws Exception {
        assertAll(
            () -> assertNoViolation(check("foreach-safe.java")),
            () -> assertEquals(0, Jvm.run(JavaChecks.fixture("e2e/foreach-safe.java"), dir).exit()));
    }

    /**
     * The action removes its own entry twice ({@code 17}, then {@code 1}): the JDK's walk goes on
     * to the entries after it and throws {@code ConcurrentModificationException} at its end, which
     * nothing catches: the finding at the {@code forEach} call, where the JVM throws it too.
     */
    @Test
    void removingTheCurrentEntryInsideHashMapForEachThrowsAtItsEnd(@TempDir Path dir) throws Exception {
        Jvm.Run jvm = Jvm.run(JavaChecks.fixture("e2e/foreach-remove-cme-unsafe.java"), dir);
        assertAll(
            () -> assertFindings(check("foreach-remove-cme-unsafe.java"), List.of(),
                List.of("13: uncaught ConcurrentModificationException")),
            () -> assertEquals(1, jvm.exit()),
            () -> assertTrue(jvm.output().contains("java.util.ConcurrentModificationException")
                && jvm.output().contains("(foreach-remove-cme-unsafe.java:13)"), jvm.output()));
    }

    @Test
    void aWrongForEachSumIsAViolation(@TempDir Path dir) throws Exception {
        assertWrongExpectationFails(dir, "foreach-safe.java", "total == 620", "total == 630", 24);
    }

    /**
     * An entry kept past a {@code remove} of another key: the JDK's node still has its value, the
     * model no longer knows where it is, so the check is unknown there (the JVM passes).
     */
    @Test
    void anEntryUsedAfterAStructuralChangeIsUnknown() throws Exception {
        assertUnknown(check("entryset-stale-entry-unknown.java"),
            "unsupported: an entry of a HashMap used after the map changed structurally");
    }

    /**
     * A {@code put} of a new key inside {@code HashMap.forEach}: the JDK goes on through its table
     * and throws at the end, the model stops there with unknown (the JVM passes: it throws).
     */
    @Test
    void aStructuralChangeInsideHashMapForEachIsUnknown() throws Exception {
        assertUnknown(check("foreach-change-map-unknown.java"),
            "unsupported: a HashMap changed structurally inside its forEach");
    }

    /**
     * {@code map.forEach} in one thread reads the map's state another thread's {@code put} writes:
     * the race at the two lines, found by DPOR. (The executions where the {@code put} comes inside
     * the walk are the cut of {@link #aStructuralChangeInsideHashMapForEachIsUnknown}: the bounded
     * model checker answers unknown with that reason.)
     */
    @Test
    void forEachWhileAnotherThreadPutsRacesOnTheMapState() throws Exception {
        assertFindings(check("foreach-while-putting-unsafe.java", "engine=dpor"),
            List.of("java.util.HashMap.state write@11/read@12"), List.of());
    }

    private static void assertUnknown(CheckResult result, String reason) {
        assertAll(
            () -> assertEquals(Verdict.UNKNOWN, result.verdict(), () -> "findings: " + result.findings()),
            () -> assertTrue(result.reason().orElseThrow().startsWith(reason), result.reason()::toString));
    }

    /**
     * {@code Iterable.forEach} dispatches to the models only on a receiver whose static type is a
     * modelled class or interface ({@code List}, line 9); through {@code Iterable} itself (line 12)
     * it stays unsupported, and so does a JDK method no model implements (line 16).
     */
    @Test
    void iterableForEachDispatchesOnlyThroughModelledTypes() throws Exception {
        LoweringResult lowered = JavaChecks.lower("frontend/foreach-through-iterable-unsupported.java");
        String file = JavaChecks.fixture("frontend/foreach-through-iterable-unsupported.java").toString();
        assertEquals(List.of(
            new Diagnostic(DiagnosticKind.UNSUPPORTED, file, 12, "Main.main(String[])",
                List.of("the JDK method java.lang.Iterable.forEach")),
            new Diagnostic(DiagnosticKind.UNSUPPORTED, file, 16, "Main.split(List)",
                List.of("calling spliterator on a braid.models.java.util.ArrayList (a JDK method, or one implemented"
                    + " through a generic bridge)"))), lowered.diagnostics());
    }

    /**
     * The fixture {@code name} with {@code expected} replaced by {@code wrong}: Braid reports the
     * failed {@code assert} at {@code line} and nothing else, and the JVM fails there too.
     */
    private static void assertWrongExpectationFails(Path dir, String name, String expected, String wrong, int line)
            throws Exception {
        String source = Files.readString(JavaChecks.fixture("e2e/" + name));
        assertTrue(source.contains(expected), expected);
        Path mutated = dir.resolve(name);
        Files.writeString(mutated, source.replace(expected, wrong));
        CheckResult result = JavaChecks.check(JavaFrontEnd.lower(List.of(mutated), JavaFrontEndOptions.defaults()),
            "timeout=300");
        String text = Files.readAllLines(mutated).get(line - 1).strip().replaceAll(";$", "");
        Jvm.Run jvm = Jvm.run(mutated, dir);
        assertAll(
            () -> assertFindings(result, List.of(), List.of(line + ": " + text)),
            () -> assertEquals(1, jvm.exit()),
            () -> assertTrue(jvm.output().contains("java.lang.AssertionError")
                && jvm.output().contains("(" + name + ":" + line + ")"), jvm.output()));
    }

    /** Runs a single-file program on this JVM with assertions on, as {@code java -ea FILE}. */
    static final class Jvm {
        record Run(int exit, String output) {
        }

        static Run run(Path file, Path dir) throws IOException, InterruptedException {
            Path java = Path.of(System.getProperty("java.home"), "bin", "java");
            Path log = dir.resolve(file.getFileName() + ".log");
            Process process = new ProcessBuilder(java.toString(), "-ea", file.toAbsolutePath().toString())
                .redirectErrorStream(true).redirectOutput(log.toFile()).start();
            if (!process.waitFor(120, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new AssertionError("java -ea " + file + " did not end in 120 s");
            }
            return new Run(process.exitValue(), Files.readString(log, StandardCharsets.UTF_8));
        }
    }
}
