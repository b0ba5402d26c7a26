package org.braid.core.internal.seq;

/**
 * One translated copy of a procedure: {@code depth} is how many simulated threads lie below the
 * one running it on the single stack of the sequential program (KISS runs a started thread
 * inside a call of {@code schedule()}), {@code atomic} the atomic-section depth at its entry.
 * Copies per depth make the nesting finite: at depth {@code threads - 1} no further thread can
 * be started, so the generated program has no recursion the user's program does not have.
 */
record Variant(String procedure, int depth, int atomic) {

    /** The copy's name: the procedure's own for depth 0 outside atomic sections, else {@code f.t1}, {@code f.a1}. */
    String name() {
        return procedure + (depth > 0 ? ".t" + depth : "") + (atomic > 0 ? ".a" + atomic : "");
    }
}
