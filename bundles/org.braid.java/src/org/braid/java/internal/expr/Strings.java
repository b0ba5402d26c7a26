package org.braid.java.internal.expr;

import java.util.ArrayList;
import java.util.List;
import org.braid.core.internal.ir.Expr;
import org.braid.java.internal.UnsupportedConstruct;
import org.braid.core.internal.ir.Type;
import org.braid.java.internal.lower.Ir;
import org.braid.java.internal.lower.MethodContext;
import org.braid.java.internal.lower.Names;
import org.braid.java.internal.types.ClassInfo;
import org.braid.java.internal.types.JavaTypes;
import org.braid.java.internal.types.ModelClasses;
import org.braid.java.internal.parse.ModelSources;
import org.braid.java.internal.parse.ParsedUnit;
import org.eclipse.jdt.core.dom.ASTNode;
import org.eclipse.jdt.core.dom.ASTVisitor;
import org.eclipse.jdt.core.dom.Assignment;
import org.eclipse.jdt.core.dom.Expression;
import org.eclipse.jdt.core.dom.IMethodBinding;
import org.eclipse.jdt.core.dom.ITypeBinding;
import org.eclipse.jdt.core.dom.InfixExpression;
import org.eclipse.jdt.core.dom.MethodInvocation;

/**
 * The string concatenation operator (JLS 15.18.1) and string conversion (JLS 5.1.11), through the
 * model of {@code String}: operands are evaluated left to right; while neither the running value
 * nor the next operand is a string, {@code +} is numeric addition ({@code 1 + 2 + "x"} is
 * {@code "3x"}); once one is, the other is converted with the model's {@code valueOf} of its
 * primitive type (a null reference becomes {@code "null"}) and the two are joined
 * ({@code String.concatenation}). Operands of other reference types (boxes, objects: their
 * {@code toString()}) are unsupported. Compile-time constant concatenations are folded by JDT into
 * literals.
 */
public final class Strings {
    private final MethodContext ctx;
    private final Expressions exprs;
    private final Operators operators;

    Strings(MethodContext ctx, Expressions exprs, Operators operators) {
        this.ctx = ctx;
        this.exprs = exprs;
        this.operators = operators;
    }

    /**
     * Whether the user's files (not Braid's models) may create strings other than literals: a
     * string concatenation that is not a constant, a {@code +=} on a string, or a call of a method
     * of {@code String} or {@code StringBuilder} returning a string ({@code valueOf},
     * {@code concat}, {@code toString}). Braid's models create strings only when called so.
     */
    public static boolean createdIn(List<ParsedUnit> units) {
        boolean[] found = {false};
        for (ParsedUnit unit : units) {
            if (unit.file().startsWith(ModelSources.DISPLAY_ROOT)) {
                continue;
            }
            unit.unit().accept(new ASTVisitor() {
                @Override
                public boolean visit(InfixExpression node) {
                    if (isString(node.resolveTypeBinding()) && node.resolveConstantExpressionValue() == null) {
                        found[0] = true;
                    }
                    return true;
                }

                @Override
                public boolean visit(Assignment node) {
                    if (node.getOperator() == Assignment.Operator.PLUS_ASSIGN
                        && isString(node.getLeftHandSide().resolveTypeBinding())) {
                        found[0] = true;
                    }
                    return true;
                }

                @Override
                public boolean visit(MethodInvocation node) {
                    IMethodBinding method = node.resolveMethodBinding();
                    if (method != null && isString(method.getReturnType())
                        && (isString(method.getDeclaringClass()) || Names.qualified(method.getDeclaringClass())
                            .equals(STRING_BUILDER))) {
                        found[0] = true;
                    }
                    return true;
                }
            });
        }
        return found[0];
    }

    private static final String STRING_BUILDER = "java.lang.StringBuilder";

    public static boolean isString(ITypeBinding type) {
        return type != null && ModelClasses.STRING.equals(type.getErasure().getQualifiedName());
    }

    /**
     * {@code string.equals(literal)} for a string {@code string} (not null) and a literal: where
     * the program creates no strings but literals, every string is interned and this is
     * {@code ==}; else the model's {@code equals} (switch on strings, an enum's {@code valueOf}).
     */
    public static Expr equalsLiteral(MethodContext ctx, Calls calls, Expr string, Expr literal) {
        if (!ctx.program().createsStrings()) {
            return Ir.binary(Expr.BinaryOp.EQ, string, literal);
        }
        ClassInfo model = ctx.program().classes().model(ModelClasses.STRING);
        String procedure = Names.implementation(model, "equals", List.of("Object")).orElseThrow();
        return calls.call(procedure, List.of(string, literal), Type.BOOL);
    }

    /** {@code a + b + ...} whose type is {@code String}. */
    Expr concatenation(InfixExpression e) {
        List<Expression> operands = new ArrayList<>();
        operands.add(e.getLeftOperand());
        operands.add(e.getRightOperand());
        for (Object extra : e.extendedOperands()) {
            operands.add((Expression) extra);
        }
        Expr result = exprs.rvalue(operands.get(0));
        ITypeBinding type = operands.get(0).resolveTypeBinding();
        boolean string = isString(type);
        for (int i = 1; i < operands.size(); i++) {
            Expression operand = operands.get(i);
            result = ctx.snapshot(result);
            Expr value = exprs.rvalue(operand);
            if (!string && !isString(operand.resolveTypeBinding())) {
                result = operators.apply(InfixExpression.Operator.PLUS, result, value, e);
                type = null;
                continue;
            }
            Expr left = string ? result : converted(result, type, result, operands.get(i - 1));
            Expr right = converted(ctx.snapshot(value), operand.resolveTypeBinding(), value, operand);
            result = join(left, right, e);
            string = true;
        }
        return result;
    }

    /** {@code s += value} on a {@code String} variable: the old value and the converted right operand joined. */
    Expr appendTo(Expr old, Expression right, ASTNode where) {
        Expr value = exprs.rvalue(right);
        return join(old, converted(ctx.snapshot(value), right.resolveTypeBinding(), value, right), where);
    }

    /** {@code a + b} of two strings (either may be null, becoming {@code "null"}). */
    private Expr join(Expr a, Expr b, ASTNode where) {
        return exprs.calls().call(procedure("concatenation", List.of("String", "String"), where), List.of(a, b),
            JavaTypes.REF);
    }

    /**
     * String conversion of {@code value} of static type {@code type} (null: the promoted result of
     * a numeric addition, typed by {@code value}'s CIR type).
     */
    private Expr converted(Expr value, ITypeBinding type, Expr typed, ASTNode where) {
        if (type != null && isString(type)) {
            return value;
        }
        if (type != null && !type.isPrimitive()) {
            throw new UnsupportedConstruct(where, "string conversion of a " + type.getName()
                + " (its toString() is not modelled)");
        }
        String parameter;
        Expr argument = value;
        if (type != null && type.getName().equals("boolean")) {
            parameter = "boolean";
        } else if (type != null && type.getName().equals("char")) {
            parameter = "char";
        } else if (typed.type().equals(JavaTypes.LONG)) {
            parameter = "long";
        } else if (typed.type() instanceof Type.Int) {
            parameter = "int";
            argument = Ir.convert(value, JavaTypes.INT);
        } else {
            throw new UnsupportedConstruct(where, "string conversion of a " + (type == null ? "value" : type.getName()));
        }
        return exprs.calls().call(procedure("valueOf", List.of(parameter), where), List.of(argument), JavaTypes.REF);
    }

    /** The procedure of the {@code String} model's static method {@code name(parameters)}. */
    private String procedure(String name, List<String> parameters, ASTNode where) {
        ClassInfo model = ctx.program().classes().model(ModelClasses.STRING);
        for (IMethodBinding m : model.binding().getDeclaredMethods()) {
            if (m.getName().equals(name) && Names.parameters(m).equals(parameters)) {
                return Names.procedure(model, m);
            }
        }
        throw new UnsupportedConstruct(where, "the JDK method java.lang.String." + name);
    }
}
