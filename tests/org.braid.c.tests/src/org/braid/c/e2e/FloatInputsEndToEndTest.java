package org.braid.c.e2e;

import static org.braid.c.e2e.CheckEndToEndTest.check;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;

import org.braid.core.AssertionFinding;
import org.braid.core.CheckOption;
import org.braid.core.CheckResult;
import org.braid.core.TraceStep;
import org.braid.core.Verdict;
import org.braid.core.internal.harness.HarnessSpec;
import org.junit.jupiter.api.Test;

/**
 * {@code __VERIFIER_nondet_double()} and {@code __VERIFIER_nondet_float()} give any bit pattern of
 * their type, with the model checker (whose encoding compares floating-point values exactly) and
 * with the default engine (DPOR first): an assertion that only a NaN or an infinity fails is
 * found at its line, with the chosen value in the trace as C's printf writes it ({@code nan},
 * {@code inf}), and comparisons that hold for every bit pattern give no finding.
 */
class FloatInputsEndToEndTest {
    private static final List<String> ENGINES = List.of("engine=bmc", "engine=" + CheckOption.ENGINE.defaultValue());

    @Test
    void onlyANanFailsAnAssertionThatADoubleEqualsItself() throws Exception {
        for (String engine : ENGINES) {
            CheckResult result = check("nondet-double-nan-unsafe.c", new HarnessSpec.Main(), engine);
            assertEquals(Verdict.VIOLATION, result.verdict(), () -> engine + ": " + result);
            AssertionFinding finding = only(result, engine);
            assertEquals(12, finding.line(), engine);
            assertChosen(finding, 8, "x", Set.of("nan", "-nan"), engine);
        }
    }

    @Test
    void onlyInfinityIsAFloatAboveTheLargestFiniteFloat() throws Exception {
        for (String engine : ENGINES) {
            CheckResult result = check("nondet-float-inf-unsafe.c", new HarnessSpec.Main(), engine);
            assertEquals(Verdict.VIOLATION, result.verdict(), () -> engine + ": " + result);
            AssertionFinding finding = only(result, engine);
            assertEquals(10, finding.line(), engine);
            assertChosen(finding, 8, "f", Set.of("inf"), engine);
        }
    }

    @Test
    void comparisonsThatHoldForEveryBitPatternGiveNoFinding() throws Exception {
        for (String engine : ENGINES) {
            CheckResult result = check("nondet-double-safe.c", new HarnessSpec.Main(), engine);
            assertEquals(List.of(), result.findings(), engine);
            assertTrue(result.verdict() == Verdict.NO_VIOLATION_WITHIN_BOUNDS || result.verdict() == Verdict.PROVED,
                () -> engine + ": " + result);
            assertTrue(result.reason().isEmpty(), () -> engine + ": " + result);
        }
    }

    private static AssertionFinding only(CheckResult result, String engine) {
        List<AssertionFinding> found = result.findings().stream().filter(AssertionFinding.class::isInstance)
            .map(AssertionFinding.class::cast).toList();
        assertEquals(1, found.size(), () -> engine + ": " + result);
        return found.get(0);
    }

    /** The trace's step at {@code line} writes {@code name} with one of the {@code expected} texts. */
    private static void assertChosen(AssertionFinding finding, int line, String name, Set<String> expected,
            String engine) {
        List<String> written = finding.trace().steps().stream().filter(s -> s.line() == line && !s.isBraidCode())
            .map(TraceStep::values).flatMap(List::stream).filter(v -> v.startsWith(name + " := ")).toList();
        assertEquals(1, written.size(), () -> engine + ": " + finding.trace());
        String value = written.get(0).substring(name.length() + 4);
        assertTrue(expected.contains(value), () -> engine + ": " + written);
    }
}
