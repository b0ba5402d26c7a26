package org.braid.java;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.braid.core.AssertionFinding;
import org.braid.core.CheckResult;
import org.braid.core.Property;
import org.braid.core.Verdict;
import org.junit.jupiter.api.Test;

/**
 * The property {@code exception}: an uncaught exception is a finding of that property where it is
 * thrown, a failed {@code assert} stays one of {@code assert}; not selected, an uncaught exception
 * ends only its own thread as on the JVM ({@code finally} blocks run, monitors are released,
 * {@code join} returns), so the other threads go on and races after it are found. Fixtures in
 * {@code fixtures/exception/}.
 */
class ExceptionPropertyTest {

    private static CheckResult check(String name, String... settings) throws Exception {
        return JavaChecks.check("exception/" + name, settings);
    }

    /** Assertion findings as {@code property line: message @thread}, sorted. */
    private static List<String> findings(CheckResult result) {
        return result.findings().stream().filter(AssertionFinding.class::isInstance).map(AssertionFinding.class::cast)
            .map(a -> a.property().key() + " " + a.line() + ": " + a.message() + " @"
                + a.trace().steps().get(a.trace().steps().size() - 1).thread())
            .sorted().toList();
    }

    /** No finding: no violation within the BMC's bounds, or proved by the DPOR engine's complete search. */
    private static void assertNothingFound(CheckResult result) {
        assertAll(
            () -> assertEquals(result.bounds().engine() == org.braid.core.Engine.DPOR ? Verdict.PROVED
                : Verdict.NO_VIOLATION_WITHIN_BOUNDS, result.verdict(),
                () -> "reason: " + result.reason() + ", findings: " + result.findings()),
            () -> assertEquals(List.of(), result.findings()));
    }

    @Test
    void npeInASynchronizedBlockIsAnExceptionFinding() throws Exception {
        CheckResult result = check("npe-in-synchronized-then-race.java", "properties=exception");
        assertAll(
            () -> assertEquals(Verdict.VIOLATION, result.verdict(), () -> "reason: " + result.reason()),
            () -> assertEquals(List.of("exception 10: uncaught NullPointerException: name @1"), findings(result)),
            () -> assertEquals(List.of(), JavaChecks.races(result)));
    }

    @Test
    void withRacesOnlyTheThreadDiesReleasingItsMonitorAndTheRaceAfterItIsFound() throws Exception {
        CheckResult result = check("npe-in-synchronized-then-race.java", "properties=race");
        assertAll(
            () -> assertEquals(Verdict.VIOLATION, result.verdict(), () -> "reason: " + result.reason()),
            () -> assertEquals(List.of("NpeInSynchronized.other write@19/write@22"), JavaChecks.races(result)),
            () -> assertEquals(List.of(), findings(result)));
    }

    @Test
    void withRacesOnlyTheDporEngineFindsTheRaceAfterTheExceptionToo() throws Exception {
        CheckResult result = check("npe-in-synchronized-then-race.java", "properties=race", "engine=dpor");
        assertAll(
            () -> assertEquals(Verdict.VIOLATION, result.verdict(), () -> "reason: " + result.reason()),
            () -> assertEquals(List.of("NpeInSynchronized.other write@19/write@22"), JavaChecks.races(result)));
    }

    @Test
    void withRacesOnlyDporThenBmcFindsTheRaceAfterTheExceptionToo() throws Exception {
        CheckResult result = check("npe-in-synchronized-then-race.java", "properties=race", "engine=dpor-then-bmc");
        assertAll(
            () -> assertEquals(Verdict.VIOLATION, result.verdict(), () -> "reason: " + result.reason()),
            () -> assertEquals(List.of("NpeInSynchronized.other write@19/write@22"), JavaChecks.races(result)),
            () -> assertEquals(List.of(), findings(result)));
    }

    @Test
    void withAllPropertiesAnUncaughtExceptionEndsTheExecutionForTheRaceSearchToo() throws Exception {
        // Selected with races, the exception is the finding and the executions end there (both
        // engines alike); the race after it needs the property race without exception.
        CheckResult result = check("npe-in-synchronized-then-race.java");
        assertAll(
            () -> assertEquals(List.of("exception 10: uncaught NullPointerException: name @1"), findings(result)),
            () -> assertEquals(List.of(), JavaChecks.races(result)));
    }

    @Test
    void arithmeticExceptionInAWorkerIsFoundWhereTheDivisionIs() throws Exception {
        assertEquals(List.of("exception 9: uncaught ArithmeticException: / by zero @1"),
            findings(check("arithmetic-in-worker-finally.java", "properties=exception")));
    }

    @Test
    void withoutTheExceptionPropertyTheFinallyBlockRunsAndJoinReturns() throws Exception {
        // main's asserts after join hold only if the worker's finally block ran, the division never
        // stored, and join returned although the worker died.
        assertNothingFound(check("arithmetic-in-worker-finally.java", "properties=assert"));
        assertNothingFound(check("arithmetic-in-worker-finally.java", "properties=assert", "engine=dpor"));
    }

    @Test
    void aCaughtExceptionIsNoFinding() throws Exception {
        assertNothingFound(check("caught-in-worker-safe.java"));
        assertNothingFound(check("caught-in-worker-safe.java", "properties=exception", "engine=dpor"));
    }

    @Test
    void aFailedAssertIsAnAssertFindingNotAnExceptionOne() throws Exception {
        assertEquals(List.of("assert 7: assert x == 1: x is one @1"),
            findings(check("assertion-error-in-worker.java", "properties=assert")));
        assertEquals(List.of("assert 7: assert x == 1: x is one @1"),
            findings(check("assertion-error-in-worker.java", "properties=assert", "engine=dpor")));
        assertNothingFound(check("assertion-error-in-worker.java", "properties=exception"));
        assertNothingFound(check("assertion-error-in-worker.java", "properties=exception", "engine=dpor"));
    }

    @Test
    void theFindingSaysItsProperty() throws Exception {
        CheckResult result = check("arithmetic-in-worker-finally.java", "properties=exception");
        AssertionFinding finding = (AssertionFinding) result.findings().get(0);
        assertAll(
            () -> assertEquals(Property.EXCEPTION, finding.property()),
            () -> assertEquals(true, finding.uncaughtException()),
            () -> assertEquals("ArithmeticInWorker$lambda$1.run()", finding.function()));
    }

    @Test
    void anExceptionInAModelsAtomicSectionIsFoundButCannotBeUnwound() throws Exception {
        // With the property, the finding where the model throws; without it, unknown naming the place.
        CheckResult found = JavaChecks.checkWithModel("exception/throw-in-model-atomic-section.java",
            "exception/models/LongAdder.java", "properties=exception");
        assertEquals(List.of("exception 11: uncaught IllegalArgumentException: negative @1"), findings(found));
        CheckResult racesOnly = JavaChecks.checkWithModel("exception/throw-in-model-atomic-section.java",
            "exception/models/LongAdder.java", "properties=race");
        assertAll(
            () -> assertEquals(Verdict.UNKNOWN, racesOnly.verdict()),
            () -> assertEquals("unsupported: uncaught IllegalArgumentException: negative inside a model's atomic "
                + "section, which Braid cannot unwind at " + JavaChecks.fixture("exception/models/LongAdder.java")
                + ":11:9", racesOnly.reason().orElseThrow()));
    }
}
