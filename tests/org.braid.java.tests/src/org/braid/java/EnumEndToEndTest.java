package org.braid.java;

import static org.braid.java.JavaChecks.assertFindings;
import static org.braid.java.JavaChecks.assertNoViolation;
import static org.braid.java.TypeTestEndToEndTest.check;
import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.braid.core.CheckResult;
import org.braid.core.Verdict;
import org.junit.jupiter.api.Test;

/**
 * Enums ({@code fixtures/e2e/enum-*}), through lowering, the checker and the replay, with the exact
 * findings (as {@link CheckEndToEndTest}).
 */
class EnumEndToEndTest {

    @Test
    void constantsOrdinalsNamesValuesAndSwitchesAreTheJvms() throws Exception {
        assertNoViolation(check("enum-safe.java"));
    }

    @Test
    void switchOnANullEnumThrowsNullPointerException() throws Exception {
        assertFindings(check("enum-switch-null-unsafe.java"), List.of(),
            List.of("12: uncaught NullPointerException: mode"));
    }

    @Test
    void unsynchronizedStateMachineRacesAndOpensTwice() throws Exception {
        assertFindings(check("enum-state-machine-unsafe.java"),
            List.of("Door.opened read@14/write@14", "Door.opened write@14/write@14", "Door.state read@12/write@13",
                "Door.state write@13/write@13"),
            List.of("28: assert door.opened == 1: opened twice"));
    }

    @Test
    void synchronizedStateMachineIsSafe() throws Exception {
        assertNoViolation(check("enum-state-machine-safe.java"));
    }

    /** The JVM throws at the call of valueOf in parse (line 9), called from line 26. */
    @Test
    void valueOfFindsConstantsByNameAndThrowsForOthers() throws Exception {
        assertFindings(check("enum-value-of-unsafe.java"), List.of(),
            List.of("9: uncaught IllegalArgumentException: no constant of Mode named name"));
    }

    @Test
    void unmodelledEnumMethodsAreUnsupportedInTheirMethods() throws Exception {
        LoweringResult lowered = JavaChecks.lower("frontend/enum-unmodelled-method.java");
        String file = JavaChecks.fixture("frontend/enum-unmodelled-method.java").toString();
        assertEquals(List.of(new Diagnostic(DiagnosticKind.UNSUPPORTED, file, 7, "Main.hash(Mode)",
            List.of("calling hashCode on a Mode (a JDK method, or one implemented through a generic bridge)"))),
            lowered.diagnostics());
        CheckResult result = JavaChecks.check(lowered);
        assertAll(
            () -> assertEquals(Verdict.NO_VIOLATION_WITHIN_BOUNDS, result.verdict(), () -> "reason: " + result.reason()),
            () -> assertEquals(List.of(), result.unreached().stream()
                .filter(u -> !u.file().startsWith(org.braid.core.TraceStep.MODEL_PREFIX)).toList()));
    }
}
