package org.braid.java;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.braid.core.CheckResult;
import org.braid.core.Verdict;
import org.junit.jupiter.api.Test;

/**
 * The {@code Thread} model's names (fixtures in {@code fixtures/names/}): the JDK's checks of a
 * null name, {@code getName()} of a named thread, and the trace's names; the command line's
 * {@code ThreadNamesCliTest} shows them in messages and interleavings.
 */
class ThreadNamesTest {

    private static CheckResult check(String name, String... settings) throws Exception {
        return JavaChecks.check("names/" + name, settings);
    }

    @Test
    void aNullNameThrowsTheJdksNullPointerExceptions() throws Exception {
        CheckResult constructed = check("thread-null-name-unsafe.java", "properties=exception");
        CheckResult renamed = check("set-name-null-unsafe.java", "properties=exception");
        assertAll(
            () -> assertEquals(List.of("6: uncaught NullPointerException: 'name' is null"),
                JavaChecks.assertions(constructed)),
            () -> assertEquals(Map.of(0, "main"), constructed.findings().get(0).trace().threadNames(),
                "the thread was never named, nor numbered: the check comes first"),
            () -> assertEquals(List.of("7: uncaught NullPointerException: name cannot be null"),
                JavaChecks.assertions(renamed)),
            () -> assertEquals(Map.of(0, "main"), renamed.findings().get(0).trace().threadNames(),
                "its Thread-0 was never started"));
    }

    @Test
    void getNameAnswersAGivenNameInAnyThread() throws Exception {
        CheckResult result = check("get-name-safe.java");
        assertEquals(Verdict.NO_VIOLATION_WITHIN_BOUNDS, result.verdict(), () -> result.reason() + " "
            + result.findings());
    }

    @Test
    void getNameOfANumberedThreadIsUnknown() throws Exception {
        CheckResult result = check("get-name-numbered-unknown.java");
        assertAll(
            () -> assertEquals(Verdict.UNKNOWN, result.verdict()),
            () -> assertEquals(Optional.of("unsupported: getName() of a thread without a given name (Thread-N) at "
                + "models/braid/models/java/lang/Thread.java:66:9 (called from "
                + JavaChecks.fixture("names/get-name-numbered-unknown.java") + ":6)"), result.reason()));
    }
}
