package org.braid.java.internal.lower;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.braid.java.internal.types.ClassInfo;
import org.eclipse.jdt.core.dom.IMethodBinding;
import org.eclipse.jdt.core.dom.ITypeBinding;
import org.eclipse.jdt.core.dom.Modifier;

/**
 * Procedure names of the lowered program and method lookup by signature. A method of class
 * {@code C} is {@code C.name(P1,P2)} with the erased parameter types' simple names, a constructor
 * {@code C.<init>(...)}; {@code main(String[])} of the main class is {@code main}.
 */
public final class Names {
    private Names() {
    }

    /** The erased parameter types of a method's declaration, as simple names. */
    public static List<String> parameters(IMethodBinding method) {
        return Arrays.stream(method.getMethodDeclaration().getParameterTypes())
            .map(t -> t.getErasure().getName()).toList();
    }

    public static String procedure(ClassInfo owner, IMethodBinding method) {
        String name = method.isConstructor() ? "<init>" : method.getName();
        return owner.name() + "." + name + "(" + String.join(",", parameters(method)) + ")";
    }

    /** The constructor without parameters: the default one, or the one Braid synthesizes for an anonymous class. */
    public static String anonymousConstructor(ClassInfo owner) {
        return owner.name() + ".<init>()";
    }

    /** The procedure implementing {@code name(parameters)} for instances of {@code cls}, if any. */
    public static Optional<String> implementation(ClassInfo cls, String name, List<String> parameters) {
        for (ClassInfo k = cls; k != null; k = k.superclass().orElse(null)) {
            switch (k.kind()) {
                case SOURCE -> {
                    for (IMethodBinding d : k.binding().getDeclaredMethods()) {
                        if (!d.isConstructor() && !Modifier.isStatic(d.getModifiers()) && d.getName().equals(name)
                            && parameters(d).equals(parameters)) {
                            return Modifier.isAbstract(d.getModifiers()) ? Optional.empty()
                                : Optional.of(procedure(k, d));
                        }
                        if (Bridges.overridesWithOtherErasure(k.binding(), d, name, parameters)) {
                            return Optional.empty();
                        }
                    }
                }
                case LAMBDA -> {
                    IMethodBinding f = k.functionalMethod().orElseThrow();
                    if (f.getName().equals(name) && parameters(f).equals(parameters)) {
                        return Optional.of(procedure(k, f));
                    }
                }
                case MODEL -> {
                }
            }
        }
        return Optional.empty();
    }

    /**
     * The procedure of {@code method} (static method or constructor) as declared by {@code owner}:
     * empty when {@code owner} is a Java model standing for the JDK class that declares the
     * method, and the model does not declare it.
     */
    public static Optional<String> declared(ClassInfo owner, IMethodBinding method) {
        if (owner.binding() == null) {
            return Optional.empty();
        }
        if (owner.binding().getErasure().isEqualTo(method.getDeclaringClass().getErasure())) {
            return Optional.of(procedure(owner, method));
        }
        List<String> parameters = parameters(method);
        for (IMethodBinding d : owner.binding().getDeclaredMethods()) {
            if (d.isConstructor() == method.isConstructor()
                && (d.isConstructor() || d.getName().equals(method.getName()))
                && parameters(d).equals(parameters)
                && Modifier.isStatic(d.getModifiers()) == Modifier.isStatic(method.getModifiers())) {
                return Optional.of(procedure(owner, d));
            }
        }
        return Optional.empty();
    }

    /** The erased qualified name of a type. */
    public static String qualified(ITypeBinding type) {
        return type.getErasure().getQualifiedName();
    }
}
