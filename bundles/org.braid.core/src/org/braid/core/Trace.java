package org.braid.core;

import java.util.List;

/**
 * A counterexample interleaving of the original concurrent program, as replayed by the
 * interpreter: the steps of all threads in execution order. Immutable and thread-safe.
 *
 * @param steps the steps in execution order
 */
public record Trace(List<TraceStep> steps) {

    public Trace {
        steps = List.copyOf(steps);
    }

    /** The ids of the threads that take part, in order of their first step. */
    public List<Integer> threads() {
        return steps.stream().map(TraceStep::thread).distinct().toList();
    }
}
