package org.braid.core.internal.interp;

import java.util.Objects;
import java.util.Optional;
import java.util.SplittableRandom;

import org.braid.core.internal.ir.Program;

/**
 * Random testing on the interpreter: up to {@code runs} runs with random schedules and havoc
 * values until one ends in a bug: a failed assertion, a data race, or an error (memory error,
 * division by zero, unsupported operation). Deadlocks and runs that reach the step bound are
 * counted, not reported as bugs (a harness's {@code assume} on a havocked value also ends in a
 * deadlock). Run {@code i} uses a {@link RandomOracle} seeded with the {@code i}-th number of
 * {@code new SplittableRandom(seed)}, so the same seed gives the same result. Runs do not
 * record their execution; the buggy run is repeated with recording.
 */
public final class Simulation {

    /**
     * What the simulation found.
     *
     * @param bug the first run that ended in a bug, if any
     * @param bugRunSeed the oracle seed of that run (0 if none)
     * @param runs the number of runs made
     * @param deadlocks runs that ended with no thread enabled
     * @param stepLimits runs that reached the step bound
     */
    public record Result(Optional<Run> bug, long bugRunSeed, int runs, int deadlocks, int stepLimits) {
        public Result {
            Objects.requireNonNull(bug, "bug");
        }
    }

    private Simulation() {
    }

    /** Whether an outcome is a bug to report. */
    public static boolean isBug(Outcome outcome) {
        return switch (outcome) {
            case Outcome.AssertionFailed a -> true;
            case Outcome.DataRace r -> true;
            case Outcome.Error e -> true;
            case Outcome.Completed c -> false;
            case Outcome.Deadlock d -> false;
            case Outcome.StepLimit s -> false;
            case Outcome.Stopped s -> false;
        };
    }

    /**
     * Runs {@code entry} of {@code program} up to {@code runs} times.
     *
     * @throws IllegalArgumentException if {@code runs < 1} or the entry procedure is unusable
     */
    public static Result run(Program program, String entry, int runs, long seed, InterpreterOptions options) {
        if (runs < 1) {
            throw new IllegalArgumentException("runs must be at least 1, was " + runs);
        }
        Interpreter fast = new Interpreter(program, options.withRecordExecution(false));
        SplittableRandom seeds = new SplittableRandom(seed);
        int deadlocks = 0;
        int stepLimits = 0;
        for (int i = 0; i < runs; i++) {
            long runSeed = seeds.nextLong();
            Run run = fast.run(entry, new RandomOracle(runSeed));
            if (isBug(run.outcome())) {
                Run recorded = new Interpreter(program, options.withRecordExecution(true))
                    .run(entry, new RandomOracle(runSeed));
                if (!recorded.outcome().equals(run.outcome())) {
                    throw new IllegalStateException("run with seed " + runSeed + " is not deterministic: "
                        + run.outcome() + " then " + recorded.outcome());
                }
                return new Result(Optional.of(recorded), runSeed, i + 1, deadlocks, stepLimits);
            }
            deadlocks += run.outcome() instanceof Outcome.Deadlock ? 1 : 0;
            stepLimits += run.outcome() instanceof Outcome.StepLimit ? 1 : 0;
        }
        return new Result(Optional.empty(), 0, runs, deadlocks, stepLimits);
    }
}
