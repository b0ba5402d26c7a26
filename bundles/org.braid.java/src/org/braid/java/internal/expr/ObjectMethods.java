package org.braid.java.internal.expr;

import java.util.List;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Variable;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Type;
import org.braid.java.internal.lower.Ir;
import org.braid.java.internal.lower.MethodContext;
import org.braid.java.internal.lower.Names;
import org.braid.java.internal.parse.ModelSources;
import org.braid.java.internal.types.ClassInfo;
import org.braid.java.internal.types.JavaTypes;
import org.braid.java.internal.types.Layout;
import org.braid.java.internal.types.ModelClasses;
import org.eclipse.jdt.core.dom.ASTNode;
import org.eclipse.jdt.core.dom.IMethodBinding;

/**
 * {@code equals(Object)} and {@code hashCode()} called as {@code Object}'s methods (on a
 * receiver whose static type does not override them, or on {@code Object}, an interface or a type
 * variable, as the collection models call them on keys): dispatch to the overriding classes'
 * implementations (the user's, the box models'); the classes that inherit {@code Object}'s get
 * its meaning: {@code equals} is reference equality (so also for arrays; strings have the
 * {@code String} model's {@code equals} and {@code hashCode}), and the identity hash code, which the JVM chooses
 * freely, is unsupported where it is asked for.
 */
final class ObjectMethods {
    private ObjectMethods() {
    }

    static boolean handles(String declaringName, IMethodBinding method) {
        if (!declaringName.equals(ModelClasses.OBJECT)) {
            return false;
        }
        List<String> parameters = Names.parameters(method);
        return method.getName().equals("equals") && parameters.equals(List.of("Object"))
            || method.getName().equals("hashCode") && parameters.isEmpty();
    }

    static Expr dispatch(MethodContext ctx, Calls calls, Expr receiver, String staticType, IMethodBinding method,
            List<Expr> arguments, ASTNode where) {
        boolean equals = method.getName().equals("equals");
        Type returnType = equals ? Type.BOOL : JavaTypes.INT;
        Calls.Fallback fallback = equals
            ? (all, result) -> ctx.emit(new Stmt.Assign(result.orElseThrow(),
                Ir.binary(Expr.BinaryOp.EQ, all.get(0), all.get(1)), ctx.loc()))
            : (all, result) -> identityHash(ctx, staticType, all.get(0), result.orElseThrow(), where);
        return calls.dispatch(receiver, staticType, method.getName(), Names.parameters(method), arguments, returnType,
            where, fallback);
    }

    /**
     * {@code Object.hashCode()}: the identity hash code, which the JVM chooses freely, is
     * unsupported; except inside Braid's models (a {@code HashMap} hashing a key), for an object
     * whose class inherits {@code equals} from {@code Object} too: there a key matches only itself
     * whatever its hash code, so the models' hash-then-equals comparison may use 0 for it.
     */
    private static void identityHash(MethodContext ctx, String staticType, Expr receiver, Lvalue result,
            ASTNode where) {
        String unsupported = "the identity hash code (Object.hashCode(), which the JVM chooses) of `" + where + "`";
        boolean inModel = ctx.unit() != null && ctx.unit().file().startsWith(ModelSources.DISPLAY_ROOT);
        if (!inModel) {
            ctx.emit(Stmt.Assert.unsupported(unsupported, ctx.loc()));
            ctx.emit(new Stmt.Assume(Ir.bool(false), ctx.loc()));
            return;
        }
        List<ClassInfo> equalsOnly = ctx.program().classes().instantiableSubtypes(staticType).stream()
            .filter(c -> Names.implementation(c, "hashCode", List.of()).isEmpty())
            .filter(c -> Names.implementation(c, "equals", List.of("Object")).isPresent()).toList();
        if (!equalsOnly.isEmpty()) {
            Variable classId = ctx.newTemp(JavaTypes.INT);
            ctx.emit(new Stmt.Assign(new Lvalue.Var(classId),
                Ir.read(Ir.cell(receiver, Layout.CLASS_ID, JavaTypes.INT, "class id")), ctx.loc()));
            Expr overridesEquals = Ir.bool(false);
            for (ClassInfo c : equalsOnly) {
                overridesEquals = Ir.binary(Expr.BinaryOp.LOR, overridesEquals, Ir.binary(Expr.BinaryOp.EQ,
                    Ir.read(new Lvalue.Var(classId)), Ir.integer(c.id(), JavaTypes.INT)));
            }
            String bad = ctx.newLabel("identity_hash_unsupported");
            String fine = ctx.newLabel("identity_hash_unused");
            ctx.branch(overridesEquals, bad, fine);
            ctx.startBlock(bad);
            ctx.emit(Stmt.Assert.unsupported(unsupported, ctx.loc()));
            ctx.emit(new Stmt.Assume(Ir.bool(false), ctx.loc()));
            ctx.startBlock(fine);
        }
        ctx.emit(new Stmt.Assign(result, Ir.integer(0, JavaTypes.INT), ctx.loc()));
    }
}
