package org.braid.java;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.util.List;

import org.braid.core.CheckResult;
import org.braid.core.Verdict;
import org.junit.jupiter.api.Test;

/**
 * {@code --classpath}: a program that uses a class of a jar (fixtures/classpath/limits.jar, built
 * from lib-src) is an input error without it, and is checked with it.
 */
class ClasspathTest {
    private static final Path PROGRAM = JavaChecks.fixture("classpath/UsesLimits.java");
    private static final Path JAR = JavaChecks.fixture("classpath/limits.jar");

    @Test
    void withoutTheClassPathTheImportIsAnInputErrorAtItsLine() {
        JavaFrontEndException error = assertThrows(JavaFrontEndException.class,
                () -> JavaFrontEnd.lower(List.of(PROGRAM), JavaFrontEndOptions.defaults()));
        assertEquals(1, error.line());
        assertEquals("The import config cannot be resolved", error.detail());
    }

    @Test
    void withTheClassPathTheLibraryConstantResolvesAndTheLostUpdateIsFound() throws Exception {
        CheckResult result = JavaChecks.check(JavaFrontEnd.lower(List.of(PROGRAM),
                JavaFrontEndOptions.defaults().withClasspath(List.of(JAR))));
        assertEquals(Verdict.VIOLATION, result.verdict());
        assertEquals(List.of("UsesLimits.count read@8/write@10", "UsesLimits.count write@8/write@10"),
                JavaChecks.races(result));
        assertEquals(List.of("12: assert count == Limits.WORKERS"), JavaChecks.assertions(result));
    }

    @Test
    void aMissingClassPathEntryIsAnInputError() {
        Path missing = Path.of("no-such-dir");
        JavaFrontEndException error = assertThrows(JavaFrontEndException.class, () -> JavaFrontEnd.lower(
                List.of(PROGRAM), JavaFrontEndOptions.defaults().withClasspath(List.of(missing))));
        assertEquals("no such class path entry", error.detail());
        assertEquals("no-such-dir", error.file());
    }
}
