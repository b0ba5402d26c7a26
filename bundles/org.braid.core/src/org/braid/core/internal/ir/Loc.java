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

    /**
     * This location as both engines' reasons name it ({@code f.c:9:5}); a location in one of
     * Braid's environment models is followed by the innermost call from the user's code that led
     * there: {@code models/stdlib.c:74:5 (called from f.c:13)}.
     *
     * @param calls the call sites of the enclosing activations, innermost first; {@code null}
     *        entries (an activation without a call site) are passed over
     */
    public String where(Iterable<Loc> calls) {
        if (!file.startsWith(org.braid.core.TraceStep.MODEL_PREFIX)) {
            return toString();
        }
        for (Loc call : calls) {
            if (call != null && call.line() > 0 && !call.file().startsWith(org.braid.core.TraceStep.MODEL_PREFIX)) {
                return this + " (called from " + call.file() + ":" + call.line() + ")";
            }
        }
        return toString();
    }

    @Override
    public String toString() {
        return file + ":" + line + (column > 0 ? ":" + column : "");
    }
}
