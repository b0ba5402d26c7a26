package org.braid.java.internal.parse;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.braid.java.JavaFrontEndException;
import org.eclipse.jdt.core.JavaCore;
import org.eclipse.jdt.core.compiler.IProblem;
import org.eclipse.jdt.core.dom.AST;
import org.eclipse.jdt.core.dom.ASTParser;
import org.eclipse.jdt.core.dom.CompilationUnit;
import org.eclipse.jdt.core.dom.FileASTRequestor;

/**
 * Parses all files of a program together, so that bindings resolve across them, at the latest
 * language level JDT knows, against the system library of the running JVM and the given class
 * path (directories and jars of compiled classes).
 * Errors JDT reports (syntax, types) are {@link JavaFrontEndException}s, except the concurrency
 * annotations that are not on the class path ({@link ConcurrencyAnnotations}).
 */
public final class JavaParser {

    /** {@code CompilerOptions.OPTION_GenerateClassFiles} of JDT's compiler (internal, so not referenced). */
    private static final String GENERATE_CLASS_FILES = "org.eclipse.jdt.core.compiler.generateClassFiles";

    private JavaParser() {
    }

    public static List<ParsedUnit> parse(List<SourceFile> files, List<Path> classpath) throws JavaFrontEndException {
        for (Path entry : classpath) {
            if (!Files.isDirectory(entry) && !Files.isRegularFile(entry)) {
                throw new JavaFrontEndException(entry.toString(), 0, "no such class path entry");
            }
        }
        Map<String, String> sources = new HashMap<>();
        Map<String, String> displayNames = new HashMap<>();
        String[] paths = new String[files.size()];
        String[] encodings = new String[files.size()];
        for (int i = 0; i < files.size(); i++) {
            Path file = files.get(i).path();
            String absolute = file.toAbsolutePath().normalize().toString();
            try {
                sources.put(absolute, Files.readString(file, StandardCharsets.UTF_8));
            } catch (IOException e) {
                throw new JavaFrontEndException(files.get(i).display(), 0, "cannot read: " + e.getMessage(), e);
            }
            displayNames.put(absolute, files.get(i).display());
            paths[i] = absolute;
            encodings[i] = StandardCharsets.UTF_8.name();
        }
        ASTParser parser = ASTParser.newParser(AST.getJLSLatest());
        parser.setKind(ASTParser.K_COMPILATION_UNIT);
        parser.setResolveBindings(true);
        parser.setBindingsRecovery(false);
        parser.setEnvironment(classpath.stream().map(entry -> entry.toAbsolutePath().normalize().toString())
                .toArray(String[]::new), new String[0], null, true);
        Map<String, String> compilerOptions = JavaCore.getOptions();
        JavaCore.setComplianceOptions(JavaCore.latestSupportedJavaVersion(), compilerOptions);
        // Resolving bindings runs the whole compiler, which after its flow analysis (whose errors
        // are reported) would also generate class files nobody reads: a sixth of the time of a
        // small program's lowering. The option is the one the batch compiler's -proc:only sets.
        compilerOptions.put(GENERATE_CLASS_FILES, JavaCore.DISABLED);
        parser.setCompilerOptions(compilerOptions);
        Map<String, CompilationUnit> parsed = new HashMap<>();
        parser.createASTs(paths, encodings, new String[0], new FileASTRequestor() {
            @Override
            public void acceptAST(String sourceFilePath, CompilationUnit ast) {
                parsed.put(sourceFilePath, ast);
            }
        }, null);
        List<ParsedUnit> units = new ArrayList<>();
        for (String path : paths) {
            CompilationUnit unit = parsed.get(path);
            String display = displayNames.get(path);
            if (unit == null) {
                throw new JavaFrontEndException(display, 0, "JDT did not parse the file");
            }
            for (IProblem problem : unit.getProblems()) {
                if (problem.isError() && !ConcurrencyAnnotations.missing(problem, unit)) {
                    throw new JavaFrontEndException(display, problem.getSourceLineNumber(), problem.getMessage());
                }
            }
            units.add(new ParsedUnit(display, sources.get(path), unit));
        }
        return units;
    }
}
