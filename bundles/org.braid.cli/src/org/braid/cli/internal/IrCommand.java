package org.braid.cli.internal;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;

import org.braid.c.CFrontEnd;
import org.braid.core.frontend.Analysis;
import org.braid.core.frontend.Diagnostic;
import org.braid.core.frontend.FrontEndException;
import org.braid.core.frontend.FrontEndSettings;
import org.braid.core.frontend.FrontEnds;
import org.braid.core.frontend.Lowering;
import org.braid.core.internal.ir.Printer;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code braid ir [-I DIR] [-D NAME[=VAL]] [--model FILE] [--data-model ILP32|LP64] FILE...}:
 * lowers the C or Java files with their front end and prints the CIR program Braid checks (with
 * the models it uses); the C-only flags given for Java files are an input error. Diagnostics go to standard error as {@code file:line: note: ...}; bad input is
 * one {@code file:line: error: ...} line and exit status 2.
 */
@Command(name = "ir", mixinStandardHelpOptions = true, modelTransformer = FrontEndFlags.class,
        description = "Lowers C or Java files and prints the intermediate program (CIR) that Braid checks.",
        footer = { "", "Exit status: 0 lowered, 2 usage or input error." })
final class IrCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(names = "-I", paramLabel = "DIR", description = "Add DIR to the include search path.")
    private List<Path> includes = new ArrayList<>();

    @Option(names = "-D", paramLabel = "NAME[=VAL]", description = "Define the preprocessor macro NAME (as VAL, or 1).")
    private List<String> defines = new ArrayList<>();

    @Option(names = "--model", paramLabel = "FILE.c",
            description = "Add an environment model written in C (used for functions the program does not define).")
    private List<Path> models = new ArrayList<>();

    @Option(names = "--braid-headers",
            description = "Preprocess with Braid's own minimal headers instead of the host gcc and its headers.")
    private boolean braidHeaders;

    @Option(names = "--unknown-externals",
            description = "Treat calls of functions with no body and no model as making the result unknown "
                + "(default: they return any value).")
    private boolean unknownExternals;

    @Parameters(paramLabel = "FILE", arity = "1..*", description = "C source files (.c, or preprocessed .i) or Java source files, one program.")
    private List<Path> files;

    @Override
    public Integer call() {
        for (Path file : concat(files, models)) {
            if (!Files.isRegularFile(file)) {
                spec.commandLine().getErr().println(CliMessages.noSuchFile(file));
                return Main.USAGE;
            }
        }
        FrontEnds installed = InstalledFrontEnds.find();
        FrontEndSettings settings = new CheckInput(files, Optional.empty(), includes, defines, models)
                .withFrontEndFlags(FrontEndFlags.settings(spec)).settings();
        // C's preprocessing and externals flags go to a front end that has them, or, given for
        // another language, to its front end, which refuses them naming the setting.
        boolean c = installed.forFile(files.get(0)).map(f -> FrontEndFlags.declares(f, CFrontEnd.HEADERS)).orElse(true);
        if (c || braidHeaders) {
            settings = settings.with(CFrontEnd.HEADERS, braidHeaders ? CFrontEnd.HEADERS_BRAID : CFrontEnd.HEADERS_HOST);
        }
        if (c || unknownExternals) {
            settings = settings.with(CFrontEnd.EXTERNALS, unknownExternals ? CFrontEnd.EXTERNALS_UNKNOWN
                    : CFrontEnd.EXTERNALS_NONDETERMINISTIC);
        }
        Lowering lowered;
        try {
            lowered = Analysis.lower(installed, files, settings);
        } catch (FrontEndException e) {
            spec.commandLine().getErr().println(CliMessages.inputError(e.file(), e.line(), e.detail()));
            return Main.USAGE;
        }
        spec.commandLine().getOut().print(Printer.print(lowered.program()));
        spec.commandLine().getOut().flush();
        for (Diagnostic d : lowered.diagnostics()) {
            spec.commandLine().getErr().println(d);
        }
        spec.commandLine().getErr().flush();
        return 0;
    }

    private static List<Path> concat(List<Path> a, List<Path> b) {
        List<Path> all = new ArrayList<>(a);
        all.addAll(b);
        return all;
    }
}
