package org.braid.core.internal.check;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.braid.core.Cancellation;
import org.braid.core.CheckProgress;
import org.braid.core.CheckResult;
import org.braid.core.Engine;
import org.braid.core.Portfolio;
import org.braid.core.Verdict;
import org.braid.core.internal.harness.HarnessException;
import org.braid.core.internal.harness.HarnessSpec;
import org.braid.core.internal.seq.Models;
import org.junit.jupiter.api.Test;

/**
 * {@code engine=dpor-then-bmc} on real programs ({@link Models}): DPOR first with at most
 * {@link Engine#FIRST_DPOR_EXECUTIONS} executions, its conclusive answer stands, otherwise the BMC;
 * the engines run one after the other, so the answer is the same on every run.
 */
class DporThenBmcTest {

    private static Portfolio portfolio(CheckResult result) {
        return result.portfolio().orElseThrow(() -> new AssertionError("no portfolio in " + result));
    }

    @Test
    void aProofByDporStandsAndTheBmcDoesNotRun() {
        CheckResult result = Checks.main(Models.lockedCounter(), "engine=dpor-then-bmc");
        Portfolio how = portfolio(result);
        assertAll(
            () -> assertEquals(Verdict.PROVED, result.verdict()),
            () -> assertEquals(Engine.DPOR, result.bounds().engine()),
            () -> assertEquals(Engine.FIRST_DPOR_EXECUTIONS, result.bounds().dporMaxExecutions()),
            () -> assertEquals(Engine.DPOR, how.answered()),
            () -> assertEquals(Portfolio.Rule.DPOR_THEN_BMC, how.rule()),
            () -> assertEquals(Optional.empty(), how.otherVerdict()));
    }

    @Test
    void dporsViolationsAreTheAnswerTheSameOnEveryRun() {
        CheckResult first = Checks.main(Models.lostUpdate(), "engine=dpor-then-bmc");
        CheckResult again = Checks.main(Models.lostUpdate(), "engine=dpor-then-bmc");
        CheckResult dpor = Checks.main(Models.lostUpdate(), "engine=dpor", "dporExecutions=1000");
        assertAll(
            () -> assertEquals(Verdict.VIOLATION, first.verdict()),
            () -> assertEquals(Engine.DPOR, portfolio(first).answered()),
            () -> assertEquals(List.of("counter read@4/write@5", "counter write@5/write@5"), Checks.describeAll(first)),
            () -> assertEquals(Checks.describeAll(dpor), Checks.describeAll(first)),
            () -> assertEquals(Checks.describeAll(first), Checks.describeAll(again)));
    }

    @Test
    void whenDporIsCutTheBmcAnswersAndDporsVerdictIsTheOther() {
        CheckResult result = Checks.main(Models.lockedCounter(), "engine=dpor-then-bmc", "dporExecutions=1");
        Portfolio how = portfolio(result);
        assertAll(
            () -> assertEquals(Verdict.NO_VIOLATION_WITHIN_BOUNDS, result.verdict(), () -> result.toString()),
            () -> assertEquals(List.of(), result.findings()),
            () -> assertEquals(Engine.BMC, result.bounds().engine()),
            () -> assertEquals(Engine.BMC, how.answered()),
            () -> assertEquals(Portfolio.Rule.DPOR_THEN_BMC, how.rule()),
            () -> assertEquals(Optional.of(Verdict.NO_VIOLATION_WITHIN_BOUNDS), how.otherVerdict()));
    }

    @Test
    void eachEnginesProgressIsNamedAndNoDporEventFollowsTheBmc() throws HarnessException {
        List<Engine> engines = new ArrayList<>();
        Checker.check(Models.lockedCounter(), new HarnessSpec.Main(),
            Checks.options("engine=dpor-then-bmc", "dporExecutions=1"), Cancellation.none(), List.of(),
            event -> {
                assertTrue(event instanceof CheckProgress.OfEngine, () -> "not named: " + event);
                Engine engine = ((CheckProgress.OfEngine) event).engine();
                if (engines.isEmpty() || engines.getLast() != engine) {
                    engines.add(engine);
                }
            });
        // DPOR reports progress only every so many executions; cut after one, it may say nothing.
        assertEquals(Engine.BMC, engines.getLast());
        assertTrue(engines.equals(List.of(Engine.BMC)) || engines.equals(List.of(Engine.DPOR, Engine.BMC)),
            () -> "engines in the order of their events: " + engines);
    }
}
