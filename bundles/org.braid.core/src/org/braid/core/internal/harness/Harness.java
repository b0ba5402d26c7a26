package org.braid.core.internal.harness;

import java.util.Objects;

import org.braid.core.internal.ir.Program;

/**
 * A program closed by a harness: the original program plus the entry procedure {@code entry}
 * (a body, no parameters) that starts the threads. Immutable.
 */
public record Harness(Program program, String entry, HarnessSpec spec) {

    /** The name of the entry procedure every harness adds. */
    public static final String ENTRY = "__braid_main";

    public Harness {
        Objects.requireNonNull(program, "program");
        Objects.requireNonNull(entry, "entry");
        Objects.requireNonNull(spec, "spec");
    }
}
