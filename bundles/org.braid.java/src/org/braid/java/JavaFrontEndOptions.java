package org.braid.java;

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
 */
public record JavaFrontEndOptions(String mainClass, String pair, String harnessClass) {

    public JavaFrontEndOptions {
        Objects.requireNonNull(mainClass, "mainClass");
        Objects.requireNonNull(pair, "pair");
        Objects.requireNonNull(harnessClass, "harnessClass");
        if (!pair.isEmpty() && !harnessClass.isEmpty()) {
            throw new IllegalArgumentException("a method pair and a class harness exclude each other");
        }
    }

    /** The only class declaring {@code main(String[])} is the main class; no pair or class harness. */
    public static JavaFrontEndOptions defaults() {
        return new JavaFrontEndOptions("", "", "");
    }

    public JavaFrontEndOptions withMainClass(String qualifiedName) {
        return new JavaFrontEndOptions(qualifiedName, pair, harnessClass);
    }

    /** Checks the method pair {@code Class#m1,Class#m2} instead of {@code main}. */
    public JavaFrontEndOptions withPair(String methods) {
        return new JavaFrontEndOptions(mainClass, methods, harnessClass);
    }

    /** Checks every pair of public methods of {@code className} instead of {@code main}. */
    public JavaFrontEndOptions withClass(String className) {
        return new JavaFrontEndOptions(mainClass, pair, className);
    }
}
