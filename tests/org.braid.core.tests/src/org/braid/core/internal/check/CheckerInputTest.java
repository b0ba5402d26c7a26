package org.braid.core.internal.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Optional;
import org.braid.core.Cancellation;
import org.braid.core.CheckResult;
import org.braid.core.Verdict;
import org.braid.core.internal.harness.HarnessException;
import org.braid.core.internal.harness.HarnessSpec;
import org.braid.core.internal.seq.Models;
import org.junit.jupiter.api.Test;

/** Verdicts that come from the input or the time limit rather than from a search. */
class CheckerInputTest {

    @Test
    void unsupportedConstructsMakeTheVerdictUnknownWithTheirLocation() throws Exception {
        CheckResult result = Checker.check(Models.bluetooth(), new HarnessSpec.Main(), Checks.options(),
            Cancellation.none(), List.of(new Unsupported("driver.c", 12, "inline assembly")));
        assertEquals(Verdict.UNKNOWN, result.verdict());
        assertEquals(Optional.of("unsupported: inline assembly at driver.c:12"), result.reason());
    }

    @Test
    void aCanceledCheckIsUnknownWithTheCancellationsReason() throws Exception {
        Cancellation canceled = new Cancellation() {
            @Override
            public boolean isCanceled() {
                return true;
            }

            @Override
            public String reason() {
                return "canceled by the user";
            }
        };
        CheckResult result = Checker.check(Models.bluetooth(), new HarnessSpec.Main(), Checks.options(), canceled);
        assertEquals(Verdict.UNKNOWN, result.verdict());
        assertEquals(Optional.of("canceled by the user"), result.reason());
    }

    @Test
    void aHarnessNamingAMissingFunctionIsAnInputError() {
        assertThrows(HarnessException.class, () -> Checker.check(Models.bluetooth(),
            new HarnessSpec.Pair("nope", "BCSP_PnpAdd", false), Checks.options(), Cancellation.none()));
    }

    @Test
    void noViolationStatesTheBoundsUsed() {
        CheckResult result = Checks.main(Models.atomicCounter(), "strategy=kiss", "maxTs=2", "unwind=3");
        assertEquals(Verdict.NO_VIOLATION_WITHIN_BOUNDS, result.verdict());
        assertEquals(2, result.bounds().maxTs());
        assertEquals(3, result.bounds().unwind());
        assertEquals(3L, result.stats().counts().get("threads"), "main and two workers");
    }
}
