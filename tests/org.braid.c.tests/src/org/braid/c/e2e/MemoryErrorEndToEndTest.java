package org.braid.c.e2e;

import static org.braid.c.e2e.CheckEndToEndTest.check;
import static org.braid.c.e2e.CheckEndToEndTest.fixture;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.braid.core.CheckOption;
import org.braid.core.CheckResult;
import org.braid.core.Verdict;
import org.braid.core.internal.harness.HarnessSpec;
import org.junit.jupiter.api.Test;

/**
 * An invalid memory access is undefined in C: an execution that reaches one makes the check
 * {@code unknown}, with the same reason from the model checker (a reachable memory-error event
 * of its encoding, worded from its model) as from DPOR (whose run stops there); accesses that
 * the program guards change nothing.
 */
class MemoryErrorEndToEndTest {
    private static final List<String> ENGINES = List.of("engine=bmc", "engine=dpor",
        "engine=" + CheckOption.ENGINE.defaultValue());

    private static void assertUnknownInEveryEngine(String file, String reason) throws Exception {
        for (String engine : ENGINES) {
            CheckResult result = check(file, new HarnessSpec.Main(), engine);
            assertEquals(Verdict.UNKNOWN, result.verdict(), () -> engine + ": " + result);
            assertEquals(List.of(), result.findings(), engine);
            assertEquals(reason, result.reason().orElseThrow(), engine);
        }
    }

    /** The worker sets the pointer to null; main dereferences it only if the worker locked first. */
    @Test
    void aNullDereferenceOnOneInterleavingMakesEveryEngineUnknown() throws Exception {
        assertUnknownInEveryEngine("mem-null-interleaving.c", "memory error: null pointer dereference in *p at "
            + fixture("mem-null-interleaving.c") + ":23:5");
    }

    /** Only the input 4 writes past the end of {@code int a[4]}. */
    @Test
    void anOutOfBoundsWriteForOneInputMakesEveryEngineUnknown() throws Exception {
        assertUnknownInEveryEngine("mem-oob-input.c", "memory error: out-of-bounds access in a[i]: 4 bytes at offset 16"
            + " of a (16 bytes) at " + fixture("mem-oob-input.c") + ":12:9");
    }

    /** The worker reads the buffer that main may already have freed. */
    @Test
    void aUseAfterFreeByAnotherThreadMakesEveryEngineUnknown() throws Exception {
        assertUnknownInEveryEngine("mem-use-after-free-thread.c", "memory error: use after free of malloc at"
            + " models/stdlib.c:74 in buffer[1] at " + fixture("mem-use-after-free-thread.c") + ":11:5");
    }

    /** A local of a thread that has returned, named as the user wrote it in both engines. */
    @Test
    void aUseOfAFinishedThreadsLocalMakesEveryEngineUnknown() throws Exception {
        assertUnknownInEveryEngine("mem-use-after-return-thread.c", "memory error: use after return of local x of"
            + " worker in *shared at " + fixture("mem-use-after-return-thread.c") + ":19:5");
    }

    /** Every access guarded: no reason, the verdict the program has without the guards' failures. */
    @Test
    void guardedAccessesChangeNothing() throws Exception {
        assertNoMemoryError("mem-guarded-safe.c");
    }

    /**
     * A thread's local stays valid while the thread waits: the sequentialization abandons a
     * preempted thread's activation for good, which must not make its locals dead.
     */
    @Test
    void aLocalOfAPreemptedThreadStaysValid() throws Exception {
        assertNoMemoryError("mem-preempted-local-safe.c");
    }

    private static void assertNoMemoryError(String file) throws Exception {
        for (String engine : ENGINES) {
            CheckResult result = check(file, new HarnessSpec.Main(), engine);
            assertEquals(List.of(), result.findings(), engine);
            assertTrue(result.reason().isEmpty(), () -> engine + ": " + result);
            assertTrue(result.verdict() == Verdict.PROVED || result.verdict() == Verdict.NO_VIOLATION_WITHIN_BOUNDS,
                () -> engine + ": " + result);
        }
    }
}
