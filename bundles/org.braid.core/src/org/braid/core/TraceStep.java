package org.braid.core;

import java.util.List;
import java.util.Objects;

/**
 * One step of a counterexample interleaving: one statement executed by one thread. Immutable
 * and thread-safe.
 *
 * @param thread the thread id: 0 for the initial thread, then 1, 2, ... in creation order
 * @param function the function the statement is in
 * @param file the source file as the user named it; {@value #SYNTHESISED_FILE} for code Braid synthesised,
 *        {@value #MODEL_PREFIX}{@code <name>} for Braid's bundled environment models
 * @param line 1-based line, or 0 for code Braid synthesised (harnesses)
 * @param text the source text of the statement
 * @param values the values read or written, e.g. {@code e->stoppingFlag := 1}, in order
 * @param contextSwitch whether a context switch happened right before this step
 */
public record TraceStep(int thread, String function, String file, int line, String text, List<String> values,
        boolean contextSwitch) {

    /** The file of code Braid synthesised (harnesses). */
    public static final String SYNTHESISED_FILE = "<braid>";

    /** How the front ends name Braid's bundled environment models, e.g. {@code models/pthread.c}. */
    public static final String MODEL_PREFIX = "models/";

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

    /**
     * Whether this step runs code Braid supplies (a harness or an environment model such as
     * {@code pthread_mutex_lock}) rather than the user's code. Reports may fold such steps.
     */
    public boolean isBraidCode() {
        return file.equals(SYNTHESISED_FILE) || file.startsWith(MODEL_PREFIX);
    }
}
