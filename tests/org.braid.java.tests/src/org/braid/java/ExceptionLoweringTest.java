package org.braid.java;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.braid.core.internal.ir.Callee;
import org.braid.core.internal.ir.Global;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Terminator;
import org.junit.jupiter.api.Test;

/**
 * How exceptions are lowered: the pending-exception slot exists in every program that can throw (an
 * uncaught exception unwinds its thread), a handler counter per caught type; the check after a call
 * is dropped when the callee never throws.
 */
class ExceptionLoweringTest {
    private static final String PENDING = "java.lang.Throwable.pending";

    private static List<String> exceptionGlobals(Program program) {
        return program.globals().values().stream().filter(Global::threadLocal).map(Global::name)
            .filter(n -> n.startsWith("java.lang.Throwable.")).sorted().toList();
    }

    @Test
    void programThatCanThrowHasThePendingExceptionEvenWithoutHandlers() throws Exception {
        // An uncaught exception unwinds its thread as on the JVM (finally blocks, monitors), so the
        // slot exists as soon as something can be thrown, a null receiver's NullPointerException included.
        assertTrue(exceptionGlobals(JavaChecks.lower("e2e/lost-update-unsafe.java").program()).contains(PENDING));
        assertTrue(exceptionGlobals(JavaChecks.lower("e2e/lock-counter-safe.java").program()).contains(PENDING));
    }

    @Test
    void handlerOfAnExceptionNothingThrowsIsCountedButNeverTaken() throws Exception {
        LoweringResult lowered = JavaChecks.lower("frontend/interrupted-handler.java");
        assertAll(
            () -> assertTrue(lowered.isExact()),
            // Only the program's own handler: FutureTask's catch (Throwable) is not counted, since the
            // program names nothing that needs the executor models, which are therefore not parsed.
            () -> assertEquals(List.of("java.lang.Throwable.handlers:java.lang.InterruptedException", PENDING),
                exceptionGlobals(lowered.program())));
    }

    @Test
    void handlersAreCountedPerCaughtTypeAndThread() throws Exception {
        LoweringResult lowered = JavaChecks.lower("e2e/exception-caught-safe.java");
        assertAll(
            () -> assertTrue(lowered.isExact()),
            () -> assertEquals(List.of("java.lang.Throwable.handlers:Frozen", "java.lang.Throwable.handlers:Overdrawn",
                "java.lang.Throwable.handlers:java.lang.IllegalStateException",
                "java.lang.Throwable.handlers:java.lang.RuntimeException",
                "java.lang.Throwable.handlers:java.lang.Throwable", PENDING), exceptionGlobals(lowered.program())));
    }

    @Test
    void onlyCallsOfProceduresThatMayThrowAreFollowedByTheCheck() throws Exception {
        Procedure add = JavaChecks.lower("e2e/exception-finally-unlock-safe.java").program()
            .procedure("Counter.add(int)").orElseThrow();
        List<String> afterCalls = add.blocks().stream()
            .filter(b -> !b.statements().isEmpty() && b.statements().get(b.statements().size() - 1) instanceof Stmt.Call)
            .map(b -> ((Callee.Direct) ((Stmt.Call) b.statements().get(b.statements().size() - 1)).callee()).name()
                + (b.terminator() instanceof Terminator.Branch ? " checked" : " unchecked"))
            .toList();
        String lock = "braid.models.java.util.concurrent.locks.ReentrantLock.";
        assertEquals(List.of(lock + "lock() unchecked",
            "braid.models.java.lang.IllegalArgumentException.<init>(String) unchecked", lock + "unlock() checked",
            lock + "unlock() checked"), afterCalls);
    }

    @Test
    void tryWithResourcesCountsAHandlerOfEverythingForItsSuppressedCloses() throws Exception {
        assertEquals(List.of("java.lang.Throwable.handlers:java.lang.IllegalStateException",
            "java.lang.Throwable.handlers:java.lang.RuntimeException", "java.lang.Throwable.handlers:java.lang.Throwable",
            PENDING), exceptionGlobals(JavaChecks.lower("e2e/try-with-resources-safe.java").program()));
    }

    @Test
    void throwableMethodsBeyondGetMessageAreUnsupportedInTheirMethod() throws Exception {
        LoweringResult lowered = JavaChecks.lower("e2e/unsupported-exception-method-unknown.java");
        assertAll(
            () -> assertFalse(lowered.isExact()),
            () -> assertEquals(List.of(new Diagnostic(DiagnosticKind.UNSUPPORTED,
                JavaChecks.fixture("e2e/unsupported-exception-method-unknown.java").toString(), 11,
                "Main$lambda$1.run()", List.of("calling printStackTrace on a braid.models.java.lang.IllegalStateException"
                    + " (a JDK method, or one implemented through a generic bridge)"))), lowered.diagnostics()));
    }
}
