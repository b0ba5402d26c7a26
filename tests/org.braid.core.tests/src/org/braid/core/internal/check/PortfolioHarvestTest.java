package org.braid.core.internal.check;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import org.braid.core.Cancellation;
import org.braid.core.CheckProgress;
import org.braid.core.CheckResult;
import org.braid.core.Engine;
import org.braid.core.Portfolio;
import org.braid.core.Verdict;
import org.braid.core.internal.seq.Models;
import org.junit.jupiter.api.Test;

/**
 * {@code engine=auto} answers with DPOR's violations soon after DPOR found the first one, instead
 * of waiting for either search to end ({@link PortfolioCheck}'s harvest rule). The engines here
 * are stand-ins that run until they are canceled and return results of real checks, so the test
 * pins the rule, not the speed of either engine.
 */
class PortfolioHarvestTest {

    private static final CheckResult DPOR_VIOLATION = Checks.main(Models.lostUpdate(), "engine=dpor");
    private static final CheckResult BMC_BOUNDED = Checks.main(Models.lockedCounter(), "engine=bmc");

    /** An engine that runs until it is canceled, then returns {@code result}; records why it stopped. */
    private static PortfolioCheck.EngineRun untilCanceled(CheckResult result, AtomicReference<String> why,
            boolean announcesAViolation) {
        return (stop, progress) -> {
            if (announcesAViolation) {
                progress.report(new CheckProgress.Exploring(0, 3, 0, 1));
            }
            while (!stop.isCanceled()) {
                Thread.onSpinWait();
            }
            why.set(stop.reason());
            return result;
        };
    }

    @Test
    void dporsFirstViolationIsTheAnswerAfterItsHarvestTimeWhileTheBmcIsStillSearching() {
        AtomicReference<String> bmcStopped = new AtomicReference<>();
        AtomicReference<String> dporStopped = new AtomicReference<>();
        List<CheckProgress.Event> events = new java.util.ArrayList<>();
        CheckResult result = PortfolioCheck.first(untilCanceled(BMC_BOUNDED, bmcStopped, false),
            untilCanceled(DPOR_VIOLATION, dporStopped, true), Cancellation.none(), events::add);
        Portfolio how = result.portfolio().orElseThrow();
        assertAll(
            () -> assertEquals(Verdict.VIOLATION, result.verdict()),
            () -> assertEquals(Engine.DPOR, how.answered()),
            () -> assertEquals(Portfolio.Rule.FIRST_CONCLUSIVE, how.rule()),
            () -> assertTrue(dporStopped.get().startsWith("auto answered with the violations dpor found in "),
                dporStopped::get),
            () -> assertEquals("canceled", bmcStopped.get()),
            () -> assertEquals(List.of(new CheckProgress.OfEngine(Engine.DPOR, new CheckProgress.Exploring(0, 3, 0, 1))),
                events));
    }

    @Test
    void aBmcThatFinishesWithoutAConclusiveAnswerEndsTheHarvestAtOnce() throws InterruptedException {
        CountDownLatch dporFound = new CountDownLatch(1);
        AtomicReference<String> dporStopped = new AtomicReference<>();
        PortfolioCheck.EngineRun dpor = (stop, progress) -> {
            progress.report(new CheckProgress.Exploring(0, 3, 0, 1));
            dporFound.countDown();
            long waited = System.nanoTime();
            while (!stop.isCanceled()) {
                Thread.onSpinWait();
            }
            dporStopped.set(stop.reason() + " after " + (System.nanoTime() - waited) / 1_000_000 + " ms");
            return DPOR_VIOLATION;
        };
        PortfolioCheck.EngineRun bmc = (stop, progress) -> {
            try {
                dporFound.await(10, TimeUnit.SECONDS);
                // Let the portfolio see DPOR's event before the BMC's answer.
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return BMC_BOUNDED;
        };
        CheckResult result = PortfolioCheck.first(bmc, dpor, Cancellation.none(), CheckProgress.NONE);
        Portfolio how = result.portfolio().orElseThrow();
        assertAll(
            () -> assertEquals(Verdict.VIOLATION, result.verdict()),
            () -> assertEquals(Engine.DPOR, how.answered()),
            () -> assertEquals(Optional.of(Verdict.NO_VIOLATION_WITHIN_BOUNDS), how.otherVerdict()),
            () -> assertTrue(dporStopped.get().startsWith("auto answered with the violations dpor found in "),
                dporStopped::get));
    }

    @Test
    void anEngineStillSearchingAfterTheOtherAnsweredBoundedGetsAsLongAgainAtLeastTheMinimum() {
        AtomicReference<String> dporStopped = new AtomicReference<>();
        long start = System.nanoTime();
        CheckResult result = PortfolioCheck.first((stop, progress) -> BMC_BOUNDED,
            untilCanceled(CheckResult.unknown("canceled", BMC_BOUNDED.bounds(), org.braid.core.Stats.NONE),
                dporStopped, false), Cancellation.none(), CheckProgress.NONE);
        long tookMillis = (System.nanoTime() - start) / 1_000_000;
        Portfolio how = result.portfolio().orElseThrow();
        assertAll(
            () -> assertEquals(Verdict.NO_VIOLATION_WITHIN_BOUNDS, result.verdict()),
            () -> assertEquals(Engine.BMC, how.answered()),
            () -> assertEquals(Portfolio.Rule.MORE_INFORMATIVE, how.rule()),
            () -> assertEquals(Optional.of(Verdict.UNKNOWN), how.otherVerdict()),
            () -> assertEquals("auto stopped dpor 5.0 s after bmc answered without a conclusive result",
                dporStopped.get()),
            () -> assertTrue(tookMillis >= PortfolioCheck.MIN_PATIENCE_MILLIS, () -> tookMillis + " ms"));
    }

    @Test
    void aCrossCheckLetsDporSearchToTheEnd() {
        AtomicReference<String> dporStopped = new AtomicReference<>();
        PortfolioCheck.EngineRun dpor = (stop, progress) -> {
            progress.report(new CheckProgress.Exploring(0, 3, 0, 1));
            // Searches on for longer than the harvest time an auto run would give it.
            long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(PortfolioCheck.MIN_HARVEST_MILLIS * 5 / 2);
            while (!stop.isCanceled() && System.nanoTime() < end) {
                Thread.onSpinWait();
            }
            dporStopped.set(stop.isCanceled() ? stop.reason() : "not canceled");
            return DPOR_VIOLATION;
        };
        CheckResult result = PortfolioCheck.both((stop, progress) -> BMC_BOUNDED, dpor, Cancellation.none(),
            CheckProgress.NONE);
        assertAll(
            () -> assertEquals(Portfolio.Rule.CROSS_CHECK, result.portfolio().orElseThrow().rule()),
            () -> assertEquals("not canceled", dporStopped.get()));
    }
}
