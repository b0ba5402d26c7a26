package org.braid.java.internal;

import java.util.Objects;
import org.eclipse.jdt.core.dom.ASTNode;

/**
 * Thrown while lowering a construct outside the supported subset; the statement lowerer catches
 * it, reports an unsupported diagnostic at the node's line and puts an unsupported marker
 * ({@code Stmt.Assert.unsupported}) in place of the statement.
 */
public final class UnsupportedConstruct extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final transient ASTNode node;
    private final String what;

    public UnsupportedConstruct(ASTNode node, String what) {
        super(what);
        this.node = Objects.requireNonNull(node, "node");
        this.what = Objects.requireNonNull(what, "what");
    }

    public ASTNode node() {
        return node;
    }

    public String what() {
        return what;
    }
}
