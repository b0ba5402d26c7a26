package org.braid.java.internal.decl;

import java.util.ArrayList;
import java.util.List;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Type;
import org.braid.java.internal.UnsupportedConstruct;
import org.braid.java.internal.expr.Place;
import org.braid.java.internal.lower.Names;
import org.braid.java.internal.lower.ProgramParts;
import org.braid.java.internal.types.ClassInfo;
import org.braid.java.internal.types.JavaTypes;
import org.eclipse.jdt.core.dom.ASTNode;
import org.eclipse.jdt.core.dom.AbstractTypeDeclaration;
import org.eclipse.jdt.core.dom.AnonymousClassDeclaration;
import org.eclipse.jdt.core.dom.ArrayInitializer;
import org.eclipse.jdt.core.dom.BodyDeclaration;
import org.eclipse.jdt.core.dom.ConstructorInvocation;
import org.eclipse.jdt.core.dom.Expression;
import org.eclipse.jdt.core.dom.FieldDeclaration;
import org.eclipse.jdt.core.dom.IMethodBinding;
import org.eclipse.jdt.core.dom.IVariableBinding;
import org.eclipse.jdt.core.dom.Initializer;
import org.eclipse.jdt.core.dom.MethodDeclaration;
import org.eclipse.jdt.core.dom.Modifier;
import org.eclipse.jdt.core.dom.SingleVariableDeclaration;
import org.eclipse.jdt.core.dom.SuperConstructorInvocation;
import org.eclipse.jdt.core.dom.VariableDeclarationFragment;

/**
 * The methods and constructors of one source or anonymous class. A constructor runs the
 * superclass constructor ({@code super(...)}, implicit or explicit; a JDK superclass's is its
 * Java model's), then the instance field initializers and initializer blocks in source order, then its
 * body; a constructor starting with {@code this(...)} runs only that and its body.
 */
final class ClassLowerer {
    private final ProgramParts program;
    private final MethodLowerer methods;
    private final ClassInfo cls;

    ClassLowerer(ProgramParts program, ClassInfo cls) {
        this.program = program;
        this.methods = new MethodLowerer(program);
        this.cls = cls;
    }

    void lower() {
        List<?> body = bodyDeclarations();
        boolean hasConstructor = false;
        for (Object o : body) {
            if (o instanceof MethodDeclaration m) {
                if (m.isConstructor()) {
                    hasConstructor = true;
                    constructor(m);
                } else if (m.getBody() != null) {
                    method(m);
                } else if (Modifier.isNative(m.getModifiers())) {
                    throw new UnsupportedConstruct(m, "a native method");
                }
            } else if (o instanceof Initializer i && Modifier.isStatic(i.getModifiers())) {
                throw new UnsupportedConstruct(i, "a static initializer block");
            }
        }
        if (!hasConstructor) {
            defaultConstructor();
        }
    }

    private List<?> bodyDeclarations() {
        return switch (cls.declaration()) {
            case AbstractTypeDeclaration t -> t.bodyDeclarations();
            case AnonymousClassDeclaration a -> a.bodyDeclarations();
            default -> throw new IllegalStateException("not a class declaration: " + cls);
        };
    }

    private List<MethodLowerer.Parameter> parameters(MethodDeclaration m) {
        List<MethodLowerer.Parameter> parameters = new ArrayList<>();
        for (Object o : m.parameters()) {
            SingleVariableDeclaration p = (SingleVariableDeclaration) o;
            if (p.isVarargs()) {
                throw new UnsupportedConstruct(p, "a variable-arity parameter");
            }
            IVariableBinding binding = p.resolveBinding();
            parameters.add(new MethodLowerer.Parameter(binding.getKey(), binding.getName(),
                JavaTypes.value(binding.getType(), p)));
        }
        return parameters;
    }

    private void method(MethodDeclaration m) {
        IMethodBinding binding = m.resolveBinding();
        boolean isStatic = Modifier.isStatic(m.getModifiers());
        String name = Names.procedure(cls, binding);
        Type returnType;
        List<MethodLowerer.Parameter> parameters;
        try {
            returnType = JavaTypes.value(binding.getReturnType(), m);
            parameters = parameters(m);
        } catch (UnsupportedConstruct e) {
            methods.unsupportedSignature(cls.unit(), m, name, e);
            return;
        }
        methods.build(cls.unit(), m, name, returnType, isStatic ? null : cls, parameters,
            Modifier.isSynchronized(m.getModifiers()), body -> body.statements().lowerAll(m.getBody().statements()));
    }

    private void constructor(MethodDeclaration m) {
        String name = Names.procedure(cls, m.resolveBinding());
        List<MethodLowerer.Parameter> parameters;
        try {
            parameters = parameters(m);
        } catch (UnsupportedConstruct e) {
            methods.unsupportedSignature(cls.unit(), m, name, e);
            return;
        }
        methods.build(cls.unit(), m, name, Type.VOID, cls, parameters, false,
            body -> {
                List<?> statements = m.getBody().statements();
                int first = 0;
                if (!statements.isEmpty() && statements.get(0) instanceof ConstructorInvocation c) {
                    List<Expr> arguments = body.exprs().calls().arguments(c.arguments(), c.resolveConstructorBinding());
                    body.ctx().at(c);
                    List<Expr> all = new ArrayList<>();
                    all.add(body.ctx().self());
                    all.addAll(arguments);
                    body.exprs().calls().call(Names.procedure(cls, c.resolveConstructorBinding()), all, Type.VOID);
                    first = 1;
                } else {
                    if (!statements.isEmpty() && statements.get(0) instanceof SuperConstructorInvocation s) {
                        body.ctx().at(s);
                        superConstructor(body, s.arguments(), s.resolveConstructorBinding(), s);
                        first = 1;
                    } else {
                        superConstructor(body, List.of(), null, m);
                    }
                    fieldInitializers(body);
                }
                body.statements().lowerAll(statements.subList(first, statements.size()));
            });
    }

    private void defaultConstructor() {
        methods.build(cls.unit(), cls.declaration(), Names.anonymousConstructor(cls), Type.VOID, cls, List.of(), false,
            body -> {
                superConstructor(body, List.of(), null, cls.declaration());
                fieldInitializers(body);
            });
    }

    private void superConstructor(MethodLowerer.Body body, List<?> argumentNodes, IMethodBinding constructor,
            ASTNode where) {
        ClassInfo superclass = cls.superclass().orElseThrow();
        List<Expr> arguments = constructor == null ? List.of()
            : body.exprs().calls().arguments(argumentNodes, constructor);
        switch (superclass.kind()) {
            case MODEL -> {
                if (!arguments.isEmpty()) {
                    throw new UnsupportedConstruct(where, "this constructor of " + superclass.name());
                }
            }
            case SOURCE -> {
                List<Expr> all = new ArrayList<>();
                all.add(body.ctx().self());
                all.addAll(arguments);
                String name = constructor == null ? Names.anonymousConstructor(superclass)
                    : Names.declared(superclass, constructor).orElseThrow(() -> new UnsupportedConstruct(where,
                        "the constructor " + constructor.getDeclaringClass().getName() + "(" + String.join(",",
                            Names.parameters(constructor)) + ")"));
                body.exprs().calls().call(name, all, Type.VOID);
            }
            case LAMBDA -> throw new IllegalStateException("a lambda as superclass of " + cls);
        }
    }

    private void fieldInitializers(MethodLowerer.Body body) {
        for (Object o : bodyDeclarations()) {
            BodyDeclaration declaration = (BodyDeclaration) o;
            if (Modifier.isStatic(declaration.getModifiers())) {
                continue;
            }
            if (declaration instanceof FieldDeclaration f) {
                for (Object fragment : f.fragments()) {
                    initialize(body, (VariableDeclarationFragment) fragment);
                }
            } else if (declaration instanceof Initializer i) {
                body.statements().lower(i.getBody());
            }
        }
    }

    private void initialize(MethodLowerer.Body body, VariableDeclarationFragment fragment) {
        Expression init = fragment.getInitializer();
        if (init == null) {
            return;
        }
        body.ctx().at(fragment);
        IVariableBinding field = fragment.resolveBinding();
        Type type = JavaTypes.value(field.getType(), fragment);
        Expr value = init instanceof ArrayInitializer a ? body.exprs().creation().initialized(a, field.getType())
            : body.exprs().converted(init, type);
        ClassInfo.Field slot = cls.field(field.getKey()).orElseThrow();
        Place place = new Place.Cell(org.braid.java.internal.lower.Ir.cell(body.ctx().self(), slot.offset(),
            slot.cell(), slot.display()), type, slot.isVolatile());
        body.exprs().places().write(place, value);
    }
}
