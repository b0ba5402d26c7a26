package org.braid.c.internal;

import java.util.Objects;
import org.braid.core.internal.ir.Loc;
import org.eclipse.cdt.core.dom.ast.IASTNode;

/**
 * Input the front end rejects, raised at the AST node where it was found. Unchecked so that it
 * can cross the CDT visitors and lambdas of the lowering; {@code org.braid.c.CFrontEnd} turns it
 * into a {@link org.braid.c.CFrontEndException} with the node's file and line.
 */
public final class InvalidInput extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final transient IASTNode node;
    private final transient Loc loc;

    public InvalidInput(IASTNode node, String message) {
        super(Objects.requireNonNull(message, "message"));
        this.node = node;
        this.loc = null;
    }

    /** A problem found while lowering the statement at {@code loc}. */
    public InvalidInput(Loc loc, String message) {
        super(Objects.requireNonNull(message, "message"));
        this.node = null;
        this.loc = loc;
    }

    /** The statement location when no node is known, or {@code null}. */
    public Loc loc() {
        return loc;
    }

    /** Where the problem is; may be {@code null} if no node is known. */
    public IASTNode node() {
        return node;
    }
}
