package org.braid.java.internal.decl;

import java.util.ArrayList;
import java.util.List;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Terminator;
import org.braid.core.internal.ir.Type;
import org.braid.java.internal.lower.Names;
import org.braid.java.internal.lower.ProgramParts;
import org.braid.java.internal.types.ClassInfo;
import org.braid.java.internal.types.JavaTypes;
import org.eclipse.jdt.core.dom.Block;
import org.eclipse.jdt.core.dom.Expression;
import org.eclipse.jdt.core.dom.IMethodBinding;
import org.eclipse.jdt.core.dom.ITypeBinding;
import org.eclipse.jdt.core.dom.IVariableBinding;
import org.eclipse.jdt.core.dom.LambdaExpression;
import org.eclipse.jdt.core.dom.VariableDeclaration;

/**
 * A lambda's body as the single method of its class ({@code Outer$lambda$N.run()} for a
 * {@code Runnable}); the lambda object is the receiver, holding the captured variables and the
 * enclosing instance.
 */
final class LambdaLowerer {
    private final MethodLowerer methods;
    private final ClassInfo cls;

    LambdaLowerer(ProgramParts program, ClassInfo cls) {
        this.methods = new MethodLowerer(program);
        this.cls = cls;
    }

    void lower() {
        LambdaExpression lambda = (LambdaExpression) cls.declaration();
        IMethodBinding functional = cls.functionalMethod().orElseThrow();
        IMethodBinding implementation = lambda.resolveMethodBinding();
        ITypeBinding[] types = implementation.getParameterTypes();
        List<MethodLowerer.Parameter> parameters = new ArrayList<>();
        for (int i = 0; i < lambda.parameters().size(); i++) {
            IVariableBinding binding = ((VariableDeclaration) lambda.parameters().get(i)).resolveBinding();
            parameters.add(new MethodLowerer.Parameter(binding.getKey(), binding.getName(),
                JavaTypes.value(types[i], lambda)));
        }
        Type returnType = JavaTypes.value(functional.getReturnType(), lambda);
        methods.build(cls.unit(), lambda, Names.procedure(cls, functional), returnType, cls, parameters, false,
            body -> {
                if (lambda.getBody() instanceof Block block) {
                    body.statements().lower(block);
                    return;
                }
                body.ctx().at(lambda.getBody());
                Expression expression = (Expression) lambda.getBody();
                if (returnType instanceof Type.Void) {
                    body.exprs().effect(expression);
                } else {
                    Expr value = body.ctx().snapshot(body.exprs().converted(expression, returnType));
                    body.ctx().terminate(new Terminator.Return(java.util.Optional.of(value), body.ctx().loc()));
                }
            });
    }
}
