package org.braid.core;

import java.util.List;
import java.util.Objects;

/**
 * One step of a counterexample interleaving: one statement executed by one thread. Immutable
 * and thread-safe.
 *
 * @param thread the thread id: 0 for the initial thread, then 1, 2, ... in creation order
 * @param function the function the statement is in
 * @param file the source file as the user named it; {@code "<braid>"} for code Braid synthesised
 * @param line 1-based line, or 0 for code Braid synthesised (harnesses)
 * @param text the source text of the statement
 * @param values the values read or written, e.g. {@code e->stoppingFlag := 1}, in order
 * @param contextSwitch whether a context switch happened right before this step
 */
public record TraceStep(int thread, String function, String file, int line, String text, List<String> values,
        boolean contextSwitch) {

    public TraceStep {
        if (thread < 0) {
            throw new IllegalArgumentException("thread must be >= 0, was " + thread);
        }
        Objects.requireNonNull(function, "function");
        Objects.requireNonNull(file, "file");
        if (line < 0) {
            throw new IllegalArgumentException("line must be >= 0, was " + line);
        }
        Objects.requireNonNull(text, "text");
        values = List.copyOf(values);
    }
}
