package org.braid.c.internal.decl;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import org.braid.c.internal.InvalidInput;
import org.braid.c.internal.lower.ExprService;
import org.braid.c.internal.lower.UnitContext;
import org.braid.c.internal.types.CType;
import org.braid.c.internal.types.IntKind;
import org.braid.c.internal.types.StructTable;
import org.braid.c.internal.types.Target;
import org.eclipse.cdt.core.dom.ast.IASTEqualsInitializer;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTInitializer;
import org.eclipse.cdt.core.dom.ast.IASTInitializerClause;
import org.eclipse.cdt.core.dom.ast.IASTInitializerList;
import org.eclipse.cdt.core.dom.ast.IASTLiteralExpression;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IASTUnaryExpression;
import org.eclipse.cdt.core.dom.ast.c.ICASTArrayDesignator;
import org.eclipse.cdt.core.dom.ast.c.ICASTDesignatedInitializer;
import org.eclipse.cdt.core.dom.ast.c.ICASTDesignator;
import org.eclipse.cdt.core.dom.ast.c.ICASTFieldDesignator;
import org.eclipse.cdt.core.dom.ast.gnu.c.IGCCASTArrayRangeDesignator;

/**
 * Flattens an initializer into {@link InitItem}s at byte offsets (C11 6.7.9): braces may be
 * elided (an expression initializes the first scalar of the current sub-aggregate, and the
 * following ones continue from there), designators ({@code .f}, {@code [i]}, GNU
 * {@code [a ... b]}) move the current position, a string literal initializes a character array,
 * a struct expression initializes a struct member, a union is initialized through its first
 * member unless designated. Later items override earlier ones at the same offset.
 */
final class Initializers {
    private final UnitContext unit;
    private final Target target;
    private final ExprService exprs;

    Initializers(UnitContext unit, ExprService exprs) {
        this.unit = unit;
        this.target = unit.target();
        this.exprs = exprs;
    }

    /** The type with an unknown array length taken from the initializer (C11 6.7.9p22). */
    CType complete(CType type, IASTInitializer init) {
        if (!(type.unqualified() instanceof CType.Arr a) || a.length() >= 0 || init == null) {
            return type;
        }
        IASTInitializerClause c = clause(init);
        if (stringLiteral(c) instanceof IASTLiteralExpression l && isCharArray(a)) {
            return new CType.Arr(a.element(), exprs.typeOf(l) instanceof CType.Arr s ? s.length() : 1);
        }
        if (c instanceof IASTInitializerList list) {
            Walker w = new Walker(new ArrayList<>());
            w.aggregate(a, 0, list);
            return new CType.Arr(a.element(), w.maxTopIndex + 1);
        }
        throw new InvalidInput(init, "invalid initializer for an array");
    }

    List<InitItem> items(CType type, IASTInitializer init) {
        List<InitItem> out = new ArrayList<>();
        new Walker(out).object(type.unqualified(), 0, clause(init), null);
        return out;
    }

    private static IASTInitializerClause clause(IASTInitializer init) {
        if (init instanceof IASTEqualsInitializer eq) {
            return eq.getInitializerClause();
        }
        if (init instanceof IASTInitializerClause c) {
            return c;
        }
        throw new InvalidInput(init, "unsupported initializer");
    }

    private static IASTLiteralExpression stringLiteral(IASTInitializerClause c) {
        IASTInitializerClause x = c;
        while (x instanceof IASTUnaryExpression u && u.getOperator() == IASTUnaryExpression.op_bracketedPrimary) {
            x = u.getOperand();
        }
        if (x instanceof IASTInitializerList list && list.getClauses().length == 1) {
            return stringLiteral(list.getClauses()[0]);
        }
        return x instanceof IASTLiteralExpression l && l.getKind() == IASTLiteralExpression.lk_string_literal ? l : null;
    }

    private static boolean isCharArray(CType.Arr a) {
        return a.element().unqualified() instanceof CType.Int i && (i.kind().rank() == IntKind.CHAR.rank()
            || i.kind() == IntKind.INT || i.kind() == IntKind.UINT || i.kind() == IntKind.USHORT);
    }

    /** A sub-object: its type, offset, and bit-field member if it is one. */
    private record Sub(CType type, long offset, StructTable.Member bitField) {
    }

    /** One level of the current-object stack: an aggregate and the index of the current sub-object. */
    private final class Level {
        final CType type;
        final long base;
        int index;

        Level(CType type, long base) {
            this.type = type.unqualified();
            this.base = base;
        }

        long count() {
            return switch (type) {
                case CType.Arr a -> a.length() < 0 ? Long.MAX_VALUE : a.length();
                case CType.Rec r -> target.structs().layout(r.tag()).union() ? 1 : target.structs().layout(r.tag()).members().size();
                case CType.Int i -> 0;
                case CType.Floating f -> 0;
                case CType.Ptr p -> 0;
                case CType.Fun f -> 0;
                case CType.Void v -> 0;
                case CType.Atomic a -> 0;
            };
        }

        Sub sub(int i) {
            if (type instanceof CType.Arr a) {
                return new Sub(a.element(), base + i * target.sizeOf(a.element()), null);
            }
            StructTable.Member m = target.structs().layout(((CType.Rec) type).tag()).members().get(i);
            return new Sub(m.type(), base + m.offset(), m.isBitField() ? m : null);
        }
    }

    private final class Walker {
        final List<InitItem> out;
        long maxTopIndex = -1;

        Walker(List<InitItem> out) {
            this.out = out;
        }

        void object(CType type, long offset, IASTInitializerClause c, StructTable.Member bitField) {
            CType t = type.unqualified();
            if (c instanceof IASTInitializerList list) {
                if (t.isScalar()) {
                    if (list.getClauses().length > 0) {
                        object(t, offset, list.getClauses()[0], bitField);
                    }
                    return;
                }
                if (t instanceof CType.Arr a && stringLiteral(list) != null && isCharArray(a)) {
                    out.add(new InitItem.Chars(offset, a, stringLiteral(list)));
                    return;
                }
                aggregate(t, offset, list);
                return;
            }
            IASTExpression e = (IASTExpression) c;
            if (t.isScalar()) {
                out.add(new InitItem.Scalar(offset, type, e, bitField));
            } else if (t instanceof CType.Arr a && stringLiteral(e) != null && isCharArray(a)) {
                out.add(new InitItem.Chars(offset, a, stringLiteral(e)));
            } else if (t instanceof CType.Rec) {
                out.add(new InitItem.Copy(offset, t, e));
            } else {
                throw new InvalidInput(e, "invalid initializer for " + t);
            }
        }

        void aggregate(CType type, long offset, IASTInitializerList list) {
            List<Level> stack = new ArrayList<>();
            Level top = new Level(type, offset);
            stack.add(top);
            for (IASTInitializerClause clause : list.getClauses()) {
                IASTInitializerClause value = clause;
                if (clause instanceof ICASTDesignatedInitializer d) {
                    value = d.getOperand();
                    ICASTDesignator[] ds = d.getDesignators();
                    if (ds[ds.length - 1] instanceof IGCCASTArrayRangeDesignator r) {
                        long lo = constant(r.getRangeFloor());
                        long hi = constant(r.getRangeCeiling());
                        for (long k = lo; k <= hi; k++) {
                            designate(stack, ds, k, d);
                            fill(stack, value);
                        }
                        advance(stack);
                        continue;
                    }
                    designate(stack, ds, -1, d);
                }
                if (stack.get(0).index >= stack.get(0).count()) {
                    continue;
                }
                fill(stack, value);
                advance(stack);
            }
        }

        private void fill(List<Level> stack, IASTInitializerClause value) {
            while (true) {
                Level level = stack.get(stack.size() - 1);
                if (stack.size() == 1) {
                    maxTopIndex = Math.max(maxTopIndex, level.index);
                }
                Sub s = level.sub(level.index);
                CType t = s.type().unqualified();
                boolean matches = value instanceof IASTInitializerList || t.isScalar()
                    || t instanceof CType.Arr a && stringLiteral(value) != null && isCharArray(a)
                    || t instanceof CType.Rec && exprs.typeOf((IASTExpression) value).unqualified().equals(t);
                if (matches) {
                    object(s.type(), s.offset(), value, s.bitField());
                    return;
                }
                Level inner = new Level(t, s.offset());
                if (inner.count() == 0) {
                    return;
                }
                stack.add(inner);
            }
        }

        private void advance(List<Level> stack) {
            Level top = stack.get(stack.size() - 1);
            top.index++;
            while (stack.size() > 1 && top.index >= top.count()) {
                stack.remove(stack.size() - 1);
                top = stack.get(stack.size() - 1);
                top.index++;
            }
        }

        private void designate(List<Level> stack, ICASTDesignator[] ds, long rangeIndex, IASTNode where) {
            while (stack.size() > 1) {
                stack.remove(stack.size() - 1);
            }
            for (int i = 0; i < ds.length; i++) {
                Level level = stack.get(stack.size() - 1);
                if (i > 0) {
                    Sub s = level.sub(level.index);
                    level = new Level(s.type(), s.offset());
                    stack.add(level);
                }
                ICASTDesignator d = ds[i];
                if (d instanceof ICASTFieldDesignator f) {
                    field(stack, f.getName().toString(), where);
                } else if (d instanceof ICASTArrayDesignator a) {
                    level.index = (int) constant(a.getSubscriptExpression());
                } else if (d instanceof IGCCASTArrayRangeDesignator) {
                    level.index = (int) rangeIndex;
                }
                if (stack.size() == 1) {
                    maxTopIndex = Math.max(maxTopIndex, stack.get(0).index);
                }
            }
        }

        /** Positions the stack at member {@code name}, entering anonymous members on the way. */
        private void field(List<Level> stack, String name, IASTNode where) {
            Level level = stack.get(stack.size() - 1);
            if (!(level.type instanceof CType.Rec r)) {
                throw new InvalidInput(where, "field designator '." + name + "' for a non-struct");
            }
            List<StructTable.Member> members = target.structs().layout(r.tag()).members();
            for (int i = 0; i < members.size(); i++) {
                if (members.get(i).name().equals(name)) {
                    level.index = i;
                    return;
                }
            }
            for (int i = 0; i < members.size(); i++) {
                StructTable.Member m = members.get(i);
                if (m.name().isEmpty() && m.type().unqualified() instanceof CType.Rec inner
                        && contains(inner.tag(), name)) {
                    level.index = i;
                    stack.add(new Level(m.type(), level.base + m.offset()));
                    field(stack, name, where);
                    return;
                }
            }
            throw new InvalidInput(where, "no member named '" + name + "' in 'struct " + r.tag() + "'");
        }

        private boolean contains(String tag, String name) {
            for (StructTable.Member m : target.structs().layout(tag).members()) {
                if (m.name().equals(name) || m.name().isEmpty() && m.type().unqualified() instanceof CType.Rec r
                        && contains(r.tag(), name)) {
                    return true;
                }
            }
            return false;
        }

        private long constant(IASTExpression e) {
            OptionalLong v = unit.constant(e);
            if (v.isEmpty()) {
                throw new InvalidInput(e, "array designator is not an integer constant");
            }
            return v.getAsLong();
        }
    }
}
