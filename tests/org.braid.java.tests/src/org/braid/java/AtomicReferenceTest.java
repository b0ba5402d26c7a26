package org.braid.java;

import static org.braid.java.JavaChecks.assertFindings;
import static org.braid.java.JavaChecks.assertNoViolation;
import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import org.braid.core.CheckResult;
import org.braid.core.Verdict;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/**
 * The {@code AtomicReference} model and the update functions of the atomics ({@code updateAndGet},
 * {@code getAndUpdate}, {@code accumulateAndGet}, {@code getAndAccumulate}: the JDK's retry loops)
 * through the main harness with the exact findings; the correct fixtures also pass on this JVM
 * ({@code java -ea}).
 */
class AtomicReferenceTest {

    @TempDir
    Path temp;

    private static CheckResult check(String name, String... settings) throws Exception {
        String[] all = new String[settings.length + 1];
        all[0] = "timeout=300";
        System.arraycopy(settings, 0, all, 1, settings.length);
        return JavaChecks.check("e2e/" + name, all);
    }

    @Test
    void aTreiberStackPushedFromTwoThreadsKeepsBothNodes() throws Exception {
        assertNoViolation(check("atomic-reference-stack-safe.java"));
    }

    @Test
    void theDporEngineProvesTheTreiberStack() throws Exception {
        CheckResult result = check("atomic-reference-stack-safe.java", "engine=dpor");
        assertAll(() -> assertEquals(Verdict.PROVED, result.verdict(), () -> result.reason().orElse("")),
            () -> assertEquals(List.of(), result.findings()));
    }

    @Test
    void getThenSetLosesAnUpdateWithoutARace() throws Exception {
        assertFindings(check("atomic-reference-get-set-unsafe.java"), List.of(),
            List.of("19: assert count.get() == 2: an update was lost"));
    }

    @Test
    void theUpdateFunctionsRetryUntilTheirCompareAndSetWins() throws Exception {
        // DPOR explores every interleaving of the three retry loops in seconds; the BMC's
        // encoding of them (three CAS loops, each unwound, plus string concatenation) did not
        // finish within 300 s, so the bounded engine is not the one that decides this program.
        CheckResult result = check("atomic-update-safe.java", "engine=dpor");
        assertAll(() -> assertEquals(Verdict.PROVED, result.verdict(), () -> result.reason().orElse("")),
            () -> assertEquals(List.of(), result.findings()));
    }

    @Test
    void aFieldSetAfterPublishingTheObjectRaces() throws Exception {
        assertFindings(check("atomic-reference-publish-unsafe.java"), List.of("Main$Config.limit write@17/read@22"),
            List.of());
    }

    @ParameterizedTest
    @ValueSource(strings = { "atomic-reference-stack-safe.java", "atomic-update-safe.java" })
    void theCorrectFixturesPassOnTheJvm(String name) throws Exception {
        CollectionModelsTest.Jvm.Run run = CollectionModelsTest.Jvm.run(JavaChecks.fixture("e2e/" + name), temp);
        assertEquals(0, run.exit(), run.output());
    }
}
