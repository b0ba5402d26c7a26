package org.braid.core;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * A counterexample interleaving of the original concurrent program, as replayed by the
 * interpreter: the steps of all threads in execution order. Immutable and thread-safe.
 *
 * @param steps the steps in execution order
 * @param threadNames the names the program gave its threads, by thread id in ascending order, as
 *        the JVM names Java threads ({@code main}, {@code Thread-0}, {@code worker}) when the trace
 *        ends; a thread without one (every C thread, an executor's pool thread) is known by its id
 */
public record Trace(List<TraceStep> steps, Map<Integer, String> threadNames) {

    public Trace {
        steps = List.copyOf(steps);
        threadNames = Collections.unmodifiableMap(new TreeMap<>(threadNames));
    }

    /** A trace whose threads have no names. */
    public Trace(List<TraceStep> steps) {
        this(steps, Map.of());
    }

    /** The name the program gave {@code thread}, if it gave one. */
    public Optional<String> threadName(int thread) {
        return Optional.ofNullable(threadNames.get(thread));
    }

    /** The ids of the threads that take part, in order of their first step. */
    public List<Integer> threads() {
        return steps.stream().map(TraceStep::thread).distinct().toList();
    }
}
