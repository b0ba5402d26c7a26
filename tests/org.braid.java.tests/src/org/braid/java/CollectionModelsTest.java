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
 * The model of {@code LinkedList} (through {@code Queue}, {@code Deque} and {@code List},
 * {@code fixtures/e2e/linkedlist-*}), with the exact findings. Every single-threaded fixture also
 * runs on this JVM ({@code java -ea FILE}, the source launcher) and passes there.
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
