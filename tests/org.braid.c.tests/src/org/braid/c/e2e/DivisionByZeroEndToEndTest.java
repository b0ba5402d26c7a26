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
 * An integer division or remainder by zero is undefined in C: an execution that reaches one
 * makes the check {@code unknown}, with the same reason and file:line from the model checker
 * (an extra reachability question of its encoding) as from DPOR (whose run stops there); a
 * division that no execution makes by zero changes nothing.
 */
class DivisionByZeroEndToEndTest {
    private static final List<String> ENGINES = List.of("engine=bmc", "engine=dpor",
        "engine=" + CheckOption.ENGINE.defaultValue());

    @Test
    void aDivisionByZeroOnOneInterleavingMakesEveryEngineUnknown() throws Exception {
        for (String engine : ENGINES) {
            CheckResult result = check("div-zero-interleaving.c", new HarnessSpec.Main(), engine);
            assertEquals(Verdict.UNKNOWN, result.verdict(), () -> engine + ": " + result);
            assertEquals(List.of(), result.findings(), engine);
            assertEquals("division by zero at " + fixture("div-zero-interleaving.c") + ":22:5",
                result.reason().orElseThrow(), engine);
        }
    }

    @Test
    void aDivisionThatIsNeverByZeroChangesNothing() throws Exception {
        for (String engine : ENGINES) {
            CheckResult result = check("div-zero-unreachable-safe.c", new HarnessSpec.Main(), engine);
            assertEquals(List.of(), result.findings(), engine);
            assertTrue(result.reason().isEmpty(), () -> engine + ": " + result);
            assertTrue(result.verdict() == Verdict.PROVED || result.verdict() == Verdict.NO_VIOLATION_WITHIN_BOUNDS,
                () -> engine + ": " + result);
        }
    }
}
