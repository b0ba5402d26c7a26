package org.braid.java.internal.decl;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.braid.java.JavaFrontEndException;
import org.braid.java.internal.lower.Names;
import org.braid.java.internal.lower.ProgramParts;
import org.braid.java.internal.types.ClassInfo;
import org.eclipse.jdt.core.dom.Annotation;
import org.eclipse.jdt.core.dom.IMethodBinding;
import org.eclipse.jdt.core.dom.MethodDeclaration;
import org.eclipse.jdt.core.dom.Modifier;
import org.eclipse.jdt.core.dom.TypeDeclaration;

/**
 * Finds the methods a harness names ({@code Counter#increment}, an overload as
 * {@code Counter#add(int)}, a nested class as {@code Outer.Counter} or {@code Outer$Counter}) among
 * the classes of the user's files, the public methods of a class, and the classes annotated
 * {@code @ThreadSafe} (any package: jcip's, {@code javax.annotation.concurrent}'s or the user's own;
 * matched by the annotation's simple name as written).
 */
final class HarnessMethods {
    /** A method of a class in the user's files: its declaration and binding. */
    record Method(ClassInfo owner, MethodDeclaration declaration) {
        IMethodBinding binding() {
            return declaration.resolveBinding();
        }

        boolean isStatic() {
            return Modifier.isStatic(declaration.getModifiers());
        }

        /** {@code Counter#increment}, or {@code Counter#add(int)} when {@code withParameters}. */
        String label(boolean withParameters) {
            String name = simpleName(owner) + "#" + declaration.getName().getIdentifier();
            return withParameters ? name + "(" + String.join(",", Names.parameters(binding())) + ")" : name;
        }
    }

    private final ProgramParts program;
    private final Set<String> userFiles;
    private final String firstFile;

    HarnessMethods(ProgramParts program, Set<String> userFiles, String firstFile) {
        this.program = program;
        this.userFiles = userFiles;
        this.firstFile = firstFile;
    }

    /** The classes of the user's files that can be harnessed (named, not interfaces), in source order. */
    List<ClassInfo> classes() {
        List<ClassInfo> found = new ArrayList<>();
        for (ClassInfo cls : program.classes().all()) {
            if (cls.kind() == ClassInfo.Kind.SOURCE && userFiles.contains(cls.unit().file())
                && cls.declaration() instanceof TypeDeclaration type && !type.isInterface()) {
                found.add(cls);
            }
        }
        return found;
    }

    /** The classes annotated {@code @ThreadSafe}, in source order. */
    List<ClassInfo> threadSafeClasses() {
        return classes().stream().filter(HarnessMethods::isThreadSafe).toList();
    }

    private static boolean isThreadSafe(ClassInfo cls) {
        for (Object modifier : ((TypeDeclaration) cls.declaration()).modifiers()) {
            if (modifier instanceof Annotation a && a.getTypeName().getFullyQualifiedName().replaceAll(".*\\.", "")
                .equals("ThreadSafe")) {
                return true;
            }
        }
        return false;
    }

    /** The class named {@code name} (simple, qualified or binary name). */
    ClassInfo named(String name) throws JavaFrontEndException {
        List<ClassInfo> matches = classes().stream()
            .filter(cls -> cls.name().equals(name) || cls.binding().getQualifiedName().equals(name)
                || cls.binding().getName().equals(name))
            .toList();
        if (matches.isEmpty()) {
            throw new JavaFrontEndException(firstFile, 0, "no class named '" + name + "' in the checked files; they"
                + " declare " + classes().stream().map(HarnessMethods::simpleName).toList());
        }
        if (matches.size() > 1) {
            throw new JavaFrontEndException(firstFile, 0, "more than one class is named '" + name
                + "'; write its qualified name: " + matches.stream().map(c -> c.binding().getQualifiedName()).toList());
        }
        return matches.get(0);
    }

    /** The method {@code Class#name} or {@code Class#name(T1,T2)}. */
    Method method(String reference) throws JavaFrontEndException {
        int hash = reference.indexOf('#');
        if (hash <= 0 || hash == reference.length() - 1) {
            throw new JavaFrontEndException(firstFile, 0, "expected a method as Class#method or Class#method(int),"
                + " was '" + reference + "'");
        }
        ClassInfo cls = named(reference.substring(0, hash));
        String rest = reference.substring(hash + 1);
        int paren = rest.indexOf('(');
        String name = paren < 0 ? rest : rest.substring(0, paren);
        List<String> parameters = paren < 0 ? null : parameterList(reference, rest.substring(paren));
        List<Method> matches = new ArrayList<>();
        for (Method m : declared(cls)) {
            if (m.declaration().getName().getIdentifier().equals(name)
                && (parameters == null || Names.parameters(m.binding()).equals(parameters))) {
                matches.add(m);
            }
        }
        TypeDeclaration type = (TypeDeclaration) cls.declaration();
        if (matches.isEmpty()) {
            throw new JavaFrontEndException(cls.unit().file(), cls.unit().line(type.getName()), "class "
                + simpleName(cls) + " declares no method " + rest + "; it declares "
                + declared(cls).stream().map(m -> m.label(true)).toList());
        }
        if (matches.size() > 1) {
            throw new JavaFrontEndException(cls.unit().file(), cls.unit().line(type.getName()), "'" + reference
                + "' is overloaded; name one of " + matches.stream().map(m -> m.label(true)).toList());
        }
        return matches.get(0);
    }

    /** The public methods {@code cls} declares (not constructors, not {@code main}), in source order. */
    List<Method> publicMethods(ClassInfo cls) {
        return declared(cls).stream().filter(m -> Modifier.isPublic(m.declaration().getModifiers())
            && !(m.isStatic() && m.declaration().getName().getIdentifier().equals("main"))).toList();
    }

    /** The methods with a body {@code cls} declares (not constructors), in source order. */
    static List<Method> declared(ClassInfo cls) {
        List<Method> methods = new ArrayList<>();
        for (Object o : ((TypeDeclaration) cls.declaration()).bodyDeclarations()) {
            if (o instanceof MethodDeclaration m && !m.isConstructor() && m.getBody() != null) {
                methods.add(new Method(cls, m));
            }
        }
        return methods;
    }

    private List<String> parameterList(String reference, String parenthesized) throws JavaFrontEndException {
        if (!parenthesized.endsWith(")")) {
            throw new JavaFrontEndException(firstFile, 0, "expected Class#method(T1,T2), was '" + reference + "'");
        }
        String inside = parenthesized.substring(1, parenthesized.length() - 1).replace(" ", "");
        return inside.isEmpty() ? List.of() : List.of(inside.split(","));
    }

    /** The class's name as users write it: {@code Counter}, {@code Outer.Counter}. */
    static String simpleName(ClassInfo cls) {
        return cls.binding().getQualifiedName().substring(cls.binding().getPackage().getName().isEmpty() ? 0
            : cls.binding().getPackage().getName().length() + 1);
    }
}
