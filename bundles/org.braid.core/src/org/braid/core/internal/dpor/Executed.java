package org.braid.core.internal.dpor;

import java.util.List;

import org.braid.core.internal.interp.Outcome;
import org.braid.core.internal.interp.ReplayStep;

/**
 * One transition as it was executed: what it touched, the interpreter steps it took (for the
 * replay of a finding), the threads it started, and the outcome if the program ended or failed.
 *
 * @param transition the footprint
 * @param steps the interpreter steps, each with the value it took if it took one
 * @param firstStarted the id of the first thread it started, or -1
 * @param started how many threads it started
 * @param outcome the outcome if the program ended or a step failed, else null
 */
record Executed(Transition transition, List<ReplayStep> steps, int firstStarted, int started, Outcome outcome) {

    Executed {
        steps = List.copyOf(steps);
    }

    /** This transition marked as ending the program: a failed assertion or error ends every thread's run too. */
    Executed endingProgram() {
        Transition t = transition();
        return new Executed(new Transition(t.thread(), t.accesses(), t.joins(), t.finishes(), true), steps,
            firstStarted, started, outcome);
    }
}
