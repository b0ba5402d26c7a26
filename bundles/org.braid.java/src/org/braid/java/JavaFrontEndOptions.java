package org.braid.java;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

/**
 * How Java files are lowered and which harness entries the lowering adds. Immutable; build from
 * {@link #defaults()}.
 *
 * @param mainClass the fully qualified name of the class whose {@code main(String[])} is the
 *        program's entry; empty to use the only class that declares one
 * @param pair a method pair {@code Class#m1,Class#m2} (overloads as {@code Class#m(int)}) to run
 *        on one shared receiver instead of {@code main}; empty for none
 * @param harnessClass a class whose public methods run pairwise on one shared receiver (the
 *        {@code @ThreadSafe} contract) instead of {@code main}; empty for none
 * @param test a JUnit test method {@code Class#method}, or a class whose every test method is its
 *        own harness, run with JUnit's lifecycle (a fresh instance, the before and after methods)
 *        instead of {@code main}; empty for none
 * @param modelFiles the user's own models written in Java, parsed with the program: a class
 *        {@code braid.models.java.x.Y} stands for the JDK class {@code java.x.Y} and replaces
 *        Braid's own model of it, if there is one
 * @param classpath directories and jars of compiled classes the files use: their types and
 *        constants resolve (their methods are not lowered: a call into them is unsupported)
 */
public record JavaFrontEndOptions(String mainClass, String pair, String harnessClass, String test,
        List<Path> modelFiles, List<Path> classpath) {

    public JavaFrontEndOptions {
        Objects.requireNonNull(mainClass, "mainClass");
        Objects.requireNonNull(pair, "pair");
        Objects.requireNonNull(harnessClass, "harnessClass");
        Objects.requireNonNull(test, "test");
        if ((pair.isEmpty() ? 0 : 1) + (harnessClass.isEmpty() ? 0 : 1) + (test.isEmpty() ? 0 : 1) > 1) {
            throw new IllegalArgumentException("a method pair, a class harness and a test exclude each other");
        }
        modelFiles = List.copyOf(modelFiles);
        classpath = List.copyOf(classpath);
    }

    /** The only class declaring {@code main(String[])} is the main class; no pair or class harness; Braid's own models only. */
    public static JavaFrontEndOptions defaults() {
        return new JavaFrontEndOptions("", "", "", "", List.of(), List.of());
    }

    public JavaFrontEndOptions withMainClass(String qualifiedName) {
        return new JavaFrontEndOptions(qualifiedName, pair, harnessClass, test, modelFiles, classpath);
    }

    /** Checks the method pair {@code Class#m1,Class#m2} instead of {@code main}. */
    public JavaFrontEndOptions withPair(String methods) {
        return new JavaFrontEndOptions(mainClass, methods, harnessClass, test, modelFiles, classpath);
    }

    /** Checks every pair of public methods of {@code className} instead of {@code main}. */
    public JavaFrontEndOptions withClass(String className) {
        return new JavaFrontEndOptions(mainClass, pair, className, test, modelFiles, classpath);
    }

    /**
     * Runs the JUnit test method {@code Class#method} (or every test method of the class
     * {@code reference}, each its own harness) as JUnit runs it, instead of {@code main}.
     */
    public JavaFrontEndOptions withTest(String reference) {
        return new JavaFrontEndOptions(mainClass, pair, harnessClass, reference, modelFiles, classpath);
    }

    public JavaFrontEndOptions withModelFiles(List<Path> files) {
        return new JavaFrontEndOptions(mainClass, pair, harnessClass, test, files, classpath);
    }

    /** Resolves the files' types against {@code entries} (directories and jars of compiled classes) too. */
    public JavaFrontEndOptions withClasspath(List<Path> entries) {
        return new JavaFrontEndOptions(mainClass, pair, harnessClass, test, modelFiles, entries);
    }
}
