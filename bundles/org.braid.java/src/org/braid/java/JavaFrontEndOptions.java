package org.braid.java;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

/**
 * How Java files are lowered. Immutable; build from {@link #defaults()}.
 *
 * @param mainClass the fully qualified name of the class whose {@code main(String[])} is the
 *        program's entry; empty to use the only class that declares one
 * @param modelFiles the user's own models written in Java, parsed with the program: a class
 *        {@code braid.models.java.x.Y} stands for the JDK class {@code java.x.Y} and replaces
 *        Braid's own model of it, if there is one
 */
public record JavaFrontEndOptions(String mainClass, List<Path> modelFiles) {

    public JavaFrontEndOptions {
        Objects.requireNonNull(mainClass, "mainClass");
        modelFiles = List.copyOf(modelFiles);
    }

    /** The only class declaring {@code main(String[])} is the main class; Braid's own models only. */
    public static JavaFrontEndOptions defaults() {
        return new JavaFrontEndOptions("", List.of());
    }

    public JavaFrontEndOptions withMainClass(String qualifiedName) {
        return new JavaFrontEndOptions(qualifiedName, modelFiles);
    }

    public JavaFrontEndOptions withModelFiles(List<Path> files) {
        return new JavaFrontEndOptions(mainClass, files);
    }
}
