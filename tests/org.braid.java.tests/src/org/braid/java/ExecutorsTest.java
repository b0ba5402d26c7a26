package org.braid.java;

import static org.braid.java.JavaChecks.assertFindings;
import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.braid.core.CheckResult;
import org.braid.core.Verdict;
import org.junit.jupiter.api.Test;

/**
 * The models of {@code Executors}, {@code ExecutorService}, {@code Future} and {@code TimeUnit}:
 * tasks on a pool of several threads race, a single-thread executor runs its tasks one after
 * another, {@code Future.get()} and {@code awaitTermination} order a task before what follows them,
 * a task's exception reaches {@code get()} as an {@code ExecutionException}, and a task submitted
 * after {@code shutdown()} is rejected. Checked with the DPOR engine, which explores every
 * interleaving of these small programs, so the safe ones are proved.
 */
class ExecutorsTest {

    private static CheckResult check(String name) throws Exception {
        return JavaChecks.check("e2e/" + name, "engine=dpor", "timeout=300");
    }

    private static void assertProved(CheckResult result) {
        assertAll(
            () -> assertEquals(Verdict.PROVED, result.verdict(),
                () -> "reason: " + result.reason() + ", findings: " + result.findings()),
            () -> assertEquals(List.of(), result.findings()));
    }

    @Test
    void tasksOnAPoolOfTwoThreadsRaceAndLoseAnIncrement() throws Exception {
        assertFindings(check("executor-lost-update-unsafe.java"),
            List.of("Main.count read@13/write@16", "Main.count write@13/read@16", "Main.count write@13/write@16"),
            List.of("21: assert count == 2: an increment was lost"));
    }

    @Test
    void aSingleThreadExecutorRunsItsTasksOneAfterAnother() throws Exception {
        assertProved(check("executor-single-thread-safe.java"));
    }

    @Test
    void futureGetOrdersTheTaskBeforeTheCallerAndReturnsItsResult() throws Exception {
        assertProved(check("future-get-safe.java"));
    }

    @Test
    void aTasksExceptionReachesGetAsAnExecutionException() throws Exception {
        assertProved(check("future-exception-safe.java"));
    }

    @Test
    void aTaskSubmittedAfterShutdownIsRejected() throws Exception {
        assertFindings(check("executor-rejected-unsafe.java"), List.of(),
            List.of("9: uncaught RejectedExecutionException: the pool was shut down"));
    }

    @Test
    void shutdownDoesNotWaitForTheTasks() throws Exception {
        assertFindings(check("executor-no-await-unsafe.java"), List.of("Main.ready write@11/read@14"), List.of());
    }
}
