package org.braid.c;

import java.nio.file.Path;
import java.util.List;
import org.braid.c.internal.link.Frontend;
import org.braid.core.frontend.EntryPoint;
import org.braid.core.frontend.FrontEnd;
import org.braid.core.frontend.FrontEndException;
import org.braid.core.frontend.FrontEndOption;
import org.braid.core.frontend.FrontEndSettings;
import org.braid.core.frontend.Lowering;
import org.braid.core.internal.ir.DataModel;

/**
 * Lowers C files to one CIR program. Stateless and thread-safe; Braid's environment models are
 * parsed once per JVM and data model and shared. Registered as the {@code c} {@link FrontEnd}
 * ({@code META-INF/services} and the {@code org.braid.ui.frontEnds} extension point).
 *
 * <p>Semantics are those of GCC on x86 for the chosen data model: plain {@code char} is signed,
 * enums are {@code unsigned int} unless an enumerator is negative, signed overflow wraps,
 * struct layouts follow the System V ABI.
 */
public final class CFrontEnd implements FrontEnd {

    /**
     * Setting: the data model, {@code ILP32} or {@code LP64} (default, {@link CFrontEndOptions#defaults()}):
     * the widths of {@code long} and pointers. The command line's {@code --data-model}; the IDE's
     * preference of the same key in C's section.
     */
    public static final String DATA_MODEL = "dataModel";
    /** Setting: which headers preprocess the files, {@link #HEADERS_HOST} (default) or {@link #HEADERS_BRAID}. */
    public static final String HEADERS = "headers";
    /** The host gcc and its headers when gcc is on the {@code PATH}, else Braid's own. */
    public static final String HEADERS_HOST = "host";
    /** Braid's own minimal headers. */
    public static final String HEADERS_BRAID = "braid";
    /** Setting: what a call of a function with neither body nor model does. */
    public static final String EXTERNALS = "externals";
    /** It returns any value (default), with a note. */
    public static final String EXTERNALS_NONDETERMINISTIC = "nondeterministic";
    /** It makes checks that reach it unknown. */
    public static final String EXTERNALS_UNKNOWN = "unknown";

    private static final List<FrontEndOption> OPTIONS = List.of(
            new FrontEndOption(FrontEndOption.INCLUDE, FrontEndOption.Kind.PATH, true, List.of(),
                    "Directories searched for #include files, in order (-I)"),
            new FrontEndOption(FrontEndOption.DEFINE, FrontEndOption.Kind.TEXT, true, List.of(),
                    "Macro definitions NAME or NAME=VALUE (-D)"),
            new FrontEndOption(FrontEndOption.MODEL, FrontEndOption.Kind.PATH, true, List.of(),
                    "Environment models written in C, preferred to Braid's own"),
            new FrontEndOption(DATA_MODEL, FrontEndOption.Kind.CHOICE, false,
                    List.of(DataModel.ILP32.name(), DataModel.LP64.name()),
                    CFrontEndOptions.defaults().dataModel().name(),
                    "C data model: ILP32 (32-bit long and pointers) or LP64 (64-bit long and pointers)"),
            new FrontEndOption(HEADERS, FrontEndOption.Kind.CHOICE, false, List.of(HEADERS_HOST, HEADERS_BRAID),
                    HEADERS_HOST,
                    "Preprocess with the host gcc and its headers (host, the default) or Braid's own (braid)"),
            new FrontEndOption(EXTERNALS, FrontEndOption.Kind.CHOICE, false,
                    List.of(EXTERNALS_NONDETERMINISTIC, EXTERNALS_UNKNOWN), EXTERNALS_NONDETERMINISTIC,
                    "Calls of functions with neither body nor model return any value (nondeterministic, the "
                            + "default) or make the result unknown (unknown)"));

    /** Instances are what the registries hold; {@link #lower(List, CFrontEndOptions)} is static and stateless. */
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

    @Override
    public String id() {
        return "c";
    }

    @Override
    public String language() {
        return "C";
    }

    @Override
    public List<String> extensions() {
        return List.of("c", "i");
    }

    @Override
    public List<String> headerExtensions() {
        return List.of("h");
    }

    @Override
    public List<FrontEndOption> options() {
        return OPTIONS;
    }

    @Override
    public Lowering lower(List<Path> files, FrontEndSettings settings) throws FrontEndException {
        CFrontEndOptions options;
        try {
            options = options(settings);
        } catch (IllegalArgumentException e) {
            throw new CFrontEndException(files.get(0).toString(), 0, e.getMessage(), e);
        }
        LoweringResult lowered = lower(files, options);
        return new Lowering(lowered.program(), lowered.diagnostics().stream().map(Diagnostic::neutral).toList(),
                EntryPoint.definedIn(lowered.program(), files));
    }

    /**
     * The C options the settings describe; LP64 unless {@link #DATA_MODEL} is given.
     *
     * @throws IllegalArgumentException for a value that is not a data model, macro definition or choice
     */
    public static CFrontEndOptions options(FrontEndSettings settings) {
        CFrontEndOptions options = CFrontEndOptions.defaults()
                .withIncludeDirs(settings.paths(FrontEndOption.INCLUDE))
                .withModelFiles(settings.paths(FrontEndOption.MODEL))
                .withHostCompiler(!settings.values(HEADERS).contains(HEADERS_BRAID))
                .withExternalCallsNondeterministic(!settings.values(EXTERNALS).contains(EXTERNALS_UNKNOWN));
        for (String model : settings.values(DATA_MODEL)) {
            options = options.withDataModel(DataModel.valueOf(model));
        }
        for (String define : settings.values(FrontEndOption.DEFINE)) {
            options = options.withDefine(define);
        }
        return options;
    }
}
