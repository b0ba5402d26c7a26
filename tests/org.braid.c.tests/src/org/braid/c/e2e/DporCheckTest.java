package org.braid.c.e2e;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.braid.c.CFrontEnd;
import org.braid.c.CFrontEndOptions;
import org.braid.c.LoweringResult;
import org.braid.core.AssertionFinding;
import org.braid.core.Cancellation;
import org.braid.core.CheckOptions;
import org.braid.core.CheckResult;
import org.braid.core.Cut;
import org.braid.core.DataRaceFinding;
import org.braid.core.DeadlockFinding;
import org.braid.core.TraceStep;
import org.braid.core.Verdict;
import org.braid.core.internal.check.Checker;
import org.braid.core.internal.dpor.DporOptions;
import org.braid.core.internal.dpor.DporResult;
import org.braid.core.internal.dpor.Search;
import org.braid.core.internal.harness.Harness;
import org.braid.core.internal.harness.HarnessSpec;
import org.braid.core.internal.harness.Harnesses;
import org.junit.jupiter.api.Test;

/**
 * The DPOR engine ({@code engine=dpor}) on the C programs of {@code fixtures/dpor/}: races,
 * assertions that need an input value, deadlocks, {@code proved} only for complete searches, and
 * PDP against plain DPOR on the seed's Fig. 1.
 */
class DporCheckTest {

    private static Path fixture(String name) {
        Path local = Path.of("fixtures", "dpor", name);
        return Files.exists(local) ? local : Path.of("tests", "org.braid.c.tests", "fixtures", "dpor", name);
    }

    private static LoweringResult lower(String file) throws Exception {
        LoweringResult lowered = new CFrontEnd().lower(List.of(fixture(file)),
            CFrontEndOptions.defaults().withHostCompiler(false));
        assertTrue(lowered.isExact(), () -> lowered.diagnostics().toString());
        return lowered;
    }

    private static CheckResult check(String file, String properties) throws Exception {
        CheckOptions options = CheckOptions.from(o -> switch (o) {
            case ENGINE -> "dpor";
            case PROPERTIES -> properties;
            case STRATEGY, MAX, ROUNDS, UNWIND, MAX_UNWIND, THREADS, TIMEOUT, DPOR_STEPS,
                DPOR_EXECUTIONS -> null;
        });
        return Checker.check(lower(file).program(), new HarnessSpec.Main(), options, Cancellation.none());
    }

    private static DporResult search(String file, DporOptions options) throws Exception {
        Harness h = Harnesses.build(lower(file).program(), new HarnessSpec.Main());
        return Search.explore(h.program(), h.entry(), options, Cancellation.none(), (e, p, q, f) -> {
        });
    }

    private static List<String> races(CheckResult result) {
        return result.findings().stream().filter(DataRaceFinding.class::isInstance).map(DataRaceFinding.class::cast)
            .map(r -> r.target() + " " + r.first().kind().key() + "@" + r.first().line() + "/"
                + r.second().kind().key() + "@" + r.second().line())
            .sorted().toList();
    }

    private static List<String> waits(DeadlockFinding d) {
        return d.waits().stream().map(w -> "T" + w.thread() + " " + w.waitsIn() + " in " + w.function() + "@"
            + w.line()).toList();
    }

    @Test
    void threadsThatTouchNoCommonCellFinishInOneOrder() throws Exception {
        CheckResult proved = check("fanout-join-safe.c", "race,assert");
        assertEquals(Verdict.PROVED, proved.verdict(), () -> proved.toString());
        long counted = search("fanout-join-safe.c", DporOptions.of(true, true)).executions();
        long executions = proved.stats().counts().get("executions");
        assertTrue(executions * 10 <= counted, () -> "the running-thread count of the pthread model ordered "
            + "the finishes: " + executions + " executions against " + counted + " when it counts");
    }

    @Test
    void fig1RaceOnYIsFound() throws Exception {
        CheckResult result = check("fig1-race.c", "race");
        assertAll(
            () -> assertEquals(Verdict.VIOLATION, result.verdict()),
            () -> assertEquals(List.of("y read@19/write@42", "y write@19/read@42", "y write@19/write@42"),
                races(result)));
    }

    @Test
    void fig1PdpSkipsTheRaceFreeBacktracksOfDpor() throws Exception {
        DporOptions plain = DporOptions.of(true, false).withPdp(false).withSleepSets(false);
        DporResult dpor = search("fig1-race.c", plain);
        DporResult pdp = search("fig1-race.c", plain.withPdp(true));
        assertAll(
            () -> assertEquals(3, dpor.witnesses().size(), "dpor races"),
            () -> assertEquals(3, pdp.witnesses().size(), "pdp races"),
            () -> assertEquals(0, dpor.pruned()),
            () -> assertTrue(pdp.pruned() > 0, "pdp skipped backtrack points"),
            () -> assertTrue(pdp.executions() * 2 < dpor.executions(),
                "pdp " + pdp.executions() + " executions, dpor " + dpor.executions()),
            () -> assertTrue(dpor.complete() && pdp.complete()));
    }

    @Test
    void lockedCounterIsProved() throws Exception {
        CheckResult result = check("locked-counter-safe.c", "all");
        assertAll(
            () -> assertEquals(Verdict.PROVED, result.verdict()),
            () -> assertEquals(List.of(), result.cuts()),
            () -> assertTrue(result.stats().counts().get("executions") > 1));
    }

    @Test
    void lockedCounterIsProvedRaceFreeWithPdp() throws Exception {
        DporResult pdp = search("locked-counter-safe.c", DporOptions.of(true, false).withPdp(true));
        assertAll(
            () -> assertEquals(List.of(), pdp.witnesses()),
            () -> assertTrue(pdp.complete()),
            () -> assertTrue(pdp.pruned() > 0, "pdp skipped backtrack points"));
    }

    @Test
    void lostUpdateRacesAndFailsItsAssertion() throws Exception {
        CheckResult result = check("lost-update-unsafe.c", "all");
        AssertionFinding failure = result.findings().stream().filter(AssertionFinding.class::isInstance)
            .map(AssertionFinding.class::cast).findFirst().orElseThrow();
        assertAll(
            () -> assertEquals(List.of("counter read@9/write@10", "counter write@10/write@10"), races(result)),
            () -> assertEquals(21, failure.line()),
            () -> assertEquals("assert(counter == 2);", failure.message()));
    }

    @Test
    void lockOrderInversionDeadlocks() throws Exception {
        CheckResult result = check("lock-order-deadlock.c", "all");
        DeadlockFinding deadlock = assertInstanceOf(DeadlockFinding.class, result.findings().get(0));
        List<TraceStep> steps = deadlock.trace().steps();
        assertAll(
            () -> assertEquals(Verdict.VIOLATION, result.verdict()),
            () -> assertEquals(1, result.findings().size()),
            () -> assertEquals(List.of("T0 pthread_join in main@33", "T1 pthread_mutex_lock in one@11",
                "T2 pthread_mutex_lock in two@21"), waits(deadlock)),
            () -> assertTrue(steps.stream().anyMatch(s -> s.thread() == 1 && s.line() == 10),
                "thread 1 took a"),
            () -> assertTrue(steps.stream().anyMatch(s -> s.thread() == 2 && s.line() == 20),
                "thread 2 took b"));
    }

    @Test
    void missedSignalDeadlocks() throws Exception {
        CheckResult result = check("missed-signal-deadlock.c", "all");
        DeadlockFinding deadlock = assertInstanceOf(DeadlockFinding.class, result.findings().get(0));
        assertAll(
            () -> assertEquals(1, result.findings().size()),
            () -> assertEquals(List.of("T0 pthread_join in main@32", "T1 pthread_cond_wait in consumer@14"),
                waits(deadlock)));
    }

    @Test
    void assertionNeedingTheInput42IsFound() throws Exception {
        CheckResult result = check("input-assert-unsafe.c", "assert");
        AssertionFinding failure = assertInstanceOf(AssertionFinding.class, result.findings().get(0));
        assertAll(
            () -> assertEquals(1, result.findings().size()),
            () -> assertEquals(24, failure.line()),
            () -> assertTrue(failure.trace().steps().stream().anyMatch(s -> s.values().contains("v := 42")),
                "the input was 42"));
    }

    @Test
    void boolInputsAreEnumeratedSoTheProgramIsProved() throws Exception {
        CheckResult result = check("bool-input-safe.c", "all");
        assertEquals(Verdict.PROVED, result.verdict(), () -> result.cuts().toString());
    }

    @Test
    void intInputsTakeRepresentativesSoNothingIsProved() throws Exception {
        CheckResult result = check("int-input-safe.c", "all");
        assertAll(
            () -> assertEquals(Verdict.NO_VIOLATION_WITHIN_BOUNDS, result.verdict()),
            () -> assertEquals(List.of(new Cut(Cut.Kind.INPUTS, "", 0, DporOptions.REPRESENTATIVES)), result.cuts()));
    }

    @Test
    void aLoopThatNeverEndsHitsTheStepBound() throws Exception {
        CheckResult result = check("spin-bounded.c", "all");
        assertAll(
            () -> assertEquals(Verdict.NO_VIOLATION_WITHIN_BOUNDS, result.verdict()),
            () -> assertEquals(List.of(new Cut(Cut.Kind.STEPS, "", 0, (int) DporOptions.MAX_STEPS)), result.cuts()));
    }

    @Test
    void raceAccessesComeInSourceOrder() throws Exception {
        CheckResult result = check("fig1-race.c", "race");
        for (var finding : result.findings()) {
            DataRaceFinding race = (DataRaceFinding) finding;
            assertAll(
                () -> assertEquals(19, race.first().line()),
                () -> assertEquals("thread1", race.first().function()),
                () -> assertEquals(1, race.first().thread()),
                () -> assertEquals("thread2", race.second().function()),
                () -> assertEquals(2, race.second().thread()));
        }
    }
}
