package org.braid.core.internal.check;

import java.util.Objects;
import java.util.Optional;

/**
 * A construct the front end could not lower exactly (file as the user named it, 1-based line,
 * what it is) and the procedure it is in, if any ({@code null} at file scope, e.g. a type of a
 * global). A check answers {@code unknown} naming the first such construct in a procedure its
 * executions may run, or at file scope: a verdict about an approximated program would not be
 * about the user's program. Constructs in procedures the harness never runs do not matter.
 */
public record Unsupported(String file, int line, String what, String procedure) {
    public Unsupported {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(what, "what");
    }

    /** A construct at file scope, or in a procedure the front end does not name. */
    public Unsupported(String file, int line, String what) {
        this(file, line, what, null);
    }

    /** The procedure the construct is in; empty at file scope. */
    public Optional<String> inProcedure() {
        return Optional.ofNullable(procedure);
    }

    /** {@code unsupported: what at file:line}. */
    public String describe() {
        return "unsupported: " + what + " at " + file + ":" + line;
    }
}
