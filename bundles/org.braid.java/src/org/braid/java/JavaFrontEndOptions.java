package org.braid.java;

import java.util.Objects;

/**
 * How Java files are lowered. Immutable; build from {@link #defaults()}.
 *
 * @param mainClass the fully qualified name of the class whose {@code main(String[])} is the
 *        program's entry; empty to use the only class that declares one
 */
public record JavaFrontEndOptions(String mainClass) {

    public JavaFrontEndOptions {
        Objects.requireNonNull(mainClass, "mainClass");
    }

    /** The only class declaring {@code main(String[])} is the main class. */
    public static JavaFrontEndOptions defaults() {
        return new JavaFrontEndOptions("");
    }

    public JavaFrontEndOptions withMainClass(String qualifiedName) {
        return new JavaFrontEndOptions(qualifiedName);
    }
}
