package org.braid.java;

import static org.braid.java.JavaChecks.assertFindings;
import static org.braid.java.JavaChecks.assertNoViolation;
import static org.braid.java.JavaChecks.assertUpdatesRace;
import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.braid.core.CheckResult;
import org.braid.core.Verdict;
import org.junit.jupiter.api.Test;

/**
 * {@code instanceof}, type patterns and downcasts ({@code fixtures/e2e/instanceof-*}, {@code cast-*}),
 * through lowering, the checker and the replay, with the exact findings (as {@link CheckEndToEndTest}).
 */
class TypeTestEndToEndTest {

    static CheckResult check(String name) throws Exception {
        return JavaChecks.check("e2e/" + name, "timeout=300");
    }

    @Test
    void instanceofAndCastsFollowTheRunTimeClass() throws Exception {
        assertNoViolation(check("instanceof-cast-safe.java"));
    }

    @Test
    void failingDowncastThrowsClassCastExceptionWhereTheJvmDoes() throws Exception {
        assertFindings(check("cast-uncaught-unsafe.java"), List.of(),
            List.of("21: uncaught ClassCastException: (Dog)animal"));
    }

    @Test
    void raceOnlyOnTheBranchOfOneClass() throws Exception {
        assertUpdatesRace(check("instanceof-branch-race-unsafe.java"), "Stats.shapes", 24, 27,
            List.of("41: assert Stats.shapes == 2: a shape was not counted"));
    }

    /** Strings and arrays have no class id: type tests a string or an array may pass are unsupported. */
    @Test
    void typeTestsOfStringsAndArraysAreUnsupportedInTheirMethods() throws Exception {
        LoweringResult lowered = JavaChecks.lower("frontend/type-test-unsupported.java");
        String file = JavaChecks.fixture("frontend/type-test-unsupported.java").toString();
        assertEquals(List.of(
            new Diagnostic(DiagnosticKind.UNSUPPORTED, file, 4, "Main.text(Object)",
                List.of("a type test or cast to String (strings and arrays carry no class id)")),
            new Diagnostic(DiagnosticKind.UNSUPPORTED, file, 8, "Main.isArray(Object)",
                List.of("a type test or cast to the array type int[]")),
            new Diagnostic(DiagnosticKind.UNSUPPORTED, file, 12, "Main.comparable(Object)",
                List.of("a type test or cast to Comparable (strings and arrays carry no class id)"))),
            lowered.diagnostics());
    }

    @Test
    void everyBranchLockedIsSafe() throws Exception {
        assertNoViolation(check("instanceof-branch-locked-safe.java"));
    }
}
