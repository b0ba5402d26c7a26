package org.braid.core.internal.check;

import static org.braid.core.internal.interp.Cir.*;
import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Optional;

import org.braid.core.AssertionFinding;
import org.braid.core.Cancellation;
import org.braid.core.CheckResult;
import org.braid.core.Cut;
import org.braid.core.Engine;
import org.braid.core.Portfolio;
import org.braid.core.Verdict;
import org.braid.core.internal.dpor.DporOptions;
import org.braid.core.internal.harness.HarnessException;
import org.braid.core.internal.harness.HarnessSpec;
import org.braid.core.internal.ir.Expr.BinaryOp;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.Variable;
import org.braid.core.internal.seq.Models;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code engine=auto} and the cross-check on real programs ({@link Models}): which engine
 * answers, with which finding at which line, and that a canceled portfolio ends.
 */
class PortfolioCheckTest {

    private static CheckResult crossCheck(Program program, String... settings) throws HarnessException {
        return Checker.crossCheck(program, new HarnessSpec.Main(), Checks.options(settings), Cancellation.none(),
            List.of(), org.braid.core.CheckProgress.NONE);
    }

    private static Portfolio portfolio(CheckResult result) {
        return result.portfolio().orElseThrow(() -> new AssertionError("no portfolio in " + result));
    }

    @Test
    void aLockedCounterIsProvedByDporWhileTheBmcIsCanceled() {
        CheckResult result = Checks.main(Models.lockedCounter(), "engine=auto");
        Portfolio how = portfolio(result);
        assertAll(
            () -> assertEquals(Verdict.PROVED, result.verdict()),
            () -> assertEquals(Engine.DPOR, result.bounds().engine()),
            () -> assertEquals(Engine.DPOR, how.answered()),
            () -> assertEquals(Portfolio.Rule.FIRST_CONCLUSIVE, how.rule()),
            () -> {
                // DPOR proves this in milliseconds, the BMC needs far longer, so the BMC is canceled;
                // should the BMC ever finish first, its verdict can only be a bounded one.
                if (how.otherVerdict().isEmpty()) {
                    assertTrue(result.stats().counts().get("canceledEngineStopMillis") < PortfolioCheck.GRACE_MILLIS,
                        () -> "the bmc stopped within the grace period: " + result.stats().counts());
                } else {
                    assertEquals(Optional.of(Verdict.NO_VIOLATION_WITHIN_BOUNDS), how.otherVerdict());
                }
            });
    }

    @Test
    void aLostUpdateIsReportedWithItsReplayedRaceAndAssertionByTheEngineThatAnswered() {
        CheckResult result = Checks.main(Models.lostUpdate(), "engine=auto");
        Portfolio how = portfolio(result);
        AssertionFinding failure = result.findings().stream().filter(AssertionFinding.class::isInstance)
            .map(AssertionFinding.class::cast).findFirst().orElseThrow();
        assertAll(
            () -> assertEquals(Verdict.VIOLATION, result.verdict()),
            () -> assertEquals(how.answered(), result.bounds().engine()),
            () -> assertEquals(Portfolio.Rule.FIRST_CONCLUSIVE, how.rule()),
            () -> assertEquals(List.of("counter read@4/write@5", "counter write@5/write@5"), Checks.describeAll(result)),
            () -> assertEquals(24, failure.line()),
            () -> assertEquals(Checks.describeAll(result), Checks.describeAll(Checks.main(Models.lostUpdate(),
                "engine=" + how.other().key())), "both engines report the same races, whichever answers first"));
    }

    @Test
    void anUnbalancedBugThatKissCannotReachIsAnsweredByDpor() {
        CheckResult result = Checks.main(Models.unbalanced(), "engine=auto", "strategy=kiss");
        AssertionFinding failure = assertInstanceOf(AssertionFinding.class, result.findings().get(0));
        assertAll(
            () -> assertEquals(Verdict.VIOLATION, result.verdict()),
            () -> assertEquals(1, result.findings().size()),
            () -> assertEquals(17, failure.line()),
            () -> assertEquals("reader", failure.function()),
            () -> assertEquals(Engine.DPOR, portfolio(result).answered()));
    }

    @Test
    void anAlreadyCanceledPortfolioEndsUnknownWithTheBmcsReason() throws HarnessException {
        long start = System.nanoTime();
        CheckResult result = Checker.check(Models.bluetooth(), new HarnessSpec.Main(), Checks.options("engine=auto"),
            () -> true);
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertAll(
            () -> assertEquals(Verdict.UNKNOWN, result.verdict()),
            () -> assertEquals(Optional.of("canceled"), result.reason()),
            () -> assertEquals(new Portfolio(Engine.BMC, Portfolio.Rule.MORE_INFORMATIVE,
                Optional.of(Verdict.UNKNOWN), List.of()), portfolio(result)),
            () -> assertTrue(millis < 5_000, millis + " ms"));
    }

    /**
     * {@code assert(x * y != p * q)} for two unknown 32-bit factors of a 62-bit semiprime: far
     * beyond a second of SAT solving for the BMC; DPOR tries representative inputs only, none of
     * them a factor, and ends {@code no-violation-within-bounds} at once (inputs cut).
     */
    private static Program factoring() {
        long p = 2_147_483_629L;
        long q = 2_147_483_587L;
        Variable x = reg("x", U64);
        Variable y = reg("y", U64);
        Procedure main = proc("main", I32, List.of(), List.of(x, y), block("entry", ret(i(0), 9),
            havoc(v(x), 1), havoc(v(y), 2),
            assume(bin(BinaryOp.LT, c(1, U64), r(x)), 3), assume(bin(BinaryOp.LT, c(1, U64), r(y)), 3),
            assume(bin(BinaryOp.LT, r(x), c(1L << 32, U64)), 4), assume(bin(BinaryOp.LT, r(y), c(1L << 32, U64)), 4),
            check(bin(BinaryOp.NE, bin(BinaryOp.MUL, r(x), r(y)), c(p * q, U64)), 5)));
        return program(List.of(), main);
    }

    @Test
    void aShortTimeLimitEndsThePortfolioWithDporsBoundedAnswerWhenTheBmcRunsOutOfTime() throws HarnessException {
        long start = System.nanoTime();
        CheckResult result = Checker.check(factoring(), new HarnessSpec.Main(), Checks.options("engine=auto"),
            Cancellation.after(Duration.ofSeconds(1)));
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertAll(
            () -> assertEquals(Verdict.NO_VIOLATION_WITHIN_BOUNDS, result.verdict(), () -> result.toString()),
            () -> assertEquals(List.of(new Cut(Cut.Kind.INPUTS, "", 0, DporOptions.REPRESENTATIVES)), result.cuts()),
            () -> assertEquals(new Portfolio(Engine.DPOR, Portfolio.Rule.MORE_INFORMATIVE,
                Optional.of(Verdict.UNKNOWN), List.of()), portfolio(result)),
            () -> assertTrue(millis >= 1_000 && millis < 5_000, "the shared deadline ended the bmc: " + millis + " ms"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"kiss", "rounds"})
    void theEnginesAgreeOnTheModels(String strategy) throws HarnessException {
        for (Program program : List.of(Models.lostUpdate(), Models.lockedCounter(), Models.atomicCounter(),
                Models.flagHandoff(), Models.unbalanced(), Models.twoRacyGlobals(), Models.severalFindings())) {
            CheckResult result = crossCheck(program, "strategy=" + strategy);
            Portfolio how = portfolio(result);
            assertAll(
                () -> assertEquals(Portfolio.Rule.CROSS_CHECK, how.rule()),
                () -> assertTrue(how.otherVerdict().isPresent()),
                () -> assertEquals(List.of(), how.disagreements()));
        }
    }

    @Test
    void theCrossCheckOfTheUnbalancedBugNamesBothVerdicts() throws HarnessException {
        CheckResult kiss = crossCheck(Models.unbalanced(), "strategy=kiss");
        CheckResult rounds = crossCheck(Models.unbalanced(), "strategy=rounds", "rounds=2");
        assertAll(
            () -> assertEquals(new Portfolio(Engine.DPOR, Portfolio.Rule.CROSS_CHECK,
                Optional.of(Verdict.NO_VIOLATION_WITHIN_BOUNDS), List.of()), portfolio(kiss)),
            () -> assertEquals(new Portfolio(Engine.BMC, Portfolio.Rule.CROSS_CHECK, Optional.of(Verdict.VIOLATION),
                List.of()), portfolio(rounds)),
            () -> assertEquals(17, rounds.findings().get(0).line()));
    }

    @Test
    void theEnginesAgreeOnRandomPrograms() throws HarnessException {
        for (long seed = 0; seed < 20; seed++) {
            for (String strategy : List.of("strategy=kiss", "strategy=rounds")) {
                CheckResult result = crossCheck(RandomPrograms.of(seed), strategy);
                long s = seed;
                assertEquals(List.of(), portfolio(result).disagreements(), () -> "seed " + s + " " + strategy);
            }
        }
    }
}
