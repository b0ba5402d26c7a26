package org.braid.c.internal.expr;

import java.util.List;
import org.braid.c.internal.lower.FunctionContext;
import org.braid.c.internal.lower.Ir;
import org.braid.c.internal.lower.Place;
import org.braid.c.internal.lower.Value;
import org.braid.c.internal.types.CType;
import org.braid.c.internal.types.Conversions;
import org.braid.c.internal.types.IntKind;
import org.braid.c.internal.types.Target;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;
import org.eclipse.cdt.core.dom.ast.IASTExpression;

/**
 * Braid's calling convention for variable arguments (C11 7.16). A variadic function has one
 * hidden parameter after its named ones, {@value #AREA}: a {@code void *} to an argument area
 * its caller fills. The caller writes each argument after the named ones, with the default
 * argument promotions (C11 6.5.2.2p7), to the next 8-byte aligned slot of a fresh local object
 * (a struct argument is copied there) and passes the object's address, or a null pointer when
 * there are none. {@code va_start} yields the area, {@code va_arg(ap, T)} reads a {@code T} at
 * {@code ap} and moves {@code ap} to the next slot of {@code sizeof(T)} rounded up to 8 (the
 * macros in {@code parse.VarArgsMacros}, the function {@code __braid_va_arg} in
 * {@code models/stdlib.c}). So a {@code va_arg} of the promoted type of the argument reads exactly
 * the value passed, and a {@code va_list} handed to another function ({@code vprintf}) keeps
 * working there. Reading past the arguments passed reads memory that was never written.
 */
public final class VarArgs {

    /** The name of the hidden parameter. */
    public static final String AREA = "va.area";

    /** The slot alignment of the area, in bytes. */
    static final long SLOT = 8;

    private final FunctionContext fn;
    private final Expressions exprs;
    private final Target target;

    VarArgs(FunctionContext fn, Expressions exprs) {
        this.fn = fn;
        this.exprs = exprs;
        this.target = fn.unit().target();
    }

    /** Lowers the arguments after the named ones into an area; the value of the hidden parameter. */
    Expr area(List<IASTExpression> extra) {
        CType voidPtr = new CType.Ptr(CType.VOID);
        Type.Pointer pointer = (Type.Pointer) target.ir(voidPtr);
        if (extra.isEmpty()) {
            return new Expr.Null(pointer);
        }
        long size = 0;
        for (IASTExpression arg : extra) {
            size += slot(target.sizeOf(promoted(exprs.typeOf(arg).unqualified())));
        }
        CType bytes = new CType.Arr(new CType.Int(IntKind.UCHAR), size);
        Variable area = fn.newLocal("va.args", target.ir(bytes), true);
        Expr base = new Expr.LocalAddr(area, pointer);
        long offset = 0;
        for (IASTExpression arg : extra) {
            CType type = promoted(exprs.typeOf(arg).unqualified());
            Expr at = offset == 0 ? base : new Expr.PtrAdd(base, Ir.constant(offset, target.ir(target.sizeT())), pointer);
            Place.Memory slot = exprs.access().memory(at, type, "argument " + Texts.of(arg));
            if (type instanceof CType.Rec) {
                exprs.copy(slot, exprs.aggregate(arg));
            } else {
                Value v = exprs.convert(exprs.rvalue(arg), type, arg);
                exprs.write(slot, v.expr());
            }
            offset += slot(target.sizeOf(type));
        }
        return base;
    }

    /** The type an argument after the named ones is passed as: the default argument promotions. */
    private static CType promoted(CType type) {
        return switch (type) {
            case CType.Int i -> Conversions.promote(i);
            case CType.Floating f when f.bytes() < 8 -> new CType.Floating("double", 8);
            case CType.Arr a -> new CType.Ptr(a.element());
            case CType.Fun f -> new CType.Ptr(f);
            default -> type;
        };
    }

    private static long slot(long bytes) {
        return (bytes + SLOT - 1) / SLOT * SLOT;
    }
}
