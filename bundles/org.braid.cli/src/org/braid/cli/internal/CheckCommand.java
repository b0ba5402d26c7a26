package org.braid.cli.internal;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;

import org.braid.cli.internal.format.ReportFormat;
import org.braid.core.CheckOption;
import org.braid.core.CheckOptions;
import org.braid.core.CheckProgress;
import org.braid.core.CheckResult;
import org.braid.core.suppression.Review;
import org.braid.core.Disagreement;
import org.braid.core.Portfolio;

import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.TypeConversionException;

/**
 * {@code braid check [options] FILE...}: lowers the C files into one program, checks it and
 * prints a report; {@code --cross-check} runs both engines and fails if they disagree. Exit status:
 * see {@link ExitStatus}. The check options come from the option
 * registry through {@link OptionFlags}, the front ends' own flags through {@link FrontEndFlags}.
 */
@Command(name = "check", mixinStandardHelpOptions = true, modelTransformer = OptionFlags.class,
        description = "Checks C or Java files for data races and assertion violations.",
        footer = { "", "Exit status: 0 no violation within the bounds, 1 violation, 2 usage or input error, "
                + "3 unknown (timeout, unsupported construct), 4 internal error, 5 --cross-check found the engines "
                + "disagreeing.",
            "Suppressed findings (a 'braid: benign-race(reason)' comment at a race's access, or an entry of the "
                + "suppression file) are listed apart and do not make the status 1." })
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

    @Option(names = "--suppressions", paramLabel = "FILE", description = "The suppression file (default: the "
            + "nearest .braid-suppressions in the first FILE's directory or a parent directory).")
    private Path suppressions;

    @Option(names = "--cross-check", description = "Run both engines (bmc and dpor) to the end, at once, report "
            + "the result --engine auto would give, and fail with exit status 5 if they disagree within their common "
            + "bounds (one reports a replayed bug that the other's search covered and missed). Not with --engine.")
    private boolean crossCheck;

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
        if (crossCheck && spec.findOption(OptionFlags.flag(CheckOption.ENGINE)).getValue() != null) {
            throw new ParameterException(spec.commandLine(), CliMessages.invalidOption("--cross-check",
                "runs both engines; it cannot be combined with --engine"));
        }
        CheckInput checkInput = new CheckInput(files, input.pair(), input.includes(), input.defines(), input.models(),
                input.harnessClass(), input.classpath(), input.test(), FrontEndFlags.settings(spec));
        Optional<Path> missing = input.missing(files).or(() -> Optional.ofNullable(suppressions)
                .filter(file -> !java.nio.file.Files.isRegularFile(file)));
        if (missing.isPresent()) {
            spec.commandLine().getErr().println(CliMessages.noSuchFile(missing.get()));
            return ExitStatus.USAGE;
        }
        CheckResult result;
        SuppressionLookup accepted;
        try {
            accepted = SuppressionLookup.load(Optional.ofNullable(suppressions), files);
            CheckProgress progress = verbose ? new ProgressLines(spec.commandLine().getErr(), System::nanoTime)
                    : CheckProgress.NONE;
            result = measurement.run(crossCheck ? engine.crossChecking() : engine, checkInput, options,
                spec.commandLine().getErr()::println, progress);
        } catch (InputException e) {
            spec.commandLine().getErr().println(e.diagnostic());
            return ExitStatus.USAGE;
        }
        Review review = accepted.review(result);
        accepted.deprecations(review).forEach(spec.commandLine().getErr()::println);
        spec.commandLine().getOut().print(format.render(result, review, version()));
        spec.commandLine().getOut().flush();
        List<Disagreement> disagreements = result.portfolio().map(Portfolio::disagreements).orElse(List.of());
        if (!disagreements.isEmpty()) {
            spec.commandLine().getErr().println(CliMessages.crossCheckFailed(disagreements.size()));
            disagreements.forEach(d -> spec.commandLine().getErr().println(CliMessages.disagreement(d)));
            return ExitStatus.DISAGREEMENT;
        }
        return ExitStatus.of(result, review);
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
