package org.braid.core.internal.check;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.braid.core.AssertionFinding;
import org.braid.core.Cancellation;
import org.braid.core.CheckProgress;
import org.braid.core.CheckResult;
import org.braid.core.DataRaceFinding;
import org.braid.core.DeadlockFinding;
import org.braid.core.Verdict;
import org.braid.core.internal.harness.HarnessException;
import org.braid.core.internal.harness.HarnessSpec;
import org.braid.core.internal.seq.Models;
import org.junit.jupiter.api.Test;

/** The progress events of a check, in order, for the lost update. */
class CheckProgressTest {

    private final List<CheckProgress.Event> events = new ArrayList<>();

    private CheckResult check(String... settings) throws HarnessException {
        return Checker.check(Models.lostUpdate(), new HarnessSpec.Main(), Checks.options(settings),
            Cancellation.none(), List.of(), events::add);
    }

    /** One line per event; the formula size is left out here and compared with the stats below. */
    private static String describe(CheckProgress.Event event) {
        return switch (event) {
            case CheckProgress.PropertyStarted e -> "property " + keys(e.properties());
            case CheckProgress.RunStarted e -> keys(e.properties()) + " run " + e.run() + " of " + e.maxRuns()
                + ", " + e.found() + " found";
            case CheckProgress.Solving e -> keys(e.properties()) + " run " + e.run() + " solving";
            case CheckProgress.Replaying e -> keys(e.properties()) + " run " + e.run() + " replaying " + e.steps()
                + " steps";
            case CheckProgress.FindingConfirmed e -> keys(e.properties()) + " run " + e.run() + " found " + switch (
                e.finding()) {
                case DataRaceFinding race -> Checks.describe(race);
                case AssertionFinding assertion -> "assertion@" + assertion.line();
                case DeadlockFinding deadlock -> "deadlock@" + deadlock.line();
            };
            case CheckProgress.Deepening e -> "deepening to unwind " + e.unwind() + " after " + e.cuts() + " cuts";
            case CheckProgress.Exploring e -> "exploring " + e.executions() + " executions";
            case CheckProgress.OfEngine e -> e.engine().key() + ": " + describe(e.event());
            case CheckProgress.RaceCandidates e -> "possible races " + e.locations() + (e.heap() ? " and heap" : "");
        };
    }

    /** {@code race}, {@code assert+exception}. */
    private static String keys(java.util.Set<org.braid.core.Property> properties) {
        return String.join("+", properties.stream().map(org.braid.core.Property::key).toList());
    }

    /** The largest formula announced to the solver is the one the stats report. */
    private void assertSizesMatch(CheckResult result) {
        List<CheckProgress.Solving> solving = events.stream().filter(CheckProgress.Solving.class::isInstance)
            .map(CheckProgress.Solving.class::cast).toList();
        assertEquals(result.stats().satVariables(),
            solving.stream().mapToLong(CheckProgress.Solving::variables).max().orElseThrow());
        assertEquals(result.stats().satClauses(),
            solving.stream().mapToLong(CheckProgress.Solving::clauses).max().orElseThrow());
    }

    @Test
    void eachRaceRunIsStartedSolvedReplayedAndConfirmedInOrder() throws HarnessException {
        CheckResult result = check("strategy=kiss", "maxTs=2", "properties=race");
        assertEquals(List.of(
            "possible races [counter]",
            "property race",
            "race run 1 of 32, 0 found",
            "race run 1 solving",
            "race run 1 replaying 4 steps",
            "race run 1 found counter read@4/write@5",
            "race run 2 of 32, 1 found",
            "race run 2 solving",
            "race run 2 replaying 5 steps",
            "race run 2 found counter write@5/write@5",
            "race run 3 of 32, 2 found",
            "race run 3 solving"), events.stream().map(CheckProgressTest::describe).toList(),
            "run 3 asks the same solver again with both races blocked; it finds none");
        assertSizesMatch(result);
    }

    @Test
    void assertionsAreSearchedBeforeRaces() throws HarnessException {
        CheckResult result = check("strategy=kiss", "maxTs=2", "properties=all");
        assertEquals(List.of(
            "possible races [counter]",
            "property assert",
            "assert run 1 of 32, 0 found",
            "assert run 1 solving",
            "assert run 1 replaying 12 steps",
            "assert run 1 found assertion@24",
            "assert run 2 of 32, 1 found",
            "assert run 2 solving",
            "property race",
            "race run 1 of 32, 1 found",
            "race run 1 solving",
            "race run 1 replaying 4 steps",
            "race run 1 found counter read@4/write@5",
            "race run 2 of 32, 2 found",
            "race run 2 solving",
            "race run 2 replaying 5 steps",
            "race run 2 found counter write@5/write@5",
            "race run 3 of 32, 3 found",
            "race run 3 solving"), events.stream().map(CheckProgressTest::describe).toList());
        assertEquals(3, result.findings().size());
        assertSizesMatch(result);
    }

    @Test
    void theLocksetPrePassNamesPossibleRacesBeforeTheSearch() throws HarnessException {
        CheckResult locked = Checker.check(Models.lockedCounter(), new HarnessSpec.Main(),
            Checks.options("properties=race"), Cancellation.none(), List.of(), events::add);
        // The workers increment under the mutex, but main's read after the joins counts as
        // concurrent for the pre-pass: a candidate, which the search rules out.
        assertEquals("possible races [counter]", describe(events.get(0)));
        assertEquals(List.of(), locked.findings());
        events.clear();
        Checker.check(Models.twoRacyGlobals(), new HarnessSpec.Main(), Checks.options("properties=race"),
            Cancellation.none(), List.of(), events::add);
        assertEquals("possible races [x, y]", describe(events.get(0)));
        events.clear();
        Checker.check(Models.lostUpdate(), new HarnessSpec.Main(), Checks.options("properties=assert"),
            Cancellation.none(), List.of(), events::add);
        assertEquals("property assert", describe(events.get(0)), "no pre-pass without the race property");
    }

    @Test
    void aCanceledCheckStartsItsPropertyButNoRun() throws HarnessException {
        CheckResult result = Checker.check(Models.lostUpdate(), new HarnessSpec.Main(), Checks.options(),
            () -> true, List.of(), events::add);
        assertEquals(List.of("property assert"), events.stream().map(CheckProgressTest::describe).toList());
        assertEquals(Verdict.UNKNOWN, result.verdict());
    }
}
