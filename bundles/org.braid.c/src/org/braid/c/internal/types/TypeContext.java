package org.braid.c.internal.types;

import java.util.OptionalLong;
import org.braid.core.internal.ir.Expr;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTNode;

/** What the type converter needs from the lowering of its translation unit. */
public interface TypeContext {

    /** The value of an integer constant expression, or empty if it is not constant. */
    OptionalLong constant(IASTExpression expression);

    /** Reports a construct that cannot be lowered exactly. */
    void unsupported(IASTNode where, String construct);

    /**
     * The value that the function being lowered computed for the non-constant array length
     * {@code size} where its declaration was reached (a {@code size_t} expression), or
     * {@code null} if it has none.
     */
    default Expr runtimeLength(IASTExpression size) {
        return null;
    }

    /**
     * Reports a construct that cannot be lowered exactly and whose approximation any function may
     * meet (a struct member's type fixes the layout that every function uses), so every check is
     * {@code unknown}, not only those that run the function being lowered.
     */
    default void unsupportedEverywhere(IASTNode where, String construct) {
        unsupported(where, construct);
    }
}
