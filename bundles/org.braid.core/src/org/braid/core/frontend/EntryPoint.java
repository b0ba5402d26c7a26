package org.braid.core.frontend;

import java.util.Objects;

/**
 * A function of the user's program a harness may start, as a front end offers it: the procedure's
 * name in the lowered program, the name to show, where it is defined, and whether it is the
 * program's entry ({@code main}), which the {@code main} harness runs. Immutable.
 *
 * @param procedure the procedure's name in the lowered program (what harnesses name)
 * @param label the name to show users, e.g. {@code increment} or {@code Counter.run}
 * @param file the file that defines it, as the user named it
 * @param line the 1-based line where its definition starts
 * @param programEntry whether it is the program's entry, run by the {@code main} harness
 */
public record EntryPoint(String procedure, String label, String file, int line, boolean programEntry) {
    public EntryPoint {
        Objects.requireNonNull(procedure, "procedure");
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(file, "file");
    }
}
