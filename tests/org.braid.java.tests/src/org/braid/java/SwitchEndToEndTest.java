package org.braid.java;

import static org.braid.java.JavaChecks.assertFindings;
import static org.braid.java.JavaChecks.assertNoViolation;
import static org.braid.java.JavaChecks.assertUpdatesRace;
import static org.braid.java.TypeTestEndToEndTest.check;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code switch} statements and expressions ({@code fixtures/e2e/switch-*}), through lowering, the
 * checker and the replay, with the exact findings (as {@link CheckEndToEndTest}).
 */
class SwitchEndToEndTest {

    @Test
    void fallThroughBreakContinueYieldAndLabelsAreTheJvms() throws Exception {
        assertNoViolation(check("switch-safe.java"));
    }

    @Test
    void missingBreakFallsThroughIntoTheNextCase() throws Exception {
        assertFindings(check("switch-fall-through-unsafe.java"), List.of(),
            List.of("26: assert account.balance == 3: a deposit fell through"));
    }

    @Test
    void raceOnlyOnTheUnlockedBranch() throws Exception {
        assertUpdatesRace(check("switch-branch-race-unsafe.java"), "Inventory.items", 12, 15,
            List.of("31: assert inventory.items == 7: a change was lost"));
    }

    @Test
    void stateMachineUnderTheMonitorIsSafe() throws Exception {
        assertNoViolation(check("switch-state-machine-safe.java"));
    }

    @Test
    void patternSwitchIsUnsupportedInItsMethod() throws Exception {
        LoweringResult lowered = JavaChecks.lower("frontend/switch-unsupported.java");
        String file = JavaChecks.fixture("frontend/switch-unsupported.java").toString();
        assertEquals(List.of(new Diagnostic(DiagnosticKind.UNSUPPORTED, file, 7, "Main.kind(Object)",
            List.of("a switch on Object"))), lowered.diagnostics());
    }
}
