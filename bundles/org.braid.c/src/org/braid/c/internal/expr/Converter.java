package org.braid.c.internal.expr;

import org.braid.c.internal.InvalidInput;
import org.braid.c.internal.lower.FunctionContext;
import org.braid.c.internal.lower.Ir;
import org.braid.c.internal.lower.Value;
import org.braid.c.internal.types.CType;
import org.braid.c.internal.types.IntKind;
import org.braid.c.internal.types.Target;
import org.braid.c.internal.types.TypeConverter;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;
import org.eclipse.cdt.core.dom.ast.IASTNode;

/**
 * Conversions between scalar types (C11 6.3): integer to integer by truncation or extension
 * (the CIR cast), to {@code _Bool} as {@code != 0}, a null pointer constant to a null pointer,
 * pointers and integers by the CIR's encoding, {@code __int128} from and to the other integers and
 * pointers by extension and truncation of its halves ({@link WideArithmetic}), and from and to
 * {@code float} and {@code double} by {@link WideFloat}. Floating values are their bits; conversions
 * of {@code float} and {@code double} are {@link FloatLowering}'s, {@code long double}'s are
 * reported unsupported and yield a nondeterministic value.
 */
final class Converter {
    private final FunctionContext fn;
    private final Target target;
    private final Expressions exprs;

    Converter(FunctionContext fn, Expressions exprs) {
        this.fn = fn;
        this.target = fn.unit().target();
        this.exprs = exprs;
    }

    Value convert(Value v, CType toType, IASTNode where) {
        CType to = toType.unqualified();
        CType from = v.type().unqualified();
        if (to instanceof CType.Void) {
            return v.isWide() ? new Value(v.low(), to) : new Value(v.expr(), to);
        }
        if (Target.isWide(from) || Target.isWide(to)) {
            return wide(v, from, to, where);
        }
        if (from.equals(to)) {
            return new Value(v.expr(), to);
        }
        if (from instanceof CType.Floating || to instanceof CType.Floating) {
            if (from instanceof CType.Floating f && to instanceof CType.Floating g && f.bytes() == g.bytes()) {
                return new Value(v.expr(), to);
            }
            CType.Floating floating = (CType.Floating) (from instanceof CType.Floating ? from : to);
            if (!FloatLowering.supported(floating)) {
                return unsupported(to, "long double conversion", where);
            }
            if ((from instanceof CType.Int || from instanceof CType.Floating)
                    && (to instanceof CType.Int || to instanceof CType.Floating)) {
                return new FloatLowering(target).convert(v, to, where);
            }
            throw new InvalidInput(where, "cannot convert " + from + " to " + to);
        }
        if (to instanceof CType.Int i) {
            Type.Int ir = target.ir(i.kind());
            if (i.kind() == IntKind.BOOL) {
                return new Value(Ir.cast(Ir.truth(v.expr()), ir), to);
            }
            if (from instanceof CType.Int || from instanceof CType.Ptr) {
                return new Value(Ir.cast(v.expr(), ir), to);
            }
        }
        if (to instanceof CType.Ptr p) {
            Type.Pointer ir = target.pointerTo(p.target());
            if (from instanceof CType.Ptr) {
                uncallable(v, from, p, where);
                return new Value(Ir.retype(v.expr(), ir), to);
            }
            if (from instanceof CType.Int) {
                if (v.expr() instanceof Expr.Const c && c.bits() == 0) {
                    return new Value(new Expr.Null(ir), to);
                }
                return new Value(Ir.cast(v.expr(), ir), to);
            }
        }
        if (to instanceof CType.Rec r && from instanceof CType.Rec s && r.tag().equals(s.tag())) {
            return new Value(v.expr(), to);
        }
        throw new InvalidInput(where, "cannot convert " + from + " to " + to);
    }

    /**
     * A conversion from or to {@code __int128}: extension by the source's signedness, truncation to
     * the low bits; to and from {@code float} and {@code double} by {@link WideFloat}.
     */
    private Value wide(Value v, CType from, CType to, IASTNode where) {
        if (from instanceof CType.Floating || to instanceof CType.Floating) {
            CType.Floating floating = (CType.Floating) (from instanceof CType.Floating ? from : to);
            if (!FloatLowering.supported(floating)) {
                return unsupported(to, "conversion between __int128 and " + floating, where);
            }
            WideFloat conversions = new WideFloat(fn, exprs.wide());
            if (to instanceof CType.Floating g) {
                return from instanceof CType.Floating ? new Value(v.expr(), to) : conversions.toFloating(v, g);
            }
            if (Target.isWide(to) && to instanceof CType.Int i) {
                return conversions.toWide(v, floating, i);
            }
            throw new InvalidInput(where, "cannot convert " + from + " to " + to);
        }
        if (Target.isWide(from) && Target.isWide(to)) {
            return Value.wide(v.low(), v.high(), to);
        }
        if (Target.isWide(to)) {
            if (!(from instanceof CType.Int || from instanceof CType.Ptr)) {
                throw new InvalidInput(where, "cannot convert " + from + " to " + to);
            }
            return WideArithmetic.extend(v.expr(), from instanceof CType.Int i && i.kind().signed(), (CType.Int) to);
        }
        if (to instanceof CType.Int i) {
            if (i.kind() == IntKind.BOOL) {
                return new Value(Ir.cast(WideArithmetic.truth(v), target.ir(i.kind())), to);
            }
            return new Value(Ir.cast(v.low(), target.ir(i.kind())), to);
        }
        if (to instanceof CType.Ptr p) {
            return new Value(Ir.cast(v.low(), target.pointerTo(p.target())), to);
        }
        throw new InvalidInput(where, "cannot convert " + from + " to " + to);
    }

    /**
     * A function converted to a pointer whose prototype passes fewer arguments than the function
     * takes (a two-parameter start routine given to {@code pthread_create}): calls through that
     * pointer cannot run it, so the checks that may do so are unknown instead of silently never
     * starting it. A pointer type without parameters (the generic {@code void (*)(void)} of a cast
     * that is undone before the call) is not such a pointer.
     */
    private void uncallable(Value v, CType from, CType.Ptr to, IASTNode where) {
        if (!(v.expr() instanceof Expr.FunctionAddr && from instanceof CType.Ptr f
                && f.target().unqualified() instanceof CType.Fun function
                && to.target().unqualified() instanceof CType.Fun pointer)) {
            return;
        }
        if (!pointer.params().isEmpty() && !function.variadic() && function.params().size() > pointer.params().size()) {
            fn.unit().unsupported(where, "passing `" + Texts.of(where) + "`, which takes " + function.params().size()
                + " parameters, as a function pointer that passes " + pointer.params().size()
                + " (calls through it cannot run it)");
            return;
        }
        int shared = Math.min(function.params().size(), pointer.params().size());
        for (int i = 0; i < shared; i++) {
            if (floating(function.params().get(i)) != floating(pointer.params().get(i))) {
                fn.unit().unsupported(where, "passing `" + Texts.of(where) + "` as a function pointer whose parameter "
                    + (i + 1) + " is " + (floating(pointer.params().get(i)) ? "" : "not ")
                    + "floating-point (gcc passes it in another register than the function reads)");
                return;
            }
        }
        if (floating(function.result()) != floating(pointer.result())) {
            fn.unit().unsupported(where, "passing `" + Texts.of(where) + "` as a function pointer whose result is "
                + (floating(pointer.result()) ? "" : "not ")
                + "floating-point (gcc returns it in another register than the caller reads)");
        }
    }

    /**
     * Whether values of {@code t} travel in SSE registers. The CIR holds them as bit patterns of
     * integer types, so its calling convention cannot tell them from integers: a mismatch of the
     * two is caught here, where the C types are known.
     */
    static boolean floating(CType t) {
        return t.unqualified() instanceof CType.Floating;
    }

    /** Reports an unsupported floating operation and yields any value of {@code type}. */
    Value unsupported(CType type, String what, IASTNode where) {
        fn.unit().unsupported(where, what);
        if (Target.isWide(type)) {
            Variable low = fn.newTemp(WideArithmetic.U64);
            Variable high = fn.newTemp(WideArithmetic.U64);
            fn.emit(new Stmt.Havoc(new Lvalue.Var(low), fn.loc()));
            fn.emit(new Stmt.Havoc(new Lvalue.Var(high), fn.loc()));
            return Value.wide(new Expr.Read(new Lvalue.Var(low)), new Expr.Read(new Lvalue.Var(high)), type.unqualified());
        }
        Type ir = target.ir(type.unqualified());
        if (!ir.isScalar()) {
            ir = new Type.Int(64, true);
        }
        Variable tmp = fn.newTemp(ir);
        fn.emit(new Stmt.Havoc(new Lvalue.Var(tmp), fn.loc()));
        return new Value(new Expr.Read(new Lvalue.Var(tmp)), type.unqualified());
    }
}
