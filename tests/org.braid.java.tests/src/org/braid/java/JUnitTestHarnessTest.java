package org.braid.java;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import org.braid.core.Cancellation;
import org.braid.core.CheckOptions;
import org.braid.core.CheckResult;
import org.braid.core.Engine;
import org.braid.core.Verdict;
import org.braid.core.frontend.EntryPoint;
import org.braid.core.internal.check.Checker;
import org.braid.core.internal.check.Unsupported;
import org.braid.core.internal.harness.HarnessSpec;
import org.junit.jupiter.api.Test;

/**
 * JUnit test methods as harnesses (issue 12, section 4) on the fixtures of {@code fixtures/junit/}:
 * the harness procedure of each test, checked with the core's main harness naming it (default
 * options but the time limit), with the exact findings of each test. The fixtures import JUnit,
 * which is not on Braid's class path here: Braid's own declarations of JUnit's API resolve them.
 */
class JUnitTestHarnessTest {

    private static LoweringResult lower(String name, String test) throws JavaFrontEndException {
        return JavaFrontEnd.lower(List.of(JavaChecks.fixture("junit/" + name)),
            JavaFrontEndOptions.defaults().withTest(test));
    }

    /** Each test's label, verdict, races and assertion findings (and the reason of an unknown verdict). */
    private static List<String> check(String name, String test) throws Exception {
        return check(lower(name, test));
    }

    private static List<String> check(LoweringResult lowered) throws Exception {
        // the BMC's verdicts; the CLI's JUnitHarnessTest checks JUnit tests with the default engine
        CheckOptions options = CheckOptions.from(option -> option.key().equals("timeout") ? "300" : null)
            .withEngine(Engine.BMC);
        List<Unsupported> unsupported = lowered.diagnostics().stream().filter(d -> d.kind().makesResultUnknown())
            .map(d -> new Unsupported(d.file(), d.line(), d.message(), d.function())).toList();
        List<String> summaries = new ArrayList<>();
        for (EntryPoint entry : lowered.programEntries()) {
            CheckResult result = Checker.check(lowered.program(), new HarnessSpec.Main(entry.procedure()), options,
                Cancellation.none(), unsupported);
            summaries.add(entry.label() + ": " + result.verdict().jsonName() + " " + JavaChecks.races(result) + " "
                + JavaChecks.assertions(result)
                + (result.verdict() == Verdict.UNKNOWN ? " (" + result.reason() + ")" : ""));
        }
        return summaries;
    }

    @Test
    void twoThreadsIncrementingWithoutALockRaceAndFailTheSumInJUnit5() throws Exception {
        assertEquals(List.of("CounterTest#twoThreadsIncrement: violation"
                + " [CounterTest.count read@11/write@12, CounterTest.count write@11/write@12]"
                + " [17: uncaught AssertionFailedError: assertEquals failed]"),
            check("counter-junit5-unsafe.java", "CounterTest#twoThreadsIncrement"));
    }

    @Test
    void theSynchronizedIncrementHasNoViolation() throws Exception {
        assertEquals(List.of("SynchronizedCounterTest#twoThreadsIncrement: no-violation-within-bounds [] []"),
            check("counter-junit5-synchronized-safe.java", "SynchronizedCounterTest"));
    }

    @Test
    void twoThreadsIncrementingWithoutALockRaceAndFailTheSumInJUnit4() throws Exception {
        assertEquals(List.of("CounterJUnit4Test#twoThreadsIncrement: violation"
                + " [CounterJUnit4Test.count read@11/write@12, CounterJUnit4Test.count write@11/write@12]"
                + " [17: uncaught AssertionError: assertEquals failed]"),
            check("CounterJUnit4Test.java", "CounterJUnit4Test"));
    }

    @Test
    void junit5RunsBeforeAllTheConstructorBeforeEachTheTestAfterEachAndAfterAllInOrder() throws Exception {
        assertEquals(List.of(
            "LifecycleTest#runsBetweenTheBeforeAndAfterMethods: no-violation-within-bounds [] []",
            "LifecycleTest#getsAFreshInstance: no-violation-within-bounds [] []",
            "LifecycleTest#seesTheAfterMethodsNotYetRun: violation [] [62: uncaught AssertionFailedError: assertTrue failed]"),
            check("lifecycle-junit5.java", "LifecycleTest"));
    }

    @Test
    void junit4RunsBeforeClassBeforeTheTestAfterAndAfterClassInOrder() throws Exception {
        assertEquals(List.of(
            "LifecycleJUnit4Test#runsAfterBefore: no-violation-within-bounds [] []",
            "LifecycleJUnit4Test#failsWhenAfterHasNotRun: violation [] [36: uncaught AssertionError: assertEquals failed]"),
            check("LifecycleJUnit4Test.java", "LifecycleJUnit4Test"));
    }

    @Test
    void eachAssertionPassesAndFailsAsJUnitsAndAFailureCanBeCaught() throws Exception {
        assertEquals(List.of(
            "AssertionsTest#allPass: no-violation-within-bounds [] []",
            "AssertionsTest#assertTrueFails: violation [] [31: uncaught AssertionFailedError: assertTrue failed]",
            "AssertionsTest#assertEqualsOfLongsFails: violation [] [36: uncaught AssertionFailedError: assertEquals failed]",
            "AssertionsTest#assertNotNullFails: violation [] [41: uncaught AssertionFailedError: assertNotNull failed]",
            "AssertionsTest#failFails: violation [] [46: uncaught AssertionFailedError: fail() called]",
            "AssertionsTest#aFailureCanBeCaught: no-violation-within-bounds [] []"),
            check("assertions-junit5.java", "AssertionsTest"));
    }

    @Test
    void shapesTheHarnessDoesNotModelAreUnknownAtTheirLinesAndADisabledTestIsLeftOut() throws Exception {
        LoweringResult lowered = lower("unsupported-junit5.java", "ShapesTest");
        assertEquals(List.of(
            "12: the JUnit annotation @ParameterizedTest is not supported",
            "17: the JUnit annotation @RepeatedTest is not supported",
            "22: the JUnit annotation @Timeout is not supported",
            "30: the JDK method org.junit.jupiter.api.Assumptions.assumeTrue is not supported",
            "33: test ShapesTest#disabled is disabled (@Disabled): JUnit does not run it; the class harness leaves it out"),
            lowered.diagnostics().stream().map(d -> d.line() + ": " + d.message()).toList());
        assertEquals(List.of("ShapesTest#parameterized", "ShapesTest#repeated", "ShapesTest#timed",
            "ShapesTest#assumes", "ShapesTest#plain"), lowered.programEntries().stream().map(EntryPoint::label).toList());
    }

    @Test
    void onlyTheTestsAClassDeclaresRunAndAnInheritedOneIsNoted() throws Exception {
        LoweringResult lowered = lower("inherited-junit5.java", "ConcreteCheckTest");
        assertEquals(List.of("7: test AbstractCheckTest#inherited is inherited by ConcreteCheckTest, which runs only"
            + " the tests it declares; the class harness leaves it out"),
            lowered.diagnostics().stream().map(d -> d.line() + ": " + d.message()).toList());
        assertEquals(List.of("ConcreteCheckTest#declared"),
            lowered.programEntries().stream().map(EntryPoint::label).toList());
    }

    /** The jar (or folder) a class of this test's own JUnit comes from. */
    private static java.nio.file.Path jarOf(Class<?> type) throws Exception {
        return java.nio.file.Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
    }

    @Test
    void withJUnitsJarsOnTheClassPathTheCallsGoToTheModelsAsWell() throws Exception {
        List<java.nio.file.Path> junit = List.of(jarOf(Test.class), jarOf(org.opentest4j.AssertionFailedError.class));
        LoweringResult lowered = JavaFrontEnd.lower(List.of(JavaChecks.fixture("junit/assertions-junit5.java")),
            JavaFrontEndOptions.defaults().withTest("AssertionsTest#assertEqualsOfLongsFails").withClasspath(junit));
        assertEquals(List.of("AssertionsTest#assertEqualsOfLongsFails: violation []"
            + " [36: uncaught AssertionFailedError: assertEquals failed]"), check(lowered), junit::toString);
    }

    @Test
    void aMissingClassOrMethodOrAMethodThatIsNoTestIsAnInputError() {
        String file = JavaChecks.fixture("junit/lifecycle-junit5.java").toString();
        JavaFrontEndException noClass = assertThrows(JavaFrontEndException.class,
            () -> lower("lifecycle-junit5.java", "NoSuchTest"));
        JavaFrontEndException noMethod = assertThrows(JavaFrontEndException.class,
            () -> lower("lifecycle-junit5.java", "LifecycleTest#missing"));
        JavaFrontEndException noTest = assertThrows(JavaFrontEndException.class,
            () -> lower("lifecycle-junit5.java", "LifecycleTest#setUp"));
        assertAll(
            () -> assertEquals(file + ": no class named 'NoSuchTest' in the checked files; they declare"
                + " [BaseTest, LifecycleTest]", noClass.getMessage()),
            () -> assertEquals(file + ":27: class LifecycleTest declares no method missing; it declares"
                + " [LifecycleTest#setUpClass(), LifecycleTest#setUp(), LifecycleTest#runsBetweenTheBeforeAndAfterMethods(),"
                + " LifecycleTest#getsAFreshInstance(), LifecycleTest#seesTheAfterMethodsNotYetRun(),"
                + " LifecycleTest#tearDown(), LifecycleTest#tearDownClass()]", noMethod.getMessage()),
            () -> assertEquals(file + ":41: LifecycleTest#setUp is not a test method: it has no @Test annotation of"
                + " JUnit 5 (org.junit.jupiter.api.Test) or JUnit 4 (org.junit.Test)", noTest.getMessage()));
    }
}
