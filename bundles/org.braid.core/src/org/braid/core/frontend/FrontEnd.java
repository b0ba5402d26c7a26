package org.braid.core.frontend;

import java.nio.file.Path;
import java.util.List;

/**
 * A language front end: lowers source files of its language into one program of the concurrent
 * IR. Implementations are stateless and thread-safe and have a public no-argument constructor
 * (they are found by {@code ServiceLoader} and by an Eclipse extension point). Provisional SPI,
 * implemented by Braid's own front ends only.
 */
public interface FrontEnd {

    /** A short, stable identifier: {@code c}, {@code java}. */
    String id();

    /** The language's name for messages: {@code C}, {@code Java}. */
    String language();

    /** The file-name extensions (without the dot, lower case) this front end reads, e.g. {@code c}, {@code i}. */
    List<String> extensions();

    /**
     * The file-name extensions (without the dot, lower case) of this language's headers: files its
     * sources include but that are no program of their own, e.g. C's {@code h}. An IDE checks
     * every source file again when one changes. None by default.
     */
    default List<String> headerExtensions() {
        return List.of();
    }

    /** Whether this front end reads {@code file}, judged by its name. */
    default boolean accepts(Path file) {
        String name = file.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return dot > 0 && extensions().contains(name.substring(dot + 1).toLowerCase(java.util.Locale.ROOT));
    }

    /** The settings this front end understands, described for the command line and preference pages. */
    List<FrontEndOption> options();

    /**
     * Reads, parses and lowers {@code files} as one program.
     *
     * @param files source files named as the user named them; locations in the result use these names
     * @param settings values of {@link #options()} (keys this front end does not know were rejected before)
     * @throws FrontEndException for unreadable files and input the front end rejects, with file and line
     */
    Lowering lower(List<Path> files, FrontEndSettings settings) throws FrontEndException;
}
