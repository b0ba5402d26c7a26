package org.braid.c.internal.decl;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.braid.c.internal.InvalidInput;
import org.braid.c.internal.expr.Literals;
import org.braid.c.internal.lower.FunctionContext;
import org.braid.c.internal.lower.Ir;
import org.braid.c.internal.lower.UnitContext;
import org.braid.c.internal.lower.Value;
import org.braid.c.internal.types.CType;
import org.braid.c.internal.types.StructTable;
import org.braid.c.internal.types.Target;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Global;
import org.braid.core.internal.ir.Type;
import org.eclipse.cdt.core.dom.ast.IASTInitializer;

/**
 * The initial cells of an object with static storage duration (C11 6.7.9p10): constant
 * expressions and address constants ({@code &g}, {@code &g.f + 2}, string literals, functions),
 * bit-fields merged into their storage units. Zero cells are left out: globals are zero-filled.
 */
final class StaticInitializer {
    private final UnitContext unit;
    private final Target target;
    private final FunctionContext fn;
    private final Initializers initializers;

    StaticInitializer(UnitContext unit, String functionName) {
        this.unit = unit;
        this.target = unit.target();
        this.fn = Lowerers.constantContext(unit, functionName);
        this.initializers = new Initializers(unit, fn.exprs());
    }

    CType complete(CType type, IASTInitializer init) {
        return initializers.complete(type, init);
    }

    List<Global.Init> cells(CType type, IASTInitializer init) {
        Map<Long, Global.Init> cells = new TreeMap<>();
        if (init == null) {
            return List.of();
        }
        for (InitItem item : initializers.items(type, init)) {
            switch (item) {
                case InitItem.Scalar s -> scalar(s, cells);
                case InitItem.Chars c -> chars(c, cells);
                case InitItem.Copy c -> throw new InvalidInput(c.expression(),
                    "initializer element is not a compile-time constant");
            }
        }
        List<Global.Init> nonZero = new ArrayList<>();
        for (Global.Init i : cells.values()) {
            boolean zero = i.value() instanceof Expr.Const c && c.bits() == 0 || i.value() instanceof Expr.Null;
            if (!zero) {
                nonZero.add(i);
            }
        }
        return nonZero;
    }

    private void scalar(InitItem.Scalar s, Map<Long, Global.Init> cells) {
        Value v;
        try {
            v = fn.exprs().convert(fn.exprs().rvalue(s.expression()), s.type(), s.expression());
        } catch (FunctionContext.NotConstant e) {
            if (s.type().unqualified() instanceof CType.Floating) {
                return;
            }
            throw new InvalidInput(s.expression(), "initializer element is not a compile-time constant");
        }
        if (v.isWide()) {
            if (!(v.low() instanceof Expr.Const) || !(v.high() instanceof Expr.Const) || s.bitField() != null) {
                throw new InvalidInput(s.expression(), "initializer element is not a compile-time constant");
            }
            cells.put(s.offset(), new Global.Init(s.offset(), v.low()));
            cells.put(s.offset() + 8, new Global.Init(s.offset() + 8, v.high()));
            return;
        }
        if (!isConstant(v.expr())) {
            throw new InvalidInput(s.expression(), "initializer element is not a compile-time constant");
        }
        StructTable.Member bit = s.bitField();
        if (bit == null) {
            cells.put(s.offset(), new Global.Init(s.offset(), v.expr()));
            return;
        }
        if (!(v.expr() instanceof Expr.Const c)) {
            throw new InvalidInput(s.expression(), "bit-field initializer is not an integer constant");
        }
        Type.Int unitType = target.ir(bit.unit().kind());
        long mask = bit.bitWidth() >= 64 ? -1L : (1L << bit.bitWidth()) - 1;
        long old = cells.get(s.offset()) != null && cells.get(s.offset()).value() instanceof Expr.Const o ? o.bits() : 0;
        long merged = (old & ~(mask << bit.bitOffset())) | ((c.bits() & mask) << bit.bitOffset());
        cells.put(s.offset(), new Global.Init(s.offset(), Ir.constant(merged, unitType)));
    }

    private void chars(InitItem.Chars c, Map<Long, Global.Init> cells) {
        List<Long> units = Literals.string(Literals.tokens(c.literal()), c.literal()).units();
        long element = target.sizeOf(c.type().element());
        Type.Int ir = target.ir(((CType.Int) c.type().element().unqualified()).kind());
        long length = c.type().length() < 0 ? Long.MAX_VALUE : c.type().length();
        for (int i = 0; i < units.size() && i < length; i++) {
            if (units.get(i) != 0) {
                long at = c.offset() + i * element;
                cells.put(at, new Global.Init(at, Ir.constant(units.get(i), ir)));
            }
        }
    }

    /** Whether {@code e} is a constant or an address constant. */
    static boolean isConstant(Expr e) {
        return switch (e) {
            case Expr.Const c -> true;
            case Expr.Null n -> true;
            case Expr.GlobalAddr g -> true;
            case Expr.FunctionAddr f -> true;
            case Expr.PtrAdd p -> isConstant(p.pointer()) && p.bytes() instanceof Expr.Const;
            case Expr.Cast c -> isConstant(c.operand());
            case Expr.Read r -> false;
            case Expr.LocalAddr l -> false;
            case Expr.PtrDiff d -> false;
            case Expr.ObjectSize o -> false;
            case Expr.Unary u -> false;
            case Expr.Binary b -> false;
            case Expr.Ite i -> false;
            case Expr.FloatOp o -> false;
        };
    }
}
