package org.braid.core.internal.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.braid.core.Access;
import org.braid.core.AccessKind;
import org.braid.core.AssertionFinding;
import org.braid.core.Bounds;
import org.braid.core.CheckResult;
import org.braid.core.Cut;
import org.braid.core.DataRaceFinding;
import org.braid.core.DeadlockFinding;
import org.braid.core.Disagreement;
import org.braid.core.Engine;
import org.braid.core.Finding;
import org.braid.core.Stats;
import org.braid.core.Strategy;
import org.braid.core.Trace;
import org.braid.core.TraceStep;
import org.braid.core.Verdict;
import org.junit.jupiter.api.Test;

/**
 * The cross-check's rule ({@link CrossCheck}, {@link ContextFit}) on fabricated results: what is
 * and what is not a disagreement within the two engines' common bounds.
 */
class CrossCheckRuleTest {

    private static final Bounds KISS = new Bounds(Strategy.KISS, 1, 3, 2, 4, Duration.ofSeconds(60));
    private static final Bounds ROUNDS_2 = new Bounds(Strategy.ROUNDS, 1, 2, 2, 4, Duration.ofSeconds(60));
    private static final Bounds DPOR = new Bounds(Strategy.KISS, 1, 3, 2, 4, Duration.ofSeconds(60), Engine.DPOR);

    /** A trace whose steps run the given threads in turn, one step each. */
    private static Trace trace(int... threads) {
        List<TraceStep> steps = new ArrayList<>();
        for (int t : threads) {
            steps.add(new TraceStep(t, "f" + t, "t.c", 10 + t, "s;", List.of(), false));
        }
        return new Trace(steps);
    }

    private static DataRaceFinding race(String target, Trace trace) {
        return new DataRaceFinding(target, new Access(1, AccessKind.WRITE, "t.c", 4, 5, "worker"),
            new Access(2, AccessKind.READ, "t.c", 5, 5, "worker"), trace);
    }

    private static AssertionFinding assertion(int line, Trace trace) {
        return new AssertionFinding("t.c", line, "main", "x == 2", trace);
    }

    private static CheckResult violation(Bounds bounds, Finding... findings) {
        return CheckResult.violation(bounds, List.of(findings), Stats.NONE);
    }

    private static final CheckResult DPOR_PROVED = CheckResult.proved(DPOR, Stats.NONE);
    private static final CheckResult BMC_COMPLETE = CheckResult.noViolation(KISS, Stats.NONE);

    @Test
    void aBmcRaceThatProvedDporMissedIsADisagreement() {
        DataRaceFinding race = race("counter", trace(0, 1, 2));
        assertEquals(List.of(new Disagreement(Engine.BMC, race, Engine.DPOR, Verdict.PROVED)),
            CrossCheck.disagreements(violation(KISS, race), DPOR_PROVED));
    }

    @Test
    void aBmcBugThatDporAlsoFoundIsNoDisagreementEvenWithOtherAccesses() {
        DataRaceFinding bmcRace = race("counter", trace(0, 1, 2));
        DataRaceFinding dporRace = new DataRaceFinding("counter", new Access(1, AccessKind.WRITE, "t.c", 5, 5,
            "worker"), new Access(2, AccessKind.WRITE, "t.c", 5, 5, "worker"), trace(0, 1, 0, 2));
        AssertionFinding failure = assertion(24, trace(0, 1, 2, 0));
        assertEquals(List.of(), CrossCheck.disagreements(violation(KISS, bmcRace, failure),
            violation(DPOR, dporRace, assertion(24, trace(0, 2, 1, 0)))));
    }

    @Test
    void aBmcBugIsNoDisagreementWhenABoundCutDporsSearch() {
        AssertionFinding failure = assertion(24, trace(0, 1, 0));
        for (Cut.Kind kind : List.of(Cut.Kind.STEPS, Cut.Kind.EXECUTIONS, Cut.Kind.INPUTS)) {
            CheckResult cut = CheckResult.noViolation(DPOR, List.of(new Cut(kind, "", 0, 10)), Stats.NONE);
            assertEquals(List.of(), CrossCheck.disagreements(violation(KISS, failure), cut), kind.jsonName());
        }
        CheckResult dporViolationCut = new CheckResult(Verdict.VIOLATION, Optional.empty(), DPOR,
            List.of(race("x", trace(0, 1, 2))), Stats.NONE, List.of(new Cut(Cut.Kind.STEPS, "", 0, 10000)));
        assertEquals(List.of(), CrossCheck.disagreements(violation(KISS, failure), dporViolationCut));
        CheckResult stopped = CheckResult.violationSoFar("timeout after 60 s", DPOR, List.of(race("x", trace(0, 1))),
            Stats.NONE);
        assertEquals(List.of(), CrossCheck.disagreements(violation(KISS, failure), stopped));
        assertEquals(List.of(), CrossCheck.disagreements(violation(KISS, failure),
            CheckResult.unknown("timeout after 60 s", DPOR, Stats.NONE)));
    }

    @Test
    void aBmcBugMissingFromACompleteDporViolationIsADisagreement() {
        AssertionFinding failure = assertion(24, trace(0, 1, 0));
        CheckResult dpor = violation(DPOR, race("x", trace(0, 1, 2)));
        assertEquals(List.of(new Disagreement(Engine.BMC, failure, Engine.DPOR, Verdict.VIOLATION)),
            CrossCheck.disagreements(violation(KISS, failure), dpor));
    }

    @Test
    void aDporBugWithinRoundsThatACompleteBmcMissedIsADisagreement() {
        AssertionFinding twoRounds = assertion(17, trace(0, 1, 2, 1, 2));
        CheckResult bmc = CheckResult.noViolation(ROUNDS_2, Stats.NONE);
        assertEquals(List.of(new Disagreement(Engine.DPOR, twoRounds, Engine.BMC, Verdict.NO_VIOLATION_WITHIN_BOUNDS)),
            CrossCheck.disagreements(bmc, violation(DPOR, twoRounds)));
        AssertionFinding threeRounds = assertion(17, trace(0, 1, 2, 1, 2, 1));
        assertEquals(List.of(), CrossCheck.disagreements(bmc, violation(DPOR, threeRounds)));
    }

    @Test
    void aDporBugIsNoDisagreementWhenTheBmcWasCutOrFoundOtherBugs() {
        AssertionFinding failure = assertion(17, trace(0, 1, 0));
        CheckResult loopCut = CheckResult.noViolation(KISS, List.of(new Cut(Cut.Kind.LOOP, "t.c", 8, 2)), Stats.NONE);
        assertEquals(List.of(), CrossCheck.disagreements(loopCut, violation(DPOR, failure)));
        DataRaceFinding other = race("y", trace(0, 1, 2));
        assertEquals(List.of(new Disagreement(Engine.BMC, other, Engine.DPOR, Verdict.VIOLATION)),
            CrossCheck.disagreements(violation(KISS, other), violation(DPOR, failure)),
            "only the bmc's race, which dpor's complete search missed; not dpor's assertion");
        assertEquals(List.of(), CrossCheck.disagreements(CheckResult.unknown("timeout after 60 s", KISS, Stats.NONE),
            violation(DPOR, failure)));
    }

    @Test
    void kissCoversNestedSwitchesWithEveryThreadPendingAtOnce() {
        AssertionFinding nested = assertion(17, trace(0, 1, 0));
        assertEquals(1, CrossCheck.disagreements(BMC_COMPLETE, violation(DPOR, nested)).size());
        AssertionFinding resumedAfterLeaving = assertion(17, trace(0, 1, 0, 1));
        assertEquals(List.of(), CrossCheck.disagreements(BMC_COMPLETE, violation(DPOR, resumedAfterLeaving)));
        AssertionFinding threeThreads = assertion(17, trace(0, 1, 2));
        assertEquals(List.of(), CrossCheck.disagreements(BMC_COMPLETE, violation(DPOR, threeThreads)),
            "two threads pending need MAX=2");
        Bounds max2 = new Bounds(Strategy.KISS, 2, 3, 2, 4, Duration.ofSeconds(60));
        assertEquals(1, CrossCheck.disagreements(CheckResult.noViolation(max2, Stats.NONE),
            violation(DPOR, threeThreads)).size());
    }

    @Test
    void aRaceFitsWhenItsTwoAccessesCanFollowTheTraceInSomeOrder() {
        assertTrue(ContextFit.fits(ROUNDS_2, race("x", trace(0, 1))), "0 1 | 1 2: one round");
        assertFalse(ContextFit.fits(ROUNDS_2, race("x", trace(0, 2, 1, 2))), "0 2 | 1 2 or 2 1: three rounds");
        assertTrue(ContextFit.fits(new Bounds(Strategy.KISS, 2, 3, 2, 4, Duration.ofSeconds(60)),
            race("x", trace(0, 1))), "0 1 then 2: nested");
        assertFalse(ContextFit.fits(new Bounds(Strategy.KISS, 2, 3, 2, 2, Duration.ofSeconds(60)),
            race("x", trace(0, 1))), "three threads, thread bound 2");
    }

    @Test
    void deadlocksAreNeverCompared() {
        DeadlockFinding deadlock = new DeadlockFinding(List.of(new DeadlockFinding.Wait(1, "t.c", 11, "one",
            "lock(&b);", "lock")), trace(0, 1, 2));
        assertEquals(List.of(), CrossCheck.disagreements(BMC_COMPLETE, violation(DPOR, deadlock)));
    }

    @Test
    void roundsAndNestingOfSwitchSequences() {
        assertEquals(1, ContextFit.rounds(List.of(0, 1, 2)));
        assertEquals(2, ContextFit.rounds(List.of(0, 1, 0)));
        assertEquals(2, ContextFit.rounds(List.of(0, 2, 1, 2)));
        assertEquals(3, ContextFit.rounds(List.of(0, 2, 1, 2, 1)));
        assertTrue(ContextFit.nested(List.of(0, 1, 2, 1, 0)));
        assertTrue(ContextFit.nested(List.of(0, 1, 2, 0)), "1 and 2 left for good");
        assertFalse(ContextFit.nested(List.of(0, 1, 2, 0, 2)), "2 resumed after 0 did");
    }

    @Test
    void thePortfolioPrefersConclusiveThenCompleteThenTheBmc() {
        CheckResult dporCut = CheckResult.noViolation(DPOR, List.of(new Cut(Cut.Kind.INPUTS, "", 0, 12)), Stats.NONE);
        CheckResult bmcCut = CheckResult.noViolation(KISS, List.of(new Cut(Cut.Kind.LOOP, "t.c", 8, 2)), Stats.NONE);
        CheckResult bmcUnknown = CheckResult.unknown("timeout after 60 s", KISS, Stats.NONE);
        assertEquals(Engine.DPOR, PortfolioCheck.preferred(BMC_COMPLETE, DPOR_PROVED));
        assertEquals(Engine.BMC, PortfolioCheck.preferred(BMC_COMPLETE, dporCut));
        assertEquals(Engine.BMC, PortfolioCheck.preferred(bmcCut, dporCut));
        assertEquals(Engine.DPOR, PortfolioCheck.preferred(bmcUnknown, dporCut));
        assertEquals(Engine.BMC, PortfolioCheck.preferred(violation(KISS, assertion(3, trace(0))),
            violation(DPOR, assertion(3, trace(0)))));
    }
}
