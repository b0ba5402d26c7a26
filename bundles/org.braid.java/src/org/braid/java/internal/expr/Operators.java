package org.braid.java.internal.expr;

import java.util.ArrayList;
import java.util.List;
import org.braid.core.internal.ir.Expr.BinaryOp;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;
import org.braid.java.internal.UnsupportedConstruct;
import org.braid.java.internal.lower.Ir;
import org.braid.java.internal.lower.MethodContext;
import org.braid.java.internal.types.JavaTypes;
import org.eclipse.jdt.core.dom.Assignment;
import org.eclipse.jdt.core.dom.CastExpression;
import org.eclipse.jdt.core.dom.Expression;
import org.eclipse.jdt.core.dom.ITypeBinding;
import org.eclipse.jdt.core.dom.InfixExpression;
import org.eclipse.jdt.core.dom.PostfixExpression;
import org.eclipse.jdt.core.dom.PrefixExpression;

/**
 * Java's operators (JLS 15.15-15.26): binary numeric promotion to {@code int} or {@code long},
 * arithmetic modulo 2^32 or 2^64, shift counts masked to 5 or 6 bits, {@code >>>} as an unsigned
 * shift, division and remainder truncating toward zero with a zero divisor checked
 * ({@link Checks#nonZero}), short-circuit {@code &&}, {@code ||}, compound assignments and
 * increments narrowing back to the variable's type, casts between primitive types; reference casts
 * that may fail are {@link TypeTests#downcast}.
 */
final class Operators {
    private final MethodContext ctx;
    private final Expressions exprs;
    private final Places places;
    private final TypeTests typeTests;
    private final Strings strings;

    Operators(MethodContext ctx, Expressions exprs, Places places, TypeTests typeTests) {
        this.ctx = ctx;
        this.exprs = exprs;
        this.places = places;
        this.typeTests = typeTests;
        this.strings = new Strings(ctx, exprs, this);
    }

    /** Unary numeric promotion: {@code byte}, {@code short}, {@code char} become {@code int}. */
    static Expr promote(Expr value) {
        if (value.type() instanceof Type.Int i && i.width() < 32) {
            return new Expr.Cast(value, JavaTypes.INT);
        }
        return value;
    }

    private static Type.Int binaryPromotion(Expr left, Expr right) {
        boolean isLong = left.type().equals(JavaTypes.LONG) || right.type().equals(JavaTypes.LONG);
        return isLong ? JavaTypes.LONG : JavaTypes.INT;
    }

    Expr infix(InfixExpression e) {
        InfixExpression.Operator op = e.getOperator();
        if (op == InfixExpression.Operator.CONDITIONAL_AND || op == InfixExpression.Operator.CONDITIONAL_OR) {
            return shortCircuit(e);
        }
        if (isString(e.resolveTypeBinding()) && op == InfixExpression.Operator.PLUS) {
            return strings.concatenation(e);
        }
        List<Expression> operands = new ArrayList<>();
        operands.add(e.getLeftOperand());
        operands.add(e.getRightOperand());
        for (Object extra : e.extendedOperands()) {
            operands.add((Expression) extra);
        }
        Expr result = exprs.rvalue(operands.get(0));
        for (int i = 1; i < operands.size(); i++) {
            if (SideEffects.assigns(operands.get(i))) {
                result = ctx.snapshot(result);
            }
            result = apply(op, result, exprs.rvalue(operands.get(i)), e);
        }
        return result;
    }

    private static boolean isString(ITypeBinding type) {
        return type != null && "java.lang.String".equals(type.getQualifiedName());
    }

    /** {@code left op right} on values of Java types, with Java's promotions. */
    Expr apply(InfixExpression.Operator op, Expr left, Expr right, Expression where) {
        if (left.type() instanceof Type.Bool || left.type() instanceof Type.Pointer) {
            return booleanOrReference(op, left, right, where);
        }
        if (op == InfixExpression.Operator.LEFT_SHIFT || op == InfixExpression.Operator.RIGHT_SHIFT_SIGNED
            || op == InfixExpression.Operator.RIGHT_SHIFT_UNSIGNED) {
            return shift(op, promote(left), promote(right));
        }
        Type.Int type = binaryPromotion(left, right);
        Expr a = Ir.convert(left, type);
        Expr b = Ir.convert(right, type);
        if (op == InfixExpression.Operator.DIVIDE || op == InfixExpression.Operator.REMAINDER) {
            b = ctx.snapshot(b);
            Checks.nonZero(ctx, b);
        }
        return Ir.binary(arithmetic(op, where), a, b);
    }

    private static BinaryOp arithmetic(InfixExpression.Operator op, Expression where) {
        return switch (op.toString()) {
            case "+" -> BinaryOp.ADD;
            case "-" -> BinaryOp.SUB;
            case "*" -> BinaryOp.MUL;
            case "/" -> BinaryOp.DIV;
            case "%" -> BinaryOp.REM;
            case "&" -> BinaryOp.AND;
            case "|" -> BinaryOp.OR;
            case "^" -> BinaryOp.XOR;
            case "==" -> BinaryOp.EQ;
            case "!=" -> BinaryOp.NE;
            case "<" -> BinaryOp.LT;
            case "<=" -> BinaryOp.LE;
            case ">" -> BinaryOp.GT;
            case ">=" -> BinaryOp.GE;
            default -> throw new UnsupportedConstruct(where, "the operator " + op);
        };
    }

    private Expr booleanOrReference(InfixExpression.Operator op, Expr left, Expr right, Expression where) {
        String symbol = op.toString();
        if (symbol.equals("==")) {
            return Ir.binary(BinaryOp.EQ, left, right);
        }
        if (symbol.equals("!=") || left.type() instanceof Type.Bool && symbol.equals("^")) {
            return Ir.binary(BinaryOp.NE, left, right);
        }
        if (left.type() instanceof Type.Bool && symbol.equals("&")) {
            return Ir.binary(BinaryOp.LAND, left, right);
        }
        if (left.type() instanceof Type.Bool && symbol.equals("|")) {
            return Ir.binary(BinaryOp.LOR, left, right);
        }
        throw new UnsupportedConstruct(where, "the operator " + op + " on " + left.type());
    }

    /** Shifts: the count is promoted on its own and masked to the width of the promoted left operand. */
    private static Expr shift(InfixExpression.Operator op, Expr left, Expr count) {
        Type.Int type = (Type.Int) left.type();
        Expr masked = Ir.binary(BinaryOp.AND, Ir.convert(count, type), Ir.integer(type.width() - 1, type));
        if (op == InfixExpression.Operator.LEFT_SHIFT) {
            return Ir.binary(BinaryOp.SHL, left, masked);
        }
        if (op == InfixExpression.Operator.RIGHT_SHIFT_SIGNED) {
            return Ir.binary(BinaryOp.SHR, left, masked);
        }
        Type.Int unsigned = new Type.Int(type.width(), false);
        return Ir.convert(Ir.binary(BinaryOp.SHR, Ir.convert(left, unsigned), Ir.convert(masked, unsigned)), type);
    }

    private Expr shortCircuit(InfixExpression e) {
        boolean isAnd = e.getOperator() == InfixExpression.Operator.CONDITIONAL_AND;
        List<Expression> operands = new ArrayList<>();
        operands.add(e.getLeftOperand());
        operands.add(e.getRightOperand());
        for (Object extra : e.extendedOperands()) {
            operands.add((Expression) extra);
        }
        Variable result = ctx.newTemp(Type.BOOL);
        String end = ctx.newLabel(isAnd ? "and_end" : "or_end");
        for (int i = 0; i < operands.size(); i++) {
            ctx.emit(new Stmt.Assign(new Lvalue.Var(result), exprs.condition(operands.get(i)), ctx.loc()));
            if (i + 1 < operands.size()) {
                String next = ctx.newLabel(isAnd ? "and_next" : "or_next");
                Expr value = Ir.read(new Lvalue.Var(result));
                ctx.branch(value, isAnd ? next : end, isAnd ? end : next);
                ctx.startBlock(next);
            }
        }
        ctx.startBlock(end);
        return Ir.read(new Lvalue.Var(result));
    }

    Expr prefix(PrefixExpression e) {
        String op = e.getOperator().toString();
        if (op.equals("++") || op.equals("--")) {
            Place place = places.of(e.getOperand());
            Expr updated = step(place, op.equals("++"), e);
            places.write(place, updated);
            return updated;
        }
        if (op.equals("!")) {
            return Ir.not(exprs.condition(e.getOperand()));
        }
        Expr value = exprs.promoted(e.getOperand());
        return switch (op) {
            case "+" -> value;
            case "-" -> new Expr.Unary(Expr.UnaryOp.NEG, value);
            case "~" -> new Expr.Unary(Expr.UnaryOp.BIT_NOT, value);
            default -> throw new UnsupportedConstruct(e, "the operator " + op);
        };
    }

    Expr postfix(PostfixExpression e) {
        Place place = places.of(e.getOperand());
        if (!(place.valueType() instanceof Type.Int)) {
            throw new UnsupportedConstruct(e, "++/-- on a boxed variable (`" + e + "`)");
        }
        boolean increment = e.getOperator() == PostfixExpression.Operator.INCREMENT;
        Expr old = ctx.snapshot(places.read(place));
        Expr updated = Ir.convert(Ir.binary(increment ? BinaryOp.ADD : BinaryOp.SUB, promote(old),
            Ir.integer(1, (Type.Int) promote(old).type())), place.valueType());
        places.write(place, updated);
        return old;
    }

    /** The value after {@code ++} or {@code --}, snapshotted, of the variable's type. */
    private Expr step(Place place, boolean increment, Expression where) {
        Expr value = promote(places.read(place));
        if (!(value.type() instanceof Type.Int t)) {
            throw new UnsupportedConstruct(where, "++/-- on " + value.type());
        }
        Expr sum = Ir.binary(increment ? BinaryOp.ADD : BinaryOp.SUB, value, Ir.integer(1, t));
        return ctx.snapshot(Ir.convert(sum, place.valueType()));
    }

    Expr assign(Assignment a) {
        Place place = places.of(a.getLeftHandSide());
        if (SideEffects.assigns(a.getRightHandSide())) {
            place = places.stable(place);
        }
        Assignment.Operator op = a.getOperator();
        Expr value;
        if (op == Assignment.Operator.ASSIGN) {
            value = ctx.snapshot(exprs.converted(a.getRightHandSide(), place.valueType()));
        } else {
            Expr old = places.read(place);
            if (isString(a.getLeftHandSide().resolveTypeBinding())) {
                value = ctx.snapshot(strings.appendTo(ctx.snapshot(old), a.getRightHandSide(), a));
                places.write(place, value);
                return value;
            }
            if (SideEffects.assigns(a.getRightHandSide())) {
                old = ctx.snapshot(old);
            }
            String symbol = op.toString();
            InfixExpression.Operator infix = InfixExpression.Operator.toOperator(symbol.substring(0, symbol.length() - 1));
            Expr result = apply(infix, old, exprs.rvalue(a.getRightHandSide()), a);
            value = ctx.snapshot(Ir.convert(result, place.valueType()));
        }
        places.write(place, value);
        return value;
    }

    Expr cast(CastExpression c) {
        ITypeBinding target = c.getType().resolveBinding();
        Expr value = exprs.rvalue(c.getExpression());
        if (target.isPrimitive()) {
            Type type = JavaTypes.value(target, c);
            if (value.type() instanceof Type.Bool != type instanceof Type.Bool || value.type() instanceof Type.Pointer) {
                throw new UnsupportedConstruct(c, "the cast " + c);
            }
            return Ir.convert(value, type);
        }
        ITypeBinding source = c.getExpression().resolveTypeBinding();
        if (source == null || source.isPrimitive() || !(value.type() instanceof Type.Pointer)) {
            throw new UnsupportedConstruct(c, "the cast " + c + " (boxing)");
        }
        if (c.getType().isIntersectionType()) {
            throw new UnsupportedConstruct(c, "the intersection cast " + c);
        }
        if (source.getErasure().isSubTypeCompatible(target.getErasure())) {
            return value;
        }
        return typeTests.downcast(c, value, target);
    }
}
