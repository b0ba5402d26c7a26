package org.braid.c;

import java.nio.file.Path;
import java.util.List;
import org.braid.c.internal.link.Frontend;

/**
 * Lowers C files to one CIR program. Stateless and thread-safe; Braid's environment models are
 * parsed once per JVM and data model and shared.
 *
 * <p>Semantics are those of GCC on x86 for the chosen data model: plain {@code char} is signed,
 * enums are {@code unsigned int} unless an enumerator is negative, signed overflow wraps,
 * struct layouts follow the System V ABI. Floating-point values are stored exactly, but
 * computing with them is reported {@linkplain DiagnosticKind#UNSUPPORTED unsupported}.
 */
public final class CFrontEnd {

    /** Instances exist for callers that prefer them; {@link #lower} is static and stateless. */
    public CFrontEnd() {
    }

    /**
     * Preprocesses, parses, lowers and links {@code files} (as one program) with Braid's models.
     *
     * @param files C files ({@code .c}, or {@code .i} already preprocessed), named as the user
     *        named them; locations in the result use these names
     * @return the program and the diagnostics about it
     * @throws CFrontEndException for unreadable files, preprocessor and syntax errors, and C the
     *         front end rejects (with the file and line)
     */
    public static LoweringResult lower(List<Path> files, CFrontEndOptions options) throws CFrontEndException {
        return Frontend.run(files, options);
    }
}
