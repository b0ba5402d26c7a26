package org.braid.c.internal.lower;

import org.braid.c.internal.types.CType;
import org.braid.core.internal.ir.Expr;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTNode;

/**
 * Expression lowering as the statement and declaration lowering use it. Side effects of the
 * expression are emitted into the current block; the returned values are side-effect free.
 */
public interface ExprService {

    /** The value of {@code e} (lvalues are read, arrays and functions decay to pointers). */
    Value rvalue(IASTExpression e);

    /** The object {@code e} designates. */
    Place lvalue(IASTExpression e);

    /** The object holding the struct or union value of {@code e} (a temporary for rvalues). */
    Place aggregate(IASTExpression e);

    /** Evaluates {@code e} for its side effects only. */
    void discard(IASTExpression e);

    /** Jumps to {@code onTrue} or {@code onFalse} on the truth of {@code e}, short-circuiting. */
    void branch(IASTExpression e, String onTrue, String onFalse);

    /** The C type of {@code e} without evaluating it. */
    CType typeOf(IASTExpression e);

    /** Converts a value as if by assignment to an object of type {@code to} (C11 6.5.16.1). */
    Value convert(Value v, CType to, IASTNode where);

    /**
     * {@code a op b} as a CIR boolean for a comparison {@code op} of two values already converted
     * to the integer {@code type}, also a wide ({@code __int128}) one.
     */
    Expr compare(Expr.BinaryOp op, Value a, Value b, CType.Int type);

    /** Reads a place (atomically for {@code _Atomic} objects). */
    Value read(Place p);

    /** Writes an already converted scalar value to a place. */
    void write(Place p, Expr value);

    /** Writes a converted value, also a wide ({@code __int128}) one. */
    void write(Place p, Value value);

    /** Copies the struct or union at {@code source} to {@code target}, field by field. */
    void copy(Place target, Place source);
}
