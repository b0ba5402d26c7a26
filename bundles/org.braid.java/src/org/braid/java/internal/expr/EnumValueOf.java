package org.braid.java.internal.expr;

import java.util.List;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Variable;
import org.braid.java.internal.lower.Ir;
import org.braid.java.internal.lower.MethodContext;
import org.braid.java.internal.types.ClassInfo;
import org.braid.java.internal.types.JavaTypes;
import org.eclipse.jdt.core.dom.EnumConstantDeclaration;
import org.eclipse.jdt.core.dom.EnumDeclaration;
import org.eclipse.jdt.core.dom.Expression;
import org.eclipse.jdt.core.dom.IMethodBinding;
import org.eclipse.jdt.core.dom.MethodInvocation;

/**
 * An enum's {@code valueOf(String)}, lowered at the call: the constant whose name literal
 * {@code equals} the argument ({@link Strings#equalsLiteral}: {@code ==} where every string is an
 * interned literal).
 * A null name throws {@code NullPointerException}, a name no constant has
 * {@code IllegalArgumentException}, as the JVM's {@code Enum.valueOf} does (their messages are not
 * modelled).
 */
final class EnumValueOf {
    private EnumValueOf() {
    }

    /** Whether {@code method} is the implicit {@code valueOf(String)} of an enum. */
    static boolean handles(IMethodBinding method) {
        return method.getDeclaringClass().isEnum() && method.getName().equals("valueOf")
            && method.getParameterTypes().length == 1
            && method.getParameterTypes()[0].getQualifiedName().equals("java.lang.String");
    }

    static Expr lower(MethodContext ctx, Expressions exprs, Places places, MethodInvocation m, ClassInfo enumClass) {
        Expression argument = (Expression) m.arguments().get(0);
        Expr name = ctx.snapshot(exprs.rvalue(argument));
        Checks.notNull(ctx, name, argument.toString());
        Variable result = ctx.newTemp(JavaTypes.REF);
        String end = ctx.newLabel("value_of_end");
        List<?> constants = ((EnumDeclaration) enumClass.declaration()).enumConstants();
        for (Object o : constants) {
            EnumConstantDeclaration c = (EnumConstantDeclaration) o;
            String found = ctx.newLabel("value_of_found");
            String next = ctx.newLabel("value_of_next");
            ctx.branch(Strings.equalsLiteral(ctx, exprs.calls(), name,
                ctx.program().stringLiteral(c.getName().getIdentifier())), found, next);
            ctx.startBlock(found);
            Expr constant = places.read(places.staticField(c.resolveVariable(), m));
            ctx.emit(new Stmt.Assign(new Lvalue.Var(result), constant, ctx.loc()));
            ctx.jump(end);
            ctx.startBlock(next);
        }
        Checks.require(ctx, Ir.bool(false), "IllegalArgumentException: no constant of "
            + enumClass.binding().getName() + " named " + argument);
        ctx.startBlock(end);
        return Ir.read(new Lvalue.Var(result));
    }
}
