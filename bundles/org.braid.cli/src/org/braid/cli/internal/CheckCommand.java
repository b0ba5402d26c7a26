package org.braid.cli.internal;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;

import org.braid.cli.internal.format.ReportFormat;
import org.braid.core.CheckOptions;
import org.braid.core.CheckProgress;
import org.braid.core.CheckResult;

import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.TypeConversionException;

/**
 * {@code braid check [options] FILE...}: lowers the C files into one program, checks it and
 * prints a report. Exit status: see {@link ExitStatus}. The check options come from the option
 * registry through {@link OptionFlags}.
 */
@Command(name = "check", mixinStandardHelpOptions = true, modelTransformer = OptionFlags.class,
        description = "Checks C or Java files for data races and assertion violations.",
        footer = { "", "Exit status: 0 no violation within the bounds, 1 violation, 2 usage or input error, "
                + "3 unknown (timeout, unsupported construct)." })
final class CheckCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Mixin
    private InputArguments input;

    @Option(names = "--format", paramLabel = "text|json|sarif", converter = FormatConverter.class,
            defaultValue = "text", description = "Report format. Default: ${DEFAULT-VALUE}.")
    private ReportFormat format;

    @Option(names = { "-v", "--verbose" }, description = "Print each phase of the check (property, run, formula "
            + "size, solving, replay, confirmed finding) to standard error, one line each with the elapsed time.")
    private boolean verbose;

    @Parameters(paramLabel = "FILE", arity = "1..*", description = "C or Java source files, checked as one program.")
    private List<Path> files;

    private final Engine engine;
    private final Measurement measurement;

    CheckCommand() {
        this(new PipelineEngine(), Measurement.SYSTEM);
    }

    CheckCommand(Engine engine, Measurement measurement) {
        this.engine = engine;
        this.measurement = measurement;
    }

    @Override
    public Integer call() {
        CheckOptions options = OptionFlags.checkOptions(spec);
        CheckInput checkInput = new CheckInput(files, input.pair(), input.includes(), input.defines(), input.models(),
                input.harnessClass());
        Optional<Path> missing = input.missing(files);
        if (missing.isPresent()) {
            spec.commandLine().getErr().println(CliMessages.noSuchFile(missing.get()));
            return ExitStatus.USAGE;
        }
        CheckResult result;
        try {
            CheckProgress progress = verbose ? new ProgressLines(spec.commandLine().getErr(), System::nanoTime)
                    : CheckProgress.NONE;
            result = measurement.run(engine, checkInput, options, spec.commandLine().getErr()::println, progress);
        } catch (InputException e) {
            spec.commandLine().getErr().println(e.diagnostic());
            return ExitStatus.USAGE;
        }
        spec.commandLine().getOut().print(format.render(result, version()));
        spec.commandLine().getOut().flush();
        return ExitStatus.of(result.verdict());
    }

    private static String version() {
        try {
            return ManifestVersion.bundleVersion();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Reads {@code --format} by {@link ReportFormat#key()}. */
    static final class FormatConverter implements ITypeConverter<ReportFormat> {
        @Override
        public ReportFormat convert(String value) {
            try {
                return ReportFormat.fromKey(value);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage());
            }
        }
    }
}
