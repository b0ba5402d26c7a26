package org.braid.java.internal.parse;

import java.nio.file.Path;
import java.util.Objects;

/** A Java file to parse and the name locations show it by (as the user named it, or a model's name). */
public record SourceFile(Path path, String display) {

    public SourceFile {
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(display, "display");
    }

    /** A user's file, shown as named. */
    public static SourceFile of(Path path) {
        return new SourceFile(path, path.toString());
    }
}
