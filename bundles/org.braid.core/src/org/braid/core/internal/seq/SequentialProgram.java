package org.braid.core.internal.seq;

import java.util.Map;
import java.util.Objects;
import org.braid.core.internal.ir.Program;

/**
 * The result of a sequentialization: a program without threads whose entry procedure
 * {@code entry} simulates executions of the concurrent program, the {@link Provenance} of its
 * statements, the global that holds the id of the simulated thread that is running, and the
 * bounds the translation used (name to value): {@code max} (KISS) or {@code rounds}, {@code threads}
 * (the thread bound, including the initial thread), and {@code threadBoundMayCut} (1 if an
 * execution within the loop bound could start more threads, so the thread-count assumption may
 * cut paths; 0 if the bound is exact).
 */
public record SequentialProgram(Program program, String entry, Provenance provenance, String currentThreadGlobal,
        Map<String, Integer> bounds) {

    public SequentialProgram {
        Objects.requireNonNull(program, "program");
        Objects.requireNonNull(entry, "entry");
        Objects.requireNonNull(provenance, "provenance");
        Objects.requireNonNull(currentThreadGlobal, "currentThreadGlobal");
        bounds = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(bounds));
    }
}
