package org.braid.core.internal.ir;

import java.util.List;
import java.util.Objects;

/** A basic block: a label, straight-line statements, and one terminator. */
public record Block(String label, List<Stmt> statements, Terminator terminator) {
    public Block {
        Objects.requireNonNull(label, "label");
        statements = List.copyOf(statements);
        Objects.requireNonNull(terminator, "terminator");
    }
}
