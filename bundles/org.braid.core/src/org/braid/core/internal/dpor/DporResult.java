package org.braid.core.internal.dpor;

import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.braid.core.internal.ir.StmtRef;

/**
 * What a search found and how far it got.
 *
 * @param witnesses the bugs reached, one per distinct bug, in the order found (not replayed yet)
 * @param executions complete executions explored
 * @param transitions transitions executed
 * @param sleepBlocked executions abandoned because every enabled thread was asleep
 * @param pruned backtrack points PDP skipped
 * @param stepCut whether some execution reached the step bound
 * @param executionCut whether the execution bound stopped the search
 * @param inputsCut whether some value was drawn from representatives instead of its whole domain
 * @param stopped why the search stopped early (cancellation, timeout, an interpreter error), if it did
 * @param reached every statement some explored execution executed
 */
public record DporResult(List<Witness> witnesses, long executions, long transitions, long sleepBlocked, long pruned,
        boolean stepCut, boolean executionCut, boolean inputsCut, Optional<String> stopped, Set<StmtRef> reached) {

    public DporResult {
        witnesses = List.copyOf(witnesses);
        reached = Set.copyOf(reached);
    }

    /** Whether the search covered every execution of every input: no bound cut it and it was not stopped. */
    public boolean complete() {
        return !stepCut && !executionCut && !inputsCut && stopped.isEmpty();
    }
}
