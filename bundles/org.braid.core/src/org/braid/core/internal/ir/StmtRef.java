package org.braid.core.internal.ir;

import java.util.Objects;

/**
 * Identity of one statement of a program: procedure, block label and index in the block, where
 * {@code index == statements.size()} is the block's terminator. Traces from the checker name
 * original statements by {@code StmtRef} so the interpreter can replay them step by step.
 */
public record StmtRef(String procedure, String block, int index) {
    public StmtRef {
        Objects.requireNonNull(procedure, "procedure");
        Objects.requireNonNull(block, "block");
        if (index < 0) {
            throw new IllegalArgumentException("negative statement index " + index);
        }
    }

    @Override
    public String toString() {
        return procedure + ":" + block + "#" + index;
    }
}
