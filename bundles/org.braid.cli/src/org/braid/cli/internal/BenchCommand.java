package org.braid.cli.internal;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.stream.Stream;

import org.braid.core.CheckOptions;
import org.braid.core.CheckResult;
import org.braid.core.frontend.FrontEnds;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code braid bench DIR [options]}: checks every {@code .c} and {@code .i} file under DIR on its
 * own, in sorted order, with the same options as {@code check}, and prints one table row per file
 * (verdict, findings, time, peak memory, SAT size), the medians and a summary ({@link BenchTable}); with
 * {@code --baseline} also the comparison with an earlier run ({@link BenchBaseline}). Exit status 0, or 2 if DIR,
 * the baseline or an option is wrong or a file could not be read. A front end's own flag
 * ({@link FrontEndFlags}, e.g. {@code --data-model}) applies to the files of the front ends that have it.
 */
@Command(name = "bench", mixinStandardHelpOptions = true, modelTransformer = OptionFlags.class,
        description = "Checks every source file under DIR (.c, .i, .java) on its own and tabulates verdicts, time, memory and SAT size, "
            + "then how many were decided, violations in *-safe files, *-unsafe files without one, and unknown reasons.")
final class BenchCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Mixin
    private InputArguments input;

    @Parameters(paramLabel = "DIR", description = "Folder whose source files (.c, .i, .java: those an installed front end reads; also in subfolders) are checked.")
    private Path directory;

    @Option(names = "--baseline", paramLabel = "FILE", description = "The saved output of an earlier 'braid bench' "
            + "of the same folder (e.g. of the previous commit, see releng/bench-compare.sh): each row also shows the "
            + "baseline's time, the time and clause ratios (now / before) and a changed verdict; the summary adds the "
            + "median and total ratios.")
    private Path baselineFile;

    private final Engine engine;
    private final Measurement measurement;

    BenchCommand() {
        this(new PipelineEngine(), Measurement.SYSTEM);
    }

    BenchCommand(Engine engine, Measurement measurement) {
        this.engine = engine;
        this.measurement = measurement;
    }

    @Override
    public Integer call() {
        CheckOptions options = OptionFlags.checkOptions(spec);
        CheckInput settings = new CheckInput(List.of(), input.pair(), input.includes(), input.defines(),
                input.models(), input.harnessClass(), input.classpath(), input.test(), FrontEndFlags.settings(spec));
        PrintWriter err = spec.commandLine().getErr();
        if (!Files.isDirectory(directory)) {
            err.println(CliMessages.noSuchDirectory(directory));
            return ExitStatus.USAGE;
        }
        Optional<Path> missing = input.missing(List.of());
        if (missing.isPresent()) {
            err.println(CliMessages.noSuchFile(missing.get()));
            return ExitStatus.USAGE;
        }
        Optional<BenchBaseline> baseline = Optional.empty();
        if (baselineFile != null) {
            try {
                baseline = Optional.of(BenchBaseline.read(baselineFile));
            } catch (InputException e) {
                err.println(e.diagnostic());
                return ExitStatus.USAGE;
            }
        }
        FrontEnds frontEnds = InstalledFrontEnds.find();
        List<Path> files = sourceFiles(directory, frontEnds);
        BenchTable table = new BenchTable(files.stream().map(file -> directory.relativize(file).toString()).toList(),
                baseline);
        int status = ExitStatus.NO_VIOLATION;
        for (Path file : files) {
            String name = directory.relativize(file).toString();
            try {
                CheckInput one = settings.withFiles(List.of(file)).withFrontEndFlags(settings.frontEndFlags()
                        .restrictedTo(frontEnds.forFile(file).orElseThrow()));
                CheckResult result = measurement.run(engine, one, options, err::println);
                table.add(name, result);
            } catch (InputException e) {
                err.println(e.diagnostic());
                table.addInputError(name);
                status = ExitStatus.USAGE;
            }
        }
        table.print(spec.commandLine().getOut());
        return status;
    }

    /** The files under {@code directory} that an installed front end reads, sorted by path. */
    static List<Path> sourceFiles(Path directory, FrontEnds frontEnds) {
        try (Stream<Path> walk = Files.walk(directory)) {
            List<Path> files = new ArrayList<>(walk
                    .filter(file -> frontEnds.forFile(file).isPresent() && Files.isRegularFile(file))
                    .toList());
            files.sort(null);
            return files;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
