package org.braid.java.internal.decl;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.braid.core.frontend.EntryPoint;
import org.braid.core.internal.ir.Callee;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Loc;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Type;
import org.braid.java.JavaFrontEndException;
import org.braid.java.internal.UnsupportedConstruct;
import org.braid.java.internal.lower.Locations;
import org.braid.java.internal.lower.MethodContext;
import org.braid.java.internal.lower.Names;
import org.braid.java.internal.lower.ProgramParts;
import org.braid.java.internal.types.ClassInfo;
import org.eclipse.jdt.core.dom.ASTNode;
import org.eclipse.jdt.core.dom.FieldDeclaration;
import org.eclipse.jdt.core.dom.IAnnotationBinding;
import org.eclipse.jdt.core.dom.IMethodBinding;
import org.eclipse.jdt.core.dom.Modifier;
import org.eclipse.jdt.core.dom.TypeDeclaration;

/**
 * A JUnit test method as its own harness (issue 12, section 4): a procedure that runs the test as
 * JUnit runs it, in the test thread (the harness's thread 0): the class initializers, the static
 * {@code @BeforeAll} ({@code @BeforeClass}) methods, a fresh instance built by the class's
 * constructor without parameters, the {@code @BeforeEach} ({@code @Before}) methods, the test, the
 * {@code @AfterEach} ({@code @After}) methods and the {@code @AfterAll} ({@code @AfterClass})
 * methods; a superclass's before-methods run before the class's, its after-methods after them, as in
 * JUnit. JUnit 5 and JUnit 4 are told apart by the test's {@code @Test}; each uses its own lifecycle
 * annotations. The threads the test starts are the program's threads; an exception nothing catches
 * (a failed assertion of Braid's JUnit models throws {@code AssertionFailedError} or {@code
 * AssertionError}) is a finding where it is thrown, and ends the execution there (JUnit would still
 * run the after-methods). Shapes JUnit gives more meaning than this (parameters, parameterized,
 * repeated and dynamic tests, templates, time limits, other instance lifecycles, rules, any other
 * JUnit annotation) make the test's check {@code unknown}, reported at the annotation or method.
 */
final class TestHarness {

    /** One JUnit's annotations: the test's and the lifecycle's, and the one that disables a test. */
    private enum Flavour {
        JUPITER("org.junit.jupiter.api.", "Test", "BeforeAll", "BeforeEach", "AfterEach", "AfterAll", "Disabled"),
        JUNIT4("org.junit.", "Test", "BeforeClass", "Before", "After", "AfterClass", "Ignore");

        final String test;
        final String beforeAll;
        final String beforeEach;
        final String afterEach;
        final String afterAll;
        final String disabled;

        Flavour(String p, String test, String beforeAll, String beforeEach, String afterEach, String afterAll,
                String disabled) {
            this.test = p + test;
            this.beforeAll = p + beforeAll;
            this.beforeEach = p + beforeEach;
            this.afterEach = p + afterEach;
            this.afterAll = p + afterAll;
            this.disabled = p + disabled;
        }

        /** The annotations of this flavour that Braid runs as JUnit does. */
        Set<String> understood() {
            return Set.of(test, beforeAll, beforeEach, afterEach, afterAll, disabled);
        }
    }

    /** JUnit 5's kinds of tests other than {@code @Test}: tests JUnit runs, which the harness does not model. */
    private static final Set<String> OTHER_TESTS = Set.of("org.junit.jupiter.params.ParameterizedTest",
        "org.junit.jupiter.api.RepeatedTest", "org.junit.jupiter.api.TestFactory", "org.junit.jupiter.api.TestTemplate");

    /** JUnit annotations that change nothing about how one test runs (names in reports, filtering tags). */
    private static final Set<String> NEUTRAL = Set.of("org.junit.jupiter.api.DisplayName", "org.junit.jupiter.api.Tag");

    /** A construct the harness does not model, where it is written. */
    private record Unmodelled(ClassInfo where, ASTNode node, String what) {
    }

    private final ProgramParts program;
    private final List<String> initializers;
    private final HarnessMethods methods;
    private final MethodPairHarness pairs;

    TestHarness(ProgramParts program, List<String> initializers, HarnessMethods methods, MethodPairHarness pairs) {
        this.program = program;
        this.initializers = initializers;
        this.methods = methods;
        this.pairs = pairs;
    }

    /**
     * The harnesses of {@code reference}: the test method {@code Class#method}, or every test method
     * the class {@code reference} declares, in source order (disabled ones, and the tests of its
     * superclasses, left out with a note).
     *
     * @throws JavaFrontEndException if the class or method does not exist, the method is no test
     *         JUnit runs, or the class has none
     */
    List<EntryPoint> entries(String reference) throws JavaFrontEndException {
        if (reference.contains("#")) {
            HarnessMethods.Method test = methods.method(reference);
            Optional<Flavour> flavour = flavour(test);
            ClassInfo cls = test.owner();
            if (flavour.isEmpty()) {
                throw new JavaFrontEndException(cls.unit().file(), cls.unit().line(test.declaration()),
                    test.label(false) + " is not a test method: it has no @Test annotation of JUnit 5"
                        + " (org.junit.jupiter.api.Test) or JUnit 4 (org.junit.Test)");
            }
            Optional<String> notRun = notRun(test, flavour.get());
            if (notRun.isPresent()) {
                throw new JavaFrontEndException(cls.unit().file(), cls.unit().line(test.declaration()),
                    test.label(false) + " " + notRun.get());
            }
            return List.of(add(test, flavour.get()));
        }
        ClassInfo cls = methods.named(reference);
        List<EntryPoint> entries = new ArrayList<>();
        for (HarnessMethods.Method m : HarnessMethods.declared(cls)) {
            Optional<Flavour> flavour = flavour(m);
            if (flavour.isEmpty()) {
                continue;
            }
            Optional<String> notRun = notRun(m, flavour.get());
            if (notRun.isPresent()) {
                program.diagnostics().leftOut(cls.unit(), m.declaration(), "test " + m.label(false) + " " + notRun.get());
            } else {
                entries.add(add(m, flavour.get()));
            }
        }
        for (ClassInfo superclass : hierarchy(cls)) {
            for (HarnessMethods.Method m : HarnessMethods.declared(superclass)) {
                if (!superclass.equals(cls) && flavour(m).isPresent() && !overridden(m, cls)) {
                    program.diagnostics().leftOut(superclass.unit(), m.declaration(), "test " + m.label(false)
                        + " is inherited by " + HarnessMethods.simpleName(cls) + ", which runs only the tests it declares");
                }
            }
        }
        if (entries.isEmpty()) {
            TypeDeclaration type = (TypeDeclaration) cls.declaration();
            throw new JavaFrontEndException(cls.unit().file(), cls.unit().line(type.getName()), "class "
                + HarnessMethods.simpleName(cls) + " declares no test method JUnit runs (@Test of JUnit 5 or 4)");
        }
        return entries;
    }

    /**
     * JUnit 5 or 4, by the method's {@code @Test}, or JUnit 5 for its other kinds of tests (which
     * the harness does not model); empty for a method that is no test.
     */
    private static Optional<Flavour> flavour(HarnessMethods.Method m) {
        for (Flavour f : Flavour.values()) {
            if (annotation(m.binding(), f.test).isPresent()) {
                return Optional.of(f);
            }
        }
        return OTHER_TESTS.stream().anyMatch(name -> annotation(m.binding(), name).isPresent())
            ? Optional.of(Flavour.JUPITER) : Optional.empty();
    }

    /** Why JUnit does not run the test method {@code m}, if it does not. */
    private static Optional<String> notRun(HarnessMethods.Method m, Flavour flavour) {
        IMethodBinding binding = m.binding();
        if (annotation(binding, flavour.disabled).isPresent()
            || annotation(m.owner().binding().getAnnotations(), flavour.disabled).isPresent()) {
            return Optional.of("is disabled (@" + simple(flavour.disabled) + "): JUnit does not run it");
        }
        if (flavour == Flavour.JUNIT4 && !Modifier.isPublic(m.owner().binding().getModifiers())) {
            return Optional.of("is in a class that is not public: JUnit 4 does not run it");
        }
        int modifiers = binding.getModifiers();
        boolean runnable = flavour == Flavour.JUPITER ? !Modifier.isPrivate(modifiers) : Modifier.isPublic(modifiers);
        if (!runnable || Modifier.isStatic(modifiers) || !binding.getReturnType().getName().equals("void")) {
            return Optional.of("is not a test method " + (flavour == Flavour.JUPITER ? "JUnit 5" : "JUnit 4")
                + " runs (it must be " + (flavour == Flavour.JUPITER ? "non-private" : "public")
                + ", non-static and return void)");
        }
        return Optional.empty();
    }

    /** Adds the harness procedure of the test {@code test} and returns it as a program entry. */
    private EntryPoint add(HarnessMethods.Method test, Flavour flavour) throws JavaFrontEndException {
        ClassInfo cls = test.owner();
        String name = "test " + test.label(true);
        Loc loc = Locations.of(cls.unit(), test.declaration().getName());
        EntryPoint entry = new EntryPoint(name, test.label(false), cls.unit().file(),
            cls.unit().line(test.declaration().getName()), true);
        MethodContext ctx = new MethodContext(program, cls.unit(), name, Type.VOID, null, loc);
        Optional<Unmodelled> unmodelled = unmodelled(test, flavour);
        if (unmodelled.isPresent()) {
            Unmodelled u = unmodelled.get();
            UnsupportedConstruct construct = new UnsupportedConstruct(u.node(), u.what());
            program.diagnostics().unsupported(u.where().unit(), construct, name);
            ctx.emit(Stmt.Assert.unsupported(u.what(), Locations.of(u.where().unit(), u.node())));
            program.add(ctx.finish(loc));
            return entry;
        }
        ctx.reportUncaught();
        for (String initializer : initializers) {
            ctx.emit(new Stmt.Call(Optional.empty(), new Callee.Direct(initializer), List.of(), loc));
        }
        List<ClassInfo> hierarchy = hierarchy(cls);
        for (ClassInfo c : hierarchy) {
            call(ctx, annotated(c, flavour.beforeAll), null);
        }
        Expr receiver = pairs.construct(ctx, cls);
        ctx.afterCall();
        for (ClassInfo c : hierarchy) {
            call(ctx, annotated(c, flavour.beforeEach), receiver);
        }
        call(ctx, List.of(test), receiver);
        for (ClassInfo c : hierarchy.reversed()) {
            call(ctx, annotated(c, flavour.afterEach), receiver);
        }
        for (ClassInfo c : hierarchy.reversed()) {
            call(ctx, annotated(c, flavour.afterAll), null);
        }
        program.add(ctx.finish(loc));
        return entry;
    }

    /** Calls each of {@code calls} (on {@code receiver}, or static when it is null), in order. */
    private static void call(MethodContext ctx, List<HarnessMethods.Method> calls, Expr receiver) {
        for (HarnessMethods.Method m : calls) {
            Loc at = Locations.of(m.owner().unit(), m.declaration().getName());
            List<Expr> arguments = receiver == null ? List.of() : List.of(receiver);
            ctx.emit(new Stmt.Call(Optional.empty(), new Callee.Direct(Names.procedure(m.owner(), m.binding())),
                arguments, at));
            ctx.afterCall();
        }
    }

    /**
     * Why the harness cannot run {@code test} as JUnit would, if it cannot: a JUnit annotation it
     * does not model on the test, its class (or a superclass), a field or a lifecycle method; a
     * test or lifecycle method with parameters (JUnit resolves them); an instance {@code @BeforeAll};
     * a test class without a constructor to build the instance with.
     */
    private Optional<Unmodelled> unmodelled(HarnessMethods.Method test, Flavour flavour) {
        Optional<Unmodelled> found = foreign(test.owner(), test.declaration(), test.binding().getAnnotations(),
            flavour);
        if (found.isPresent()) {
            return found;
        }
        if (!test.declaration().parameters().isEmpty()) {
            return Optional.of(new Unmodelled(test.owner(), test.declaration(),
                "a test method with parameters (JUnit resolves them)"));
        }
        for (ClassInfo c : hierarchy(test.owner())) {
            TypeDeclaration type = (TypeDeclaration) c.declaration();
            found = foreign(c, type.getName(), c.binding().getAnnotations(), flavour);
            if (found.isPresent()) {
                return found;
            }
            for (Object o : type.bodyDeclarations()) {
                if (o instanceof FieldDeclaration field) {
                    for (Object f : field.fragments()) {
                        var variable = ((org.eclipse.jdt.core.dom.VariableDeclarationFragment) f).resolveBinding();
                        found = foreign(c, field, variable.getAnnotations(), flavour);
                        if (found.isPresent()) {
                            return found;
                        }
                    }
                }
            }
            for (HarnessMethods.Method m : HarnessMethods.declared(c)) {
                if (m.equals(test) || flavour(m).isPresent()) {
                    continue;
                }
                found = foreign(c, m.declaration(), m.binding().getAnnotations(), flavour);
                if (found.isPresent()) {
                    return found;
                }
                boolean lifecycle = lifecycle(m, flavour);
                if (lifecycle && !m.declaration().parameters().isEmpty()) {
                    return Optional.of(new Unmodelled(c, m.declaration(),
                        "a JUnit lifecycle method with parameters (JUnit resolves them)"));
                }
                if (lifecycle && overridden(m, test.owner())) {
                    return Optional.of(new Unmodelled(c, m.declaration(),
                        "a JUnit lifecycle method a subclass overrides"));
                }
                boolean perClass = annotation(m.binding(), flavour.beforeAll).isPresent()
                    || annotation(m.binding(), flavour.afterAll).isPresent();
                if (perClass && !m.isStatic()) {
                    return Optional.of(new Unmodelled(c, m.declaration(), "an instance @" + simple(
                        annotation(m.binding(), flavour.beforeAll).isPresent() ? flavour.beforeAll : flavour.afterAll)
                        + " method (JUnit needs it static unless the class has a per-class lifecycle)"));
                }
            }
        }
        return constructorMissing(test.owner());
    }

    /** Whether a class between {@code m}'s class (exclusive) and {@code cls} (inclusive) overrides {@code m}. */
    private boolean overridden(HarnessMethods.Method m, ClassInfo cls) {
        for (ClassInfo c : hierarchy(cls)) {
            if (c.binding().isSubTypeCompatible(m.owner().binding()) && !c.equals(m.owner())
                && HarnessMethods.declared(c).stream().anyMatch(other -> other.binding().overrides(m.binding()))) {
                return true;
            }
        }
        return false;
    }

    /** A test class JUnit could not instantiate: abstract, or without a non-private constructor without parameters. */
    private static Optional<Unmodelled> constructorMissing(ClassInfo cls) {
        TypeDeclaration type = (TypeDeclaration) cls.declaration();
        if (Modifier.isAbstract(type.getModifiers())) {
            return Optional.of(new Unmodelled(cls, type.getName(), "an abstract test class"));
        }
        for (IMethodBinding m : cls.binding().getDeclaredMethods()) {
            if (m.isConstructor() && m.getParameterTypes().length == 0 && !Modifier.isPrivate(m.getModifiers())) {
                return Optional.empty();
            }
        }
        return Optional.of(new Unmodelled(cls, type.getName(),
            "a test class without a non-private constructor without parameters (JUnit resolves constructor parameters)"));
    }

    /** The first JUnit annotation of {@code annotations} that the harness does not model, if any. */
    private static Optional<Unmodelled> foreign(ClassInfo where, ASTNode node, IAnnotationBinding[] annotations,
            Flavour flavour) {
        for (IAnnotationBinding a : annotations) {
            String name = a.getAnnotationType().getQualifiedName();
            if (!name.startsWith("org.junit.") || NEUTRAL.contains(name)) {
                continue;
            }
            if (!flavour.understood().contains(name)) {
                return Optional.of(new Unmodelled(where, node, "the JUnit annotation @" + simple(name)));
            }
            if (name.equals(flavour.test) && a.getDeclaredMemberValuePairs().length > 0) {
                return Optional.of(new Unmodelled(where, node, "@Test with "
                    + a.getDeclaredMemberValuePairs()[0].getName() + " (an expected exception or a time limit)"));
            }
        }
        return Optional.empty();
    }

    private static boolean lifecycle(HarnessMethods.Method m, Flavour flavour) {
        return List.of(flavour.beforeAll, flavour.beforeEach, flavour.afterEach, flavour.afterAll).stream()
            .anyMatch(name -> annotation(m.binding(), name).isPresent());
    }

    /** The methods {@code cls} declares with the annotation {@code name}, in source order. */
    private List<HarnessMethods.Method> annotated(ClassInfo cls, String name) {
        return HarnessMethods.declared(cls).stream().filter(m -> annotation(m.binding(), name).isPresent()).toList();
    }

    /** The class and its superclasses of the user's files, outermost superclass first. */
    private List<ClassInfo> hierarchy(ClassInfo cls) {
        List<ClassInfo> chain = new ArrayList<>();
        List<ClassInfo> userClasses = methods.classes();
        for (Optional<ClassInfo> c = Optional.of(cls); c.isPresent() && userClasses.contains(c.get());
                c = c.get().superclass()) {
            chain.addFirst(c.get());
        }
        return chain;
    }

    private static Optional<IAnnotationBinding> annotation(IMethodBinding method, String name) {
        return annotation(method.getAnnotations(), name);
    }

    private static Optional<IAnnotationBinding> annotation(IAnnotationBinding[] annotations, String name) {
        for (IAnnotationBinding a : annotations) {
            if (a.getAnnotationType().getQualifiedName().equals(name)) {
                return Optional.of(a);
            }
        }
        return Optional.empty();
    }

    private static String simple(String qualifiedName) {
        return qualifiedName.substring(qualifiedName.lastIndexOf('.') + 1);
    }
}
