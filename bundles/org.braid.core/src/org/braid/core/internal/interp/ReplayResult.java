package org.braid.core.internal.interp;

import java.util.List;
import java.util.Objects;

/** What {@link Interpreter#replay} found. */
public sealed interface ReplayResult {

    /**
     * Every step was executed. {@code outcome} is what the final state shows: the program ended
     * at the last step ({@link Outcome.AssertionFailed}, {@link Outcome.Error},
     * {@link Outcome.Completed}), or the first of {@code races} if the final state has a race,
     * or {@link Outcome.Deadlock}, or {@link Outcome.Stopped}. {@code races} lists every racing
     * pair of the final state (empty if the program ended).
     */
    record Reached(Outcome outcome, List<Outcome.DataRace> races, Execution execution) implements ReplayResult {
        public Reached {
            Objects.requireNonNull(outcome, "outcome");
            races = List.copyOf(races);
            Objects.requireNonNull(execution, "execution");
        }
    }

    /**
     * Step {@code stepIndex} (0-based) of the replay could not be executed: {@code expected}
     * says what the replay asked for and {@code actual} what the program state offered (thread
     * not enabled, different next statement, missing havoc value, program already ended).
     * {@code execution} holds the steps executed before it.
     */
    record Mismatch(int stepIndex, String expected, String actual, Execution execution) implements ReplayResult {
        public Mismatch {
            Objects.requireNonNull(expected, "expected");
            Objects.requireNonNull(actual, "actual");
            Objects.requireNonNull(execution, "execution");
        }
    }
}
