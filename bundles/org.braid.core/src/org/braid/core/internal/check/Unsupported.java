package org.braid.core.internal.check;

import java.util.Objects;

/**
 * A construct the front end could not lower exactly (file as the user named it, 1-based line,
 * what it is). The check pipeline answers {@code unknown} naming the first one: a verdict about
 * an approximated program would not be about the user's program.
 */
public record Unsupported(String file, int line, String what) {
    public Unsupported {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(what, "what");
    }

    /** {@code unsupported: what at file:line}. */
    public String describe() {
        return "unsupported: " + what + " at " + file + ":" + line;
    }
}
