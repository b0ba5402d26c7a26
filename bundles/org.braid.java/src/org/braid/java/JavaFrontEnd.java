package org.braid.java;

import java.nio.file.Path;
import java.util.List;
import org.braid.core.frontend.FrontEnd;
import org.braid.core.frontend.FrontEndException;
import org.braid.core.frontend.FrontEndOption;
import org.braid.core.frontend.FrontEndSettings;
import org.braid.core.frontend.Lowering;
import org.braid.java.internal.decl.ProgramLowerer;

/**
 * Lowers Java source files to one CIR program. Stateless and thread-safe.
 *
 * <p>Semantics are the JVM's for the supported subset (see the bundle's {@code README.md}):
 * 32- and 64-bit wrapping arithmetic, masked shift counts, {@code char} as unsigned 16-bit,
 * objects and arrays on the heap, {@code assert} always enabled. The program's entry is the
 * {@code public static void main(String[])} of the main class, lowered as the procedure
 * {@code main} without parameters ({@code args} is an empty array), so the core's main harness
 * runs it. With a method pair or a class ({@link FrontEndOption#PAIR}, {@link FrontEndOption#CLASS}),
 * or without {@code main} but with classes annotated {@code @ThreadSafe}, the lowering adds
 * method-pair harness procedures instead, and with a JUnit test ({@link FrontEndOption#TEST}) one
 * harness procedure per test method, offered as the program entries of the {@link Lowering}
 * (each run by the core's main harness naming it); the public methods of the user's classes are
 * offered as further entry points, named {@code Class#method(T1,T2)} as a pair accepts them.
 * Registered as the {@code java} {@link FrontEnd} ({@code META-INF/services} and the
 * {@code org.braid.ui.frontEnds} extension point). Constructs outside the subset become {@linkplain DiagnosticKind#UNSUPPORTED
 * unsupported} diagnostics, and executions that reach them make a check {@code unknown}.
 */
public final class JavaFrontEnd implements FrontEnd {

    /** Setting: the fully qualified name of the class whose {@code main(String[])} is the entry. */
    public static final String MAIN_CLASS = "mainClass";

    private static final List<FrontEndOption> OPTIONS = List.of(new FrontEndOption(MAIN_CLASS,
            FrontEndOption.Kind.TEXT, false, List.of(),
            "The class whose main(String[]) is the program's entry; by default the only class that declares one"),
            new FrontEndOption(FrontEndOption.PAIR, FrontEndOption.Kind.TEXT, false, List.of(),
                    "Two methods Class#m1,Class#m2 (an overload as Class#m(int)) run concurrently on one receiver"
                            + " built by the class's constructor without parameters, instead of main"),
            new FrontEndOption(FrontEndOption.CLASS, FrontEndOption.Kind.TEXT, false, List.of(),
                    "A class whose public methods run pairwise on one receiver (the @ThreadSafe contract),"
                            + " instead of main"),
            new FrontEndOption(FrontEndOption.TEST, FrontEndOption.Kind.TEXT, false, List.of(),
                    "A JUnit 5 or 4 test method Class#method, or a class whose test methods are each checked, run as"
                            + " JUnit runs it (a fresh instance, the before and after methods), instead of main"),
            new FrontEndOption(FrontEndOption.MODEL, FrontEndOption.Kind.PATH, true, List.of(),
                    "Models written in Java (braid.models.java.x.Y models java.x.Y), preferred to Braid's own"),
            new FrontEndOption(FrontEndOption.CLASSPATH, FrontEndOption.Kind.PATH, true, List.of(),
                    "Directories and jars of compiled classes the files use (their types and constants resolve)"));

    /** Instances are what the registries hold; {@link #lower(List, JavaFrontEndOptions)} is static and stateless. */
    public JavaFrontEnd() {
    }

    /**
     * Parses, resolves and lowers {@code files} as one program.
     *
     * @param files Java source files, named as the user named them; locations use these names
     * @return the program and the diagnostics about it
     * @throws JavaFrontEndException for unreadable files, syntax and type errors JDT reports, and a
     *         missing or ambiguous {@code main}
     */
    public static LoweringResult lower(List<Path> files, JavaFrontEndOptions options) throws JavaFrontEndException {
        return ProgramLowerer.lower(files, options);
    }

    @Override
    public String id() {
        return "java";
    }

    @Override
    public String language() {
        return "Java";
    }

    @Override
    public List<String> extensions() {
        return List.of("java");
    }

    @Override
    public List<FrontEndOption> options() {
        return OPTIONS;
    }

    @Override
    public Lowering lower(List<Path> files, FrontEndSettings settings) throws FrontEndException {
        long harnesses = java.util.stream.Stream.of(FrontEndOption.PAIR, FrontEndOption.CLASS, FrontEndOption.TEST)
                .filter(key -> !settings.values(key).isEmpty()).count();
        if (harnesses > 1) {
            throw new JavaFrontEndException(files.get(0).toString(), 0,
                    "give one of a method pair, a class or a test, not several");
        }
        JavaFrontEndOptions options = JavaFrontEndOptions.defaults();
        for (String mainClass : settings.values(MAIN_CLASS)) {
            options = options.withMainClass(mainClass);
        }
        for (String pair : settings.values(FrontEndOption.PAIR)) {
            options = options.withPair(pair);
        }
        for (String harnessClass : settings.values(FrontEndOption.CLASS)) {
            options = options.withClass(harnessClass);
        }
        for (String test : settings.values(FrontEndOption.TEST)) {
            options = options.withTest(test);
        }
        options = options.withModelFiles(settings.paths(FrontEndOption.MODEL))
                .withClasspath(settings.paths(FrontEndOption.CLASSPATH));
        LoweringResult lowered = lower(files, options);
        return new Lowering(lowered.program(), lowered.diagnostics().stream().map(JavaFrontEnd::neutral).toList(),
                lowered.entryPoints());
    }

    private static org.braid.core.frontend.Diagnostic neutral(Diagnostic diagnostic) {
        return org.braid.core.frontend.Diagnostic.of(diagnostic.kind().makesResultUnknown(), diagnostic.file(),
                diagnostic.line(), diagnostic.function(), diagnostic.message());
    }
}
