package org.braid.java.internal;

import java.util.Objects;
import org.eclipse.jdt.core.dom.ASTNode;

/** Java that the compiler would reject but JDT let through; becomes a {@code JavaFrontEndException}. */
public final class InvalidInput extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final transient ASTNode node;

    public InvalidInput(ASTNode node, String message) {
        super(message);
        this.node = Objects.requireNonNull(node, "node");
    }

    public ASTNode node() {
        return node;
    }
}
