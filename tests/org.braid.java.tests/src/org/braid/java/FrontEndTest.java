package org.braid.java;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.braid.core.CheckResult;
import org.braid.core.Verdict;
import org.braid.core.internal.ir.Loc;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Stmt;
import org.junit.jupiter.api.Test;

/** The front end's contract: errors with locations, unsupported diagnostics, statement locations, the main class. */
class FrontEndTest {

    private static String file(String name) {
        return JavaChecks.fixture("frontend/" + name).toString();
    }

    @Test
    void syntaxErrorIsAnExceptionAtItsLine() {
        JavaFrontEndException e = assertThrows(JavaFrontEndException.class,
            () -> JavaChecks.lower("frontend/syntax-error.java"));
        assertAll(
            () -> assertEquals(file("syntax-error.java"), e.file()),
            () -> assertEquals(3, e.line()),
            () -> assertEquals("Syntax error, insert \";\" to complete BlockStatements", e.detail()));
    }

    @Test
    void typeErrorIsAnExceptionAtItsLine() {
        JavaFrontEndException e = assertThrows(JavaFrontEndException.class,
            () -> JavaChecks.lower("frontend/type-error.java"));
        assertAll(
            () -> assertEquals(file("type-error.java"), e.file()),
            () -> assertEquals(4, e.line()),
            () -> assertEquals("Type mismatch: cannot convert from int to boolean", e.detail()));
    }

    @Test
    void unsupportedDeclarationMakesEveryCheckUnknown() throws Exception {
        String file = file("enum-constant-body-unsupported.java");
        LoweringResult lowered = JavaChecks.lower("frontend/enum-constant-body-unsupported.java");
        assertAll(
            () -> assertFalse(lowered.isExact()),
            () -> assertEquals(List.of(new Diagnostic(DiagnosticKind.UNSUPPORTED, file, 2, null,
                List.of("an enum constant with a body"))), lowered.diagnostics()));
        CheckResult result = JavaChecks.check("frontend/enum-constant-body-unsupported.java");
        assertEquals(Optional.of("unsupported: an enum constant with a body is not supported at " + file + ":2"),
            result.reason());
    }

    @Test
    void unsupportedConstructInAMethodMainNeverCallsDoesNotMatter() throws Exception {
        LoweringResult lowered = JavaChecks.lower("frontend/unreached-float.java");
        assertEquals(List.of(new Diagnostic(DiagnosticKind.UNSUPPORTED, file("unreached-float.java"), 6,
            "Main.half(int)", List.of("the type float"))), lowered.diagnostics());
        CheckResult result = JavaChecks.check("frontend/unreached-float.java");
        assertEquals(Verdict.NO_VIOLATION_WITHIN_BOUNDS, result.verdict(), () -> "reason: " + result.reason());
    }

    @Test
    void unsupportedConstructInACalledMethodMakesTheCheckUnknown() throws Exception {
        CheckResult result = JavaChecks.check("frontend/reached-float.java");
        assertAll(
            () -> assertEquals(Verdict.UNKNOWN, result.verdict()),
            () -> assertEquals(Optional.of("unsupported: the type float is not supported at "
                + file("reached-float.java") + ":7"), result.reason()));
    }

    @Test
    void statementsCarryTheirSourceLocation() throws Exception {
        LoweringResult lowered = JavaChecks.lower("e2e/lost-update-unsafe.java");
        Procedure increment = lowered.program().procedure("Counter.increment()").orElseThrow();
        List<Loc> locs = increment.blocks().stream().flatMap(b -> b.statements().stream()).map(Stmt::loc)
            .distinct().toList();
        assertEquals(List.of(new Loc(JavaChecks.fixture("e2e/lost-update-unsafe.java").toString(), 7, 9,
            "count = count + 1;")), locs);
    }

    /** The procedures {@code Thread.run()} may call: its dispatch of {@code Runnable.run()}. */
    private static java.util.Set<String> calledByThreadRun(String fixture) throws Exception {
        Procedure run = JavaChecks.lower(fixture).program().procedure("braid.models.java.lang.Thread.run()")
            .orElseThrow();
        return run.blocks().stream().flatMap(b -> b.statements().stream())
            .filter(s -> s instanceof Stmt.Call c && c.callee() instanceof org.braid.core.internal.ir.Callee.Direct)
            .map(s -> ((org.braid.core.internal.ir.Callee.Direct) ((Stmt.Call) s).callee()).name())
            .collect(java.util.stream.Collectors.toCollection(java.util.TreeSet::new));
    }

    @Test
    void virtualCallsDispatchOnlyToClassesTheProgramMayCreate() throws Exception {
        assertAll(
            () -> assertEquals(java.util.Set.of("Worker.run()", "braid.models.java.lang.Thread.run()"),
                calledByThreadRun("e2e/lost-update-unsafe.java"),
                "a program without executors: the executor models' runnables are no candidates (with them, the "
                    + "rounds strategy inlined workers within workers and ran out of memory)"),
            () -> assertTrue(calledByThreadRun("e2e/executor-lost-update-unsafe.java")
                .contains("braid.models.java.util.concurrent.ThreadPoolWorker.run()"),
                "a program with a thread pool: the pool's workers are candidates"));
    }

    @Test
    void onlyTheFrontEndsRegistersAreTemporaries() throws Exception {
        LoweringResult lowered = JavaChecks.lower("e2e/lost-update-unsafe.java");
        List<org.braid.core.internal.ir.Variable> all = lowered.program().procedures().values().stream()
            .flatMap(p -> java.util.stream.Stream.concat(p.parameters().stream(), p.locals().stream())).toList();
        assertEquals(List.of(), all.stream().filter(v -> v.temporary() != v.name().matches("t\\$\\d+"))
            .map(org.braid.core.internal.ir.Variable::name).toList(),
            "t$N registers are temporaries, every declared variable (no fixture variable is named t) is not");
        assertTrue(all.stream().anyMatch(org.braid.core.internal.ir.Variable::temporary), "the fixture has registers");
    }

    @Test
    void severalMainsNeedTheMainClass() throws Exception {
        JavaFrontEndException e = assertThrows(JavaFrontEndException.class,
            () -> JavaChecks.lower("frontend/two-mains.java"));
        assertAll(
            () -> assertEquals(11, e.line()),
            () -> assertEquals("more than one class declares main(String[]); choose the main class", e.detail()));
        LoweringResult second = JavaFrontEnd.lower(List.of(JavaChecks.fixture("frontend/two-mains.java")),
            JavaFrontEndOptions.defaults().withMainClass("Second"));
        assertTrue(second.isExact());
        // The entry names its thread "main" (for traces), then calls the chosen class's main.
        assertEquals(List.of(new org.braid.core.internal.ir.Callee.Direct(
            org.braid.core.internal.ir.ThreadNaming.PROCEDURE),
            new org.braid.core.internal.ir.Callee.Direct("Second.main(String[])")),
            second.program().procedure("main").orElseThrow().blocks().get(0)
                .statements().stream().filter(Stmt.Call.class::isInstance).map(s -> ((Stmt.Call) s).callee())
                .toList());
    }

    @Test
    void boxingAndJdkCallsAreUnsupportedInTheirMethods() throws Exception {
        LoweringResult lowered = JavaChecks.lower("frontend/boxing-and-printing.java");
        String file = file("boxing-and-printing.java");
        assertEquals(List.of(
            new Diagnostic(DiagnosticKind.UNSUPPORTED, file, 5, "Main.boxed()", List.of("boxing a short (`(short)count`)")),
            new Diagnostic(DiagnosticKind.UNSUPPORTED, file, 9, "Main.printed()",
                List.of("the static field java.lang.System.out"))), lowered.diagnostics());
    }

    @Test
    void callThroughAGenericBridgeIsUnsupportedNotSkipped() throws Exception {
        LoweringResult lowered = JavaChecks.lower("frontend/generic-bridge.java");
        assertEquals(List.of(new Diagnostic(DiagnosticKind.UNSUPPORTED, file("generic-bridge.java"), 18,
            "Main.main(String[])", List.of("calling put on a BoxSink (a JDK method, or one implemented through a "
                + "generic bridge)"))), lowered.diagnostics());
    }

    @Test
    void methodMissingFromAJavaModelIsUnsupported() throws Exception {
        LoweringResult lowered = JavaChecks.lower("frontend/atomic-unmodelled-method.java");
        assertEquals(List.of(new Diagnostic(DiagnosticKind.UNSUPPORTED, file("atomic-unmodelled-method.java"), 6,
            "Main.main(String[])", List.of("calling lazySet on a braid.models.java.util.concurrent.atomic.AtomicInteger"
                + " (a JDK method, or one implemented through a generic bridge)"))), lowered.diagnostics());
    }

    @Test
    void threadMethodsAndConstructorsTheJavaModelLacksAreUnsupported() throws Exception {
        LoweringResult lowered = JavaChecks.lower("frontend/thread-unmodelled.java");
        String file = file("thread-unmodelled.java");
        assertEquals(List.of(
            new Diagnostic(DiagnosticKind.UNSUPPORTED, file, 3, "Main.sleepy()",
                List.of("the JDK method java.lang.Thread.currentThread")),
            new Diagnostic(DiagnosticKind.UNSUPPORTED, file, 7, "Main.named()",
                List.of("the constructor java.lang.Thread(ThreadGroup,Runnable,String,long)"))),
            lowered.diagnostics());
    }
}
