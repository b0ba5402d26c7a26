package org.braid.java;

import static org.braid.java.JavaChecks.assertNoViolation;
import static org.braid.java.JavaChecks.assertUpdatesRace;
import static org.braid.java.TypeTestEndToEndTest.check;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Method references and class literals ({@code fixtures/e2e/method-reference-*},
 * {@code class-literal-*}), through lowering, the checker and the replay, with the exact findings
 * (as {@link CheckEndToEndTest}); each fixture checked against {@code java -ea}.
 */
class MethodReferenceEndToEndTest {

    /** Static, bound, unbound and constructor references; conversions; a null bound receiver. */
    @Test
    void everyFormOfMethodReferenceCallsItsMethod() throws Exception {
        assertNoViolation(check("method-reference-safe.java"));
    }

    /** {@code new Thread(this::work)} twice: the race in {@code work} (line 7) and the lost update. */
    @Test
    void threadsStartedWithABoundReferenceRace() throws Exception {
        assertUpdatesRace(check("method-reference-thread-unsafe.java"), "Counter.count", 7, 7,
            List.of("24: assert counter.count == 2: an update was lost"));
    }

    /** {@code synchronized (Counter.class)} is the monitor of Counter's {@code static synchronized} methods. */
    @Test
    void classLiteralIsTheMonitorOfStaticSynchronizedMethods() throws Exception {
        assertNoViolation(check("class-literal-monitor-safe.java"));
    }

    /** {@code synchronized (Main.class)} is another monitor: the two updates race (7 and 12). */
    @Test
    void anotherClassLiteralIsAnotherMonitor() throws Exception {
        assertUpdatesRace(check("class-literal-monitor-unsafe.java"), "Counter.count", 7, 12,
            List.of("25: assert Counter.count == 2: an update was lost"));
    }

    @Test
    void referencesAndLiteralsOutsideTheSubsetAreUnsupportedInTheirMethods() throws Exception {
        LoweringResult lowered = JavaChecks.lower("frontend/method-reference-unsupported.java");
        String file = JavaChecks.fixture("frontend/method-reference-unsupported.java").toString();
        assertEquals(List.of(
            new Diagnostic(DiagnosticKind.UNSUPPORTED, file, 13, "Main.viaSuper()",
                List.of("a super method reference (super::value)")),
            new Diagnostic(DiagnosticKind.UNSUPPORTED, file, 17, "Main$lambda$1.apply(int)",
                List.of("an array constructor reference (int[]::new)")),
            new Diagnostic(DiagnosticKind.UNSUPPORTED, file, 21, "Main.literal()",
                List.of("the class literal String.class")),
            new Diagnostic(DiagnosticKind.UNSUPPORTED, file, 24, "Main.sum(int[])",
                List.of("a variable-arity parameter")),
            new Diagnostic(DiagnosticKind.UNSUPPORTED, file, 28, "Main$lambda$2.run()",
                List.of("a method reference to the variable-arity method sum"))),
            lowered.diagnostics());
    }
}
