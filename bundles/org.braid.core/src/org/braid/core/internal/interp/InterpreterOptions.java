package org.braid.core.internal.interp;

/**
 * Bounds and switches of one interpreter run. Immutable.
 *
 * @param maxSteps the run stops with {@link Outcome.StepLimit} after this many steps, {@code >= 1}
 * @param detectRaces whether {@link Interpreter#run} checks for data races before every
 *        scheduling decision (replays always check the final state)
 * @param recordExecution whether the {@link Execution} records the steps; without it the
 *        execution is empty and runs are faster (random testing re-runs the interesting seed)
 */
public record InterpreterOptions(long maxSteps, boolean detectRaces, boolean recordExecution) {

    /** 100,000 steps, races detected, steps recorded. */
    public static final InterpreterOptions DEFAULT = new InterpreterOptions(100_000, true, true);

    public InterpreterOptions {
        if (maxSteps < 1) {
            throw new IllegalArgumentException("maxSteps must be at least 1, was " + maxSteps);
        }
    }

    /** Options that record the execution. */
    public InterpreterOptions(long maxSteps, boolean detectRaces) {
        this(maxSteps, detectRaces, true);
    }

    public InterpreterOptions withMaxSteps(long steps) {
        return new InterpreterOptions(steps, detectRaces, recordExecution);
    }

    public InterpreterOptions withRecordExecution(boolean record) {
        return new InterpreterOptions(maxSteps, detectRaces, record);
    }
}
