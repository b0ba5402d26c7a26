package org.braid.c.internal.types;

import java.util.OptionalLong;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTNode;

/** What the type converter needs from the lowering of its translation unit. */
public interface TypeContext {

    /** The value of an integer constant expression, or empty if it is not constant. */
    OptionalLong constant(IASTExpression expression);

    /** Reports a construct that cannot be lowered exactly. */
    void unsupported(IASTNode where, String construct);
}
