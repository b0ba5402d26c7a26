package org.braid.java.internal.expr;

import java.util.ArrayList;
import java.util.List;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Type;
import org.braid.java.internal.UnsupportedConstruct;
import org.braid.java.internal.lower.Ir;
import org.braid.java.internal.lower.MethodContext;
import org.braid.java.internal.lower.Names;
import org.braid.java.internal.types.ClassInfo;
import org.braid.java.internal.types.ClassTable;
import org.braid.java.internal.types.JavaTypes;
import org.eclipse.jdt.core.dom.CreationReference;
import org.eclipse.jdt.core.dom.Expression;
import org.eclipse.jdt.core.dom.IMethodBinding;
import org.eclipse.jdt.core.dom.ITypeBinding;
import org.eclipse.jdt.core.dom.MethodReference;
import org.eclipse.jdt.core.dom.Modifier;
import org.eclipse.jdt.core.dom.SuperMethodReference;
import org.eclipse.jdt.core.dom.ThisExpression;

/**
 * Method references (JLS 15.13) as javac's lambda metafactory makes them: an object of the
 * reference's class ({@link ClassTable#methodReference}) implementing the functional interface,
 * whose single method calls the referenced method:
 * <ul>
 * <li>{@code Type::staticMethod}: the static method with the functional method's arguments;</li>
 * <li>{@code expr::method} ({@code this::work}, {@code worker::run}): the receiver is evaluated
 * where the reference is (a null one throws {@code NullPointerException} there, JLS 15.13.3) and
 * kept in the object; each call dispatches on it;</li>
 * <li>{@code Type::instanceMethod} ({@code Worker::run}): the first argument is the receiver
 * (null throws {@code NullPointerException} at the call);</li>
 * <li>{@code Type::new}: a new instance through the constructor.</li>
 * </ul>
 * Arguments and the result are converted as in a method invocation (widening, boxing and
 * unboxing of the modelled boxes). {@code super::method}, array constructors
 * ({@code int[]::new}) and variable-arity targets are unsupported.
 */
public final class MethodReferences {
    private final MethodContext ctx;
    private final Expressions exprs;

    public MethodReferences(Expressions exprs) {
        this.ctx = exprs.context();
        this.exprs = exprs;
    }

    /** The value of a method reference expression: a new object of its class, with the bound receiver. */
    Expr create(MethodReference r) {
        if (r instanceof SuperMethodReference) {
            throw new UnsupportedConstruct(r, "a super method reference (" + r + ")");
        }
        ClassInfo info = ctx.program().classes().methodReference(r);
        Expression receiverNode = ClassTable.boundReceiver(r);
        Expr receiver = null;
        if (receiverNode != null) {
            receiver = ctx.snapshot(exprs.rvalue(receiverNode));
            if (!(receiverNode instanceof ThisExpression)) {
                Checks.notNull(ctx, receiver, receiverNode.toString());
            }
        }
        Expr object = ctx.snapshot(exprs.creation().allocate(info, r));
        if (receiver != null) {
            exprs.places().write(Places.cell(object, info.fieldNamed(ClassTable.RECEIVER), JavaTypes.REF), receiver);
        }
        return object;
    }

    /**
     * The body of the functional method of {@code info}, the class of {@code r}: calls the
     * referenced method on {@code parameters} (the functional method's, in order) and returns its
     * result converted to {@code returnType} (or nothing for {@code void}).
     */
    public Expr body(ClassInfo info, MethodReference r, List<Expr> parameters, Type returnType) {
        if (r instanceof CreationReference creation && creation.getType().resolveBinding().isArray()) {
            throw new UnsupportedConstruct(r, "an array constructor reference (" + r + ")");
        }
        IMethodBinding target = r.resolveMethodBinding();
        if (target == null) {
            throw new UnsupportedConstruct(r, "this method reference (it resolves to no method)");
        }
        if (target.isVarargs()) {
            throw new UnsupportedConstruct(r, "a method reference to the variable-arity method " + target.getName());
        }
        IMethodBinding functional = info.binding().getFunctionalInterfaceMethod();
        ITypeBinding[] functionalTypes = functional.getParameterTypes();
        Expr result;
        if (r instanceof CreationReference creation) {
            result = construct(creation, target, converted(parameters, functionalTypes, 0, target, r));
        } else if (Modifier.isStatic(target.getModifiers())) {
            result = exprs.calls().staticCall(target, converted(parameters, functionalTypes, 0, target, r), r);
        } else if (ClassTable.boundReceiver(r) != null) {
            Expr receiver = exprs.places().read(Places.cell(ctx.self(), info.fieldNamed(ClassTable.RECEIVER),
                JavaTypes.REF));
            String staticType = Names.qualified(ClassTable.boundReceiver(r).resolveTypeBinding());
            result = exprs.calls().instanceCall(target, receiver, staticType,
                converted(parameters, functionalTypes, 0, target, r), r);
        } else {
            Expr receiver = ctx.snapshot(parameters.get(0));
            Checks.notNull(ctx, receiver, r.toString());
            result = exprs.calls().instanceCall(target, receiver, Names.qualified(functionalTypes[0]),
                converted(parameters, functionalTypes, 1, target, r), r);
        }
        if (returnType instanceof Type.Void) {
            return null;
        }
        ITypeBinding produced = target.isConstructor() ? target.getDeclaringClass() : target.getReturnType();
        return convert(result, produced, functional.getReturnType(), r);
    }

    private Expr construct(CreationReference r, IMethodBinding constructor, List<Expr> arguments) {
        ITypeBinding type = r.getType().resolveBinding();
        ClassInfo cls = ctx.program().classes().of(type)
            .orElseThrow(() -> new UnsupportedConstruct(r, "creating a " + Names.qualified(type)));
        if (cls.kind() == ClassInfo.Kind.MODEL) {
            if (!arguments.isEmpty()) {
                throw new UnsupportedConstruct(r, "this constructor of " + cls.name());
            }
            return exprs.creation().allocate(cls, r);
        }
        String procedure = Names.declared(cls, constructor).orElseThrow(() -> new UnsupportedConstruct(r,
            "the constructor " + Names.qualified(type) + "(" + String.join(",", Names.parameters(constructor)) + ")"));
        Expr object = ctx.snapshot(exprs.creation().allocate(cls, r));
        List<Expr> all = new ArrayList<>();
        all.add(object);
        all.addAll(arguments);
        exprs.calls().call(procedure, all, Type.VOID);
        return object;
    }

    /** {@code parameters} from {@code first} on, converted to the target's parameter types. */
    private List<Expr> converted(List<Expr> parameters, ITypeBinding[] from, int first, IMethodBinding target,
            MethodReference r) {
        ITypeBinding[] to = target.getParameterTypes();
        if (parameters.size() - first != to.length) {
            throw new UnsupportedConstruct(r, "this method reference (its arity does not match)");
        }
        List<Expr> values = new ArrayList<>();
        for (int i = first; i < parameters.size(); i++) {
            values.add(ctx.snapshot(convert(parameters.get(i), from[i], to[i - first], r)));
        }
        return values;
    }

    /** Method invocation conversion (JLS 5.3) of {@code value} from {@code from} to {@code to}. */
    private Expr convert(Expr value, ITypeBinding from, ITypeBinding to, MethodReference r) {
        if (from.isPrimitive() && !to.isPrimitive()) {
            return Boxing.box(ctx, exprs.calls(), from, value, r);
        }
        if (!from.isPrimitive() && to.isPrimitive()) {
            Expr unboxed = Boxing.unbox(ctx, exprs.calls(), from, value, r);
            return Ir.convert(unboxed, JavaTypes.value(to, r));
        }
        return Ir.convert(value, JavaTypes.value(to, r));
    }
}
