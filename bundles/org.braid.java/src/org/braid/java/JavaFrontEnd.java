package org.braid.java;

import java.nio.file.Path;
import java.util.List;
import org.braid.java.internal.decl.ProgramLowerer;

/**
 * Lowers Java source files to one CIR program. Stateless and thread-safe.
 *
 * <p>Semantics are the JVM's for the supported subset (see the bundle's {@code README.md}):
 * 32- and 64-bit wrapping arithmetic, masked shift counts, {@code char} as unsigned 16-bit,
 * objects and arrays on the heap, {@code assert} always enabled. The program's entry is the
 * {@code public static void main(String[])} of the main class, lowered as the procedure
 * {@code main} without parameters ({@code args} is an empty array), so the core's main harness
 * runs it. Constructs outside the subset become {@linkplain DiagnosticKind#UNSUPPORTED
 * unsupported} diagnostics, and executions that reach them make a check {@code unknown}.
 */
public final class JavaFrontEnd {

    /** Instances exist for callers that prefer them; {@link #lower} is static and stateless. */
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
}
