package org.braid.java;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.braid.core.CheckResult;
import org.braid.core.Verdict;
import org.junit.jupiter.api.Test;

/**
 * Generic classes lowered by erasure: Braid's generic models of the JDK's collections reached
 * through the JDK's interfaces, the user's generic classes, overrides that need a bridge, and
 * unchecked operations (heap pollution is not modelled).
 */
class GenericsTest {

    @Test
    void genericModelsAreReachedThroughTheJdkInterfaces() throws Exception {
        CheckResult result = JavaChecks.check("e2e/generic-list-safe.java", "timeout=300");
        assertAll(
            () -> assertEquals(Verdict.NO_VIOLATION_WITHIN_BOUNDS, result.verdict(),
                () -> "reason: " + result.reason() + ", findings: " + result.findings()),
            () -> assertEquals(List.of(), result.unreached().stream()
                .filter(u -> !u.file().startsWith(org.braid.core.TraceStep.MODEL_PREFIX)).toList()));
    }

    @Test
    void indexOutOfBoundsOfAListIsTheUsersCall() throws Exception {
        CheckResult result = JavaChecks.check("e2e/generic-list-index-unsafe.java", "timeout=300");
        assertAll(
            () -> assertEquals(Verdict.VIOLATION, result.verdict(), () -> "reason: " + result.reason()),
            () -> assertEquals(List.of(), JavaChecks.races(result)),
            () -> assertEquals(List.of("12: uncaught IndexOutOfBoundsException"), JavaChecks.assertions(result)));
    }

    @Test
    void overrideOfAGenericClassesMethodThatNeedsABridgeIsUnsupported() throws Exception {
        LoweringResult lowered = JavaChecks.lower("frontend/generic-class-bridge.java");
        String file = JavaChecks.fixture("frontend/generic-class-bridge.java").toString();
        assertEquals(List.of(new Diagnostic(DiagnosticKind.UNSUPPORTED, file, 24, "Main.main(String[])",
            List.of("calling put on a ItemBox (a JDK method, or one implemented through a generic bridge)"))),
            lowered.diagnostics());
    }

    @Test
    void uncheckedAndRawOperationsAreUnsupportedInTheirMethod() throws Exception {
        LoweringResult lowered = JavaChecks.lower("frontend/unchecked-raw.java");
        String file = JavaChecks.fixture("frontend/unchecked-raw.java").toString();
        String pollution = "): heap pollution, and the ClassCastException the JVM throws for it, are not modelled";
        assertEquals(List.of(
            new Diagnostic(DiagnosticKind.UNSUPPORTED, file, 15, "Main.raw()", List.of("an unchecked or raw-type"
                + " operation (List is a raw type. References to generic type List<E> should be parameterized"
                + pollution)),
            new Diagnostic(DiagnosticKind.UNSUPPORTED, file, 15, "Main.raw()", List.of("an unchecked or raw-type"
                + " operation (ArrayList is a raw type. References to generic type ArrayList<E> should be"
                + " parameterized" + pollution)),
            new Diagnostic(DiagnosticKind.UNSUPPORTED, file, 16, "Main.raw()", List.of("an unchecked or raw-type"
                + " operation (Type safety: The method add(Object) belongs to the raw type List. References to"
                + " generic type List<E> should be parameterized" + pollution))), lowered.diagnostics());
    }
}
