package org.braid.c.internal.lower;

import org.braid.c.internal.types.CType;
import org.braid.c.internal.types.Target;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Expr.BinaryOp;
import org.braid.core.internal.ir.Type;

/**
 * {@code sizeof} of a type as a {@code size_t} expression: a constant, or for a variable-length
 * array type the product of its run-time length and its element's size (C11 6.5.3.4p2).
 */
public final class RuntimeSizes {

    private RuntimeSizes() {
    }

    public static Expr of(Target target, CType type) {
        Type.Int size = target.ir(target.sizeT());
        if (!type.hasRuntimeSize()) {
            return Ir.constant(target.sizeOf(type), size);
        }
        CType.Arr a = (CType.Arr) type.unqualified();
        Expr length = a.runtimeLength() != null ? Ir.cast(a.runtimeLength(), size) : Ir.constant(a.length(), size);
        return Ir.binary(BinaryOp.MUL, length, of(target, a.element()));
    }
}
