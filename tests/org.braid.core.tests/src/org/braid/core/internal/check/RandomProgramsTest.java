package org.braid.core.internal.check;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.braid.core.CheckResult;
import org.braid.core.Verdict;
import org.braid.core.internal.harness.Harness;
import org.braid.core.internal.harness.HarnessSpec;
import org.braid.core.internal.harness.Harnesses;
import org.braid.core.internal.interp.Execution;
import org.braid.core.internal.interp.Interpreter;
import org.braid.core.internal.interp.InterpreterOptions;
import org.braid.core.internal.interp.Outcome;
import org.braid.core.internal.interp.RandomOracle;
import org.braid.core.internal.interp.Run;
import org.braid.core.internal.ir.Program;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Random programs against two oracles: every counterexample of both strategies replays (the
 * pipeline throws {@link ReplayMismatchException} otherwise), and every bug that random
 * simulation on the interpreter finds within K round-robin rounds, the rounds strategy finds
 * with K rounds.
 */
class RandomProgramsTest {

    /** How many round-robin rounds (in thread-id order) an execution needs. */
    static int rounds(Execution e) {
        int rounds = 1;
        int last = -1;
        int previous = -2;
        for (Execution.Step s : e.steps()) {
            if (s.thread() == previous) {
                continue;
            }
            previous = s.thread();
            if (s.thread() <= last) {
                rounds++;
            }
            last = s.thread();
        }
        return rounds;
    }

    @ParameterizedTest
    @ValueSource(longs = {3, 11, 1004, 1017, 1033})
    void everyCounterexampleReplays(long seed) {
        Program p = RandomPrograms.of(seed);
        Checks.main(p, "strategy=kiss", "maxTs=1");
        Checks.main(p, "strategy=rounds", "rounds=2");
    }

    @ParameterizedTest
    @ValueSource(longs = {3, 11, 36, 1004, 1017})
    void roundsFindsWhatSimulationFindsWithinItsRounds(long seed) throws Exception {
        Program p = RandomPrograms.of(seed);
        Harness h = Harnesses.build(p, new HarnessSpec.Main());
        for (boolean race : new boolean[] {false, true}) {
            Interpreter interpreter = new Interpreter(h.program(), new InterpreterOptions(10_000, race, true));
            int fewest = Integer.MAX_VALUE;
            for (int s = 0; s < 300; s++) {
                Run run = interpreter.run(h.entry(), new RandomOracle(s));
                boolean bug = race ? run.outcome() instanceof Outcome.DataRace
                    : run.outcome() instanceof Outcome.AssertionFailed;
                if (bug) {
                    fewest = Math.min(fewest, rounds(run.execution()));
                }
            }
            if (fewest <= 3) {
                CheckResult result = Checks.main(p, "strategy=rounds", "rounds=" + fewest,
                    "properties=" + (race ? "race" : "assert"));
                assertEquals(Verdict.VIOLATION, result.verdict(), "seed " + seed + (race ? " race" : " assert")
                    + " within " + fewest + " rounds");
            }
        }
    }
}
