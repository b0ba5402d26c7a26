package org.braid.java.internal.expr;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.braid.core.internal.ir.Callee;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;
import org.braid.java.internal.InvalidInput;
import org.braid.java.internal.UnsupportedConstruct;
import org.braid.java.internal.lower.Ir;
import org.braid.java.internal.lower.MethodContext;
import org.braid.java.internal.lower.Names;
import org.braid.java.internal.model.ModelProcedures;
import org.braid.java.internal.model.WaitNotify;
import org.braid.java.internal.parse.ModelSources;
import org.braid.java.internal.types.ClassInfo;
import org.braid.java.internal.types.JavaTypes;
import org.braid.java.internal.types.Layout;
import org.braid.java.internal.types.ModelClasses;
import org.eclipse.jdt.core.dom.ASTNode;
import org.eclipse.jdt.core.dom.Expression;
import org.eclipse.jdt.core.dom.IMethodBinding;
import org.eclipse.jdt.core.dom.ITypeBinding;
import org.eclipse.jdt.core.dom.MethodInvocation;
import org.eclipse.jdt.core.dom.Modifier;
import org.eclipse.jdt.core.dom.StringLiteral;
import org.eclipse.jdt.core.dom.SuperMethodInvocation;
import org.eclipse.jdt.core.dom.ThisExpression;

/**
 * Method calls: static and {@code super} calls are direct; instance calls dispatch on the
 * receiver's class id ({@link Layout#CLASS_ID}) over the classes of the program that can be its
 * run-time class (one direct call when they share one implementation). JDK classes modelled in
 * Java ({@code Thread}, the atomics) are classes of the program like any other; calls of
 * {@code braid.Intrinsics} are CIR statements; other JDK methods are unsupported.
 */
public final class Calls {
    private final MethodContext ctx;
    private final Expressions exprs;
    private final Places places;

    Calls(MethodContext ctx, Expressions exprs, Places places) {
        this.ctx = ctx;
        this.exprs = exprs;
        this.places = places;
    }

    Expr invoke(MethodInvocation m) {
        IMethodBinding method = m.resolveMethodBinding();
        ITypeBinding declaring = method.getDeclaringClass();
        Optional<ClassInfo> owner = ctx.program().classes().of(declaring);
        if (method.isVarargs()) {
            throw new UnsupportedConstruct(m, "a call of the variable-arity method " + method.getName());
        }
        if (Names.qualified(declaring).equals(ModelSources.INTRINSICS)) {
            return intrinsic(m, method);
        }
        if (Names.qualified(declaring).equals(ModelClasses.OBJECT)
            && WaitNotify.handles(method.getName(), method.getParameterTypes().length)) {
            return monitorMethod(m, method);
        }
        if (Modifier.isStatic(method.getModifiers())) {
            if (owner.isEmpty() || owner.get().kind() != ClassInfo.Kind.SOURCE) {
                throw jdkMethod(m, method);
            }
            if (EnumValueOf.handles(method)) {
                return EnumValueOf.lower(ctx, exprs, places, m, owner.get());
            }
            String procedure = Names.declared(owner.get(), method).orElseThrow(() -> jdkMethod(m, method));
            List<Expr> arguments = arguments(m.arguments(), method);
            return call(procedure, arguments, JavaTypes.value(method.getReturnType(), m));
        }
        return instanceInvocation(m, method);
    }

    private Expr instanceInvocation(MethodInvocation m, IMethodBinding method) {
        ITypeBinding declaring = method.getDeclaringClass();
        Expression receiverNode = m.getExpression();
        Expr receiver;
        String staticType;
        if (receiverNode == null) {
            String declaringName = Names.qualified(declaring);
            Places.Enclosing enclosing = places.enclosing(m, c -> c.isSubtypeOf(declaringName));
            receiver = enclosing.receiver();
            staticType = declaringName;
        } else {
            receiver = exprs.rvalue(receiverNode);
            staticType = Names.qualified(receiverNode.resolveTypeBinding());
        }
        if (hasAssignments(m.arguments())) {
            receiver = ctx.snapshot(receiver);
        }
        List<Expr> arguments = arguments(m.arguments(), method);
        if (receiverNode != null && !(receiverNode instanceof ThisExpression)) {
            Checks.notNull(ctx, receiver, receiverNode.toString());
        }
        return instanceCall(method, receiver, staticType, arguments, m);
    }

    /**
     * A call of the instance method {@code method} on {@code receiver} (not null, already
     * checked), whose static type is {@code staticType}, with evaluated arguments: {@code Object}'s
     * methods by {@link ObjectMethods}, else virtual dispatch over the program's classes; JDK
     * methods without a model are unsupported at {@code where}. A default method of a JDK
     * interface without a model ({@code Iterable.forEach}) called on a modelled class or interface
     * ({@code list.forEach(...)} on a {@code List}) dispatches to the models' implementations (a
     * class without one is unsupported at {@code where}).
     */
    Expr instanceCall(IMethodBinding method, Expr receiver, String staticType, List<Expr> arguments, ASTNode where) {
        ITypeBinding declaring = method.getDeclaringClass();
        Optional<ClassInfo> owner = ctx.program().classes().of(declaring);
        String declaringName = Names.qualified(declaring);
        if (ObjectMethods.handles(declaringName, method)) {
            return ObjectMethods.dispatch(ctx, this, receiver, staticType, method, arguments, where);
        }
        if (owner.isPresent() && owner.get().kind() == ClassInfo.Kind.MODEL) {
            throw jdkMethod(where, method);
        }
        if (owner.isEmpty() && !declaringName.equals(ModelClasses.RUNNABLE) && !isSourceInterface(declaring)
            && !isFunctionalMethod(declaring, method)
            && !ctx.program().classes().isModelledInterface(declaringName)
            && !ctx.program().classes().isModelledClass(staticType)
            && !ctx.program().classes().isModelledInterface(staticType)) {
            throw new UnsupportedConstruct(where, "the JDK method " + declaringName + "." + method.getName());
        }
        return dispatch(receiver, staticType, method.getName(), Names.parameters(method), arguments,
            JavaTypes.value(method.getReturnType(), where), where);
    }

    /**
     * A call of the static method {@code method} of a class of the program with evaluated
     * arguments; JDK methods without a model are unsupported at {@code where}.
     */
    Expr staticCall(IMethodBinding method, List<Expr> arguments, ASTNode where) {
        Optional<ClassInfo> owner = ctx.program().classes().of(method.getDeclaringClass());
        if (owner.isEmpty() || owner.get().kind() != ClassInfo.Kind.SOURCE
            || Names.qualified(method.getDeclaringClass()).equals(ModelSources.INTRINSICS)) {
            throw jdkMethod(where, method);
        }
        String procedure = Names.declared(owner.get(), method).orElseThrow(() -> jdkMethod(where, method));
        return call(procedure, arguments, JavaTypes.value(method.getReturnType(), where));
    }

    /**
     * {@code wait}/{@code notify}/{@code notifyAll} on the receiver's monitor; without a receiver
     * the monitor of {@code this} (the enclosing instance in a lambda, which has no {@code this}).
     */
    private Expr monitorMethod(MethodInvocation m, IMethodBinding method) {
        Expression receiverNode = m.getExpression();
        Expr lock = receiverNode == null ? places.enclosing(m, c -> c.kind() != ClassInfo.Kind.LAMBDA).receiver()
            : exprs.rvalue(receiverNode);
        lock = ctx.snapshot(lock);
        List<Expr> arguments = arguments(m.arguments(), method);
        if (receiverNode != null && !(receiverNode instanceof ThisExpression)) {
            Checks.notNull(ctx, lock, receiverNode.toString());
        }
        WaitNotify.lower(ctx, lock, method.getName(), arguments);
        return null;
    }

    /**
     * Whether {@code method} is the single abstract method of the functional interface
     * {@code type} ({@code Function.apply}, {@code Supplier.get}, ...): such a call dispatches to the
     * lambdas and classes of the program implementing it (its default methods stay unsupported).
     */
    private static boolean isFunctionalMethod(ITypeBinding type, IMethodBinding method) {
        IMethodBinding functional = type.getErasure().getFunctionalInterfaceMethod();
        return type.isInterface() && functional != null && functional.getName().equals(method.getName())
            && Names.parameters(functional).equals(Names.parameters(method));
    }

    private static boolean isSourceInterface(ITypeBinding type) {
        return type.isInterface() && type.isFromSource();
    }

    private static UnsupportedConstruct jdkMethod(ASTNode where, IMethodBinding method) {
        return new UnsupportedConstruct(where, "the JDK method " + Names.qualified(method.getDeclaringClass()) + "."
            + method.getName());
    }

    /** A call of {@code braid.Intrinsics}: one CIR statement (models only). */
    private Expr intrinsic(MethodInvocation m, IMethodBinding method) {
        switch (method.getName()) {
            case "atomicBegin" -> {
                ctx.emit(new Stmt.AtomicBegin(ctx.loc()));
                ctx.countAtomicSections(1);
            }
            case "atomicEnd" -> {
                ctx.emit(new Stmt.AtomicEnd(ctx.loc()));
                ctx.countAtomicSections(-1);
            }
            case "assume" -> ctx.emit(new Stmt.Assume(exprs.condition((Expression) m.arguments().get(0)), ctx.loc()));
            case "check" -> {
                if (!(m.arguments().get(1) instanceof StringLiteral exception)) {
                    throw new InvalidInput(m, "Intrinsics.check needs a string literal");
                }
                Checks.require(ctx, exprs.condition((Expression) m.arguments().get(0)), exception.getLiteralValue());
            }
            case "start" -> {
                Expr thread = exprs.rvalue((Expression) m.arguments().get(0));
                Variable id = ctx.newTemp(JavaTypes.INT);
                ctx.emit(new Stmt.Async(Optional.of(new Lvalue.Var(id)), new Callee.Direct(ModelProcedures.ROUTINE),
                    List.of(thread), ctx.loc()));
                return Ir.read(new Lvalue.Var(id));
            }
            case "threadId" -> {
                Variable id = ctx.newTemp(JavaTypes.INT);
                ctx.emit(new Stmt.Call(Optional.of(new Lvalue.Var(id)), new Callee.Direct(ModelProcedures.CURRENT_ID),
                    List.of(), ctx.loc()));
                return Ir.read(new Lvalue.Var(id));
            }
            case "bounded" -> ModelIntrinsics.bounded(ctx, exprs, m);
            case "sameClass" -> {
                return ModelIntrinsics.sameClass(ctx, exprs, m);
            }
            case "erased" -> {
                return exprs.rvalue((Expression) m.arguments().get(0));
            }
            case "join" -> ctx.emit(new Stmt.Join(exprs.rvalue((Expression) m.arguments().get(0)), Optional.empty(),
                ctx.loc()));
            case "nameThread" -> ModelIntrinsics.nameThread(ctx, exprs, m);
            default -> throw new UnsupportedConstruct(m, "the intrinsic " + method.getName());
        }
        return null;
    }

    Expr invokeSuper(SuperMethodInvocation m) {
        IMethodBinding method = m.resolveMethodBinding();
        if (m.getQualifier() != null || method.isVarargs()) {
            throw new UnsupportedConstruct(m, "this super call");
        }
        ClassInfo owner = ctx.program().classes().of(method.getDeclaringClass())
            .filter(c -> c.kind() != ClassInfo.Kind.MODEL).orElseThrow(() -> jdkMethod(m, method));
        String procedure = Names.implementation(owner, method.getName(), Names.parameters(method))
            .orElseThrow(() -> jdkMethod(m, method));
        Expr self = places.enclosing(m, c -> c.kind() != ClassInfo.Kind.LAMBDA).receiver();
        List<Expr> arguments = arguments(m.arguments(), method);
        List<Expr> all = new ArrayList<>();
        all.add(self);
        all.addAll(arguments);
        return call(procedure, all, JavaTypes.value(method.getReturnType(), m));
    }

    /** Arguments evaluated left to right and converted to the parameter types. */
    public List<Expr> arguments(List<?> nodes, IMethodBinding method) {
        ITypeBinding[] types = method.getParameterTypes();
        List<Expr> values = new ArrayList<>();
        for (int i = 0; i < nodes.size(); i++) {
            Expression node = (Expression) nodes.get(i);
            Expr value = exprs.converted(node, JavaTypes.value(types[i], node));
            if (hasAssignments(nodes.subList(i + 1, nodes.size()))) {
                value = ctx.snapshot(value);
            }
            values.add(value);
        }
        return values;
    }

    private static boolean hasAssignments(List<?> nodes) {
        return nodes.stream().anyMatch(n -> SideEffects.assigns((ASTNode) n));
    }

    /** A direct call and the check of the pending exception; the result in a register (null if void). */
    public Expr call(String procedure, List<Expr> arguments, Type returnType) {
        if (returnType instanceof Type.Void) {
            ctx.emit(new Stmt.Call(Optional.empty(), new Callee.Direct(procedure), arguments, ctx.loc()));
            ctx.afterCall();
            return null;
        }
        Variable result = ctx.newTemp(returnType);
        ctx.emit(new Stmt.Call(Optional.of(new Lvalue.Var(result)), new Callee.Direct(procedure), arguments, ctx.loc()));
        ctx.afterCall();
        return Ir.read(new Lvalue.Var(result));
    }

    /**
     * A virtual call of {@code name(parameters)} on {@code receiver} (not null), whose static type
     * is {@code staticType}: a branch on the class id per implementation.
     */
    public Expr dispatch(Expr receiver, String staticType, String name, List<String> parameters, List<Expr> arguments,
            Type returnType, ASTNode where) {
        return dispatch(receiver, staticType, name, parameters, arguments, returnType, where, null);
    }

    /** Code for the classes that inherit a method from {@code Object}, which has no procedure. */
    interface Fallback {
        /** Lowers the call on {@code receiverAndArguments}, storing its value (if any) into {@code result}. */
        void lower(List<Expr> receiverAndArguments, Optional<Lvalue> result);
    }

    private static final String FALLBACK = "";

    /**
     * As {@link #dispatch(Expr, String, String, List, List, Type, ASTNode)}; the classes without an
     * implementation run {@code fallback} (tried last, so it also serves the objects without a
     * class id: arrays and string literals), or are unsupported when it is null.
     */
    Expr dispatch(Expr receiver, String staticType, String name, List<String> parameters, List<Expr> arguments,
            Type returnType, ASTNode where, Fallback fallback) {
        Map<String, List<ClassInfo>> implementations = new LinkedHashMap<>();
        List<ClassInfo> inheriting = new ArrayList<>();
        for (ClassInfo candidate : ctx.program().classes().instantiableSubtypes(staticType)) {
            String procedure = Names.implementation(candidate, name, parameters).orElse(null);
            if (procedure == null && fallback != null) {
                inheriting.add(candidate);
                continue;
            }
            if (procedure == null) {
                String what = "calling " + name + " on a " + candidate.name()
                    + " (a JDK method, or one implemented through a generic bridge)";
                if (where == null) {
                    throw new IllegalStateException(what + " in a model");
                }
                throw new UnsupportedConstruct(where, what);
            }
            implementations.computeIfAbsent(procedure, p -> new ArrayList<>()).add(candidate);
        }
        if (fallback != null) {
            implementations.put(FALLBACK, inheriting);
        }
        List<Expr> all = new ArrayList<>();
        all.add(receiver);
        all.addAll(arguments);
        if (implementations.size() == 1 && fallback == null) {
            return call(implementations.keySet().iterator().next(), all, returnType);
        }
        Variable result = returnType instanceof Type.Void ? null : ctx.newTemp(returnType);
        if (implementations.isEmpty()) {
            ctx.emit(new Stmt.Assume(Ir.bool(false), ctx.loc()));
            return result == null ? null : Ir.read(new Lvalue.Var(result));
        }
        Variable classId = ctx.newTemp(JavaTypes.INT);
        ctx.emit(new Stmt.Assign(new Lvalue.Var(classId),
            Ir.read(Ir.cell(receiver, Layout.CLASS_ID, JavaTypes.INT, "class id")), ctx.loc()));
        String end = ctx.newLabel("dispatch_end");
        List<Map.Entry<String, List<ClassInfo>>> entries = new ArrayList<>(implementations.entrySet());
        for (int i = 0; i < entries.size(); i++) {
            String here = ctx.newLabel("dispatch");
            String next = ctx.newLabel("dispatch_next");
            Expr matches = Ir.bool(i == entries.size() - 1);
            for (ClassInfo cls : entries.get(i).getValue()) {
                matches = Ir.binary(Expr.BinaryOp.LOR, matches,
                    Ir.binary(Expr.BinaryOp.EQ, Ir.read(new Lvalue.Var(classId)), Ir.integer(cls.id(), JavaTypes.INT)));
            }
            ctx.branch(matches, here, next);
            ctx.startBlock(here);
            Optional<Lvalue> target = result == null ? Optional.empty() : Optional.of(new Lvalue.Var(result));
            if (entries.get(i).getKey().equals(FALLBACK)) {
                fallback.lower(all, target);
            } else {
                ctx.emit(new Stmt.Call(target, new Callee.Direct(entries.get(i).getKey()), all, ctx.loc()));
            }
            ctx.jump(end);
            ctx.startBlock(next);
        }
        ctx.emit(new Stmt.Assume(Ir.bool(false), ctx.loc()));
        ctx.startBlock(end);
        ctx.afterCall();
        return result == null ? null : Ir.read(new Lvalue.Var(result));
    }
}
