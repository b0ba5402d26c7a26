package org.braid.java;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.braid.core.CheckResult;
import org.braid.core.Verdict;
import org.junit.jupiter.api.Test;

/**
 * Boxing and unboxing of {@code int}, {@code long}, {@code boolean} and {@code char} through the
 * box models, with the JDK's caches (so {@code ==} between boxes is the JVM's), {@code equals} and
 * {@code hashCode} by dispatch, and unboxing null throwing {@code NullPointerException}. Each
 * fixture's outcome is the JVM's ({@code java -ea}).
 */
class BoxingTest {

    @Test
    void boxesAreCachedComparedAndUnboxedAsOnTheJvm() throws Exception {
        CheckResult result = JavaChecks.check("e2e/boxing-safe.java", "timeout=300");
        assertAll(
            () -> assertEquals(Verdict.NO_VIOLATION_WITHIN_BOUNDS, result.verdict(),
                () -> "reason: " + result.reason() + ", findings: " + result.findings()),
            () -> assertEquals(List.of(), result.unreached().stream()
                .filter(u -> !u.file().startsWith(org.braid.core.TraceStep.MODEL_PREFIX)).toList()));
    }

    @Test
    void unboxingNullThrowsNullPointerException() throws Exception {
        CheckResult result = JavaChecks.check("e2e/boxing-null-unsafe.java", "timeout=300");
        assertAll(
            () -> assertEquals(Verdict.VIOLATION, result.verdict(), () -> "reason: " + result.reason()),
            () -> assertEquals(List.of(), JavaChecks.races(result)),
            () -> assertEquals(List.of("6: uncaught NullPointerException: limit"), JavaChecks.assertions(result)));
    }
}
