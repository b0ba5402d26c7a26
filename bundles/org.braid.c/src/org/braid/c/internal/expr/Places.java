package org.braid.c.internal.expr;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import org.braid.c.internal.InvalidInput;
import org.braid.c.internal.lower.FunctionContext;
import org.braid.c.internal.lower.Ir;
import org.braid.c.internal.lower.Place;
import org.braid.c.internal.lower.RuntimeLengths;
import org.braid.c.internal.lower.RuntimeSizes;
import org.braid.c.internal.lower.UnitContext;
import org.braid.c.internal.lower.Value;
import org.braid.c.internal.types.CType;
import org.braid.c.internal.types.Target;
import org.braid.c.internal.types.TypeIds;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Global;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Terminator;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;
import org.eclipse.cdt.core.dom.ast.IASTArraySubscriptExpression;
import org.eclipse.cdt.core.dom.ast.IASTBinaryExpression;
import org.eclipse.cdt.core.dom.ast.IASTConditionalExpression;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTExpressionList;
import org.eclipse.cdt.core.dom.ast.IASTFieldReference;
import org.eclipse.cdt.core.dom.ast.IASTFunctionCallExpression;
import org.eclipse.cdt.core.dom.ast.IASTIdExpression;
import org.eclipse.cdt.core.dom.ast.IASTLiteralExpression;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IASTTypeIdExpression;
import org.eclipse.cdt.core.dom.ast.IASTTypeIdInitializerExpression;
import org.eclipse.cdt.core.dom.ast.IASTUnaryExpression;
import org.eclipse.cdt.core.dom.ast.IBinding;
import org.eclipse.cdt.core.dom.ast.IEnumerator;
import org.eclipse.cdt.core.dom.ast.IFunction;
import org.eclipse.cdt.core.dom.ast.IVariable;

/**
 * Lvalues (C11 6.3.2.1, 6.5.2.1-6.5.2.3, 6.5.3.2): names, {@code *p}, {@code a[i]} (the byte
 * address {@code a + i * sizeof(elem)}), {@code s.f} and {@code p->f} (the member's offset),
 * string literals (anonymous constant globals), compound literals; addresses of lvalues;
 * {@code sizeof} and {@code _Alignof}.
 */
final class Places {
    private final FunctionContext fn;
    private final UnitContext unit;
    private final Target target;
    private final Expressions exprs;

    Places(FunctionContext fn, Expressions exprs) {
        this.fn = fn;
        this.unit = fn.unit();
        this.target = unit.target();
        this.exprs = exprs;
    }

    Value idValue(IASTIdExpression id) {
        IBinding b = id.getName().resolveBinding();
        if (b instanceof IEnumerator en) {
            OptionalLong n = Enumerators.value(en, id, unit);
            if (n.isEmpty()) {
                throw new InvalidInput(id, "cannot evaluate enumerator '" + id.getName() + "'");
            }
            return new Value(Ir.constant(n.getAsLong(), target.ir(CType.INT.kind())), CType.INT);
        }
        return exprs.read(lvalue(id));
    }

    /** The place {@code e} designates; an object in memory is accessed where {@code e} is written. */
    Place lvalue(IASTExpression e) {
        if (e instanceof IASTUnaryExpression u && u.getOperator() == IASTUnaryExpression.op_bracketedPrimary) {
            return lvalue(u.getOperand());
        }
        Place p = designated(e);
        if (fn.isConstantMode()) {
            return p;
        }
        return switch (p) {
            case Place.Memory m -> m.at(unit.locations().point(e));
            case Place.BitField b -> b.at(unit.locations().point(e));
            case Place.Register r -> r;
            case Place.Function f -> f;
        };
    }

    private Place designated(IASTExpression e) {
        return switch (e) {
            case IASTUnaryExpression u when u.getOperator() == IASTUnaryExpression.op_star -> deref(u);
            case IASTIdExpression id -> name(id);
            case IASTArraySubscriptExpression s -> subscript(s);
            case IASTFieldReference f -> member(f);
            case IASTLiteralExpression l when l.getKind() == IASTLiteralExpression.lk_string_literal -> string(l);
            case IASTTypeIdInitializerExpression c -> compoundLiteral(c);
            case IASTFunctionCallExpression c -> aggregate(c);
            case IASTConditionalExpression c -> aggregate(c);
            case IASTExpressionList l -> aggregate(l);
            default -> throw new InvalidInput(e, "expression is not assignable: " + Texts.of(e));
        };
    }

    private Place name(IASTIdExpression id) {
        IBinding b = id.getName().resolveBinding();
        String text = id.getName().toString();
        if (b instanceof IVariable v) {
            Place local = fn.placeOf(b);
            if (local != null) {
                return local;
            }
            if (Builtins.isFunctionNameVariable(b)) {
                return stringPlace(toUnits(fn.name()), CType.CHAR, id, "__func__");
            }
            CType type = fn.decls().objectType(v, id);
            String name = unit.symbols().nameOf(b);
            unit.symbols().referenceGlobal(name, type, fn.loc().isKnown() ? fn.loc() : unit.locations().loc(id));
            return exprs.access().memory(new Expr.GlobalAddr(name, target.pointerTo(type)), type, text);
        }
        if (b instanceof IFunction f) {
            CType.Fun type = functionType(f, id);
            String name = unit.symbols().nameOf(b);
            unit.symbols().reference(name, type, fn.loc().isKnown() ? fn.loc() : unit.locations().loc(id));
            return new Place.Function(name, type, text);
        }
        if (b instanceof IEnumerator) {
            throw new InvalidInput(id, "enumerator '" + text + "' is not an lvalue");
        }
        throw new InvalidInput(id, "use of undeclared identifier '" + text + "'");
    }

    /** A function's type; an implicitly declared one returns {@code int} (C89). */
    CType.Fun functionType(IFunction f, IASTNode where) {
        if (!unit.unit().index().isDeclared(f)) {
            return new CType.Fun(CType.INT, List.of(), true);
        }
        return (CType.Fun) unit.typeOf(f.getType(), where);
    }

    private Place deref(IASTUnaryExpression u) {
        Value p = exprs.rvalue(u.getOperand());
        if (!(p.type().unqualified() instanceof CType.Ptr ptr)) {
            throw new InvalidInput(u, "indirection requires a pointer operand: " + Texts.of(u));
        }
        return exprs.access().memory(p.expr(), ptr.target(), Texts.dereference(u));
    }

    private Place subscript(IASTArraySubscriptExpression s) {
        Value a = exprs.rvalue(s.getArrayExpression());
        Value i = exprs.rvalue((IASTExpression) s.getArgument());
        if (!(a.type().unqualified() instanceof CType.Ptr) && i.type().unqualified() instanceof CType.Ptr) {
            Value t = a;
            a = i;
            i = t;
        }
        if (!(a.type().unqualified() instanceof CType.Ptr ptr) || !(i.type().unqualified() instanceof CType.Int)) {
            throw new InvalidInput(s, "subscripted value is not an array or pointer: " + Texts.of(s));
        }
        Value address = exprs.arithmetic().offset(a, i, false);
        return exprs.access().memory(address.expr(), ptr.target(), Texts.of(s));
    }

    private Place member(IASTFieldReference f) {
        Place base;
        if (f.isPointerDereference()) {
            Value p = exprs.rvalue(f.getFieldOwner());
            if (!(p.type().unqualified() instanceof CType.Ptr ptr)) {
                throw new InvalidInput(f, "member reference through a non-pointer: " + Texts.of(f));
            }
            base = exprs.access().memory(p.expr(), ptr.target(), Texts.of(f.getFieldOwner()));
        } else {
            base = aggregate(f.getFieldOwner());
        }
        if (!(base instanceof Place.Memory m) || !(m.type().unqualified() instanceof CType.Rec rec)) {
            throw new InvalidInput(f, "member reference base is not a struct or union: " + Texts.of(f));
        }
        Members.Found found = Members.find(target.structs(), rec.tag(), f.getFieldName().toString(), f);
        Expr address = Ir.ptrAdd(m.address(), Ir.constant(found.offset(), target.offsetType()),
            target.pointerTo(found.member().type()));
        String text = Texts.of(f);
        boolean atomic = m.atomic() || found.member().type().isAtomic();
        if (found.member().isBitField()) {
            CType.Int type = (CType.Int) found.member().type().unqualified();
            CType.Int unit = found.member().unit();
            return new Place.BitField(Ir.retype(address, new Type.Pointer(target.ir(unit))), type, unit,
                found.member().bitOffset(), found.member().bitWidth(), text, atomic);
        }
        return new Place.Memory(address, found.member().type(), text, atomic);
    }

    /** The object holding the value of a struct- or union-typed expression. */
    Place aggregate(IASTExpression e) {
        IASTExpression x = Expressions.strip(e);
        return switch (x) {
            case IASTFunctionCallExpression c -> exprs.calls().callAggregate(c);
            case IASTExpressionList l -> {
                IASTExpression[] parts = l.getExpressions();
                for (int i = 0; i < parts.length - 1; i++) {
                    exprs.discard(parts[i]);
                }
                yield aggregate(parts[parts.length - 1]);
            }
            case IASTBinaryExpression b when b.getOperator() == IASTBinaryExpression.op_assign -> {
                Place targetPlace = lvalue(b.getOperand1());
                exprs.copy(targetPlace, aggregate(b.getOperand2()));
                yield targetPlace;
            }
            case IASTConditionalExpression c -> selectAggregate(c);
            default -> lvalue(x);
        };
    }

    private Place selectAggregate(IASTConditionalExpression c) {
        CType type = exprs.typeOf(c).unqualified();
        Variable p = fn.newTemp(target.pointerTo(type));
        String yes = fn.newLabel("cond.true");
        String no = fn.newLabel("cond.false");
        String end = fn.newLabel("cond.end");
        exprs.branch(c.getLogicalConditionExpression(), yes, no);
        fn.start(yes);
        Place a = aggregate(c.getPositiveResultExpression() != null ? c.getPositiveResultExpression()
            : c.getLogicalConditionExpression());
        fn.emit(new Stmt.Assign(new Lvalue.Var(p), address(a, c), fn.loc()));
        fn.terminate(new Terminator.Goto(end, fn.loc()));
        fn.start(no);
        Place b = aggregate(c.getNegativeResultExpression());
        fn.emit(new Stmt.Assign(new Lvalue.Var(p), address(b, c), fn.loc()));
        fn.start(end);
        return exprs.access().memory(new Expr.Read(new Lvalue.Var(p)), type, Texts.of(c));
    }

    private Expr address(Place p, IASTNode where) {
        return switch (p) {
            case Place.Memory m -> m.address();
            case Place.Function f -> exprs.read(f).expr();
            case Place.Register r -> throw new IllegalStateException("address of register " + r.variable()
                + " at " + fn.unit().locations().loc(where));
            case Place.BitField b -> throw new InvalidInput(where, "cannot take the address of bit-field " + b.display());
        };
    }

    Value addressOf(IASTExpression operand, IASTNode where) {
        Place p = lvalue(operand);
        return new Value(address(p, where), new CType.Ptr(p.type()));
    }

    Value sizeOrAlign(IASTNode node) {
        CType type;
        boolean align;
        if (node instanceof IASTTypeIdExpression t) {
            RuntimeLengths.evaluate(fn, t.getTypeId().getAbstractDeclarator());
            type = new TypeIds(unit.types(), unit).of(t.getTypeId());
            align = t.getOperator() == IASTTypeIdExpression.op_alignof;
            if (t.getOperator() != IASTTypeIdExpression.op_sizeof && !align) {
                throw new InvalidInput(t, "unsupported type operator in " + Texts.of(t));
            }
        } else {
            IASTUnaryExpression u = (IASTUnaryExpression) node;
            if (u.getOperator() == IASTUnaryExpression.op_sizeof
                    && Expressions.strip(u.getOperand()) instanceof IASTIdExpression id
                    && fn.variableLength(id.getName().resolveBinding()) != null) {
                return new Value(fn.variableLength(id.getName().resolveBinding()), new CType.Int(target.sizeT()));
            }
            type = exprs.typeOf(u.getOperand());
            align = u.getOperator() == IASTUnaryExpression.op_alignOf;
        }
        CType.Int sizeType = new CType.Int(target.sizeT());
        if (!align && type.hasRuntimeSize()) {
            return new Value(RuntimeSizes.of(target, type), sizeType);
        }
        if (type.unqualified() instanceof CType.Arr a && a.length() < 0) {
            unit.unsupported(node, "sizeof of an array of unknown or variable length");
        }
        long n = align ? target.alignOf(type) : target.sizeOf(type);
        CType.Int sizeT = new CType.Int(target.sizeT());
        return new Value(Ir.constant(n, target.ir(sizeT.kind())), sizeT);
    }

    Place string(IASTLiteralExpression l) {
        Literals.StringLiteral s = Literals.string(Literals.tokens(l), l);
        return stringPlace(s.units(), s.element(), l, Texts.of(l));
    }

    /** A string literal with the given text (for {@code __builtin_FILE()} and the like). */
    Place stringConstant(String text, IASTNode where) {
        return stringPlace(toUnits(text), CType.CHAR, where, '"' + text + '"');
    }

    private static List<Long> toUnits(String text) {
        List<Long> units = new ArrayList<>();
        for (char c : text.toCharArray()) {
            units.add((long) c);
        }
        return units;
    }

    private Place stringPlace(List<Long> units, CType.Int element, IASTNode where, String display) {
        CType.Arr type = new CType.Arr(element, units.size() + 1L);
        Type.Int ir = target.ir(element.kind());
        long size = target.sizeOf(element);
        List<Global.Init> inits = new ArrayList<>();
        for (int i = 0; i < units.size(); i++) {
            if (units.get(i) != 0) {
                inits.add(new Global.Init(i * size, Ir.constant(units.get(i), ir)));
            }
        }
        String name = unit.symbols().fresh(".str");
        unit.addGlobal(new Global(name, target.ir(type), inits, false, unit.locations().loc(where)));
        return exprs.access().memory(new Expr.GlobalAddr(name, target.pointerTo(type)), type, display);
    }

    Place compoundLiteral(IASTTypeIdInitializerExpression c) {
        CType type = fn.decls().complete(unit.typeOf(c.getExpressionType(), c), c.getInitializer());
        if (fn.isConstantMode()) {
            throw new InvalidInput(c, "compound literal in a constant expression is not supported");
        }
        Variable v = fn.newLocal("compound", target.ir(type), true);
        Place.Memory place = exprs.access().memory(new Expr.LocalAddr(v, target.pointerTo(type)), type, Texts.of(c));
        fn.decls().initialize(place, c.getInitializer());
        return place;
    }
}
