package org.braid.java.internal.types;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import org.braid.java.internal.Diagnostics;
import org.braid.java.internal.UnsupportedConstruct;
import org.braid.java.internal.parse.ModelSources;
import org.braid.java.internal.parse.ParsedUnit;
import org.eclipse.jdt.core.dom.ASTNode;
import org.eclipse.jdt.core.dom.ASTVisitor;
import org.eclipse.jdt.core.dom.AbstractTypeDeclaration;
import org.eclipse.jdt.core.dom.AnonymousClassDeclaration;
import org.eclipse.jdt.core.dom.BodyDeclaration;
import org.eclipse.jdt.core.dom.CreationReference;
import org.eclipse.jdt.core.dom.EnumConstantDeclaration;
import org.eclipse.jdt.core.dom.EnumDeclaration;
import org.eclipse.jdt.core.dom.Expression;
import org.eclipse.jdt.core.dom.ExpressionMethodReference;
import org.eclipse.jdt.core.dom.ITypeBinding;
import org.eclipse.jdt.core.dom.IVariableBinding;
import org.eclipse.jdt.core.dom.LambdaExpression;
import org.eclipse.jdt.core.dom.MethodReference;
import org.eclipse.jdt.core.dom.Modifier;
import org.eclipse.jdt.core.dom.Name;
import org.eclipse.jdt.core.dom.RecordDeclaration;
import org.eclipse.jdt.core.dom.SimpleName;
import org.eclipse.jdt.core.dom.TypeDeclaration;
import org.eclipse.jdt.core.dom.TypeMethodReference;

/**
 * The classes of a program with their ids and layouts: the built-in model classes first ({@link
 * ModelClasses}), then source classes (the program's and Braid's Java models), anonymous classes,
 * lambdas and method references in source order; a Java model {@code braid.models.java.x.Y} also stands for the JDK
 * class {@code java.x.Y} (a model interface for the JDK interface, so calls through it dispatch
 * to the models that implement it). Generic classes (the models of {@code ArrayList<E>} too) are
 * lowered by erasure: every reference is one CIR pointer type. Enums are classes extending the
 * model of {@code java.lang.Enum}; enum constants with bodies,
 * records, non-static inner and local classes and interfaces with code are unsupported (reported
 * outside any method, so every check of the program is unknown).
 */
public final class ClassTable {
    private final List<ClassInfo> all = new ArrayList<>();
    private final Map<String, ClassInfo> byKey = new HashMap<>();
    private final Map<LambdaExpression, ClassInfo> lambdas = new HashMap<>();
    private final Map<MethodReference, ClassInfo> references = new HashMap<>();
    private final Map<ClassInfo, Integer> lambdaCounts = new HashMap<>();
    private final Set<String> modelledInterfaces = new HashSet<>();
    private final Predicate<ParsedUnit> creates;

    private ClassTable(Predicate<ParsedUnit> creates) {
        this.creates = creates;
    }

    public static ClassTable build(List<ParsedUnit> units, Diagnostics diagnostics, Predicate<ParsedUnit> creates) {
        ClassTable table = new ClassTable(creates);
        ModelClasses.addTo(table);
        for (ParsedUnit unit : units) {
            unit.unit().accept(new ASTVisitor() {
                @Override
                public boolean visit(TypeDeclaration node) {
                    return table.declare(unit, node, node.resolveBinding(), diagnostics);
                }

                @Override
                public boolean visit(AnonymousClassDeclaration node) {
                    return table.declare(unit, node, node.resolveBinding(), diagnostics);
                }

                @Override
                public boolean visit(EnumDeclaration node) {
                    for (Object constant : node.enumConstants()) {
                        EnumConstantDeclaration c = (EnumConstantDeclaration) constant;
                        if (c.getAnonymousClassDeclaration() != null) {
                            diagnostics.unsupported(unit, new UnsupportedConstruct(c, "an enum constant with a body"),
                                null);
                            return false;
                        }
                    }
                    return table.declare(unit, node, node.resolveBinding(), diagnostics);
                }

                @Override
                public boolean visit(RecordDeclaration node) {
                    diagnostics.unsupported(unit, new UnsupportedConstruct(node, "a record"), null);
                    return false;
                }

                @Override
                public boolean visit(LambdaExpression node) {
                    table.declareLambda(unit, node);
                    return true;
                }

                @Override
                public boolean visit(ExpressionMethodReference node) {
                    table.declareMethodReference(unit, node);
                    return true;
                }

                @Override
                public boolean visit(TypeMethodReference node) {
                    table.declareMethodReference(unit, node);
                    return true;
                }

                @Override
                public boolean visit(CreationReference node) {
                    table.declareMethodReference(unit, node);
                    return true;
                }
            });
        }
        return table;
    }

    ClassInfo add(String name, ClassInfo.Kind kind, ITypeBinding binding, ASTNode declaration, ParsedUnit unit,
            ClassInfo superclass, Set<String> supertypes) {
        ClassInfo info = new ClassInfo(all.size() + 1, name, kind, binding, declaration, unit, superclass, supertypes);
        all.add(info);
        return info;
    }

    void register(String qualifiedName, ClassInfo info) {
        byKey.put(qualifiedName, info);
    }

    private boolean declare(ParsedUnit unit, ASTNode node, ITypeBinding binding, Diagnostics diagnostics) {
        try {
            if (binding.isInterface()) {
                for (var method : binding.getDeclaredMethods()) {
                    if (!Modifier.isAbstract(method.getModifiers())) {
                        throw new UnsupportedConstruct(node, "an interface method with a body");
                    }
                }
                if (binding.getDeclaredFields().length > 0) {
                    throw new UnsupportedConstruct(node, "an interface constant");
                }
                String name = binding.getErasure().getQualifiedName();
                if (name.startsWith(ModelSources.MODEL_PACKAGE_PREFIX)) {
                    modelledInterfaces.add(name.substring(ModelSources.MODEL_PACKAGE_PREFIX.length()));
                }
                return true;
            }
            if (binding.isLocal() && !binding.isAnonymous()) {
                throw new UnsupportedConstruct(node, "a local class");
            }
            if (binding.isMember() && !Modifier.isStatic(binding.getModifiers()) && !binding.isEnum()) {
                throw new UnsupportedConstruct(node, "an inner (non-static member) class");
            }
            String qualified = binding.getErasure().getQualifiedName();
            if (qualified.equals(ModelSources.INTRINSICS)) {
                return false;
            }
            ClassInfo superclass = superclassOf(node, binding);
            Set<String> supertypes = supertypes(binding);
            String modelled = qualified.startsWith(ModelSources.MODEL_PACKAGE_PREFIX)
                ? qualified.substring(ModelSources.MODEL_PACKAGE_PREFIX.length()) : null;
            if (modelled != null) {
                supertypes.add(modelled);
            }
            ClassInfo info = add(binding.getBinaryName(), ClassInfo.Kind.SOURCE, binding, node, unit, superclass,
                supertypes);
            byKey.put(binding.getErasure().getKey(), info);
            if (modelled != null) {
                byKey.put(modelled, info);
            }
            if (binding.isAnonymous()) {
                ClassInfo outer = enclosingClass(node.getParent());
                info.setOuter(outer, !staticContext(node));
                captureVariables(unit, node, info);
            }
            for (IVariableBinding field : binding.getDeclaredFields()) {
                if (!Modifier.isStatic(field.getModifiers())) {
                    info.addField(field.getKey(), field.getName(), JavaTypes.cell(field.getType(), node),
                        Modifier.isVolatile(field.getModifiers()));
                }
            }
            return true;
        } catch (UnsupportedConstruct e) {
            diagnostics.unsupported(unit, e, null);
            return false;
        }
    }

    private void declareLambda(ParsedUnit unit, LambdaExpression node) {
        ITypeBinding functional = node.resolveTypeBinding();
        ClassInfo outer = enclosingClass(node.getParent());
        int index = lambdaCounts.merge(outer, 1, Integer::sum);
        Set<String> supertypes = supertypes(functional);
        supertypes.add("java.lang.Object");
        ClassInfo info = add(outer.name() + "$lambda$" + index, ClassInfo.Kind.LAMBDA, functional, node, unit,
            model("java.lang.Object"), supertypes);
        info.setOuter(outer, !staticContext(node));
        info.setFunctionalMethod(functional.getFunctionalInterfaceMethod());
        captureVariables(unit, node, info);
        lambdas.put(node, info);
    }

    /**
     * A method reference ({@code this::work}, {@code Worker::run}, {@code Counter::new}) is a
     * class like a lambda's ({@code Outer$lambda$N}, numbered with the lambdas), implementing its
     * functional interface; a bound receiver ({@code this::work}, {@code worker::run}), evaluated
     * where the reference is, lives in its field {@code receiver}.
     */
    private void declareMethodReference(ParsedUnit unit, MethodReference node) {
        ITypeBinding functional = node.resolveTypeBinding();
        ClassInfo outer = enclosingClass(node.getParent());
        int index = lambdaCounts.merge(outer, 1, Integer::sum);
        Set<String> supertypes = supertypes(functional);
        supertypes.add("java.lang.Object");
        ClassInfo info = add(outer.name() + "$lambda$" + index, ClassInfo.Kind.LAMBDA, functional, node, unit,
            model("java.lang.Object"), supertypes);
        info.setOuter(outer, false);
        info.setFunctionalMethod(functional.getFunctionalInterfaceMethod());
        if (boundReceiver(node) != null) {
            info.addField(RECEIVER, RECEIVER, JavaTypes.REF, false);
        }
        references.put(node, info);
    }

    /** The field of a method reference's class holding its bound receiver. */
    public static final String RECEIVER = "receiver";

    /**
     * The receiver expression a method reference binds when it is evaluated ({@code this} in
     * {@code this::work}, {@code worker} in {@code worker::run}); null for references to static
     * methods, to instance methods of a type ({@code Worker::run}, the receiver is the first
     * argument) and to constructors.
     */
    public static Expression boundReceiver(MethodReference node) {
        if (node instanceof ExpressionMethodReference e) {
            Expression receiver = e.getExpression();
            if (receiver instanceof Name name && name.resolveBinding() instanceof ITypeBinding) {
                return null;
            }
            return receiver;
        }
        return null;
    }

    private ClassInfo superclassOf(ASTNode node, ITypeBinding binding) {
        ITypeBinding superclass = binding.getSuperclass();
        if (superclass == null) {
            return model("java.lang.Object");
        }
        ClassInfo info = byKey.get(superclass.getErasure().getKey());
        if (info == null) {
            info = byKey.get(superclass.getErasure().getQualifiedName());
        }
        if (info == null) {
            throw new UnsupportedConstruct(node, "extending " + superclass.getQualifiedName());
        }
        return info;
    }

    private static Set<String> supertypes(ITypeBinding type) {
        Set<String> names = new LinkedHashSet<>();
        collect(type, names);
        return names;
    }

    /** Adds {@code type}'s supertypes; a Java model's also as the JDK type it models. */
    private static void collect(ITypeBinding type, Set<String> names) {
        if (type == null || !names.add(type.getErasure().getQualifiedName())) {
            return;
        }
        String name = type.getErasure().getQualifiedName();
        if (name.startsWith(ModelSources.MODEL_PACKAGE_PREFIX)) {
            names.add(name.substring(ModelSources.MODEL_PACKAGE_PREFIX.length()));
        }
        collect(type.getSuperclass(), names);
        for (ITypeBinding i : type.getInterfaces()) {
            collect(i, names);
        }
    }

    /** The class whose {@code this} is in scope at {@code node}: the nearest enclosing class declaration. */
    private ClassInfo enclosingClass(ASTNode node) {
        for (ASTNode n = node; n != null; n = n.getParent()) {
            ITypeBinding binding = n instanceof AbstractTypeDeclaration t ? t.resolveBinding()
                : n instanceof AnonymousClassDeclaration a ? a.resolveBinding() : null;
            if (binding != null) {
                ClassInfo info = byKey.get(binding.getErasure().getKey());
                if (info == null) {
                    throw new UnsupportedConstruct(node, "code inside " + binding.getName());
                }
                return info;
            }
        }
        throw new IllegalStateException("no enclosing class of " + node);
    }

    private static boolean staticContext(ASTNode node) {
        for (ASTNode n = node.getParent(); n != null; n = n.getParent()) {
            if (n instanceof BodyDeclaration body) {
                return Modifier.isStatic(body.getModifiers());
            }
        }
        return true;
    }

    private static void captureVariables(ParsedUnit unit, ASTNode node, ClassInfo info) {
        int start = node.getStartPosition();
        int end = start + node.getLength();
        node.accept(new ASTVisitor() {
            @Override
            public boolean visit(SimpleName name) {
                if (name.resolveBinding() instanceof IVariableBinding v && !v.isField()
                    && !info.captures().containsKey(v.getKey())) {
                    ASTNode declaration = unit.unit().findDeclaringNode(v);
                    if (declaration == null || declaration.getStartPosition() < start
                        || declaration.getStartPosition() >= end) {
                        info.addCapture(v.getKey(), v.getName(), JavaTypes.cell(v.getType(), name));
                    }
                }
                return true;
            }
        });
    }

    /** The class of a source type, anonymous class or model class; empty for types outside the program. */
    public Optional<ClassInfo> of(ITypeBinding type) {
        ClassInfo info = byKey.get(type.getErasure().getKey());
        return Optional.ofNullable(info != null ? info : byKey.get(type.getErasure().getQualifiedName()));
    }

    public ClassInfo lambda(LambdaExpression node) {
        ClassInfo info = lambdas.get(node);
        if (info == null) {
            throw new UnsupportedConstruct(node, "this lambda (its class could not be declared)");
        }
        return info;
    }

    /** The class of a method reference's values. */
    public ClassInfo methodReference(MethodReference node) {
        ClassInfo info = references.get(node);
        if (info == null) {
            throw new UnsupportedConstruct(node, "this method reference (its class could not be declared)");
        }
        return info;
    }

    /**
     * The ordinal of an enum constant: its position among the constants its enum declares (the enum
     * is a class of the program).
     */
    public int enumOrdinal(IVariableBinding constant, ASTNode where) {
        ClassInfo owner = of(constant.getDeclaringClass()).orElseThrow(() -> new UnsupportedConstruct(where,
            "the enum constant " + constant.getDeclaringClass().getQualifiedName() + "." + constant.getName()));
        List<?> constants = ((EnumDeclaration) owner.declaration()).enumConstants();
        for (int i = 0; i < constants.size(); i++) {
            if (((EnumConstantDeclaration) constants.get(i)).getName().getIdentifier().equals(constant.getName())) {
                return i;
            }
        }
        throw new IllegalStateException("no constant " + constant.getName() + " in " + owner);
    }

    /** A model class by its qualified name ({@code java.lang.Thread}, ...). */
    public ClassInfo model(String qualifiedName) {
        ClassInfo info = byKey.get(qualifiedName);
        if (info == null) {
            throw new IllegalStateException("no model class " + qualifiedName);
        }
        return info;
    }

    /** Whether a Java model interface stands for the JDK interface {@code qualifiedName} ({@code java.util.concurrent.locks.Lock}). */
    public boolean isModelledInterface(String qualifiedName) {
        return modelledInterfaces.contains(qualifiedName);
    }

    /**
     * Whether a Java model stands for the JDK class {@code qualifiedName}: a method such a class
     * inherits from a JDK superclass Braid does not model ({@code StringBuilder.length()}, declared
     * by {@code AbstractStringBuilder}) is found in the model, if it declares it.
     */
    public boolean isModelledClass(String qualifiedName) {
        ClassInfo info = byKey.get(qualifiedName);
        return info != null && info.kind() == ClassInfo.Kind.SOURCE
            && info.name().startsWith(ModelSources.MODEL_PACKAGE_PREFIX);
    }

    /** Every class, in id order. */
    public List<ClassInfo> all() {
        return List.copyOf(all);
    }

    /**
     * The classes that can be the run-time class of a value whose static type is {@code
     * qualifiedName}: concrete subtypes declared in a unit that may create objects ({@code creates}
     * of {@link #build}: the user's files and the models the program may use). Leaving out the
     * models no code of the program can reach keeps virtual calls small: {@code Thread.run()}
     * calls {@code Runnable.run()}, and with the executor models' runnables as candidates every
     * thread's start inlined the executors' workers, recursively (the rounds strategy ran out of
     * memory on a two-thread program).
     */
    public List<ClassInfo> instantiableSubtypes(String qualifiedName) {
        return all.stream().filter(c -> c.isSubtypeOf(qualifiedName)).filter(c -> c.binding() == null
            || c.kind() == ClassInfo.Kind.LAMBDA || !Modifier.isAbstract(c.binding().getModifiers()))
            .filter(c -> c.unit() == null || creates.test(c.unit())).toList();
    }
}
