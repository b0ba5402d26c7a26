package org.braid.core.internal.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.List;
import org.braid.core.AssertionFinding;
import org.braid.core.CheckResult;
import org.braid.core.TraceStep;
import org.braid.core.Verdict;
import org.braid.core.internal.harness.HarnessSpec;
import org.braid.core.internal.seq.Models;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/** Bugs both strategies find, one only rounds finds, and correctly synchronized programs. */
class StrategiesCheckTest {

    private static final String[] KISS = {"strategy=kiss", "maxTs=2"};
    private static final String[] ROUNDS = {"strategy=rounds", "rounds=2"};
    /** Main must run again after both workers finished: three rounds (0 1 2, 0 1 2, 0). */
    private static final String[] ROUNDS3 = {"strategy=rounds", "rounds=3"};

    private static String[] with(String[] strategy, String... more) {
        String[] all = java.util.Arrays.copyOf(strategy, strategy.length + more.length);
        System.arraycopy(more, 0, all, strategy.length, more.length);
        return all;
    }

    private static String[] strategy(String name) {
        return name.equals("kiss") ? KISS : ROUNDS;
    }

    @ParameterizedTest
    @ValueSource(strings = {"kiss", "rounds"})
    void lostUpdateIsFoundByBothStrategies(String strategy) {
        CheckResult result = Checks.main(Models.lostUpdate(),
            with(strategy.equals("kiss") ? KISS : ROUNDS3, "properties=assert"));
        assertEquals(Verdict.VIOLATION, result.verdict());
        AssertionFinding failure = assertInstanceOf(AssertionFinding.class, result.findings().get(0));
        assertEquals(24, failure.line());
        assertEquals("main", failure.function());
        List<TraceStep> steps = failure.trace().steps();
        List<String> reads = steps.stream().filter(s -> s.line() == 4).map(s -> s.thread() + ":" + s.values())
            .toList();
        assertEquals(2, reads.size(), "each worker reads the counter once: " + reads);
        assertEquals(List.of("counter = 0", "t := 0"), steps.stream().filter(s -> s.line() == 4)
            .map(TraceStep::values).distinct().findFirst().orElseThrow(), "both read 0");
        assertEquals(List.of("counter = 1"), steps.get(steps.size() - 1).values());
    }

    @ParameterizedTest
    @ValueSource(strings = {"kiss", "rounds"})
    void lostUpdateRacesOnTheCounter(String strategy) {
        CheckResult result = Checks.main(Models.lostUpdate(), with(strategy(strategy), "properties=race"));
        assertEquals(List.of("counter read@4/write@5", "counter write@5/write@5"), Checks.describeAll(result));
    }

    @Test
    void unbalancedInterleavingIsFoundByRoundsOnly() {
        CheckResult rounds = Checks.main(Models.unbalanced(), with(ROUNDS, "properties=all"));
        assertEquals(Verdict.VIOLATION, rounds.verdict());
        assertEquals(1, rounds.findings().size(), "no race: every access is atomic");
        AssertionFinding failure = assertInstanceOf(AssertionFinding.class, rounds.findings().get(0));
        assertEquals(17, failure.line());
        List<Integer> order = failure.trace().steps().stream().filter(s -> s.line() == 3 || s.line() == 6
            || s.line() == 12 || s.line() == 15).map(TraceStep::line).toList();
        assertEquals(List.of(3, 12, 6, 15), order, "writer, reader, writer, reader");
        CheckResult kiss = Checks.main(Models.unbalanced(), with(KISS, "properties=all"));
        assertEquals(Verdict.NO_VIOLATION_WITHIN_BOUNDS, kiss.verdict(), "the interleaving is not balanced");
    }

    @ParameterizedTest
    @ValueSource(strings = {"kiss", "rounds"})
    void synchronizedProgramsHaveNoFinding(String strategy) {
        for (var program : List.of(Models.lockedCounter(), Models.atomicCounter(), Models.flagHandoff())) {
            CheckResult result = Checks.main(program, with(strategy(strategy), "properties=all"));
            assertEquals(Verdict.NO_VIOLATION_WITHIN_BOUNDS, result.verdict(), () -> result.findings().toString());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"kiss", "rounds"})
    void lseekPairRacesOnFilePosition(String strategy) {
        CheckResult result = Checks.run(Models.lseek(false), new HarnessSpec.Pair("generic_lseek", "generic_lseek",
            false), with(strategy(strategy), "properties=race"));
        assertEquals(List.of("file->f_pos read@4/write@6", "file->f_pos write@6/write@6"), Checks.describeAll(result));
        Checks.races(result).forEach(r -> assertEquals(List.of(1, 2), List.of(r.first().thread(),
            r.second().thread()).stream().sorted().toList()));
    }

    @ParameterizedTest
    @ValueSource(strings = {"kiss", "rounds"})
    void lseekPairWithMutexHasNoRace(String strategy) {
        CheckResult result = Checks.run(Models.lseek(true), new HarnessSpec.Pair("generic_lseek", "generic_lseek",
            false), with(strategy(strategy), "properties=all"));
        assertEquals(Verdict.NO_VIOLATION_WITHIN_BOUNDS, result.verdict(), () -> result.findings().toString());
    }

    @ParameterizedTest
    @ValueSource(strings = {"kiss", "rounds"})
    void dispatchHarnessOfTwoThreadsFindsTheLseekRaces(String strategy) {
        CheckResult result = Checks.run(Models.lseek(false), new HarnessSpec.Dispatch(2, List.of("generic_lseek"),
            java.util.Set.of(), false), with(strategy(strategy), "properties=race"));
        assertEquals(List.of("file->f_pos read@4/write@6", "file->f_pos write@6/write@6"), Checks.describeAll(result));
    }

    @Test
    void everyRacyGlobalIsReported() {
        CheckResult result = Checks.main(Models.twoRacyGlobals(), with(KISS, "properties=race"));
        assertEquals(List.of("x write@3/write@3", "y write@4/write@4"), Checks.describeAll(result));
    }

    @Test
    void kissMaxZeroFindsTheLostUpdateRaceButNotTheAssertion() {
        CheckResult race = Checks.main(Models.lostUpdate(), "strategy=kiss", "maxTs=0", "properties=race");
        assertEquals(List.of("counter read@4/write@5", "counter write@5/write@5"), Checks.describeAll(race));
        CheckResult assertion = Checks.main(Models.lostUpdate(), "strategy=kiss", "maxTs=0", "properties=assert");
        assertEquals(Verdict.NO_VIOLATION_WITHIN_BOUNDS, assertion.verdict(),
            "with MAX = 0 a worker runs to completion (or stops for good) when it is started");
        CheckResult maxOne = Checks.main(Models.lostUpdate(), "strategy=kiss", "maxTs=1", "properties=assert");
        assertEquals(Verdict.VIOLATION, maxOne.verdict(),
            "with MAX = 1 the first worker is pending and runs inside the second one's switch point");
    }

    @Test
    void roundsNeedsAThirdRoundForMainToSeeTheLostUpdate() {
        CheckResult two = Checks.main(Models.lostUpdate(), with(ROUNDS, "properties=assert"));
        assertEquals(Verdict.NO_VIOLATION_WITHIN_BOUNDS, two.verdict());
        assertEquals(2, two.bounds().rounds());
    }
}
