package org.braid.c.internal.decl;

import org.braid.c.internal.types.CType;
import org.braid.c.internal.types.StructTable;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTLiteralExpression;

/** One piece of an initializer, at a byte offset of the initialized object. */
sealed interface InitItem {

    long offset();

    /** A scalar (or bit-field member, {@code bitField} non-null) from an expression. */
    record Scalar(long offset, CType type, IASTExpression expression, StructTable.Member bitField) implements InitItem {
    }

    /** A struct or union copied from an expression of the same type. */
    record Copy(long offset, CType type, IASTExpression expression) implements InitItem {
    }

    /** A character array from a string literal (C11 6.7.9p14). */
    record Chars(long offset, CType.Arr type, IASTLiteralExpression literal) implements InitItem {
    }
}
