package org.braid.cli.internal;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;

import org.braid.core.frontend.EntryPoint;
import org.braid.core.frontend.Lowering;
import org.braid.core.internal.harness.Harness;
import org.braid.core.internal.harness.HarnessException;
import org.braid.core.internal.harness.HarnessSpec;
import org.braid.core.internal.harness.Harnesses;
import org.braid.core.internal.interp.ExecutionText;
import org.braid.core.internal.interp.InterpreterOptions;
import org.braid.core.internal.interp.Run;
import org.braid.core.internal.interp.Simulation;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code braid simulate [options] FILE...}: lowers the C files, closes them with the harness
 * ({@code main}, or {@code --pair F,G}) and runs the program on the concrete interpreter with
 * random schedules and inputs ({@link Simulation}) until a run hits a bug: a failed assertion, a
 * data race or a memory error. Prints the first bug with its interleaving, one line per step.
 * The same {@code --seed} gives the same runs.
 */
@Command(name = "simulate", mixinStandardHelpOptions = true, modelTransformer = FrontEndFlags.class,
        description = "Runs C files on random schedules and inputs and reports the first bug found.",
        footer = { "", "Exit status: 0 no bug found, 1 bug found, 2 usage or input error." })
final class SimulateCommand implements Callable<Integer> {
    static final int NO_BUG = 0;
    static final int BUG = 1;

    @Spec
    private CommandSpec spec;

    @Mixin
    private InputArguments input;

    @Option(names = "--runs", paramLabel = "N", defaultValue = "1000",
            description = "Number of random runs. Default: ${DEFAULT-VALUE}.")
    private int runs;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "0",
            description = "Seed of the random choices. Default: ${DEFAULT-VALUE}.")
    private long seed;

    @Option(names = "--max-steps", paramLabel = "N", defaultValue = "100000",
            description = "Steps per run before it is cut off. Default: ${DEFAULT-VALUE}.")
    private long maxSteps;

    @Parameters(paramLabel = "FILE", arity = "1..*", description = "C source files, run as one program.")
    private List<Path> files;

    @Override
    public Integer call() {
        if (runs < 1) {
            throw new ParameterException(spec.commandLine(), CliMessages.invalidOption("--runs", "must be at least 1"));
        }
        if (maxSteps < 1) {
            throw new ParameterException(spec.commandLine(),
                    CliMessages.invalidOption("--max-steps", "must be at least 1"));
        }
        Optional<List<String>> pair = input.pair();
        if (input.harnessClass().isPresent()) {
            throw new ParameterException(spec.commandLine(), CliMessages.invalidOption("--class",
                    "simulate runs one harness; name one method pair with --pair Class#m1,Class#m2"));
        }
        Optional<Path> missing = input.missing(files);
        if (missing.isPresent()) {
            spec.commandLine().getErr().println(CliMessages.noSuchFile(missing.get()));
            return Main.USAGE;
        }
        CheckInput checkInput = new CheckInput(files, pair, input.includes(), input.defines(), input.models())
                .withFrontEndFlags(FrontEndFlags.settings(spec));
        Lowering lowered;
        try {
            lowered = PipelineEngine.lower(InstalledFrontEnds.find(), checkInput);
        } catch (InputException e) {
            spec.commandLine().getErr().println(e.diagnostic());
            return Main.USAGE;
        }
        lowered.diagnostics().forEach(d -> spec.commandLine().getErr().println(d));
        HarnessSpec harnessSpec = pair.isPresent() && !checkInput.frontEndPair()
                ? new HarnessSpec.Pair(pair.get().get(0), pair.get().get(1), false)
                : new HarnessSpec.Main(lowered.programEntry().map(EntryPoint::procedure).orElse("main"));
        Harness harness;
        try {
            harness = Harnesses.build(lowered.program(), harnessSpec);
        } catch (HarnessException e) {
            spec.commandLine().getErr().println("braid: " + e.getMessage());
            return Main.USAGE;
        }
        Simulation.Result result = Simulation.run(harness.program(), harness.entry(), runs, seed,
                new InterpreterOptions(maxSteps, true));
        if (result.bug().isPresent()) {
            Run bug = result.bug().get();
            spec.commandLine().getOut().println("bug found in run " + result.runs() + " of " + runs + " (seed " + seed
                    + "): " + ExecutionText.describe(bug));
            spec.commandLine().getOut().println();
            spec.commandLine().getOut().print(ExecutionText.render(bug.execution()));
            String racing = ExecutionText.racingSteps(bug);
            if (!racing.isEmpty()) {
                spec.commandLine().getOut().println("-- both threads' next steps access the same location:");
                spec.commandLine().getOut().print(racing);
            }
            spec.commandLine().getOut().flush();
            return BUG;
        }
        spec.commandLine().getOut().println("no bug found in " + runs + " random runs (seed " + seed + ")"
                + cutShort(result));
        return NO_BUG;
    }

    private String cutShort(Simulation.Result result) {
        StringBuilder text = new StringBuilder();
        if (result.deadlocks() > 0) {
            text.append("; ").append(result.deadlocks()).append(" ended with every thread blocked");
        }
        if (result.stepLimits() > 0) {
            text.append("; ").append(result.stepLimits()).append(" cut off at ").append(maxSteps).append(" steps");
        }
        return text.toString();
    }
}
