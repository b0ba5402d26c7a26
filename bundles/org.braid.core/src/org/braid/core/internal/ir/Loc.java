package org.braid.core.internal.ir;

import java.util.Objects;

/**
 * Where a statement came from: the file as the user named it, 1-based line and column, and the
 * source text of the statement or expression (one line, trimmed).
 */
public record Loc(String file, int line, int column, String text) {

    /** Location of code Braid synthesised (harnesses, sequentialization glue). */
    public static final Loc NONE = new Loc("<braid>", 0, 0, "");

    public Loc {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(text, "text");
    }

    /** Whether this location points at user code. */
    public boolean isKnown() {
        return line > 0;
    }

    @Override
    public String toString() {
        return file + ":" + line + (column > 0 ? ":" + column : "");
    }
}
