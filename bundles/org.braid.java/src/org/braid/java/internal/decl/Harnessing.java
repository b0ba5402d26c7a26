package org.braid.java.internal.decl;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.braid.core.frontend.EntryPoint;
import org.braid.java.JavaFrontEndException;
import org.braid.java.JavaFrontEndOptions;
import org.braid.java.internal.lower.ProgramParts;
import org.braid.java.internal.types.ClassInfo;
import org.eclipse.jdt.core.dom.MethodDeclaration;
import org.eclipse.jdt.core.dom.TypeDeclaration;

/**
 * Which harness procedures the lowering adds, as program entries, in this order of choice: the
 * method pair of the options; else the class harness of the options; else the JUnit test harnesses
 * of the options ({@link TestHarness}); else the program's
 * {@code main}; else a class harness for every class annotated {@code @ThreadSafe} (one that cannot
 * have one, being abstract or without a constructor to build the receiver, gets a note instead). A class
 * harness is one method-pair harness per pair of the class's public methods, a method with itself
 * included (the {@code @ThreadSafe} contract: any two calls may run concurrently).
 */
final class Harnessing {
    private final ProgramParts program;
    private final HarnessMethods methods;
    private final MethodPairHarness pairs;
    private final String firstFile;

    Harnessing(ProgramParts program, List<String> initializers, Set<String> userFiles, String firstFile) {
        this.program = program;
        this.firstFile = firstFile;
        this.methods = new HarnessMethods(program, userFiles, firstFile);
        this.pairs = new MethodPairHarness(program, initializers);
    }

    List<EntryPoint> entries(JavaFrontEndOptions options, Optional<MethodDeclaration> main, List<String> initializers)
            throws JavaFrontEndException {
        if (!options.pair().isEmpty()) {
            List<String> two = splitPair(options.pair());
            return List.of(pairs.add(methods.method(two.get(0)), methods.method(two.get(1))));
        }
        if (!options.harnessClass().isEmpty()) {
            return classHarness(methods.named(options.harnessClass()));
        }
        if (!options.test().isEmpty()) {
            return new TestHarness(program, initializers, methods, pairs).entries(options.test());
        }
        if (main.isPresent()) {
            var entry = Entry.build(program, main.get(), initializers);
            program.add(entry);
            return List.of(new EntryPoint(entry.name(), "main", entry.loc().file(), entry.loc().line(), true));
        }
        List<EntryPoint> entries = new ArrayList<>();
        for (ClassInfo cls : methods.threadSafeClasses()) {
            try {
                entries.addAll(classHarness(cls));
            } catch (JavaFrontEndException e) {
                program.diagnostics().threadSafeNotChecked(e.file(), e.line(), e.detail());
            }
        }
        return entries;
    }

    /** The methods of the user's classes, offered to users who pick a pair (not program entries). */
    List<EntryPoint> methodEntries() {
        List<EntryPoint> entries = new ArrayList<>();
        for (ClassInfo cls : methods.classes()) {
            for (HarnessMethods.Method m : methods.publicMethods(cls)) {
                entries.add(new EntryPoint(m.label(true), m.label(false), cls.unit().file(),
                    cls.unit().line(m.declaration().getName()), false));
            }
        }
        return entries;
    }

    private List<EntryPoint> classHarness(ClassInfo cls) throws JavaFrontEndException {
        List<HarnessMethods.Method> included = new ArrayList<>();
        for (HarnessMethods.Method m : methods.publicMethods(cls)) {
            Optional<String> why = MethodPairHarness.unsupported(m);
            if (why.isPresent()) {
                program.diagnostics().leftOut(cls.unit(), m.declaration(), why.get());
            } else {
                included.add(m);
            }
        }
        if (included.isEmpty()) {
            throw new JavaFrontEndException(cls.unit().file(),
                cls.unit().line(((TypeDeclaration) cls.declaration()).getName()), "class "
                    + HarnessMethods.simpleName(cls) + " has no public method with primitive parameters to check");
        }
        List<EntryPoint> entries = new ArrayList<>();
        for (int i = 0; i < included.size(); i++) {
            for (int j = i; j < included.size(); j++) {
                entries.add(pairs.add(included.get(i), included.get(j)));
            }
        }
        return entries;
    }

    /** {@code A#m(int,long),B#n} split at the comma outside parentheses; exactly two methods. */
    private List<String> splitPair(String pair) throws JavaFrontEndException {
        List<String> parts = new ArrayList<>();
        int depth = 0;
        int start = 0;
        for (int i = 0; i < pair.length(); i++) {
            char c = pair.charAt(i);
            depth += c == '(' ? 1 : c == ')' ? -1 : 0;
            if (c == ',' && depth == 0) {
                parts.add(pair.substring(start, i).strip());
                start = i + 1;
            }
        }
        parts.add(pair.substring(start).strip());
        if (parts.size() != 2) {
            throw new JavaFrontEndException(firstFile, 0, "expected two methods Class#m1,Class#m2, was '" + pair + "'");
        }
        return parts;
    }
}
