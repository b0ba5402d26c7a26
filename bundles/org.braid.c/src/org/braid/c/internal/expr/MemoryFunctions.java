package org.braid.c.internal.expr;

import java.util.OptionalLong;
import org.braid.c.internal.lower.FunctionContext;
import org.braid.c.internal.lower.Ir;
import org.braid.c.internal.lower.Place;
import org.braid.c.internal.lower.Value;
import org.braid.c.internal.types.CType;
import org.braid.c.internal.types.Leaves;
import org.braid.c.internal.types.Target;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Type;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTFunctionCallExpression;
import org.eclipse.cdt.core.dom.ast.IASTInitializerClause;

/**
 * {@code memset}, {@code memcpy} and {@code memmove} (and their {@code __builtin_} spellings) on
 * whole typed objects, lowered as GCC lowers them when the size is known: when the size is a
 * constant multiple of the size of the type the destination (and source) pointer points to,
 * the call becomes writes (copies) of that type's scalar cells, which is what Braid's cell-typed
 * memory needs. {@code memset} needs a constant byte; integer cells get the byte repeated,
 * pointer cells only a zero byte. Any other call stays a call (to a model, or a stub).
 */
final class MemoryFunctions {
    private final FunctionContext fn;
    private final Expressions exprs;
    private final Target target;

    MemoryFunctions(FunctionContext fn, Expressions exprs) {
        this.fn = fn;
        this.exprs = exprs;
        this.target = fn.unit().target();
    }

    static boolean handles(String name) {
        String plain = name.startsWith("__builtin_") ? name.substring("__builtin_".length()) : name;
        return plain.equals("memset") || plain.equals("memcpy") || plain.equals("memmove");
    }

    /** The lowered call's value (the destination), or {@code null} if the call is not on whole typed objects. */
    Value call(String name, IASTFunctionCallExpression e) {
        IASTInitializerClause[] args = e.getArguments();
        if (args.length != 3) {
            return null;
        }
        IASTExpression dest = (IASTExpression) args[0];
        IASTExpression second = (IASTExpression) args[1];
        OptionalLong size = fn.unit().constant((IASTExpression) args[2]);
        CType object = object(dest, size);
        if (object == null) {
            return null;
        }
        boolean set = name.endsWith("memset");
        OptionalLong fill = set ? fn.unit().constant(second) : OptionalLong.empty();
        if (set && (fill.isEmpty() || !fillable(object, fill.getAsLong() & 0xff))) {
            return null;
        }
        if (!set && !object.equals(object(second, size))) {
            return null;
        }
        Value to = exprs.assignments().stable(exprs.rvalue(dest));
        Place.Memory target = exprs.access().memory(to.expr(), object, Texts.pointee(dest));
        if (set) {
            exprs.rvalue(second);
            for (Leaves.Leaf leaf : Leaves.of(object, this.target)) {
                exprs.write(cell(target, leaf), pattern(leaf.type(), fill.getAsLong() & 0xff));
            }
        } else {
            Value from = exprs.assignments().stable(exprs.rvalue(second));
            Place.Memory source = exprs.access().memory(from.expr(), object, Texts.pointee(second));
            if (name.endsWith("memmove")) {
                copyThroughRegisters(target, source);
            } else {
                exprs.copy(target, source);
            }
        }
        return new Value(Ir.retype(to.expr(), this.target.pointerTo(CType.VOID)), new CType.Ptr(CType.VOID));
    }

    /** The object type {@code pointer} points to if {@code size} covers whole elements of it. */
    private CType object(IASTExpression pointer, OptionalLong size) {
        if (size.isEmpty() || size.getAsLong() <= 0) {
            return null;
        }
        if (!(TypeOf.decay(exprs.typeOf(pointer)) instanceof CType.Ptr p)) {
            return null;
        }
        CType element = p.target().unqualified();
        if (!(element instanceof CType.Int || element instanceof CType.Ptr || element instanceof CType.Rec
                || element instanceof CType.Arr)) {
            return null;
        }
        long elementSize = target.sizeOf(element);
        if (elementSize <= 0 || size.getAsLong() % elementSize != 0) {
            return null;
        }
        long count = size.getAsLong() / elementSize;
        return count == 1 ? element : new CType.Arr(element, count);
    }

    private boolean fillable(CType object, long fill) {
        for (Leaves.Leaf leaf : Leaves.of(object, target)) {
            if (leaf.type() instanceof CType.Floating || leaf.type() instanceof CType.Ptr && fill != 0) {
                return false;
            }
        }
        return true;
    }

    private Expr pattern(CType type, long fill) {
        Type ir = target.ir(type);
        if (ir instanceof Type.Pointer p) {
            return new Expr.Null(p);
        }
        long value = 0;
        for (int i = 0; i < ((Type.Int) ir).width() / 8; i++) {
            value = value << 8 | fill;
        }
        return Ir.constant(value, (Type.Int) ir);
    }

    private Place.Memory cell(Place.Memory whole, Leaves.Leaf leaf) {
        Expr address = Ir.ptrAdd(whole.address(), Ir.constant(leaf.offset(), target.offsetType()),
            target.pointerTo(leaf.type()));
        return exprs.access().memory(address, leaf.type(), Leaves.base(whole.display()) + leaf.path());
    }

    /** memmove: all cells are read before any is written, so overlapping objects copy correctly. */
    private void copyThroughRegisters(Place.Memory to, Place.Memory from) {
        java.util.List<Leaves.Leaf> leaves = Leaves.of(to.type(), target);
        java.util.List<Value> values = new java.util.ArrayList<>();
        for (Leaves.Leaf leaf : leaves) {
            values.add(exprs.assignments().stable(exprs.read(cell(from, leaf))));
        }
        for (int i = 0; i < leaves.size(); i++) {
            exprs.write(cell(to, leaves.get(i)), values.get(i).expr());
        }
    }
}
