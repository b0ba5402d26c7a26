package org.braid.c;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

import org.braid.core.internal.harness.Harness;
import org.braid.core.internal.harness.HarnessSpec;
import org.braid.core.internal.harness.Harnesses;
import org.braid.core.internal.interp.Execution;
import org.braid.core.internal.interp.InterpreterOptions;
import org.braid.core.internal.interp.Outcome;
import org.braid.core.internal.interp.Run;
import org.braid.core.internal.interp.Simulation;
import org.braid.core.internal.ir.DataModel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Runs every program of {@code fixtures/models/} (small C programs exercising Braid's
 * environment models: pthreads, semaphores, C11 atomics, the SV-COMP dialect, Linux and WDM
 * driver APIs) through the C front end and random simulation of the main harness, and checks the
 * outcome listed for it in {@code fixtures/models/expectations.txt}: no bug (and every run ends:
 * a safe fixture that deadlocks shows a broken model), a race on a named access, or an assertion
 * failure at a line of the fixture.
 */
class ModelFixturesTest {

    private static final int RUNS = 1000;
    private static final long SEED = 1;
    private static final String NO_BUG = "no bug";
    private static final String RACE = "race on ";
    private static final String ASSERTION = "assertion at line ";

    /** One line of expectations.txt. */
    record Expectation(String fixture, String outcome) {
    }

    /**
     * The ways the front end reads a program: LP64 with the host's C library headers (when gcc is
     * installed), LP64 with Braid's own minimal headers, and ILP32 (Braid's headers unless a
     * 32-bit C library is installed). The models must behave the same under all of them.
     */
    enum Setup {
        LP64_HOST(CFrontEndOptions.defaults()),
        LP64_BRAID_HEADERS(CFrontEndOptions.defaults().withHostCompiler(false)),
        ILP32(CFrontEndOptions.defaults().withDataModel(DataModel.ILP32));

        private final CFrontEndOptions options;

        Setup(CFrontEndOptions options) {
            this.options = options;
        }
    }

    static Stream<Arguments> expectations() throws IOException {
        List<Expectation> all = readExpectations();
        return Stream.of(Setup.values())
            .flatMap(setup -> all.stream().map(e -> Arguments.of(e.fixture(), e.outcome(), setup)));
    }

    @ParameterizedTest(name = "{0} ({2}): {1}")
    @MethodSource("expectations")
    void fixtureHasTheExpectedOutcome(String fixture, String expected, Setup setup) throws Exception {
        LoweringResult lowered = Fixtures.lower(fixtures().resolve(fixture), setup.options);
        List<Diagnostic> unexpected = lowered.diagnostics().stream()
            .filter(d -> d.kind() != DiagnosticKind.UNDEFINED_BEHAVIOR)
            .toList();
        assertEquals(List.of(), unexpected, "every function the fixture calls must have a model");

        Harness harness = Harnesses.build(lowered.program(), new HarnessSpec.Main());
        Simulation.Result result = Simulation.run(harness.program(), harness.entry(), RUNS, SEED,
            InterpreterOptions.DEFAULT);

        if (expected.equals(NO_BUG)) {
            assertFalse(result.bug().isPresent(),
                () -> "expected no bug, found " + describe(result.bug().orElseThrow(), fixture));
            assertEquals(0, result.deadlocks(), "runs that ended with every thread blocked");
            assertEquals(0, result.stepLimits(), "runs cut off at the step bound");
            return;
        }
        assertTrue(result.bug().isPresent(), () -> "expected " + expected + ", found no bug in " + RUNS + " runs");
        Run bug = result.bug().get();
        assertTrue(matches(expected, bug, fixture), () -> "expected " + expected + ", found " + describe(bug, fixture));
    }

    @Test
    void everyFixtureHasAnExpectation() throws IOException {
        Set<String> listed = new TreeSet<>();
        for (Expectation e : readExpectations()) {
            assertTrue(listed.add(e.fixture()), "listed twice: " + e.fixture());
        }
        Set<String> present = new TreeSet<>();
        try (Stream<Path> files = Files.list(fixtures())) {
            files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".c")).forEach(present::add);
        }
        assertEquals(present, listed);
    }

    private static boolean matches(String expected, Run bug, String fixture) {
        if (expected.startsWith(RACE) && bug.outcome() instanceof Outcome.DataRace race) {
            String target = expected.substring(RACE.length());
            return inFixture(race.first().loc().file(), fixture) && inFixture(race.second().loc().file(), fixture)
                && (race.first().cell().display().equals(target) || race.second().cell().display().equals(target));
        }
        if (expected.startsWith(ASSERTION) && bug.outcome() instanceof Outcome.AssertionFailed failed) {
            String rest = expected.substring(ASSERTION.length());
            int colon = rest.indexOf(':');
            int line = Integer.parseInt((colon < 0 ? rest : rest.substring(0, colon)).strip());
            String message = colon < 0 ? "" : rest.substring(colon + 1).strip();
            return lastLineInFixture(bug.execution(), failed.thread(), fixture) == line
                && failed.message().contains(message);
        }
        return false;
    }

    /** The line of {@code thread}'s last step that lies in the fixture, or -1. */
    private static int lastLineInFixture(Execution execution, int thread, String fixture) {
        List<Execution.Step> steps = execution.steps();
        for (int i = steps.size() - 1; i >= 0; i--) {
            Execution.Step step = steps.get(i);
            if (step.thread() == thread && inFixture(step.loc().file(), fixture)) {
                return step.loc().line();
            }
        }
        return -1;
    }

    private static boolean inFixture(String file, String fixture) {
        Path name = Path.of(file).getFileName();
        return name != null && name.toString().equals(fixture);
    }

    private static String describe(Run bug, String fixture) {
        return switch (bug.outcome()) {
            case Outcome.DataRace race -> RACE + race.first().cell().display() + " (" + race.first().loc() + ") / "
                + race.second().cell().display() + " (" + race.second().loc() + ")";
            case Outcome.AssertionFailed failed -> ASSERTION
                + lastLineInFixture(bug.execution(), failed.thread(), fixture) + ": " + failed.message()
                + " (at " + failed.loc() + ")";
            case Outcome.Error error -> "error " + error.kind() + ": " + error.message() + " at " + error.loc();
            case Outcome.Completed completed -> "completed";
            case Outcome.Deadlock deadlock -> "deadlock";
            case Outcome.StepLimit limit -> "step limit";
            case Outcome.Stopped stopped -> "stopped";
        };
    }

    private static List<Expectation> readExpectations() throws IOException {
        List<Expectation> result = new ArrayList<>();
        for (String line : Files.readAllLines(fixtures().resolve("expectations.txt"), StandardCharsets.UTF_8)) {
            String text = line.strip();
            if (text.isEmpty() || text.startsWith("#")) {
                continue;
            }
            int bar = text.indexOf('|');
            if (bar < 0) {
                throw new IllegalStateException("expectations.txt: no '|' in: " + line);
            }
            result.add(new Expectation(text.substring(0, bar).strip(), text.substring(bar + 1).strip()));
        }
        return result;
    }

    private static Path fixtures() {
        return Fixtures.root().resolve("models");
    }
}
