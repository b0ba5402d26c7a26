package org.braid.java.internal.decl;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Terminator;
import org.braid.core.internal.ir.Type;
import org.braid.java.internal.expr.MethodReferences;
import org.braid.java.internal.lower.Ir;
import org.braid.java.internal.lower.Names;
import org.braid.java.internal.lower.ProgramParts;
import org.braid.java.internal.types.ClassInfo;
import org.braid.java.internal.types.JavaTypes;
import org.eclipse.jdt.core.dom.IMethodBinding;
import org.eclipse.jdt.core.dom.ITypeBinding;
import org.eclipse.jdt.core.dom.MethodReference;

/**
 * A method reference's single method ({@code Outer$lambda$N.run()} for {@code new Thread(this::work)}):
 * its parameters are the functional method's, its body calls the referenced method
 * ({@link MethodReferences}); located at the reference.
 */
final class MethodReferenceLowerer {
    private final MethodLowerer methods;
    private final ClassInfo cls;

    MethodReferenceLowerer(ProgramParts program, ClassInfo cls) {
        this.methods = new MethodLowerer(program);
        this.cls = cls;
    }

    void lower() {
        MethodReference reference = (MethodReference) cls.declaration();
        IMethodBinding functional = cls.functionalMethod().orElseThrow();
        ITypeBinding[] types = cls.binding().getFunctionalInterfaceMethod().getParameterTypes();
        List<MethodLowerer.Parameter> parameters = new ArrayList<>();
        for (int i = 0; i < types.length; i++) {
            parameters.add(new MethodLowerer.Parameter("arg" + i, "arg" + i, JavaTypes.value(types[i], reference)));
        }
        Type returnType = JavaTypes.value(functional.getReturnType(), reference);
        methods.build(cls.unit(), reference, Names.procedure(cls, functional), returnType, cls, parameters, false,
            body -> {
                body.ctx().at(reference);
                List<Expr> values = new ArrayList<>();
                for (int i = 0; i < types.length; i++) {
                    values.add(Ir.read(new Lvalue.Var(body.ctx().local("arg" + i).orElseThrow())));
                }
                Expr result = new MethodReferences(body.exprs()).body(cls, reference, values, returnType);
                if (!(returnType instanceof Type.Void)) {
                    Expr value = body.ctx().snapshot(Ir.convert(result, returnType));
                    body.ctx().terminate(new Terminator.Return(Optional.of(value), body.ctx().loc()));
                }
            });
    }
}
