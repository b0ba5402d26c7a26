package org.braid.cli.internal;

import java.io.PrintWriter;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.HelpCommand;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.Spec;

/** Entry point of the {@code braid} command. Add a subcommand by listing its class below. */
@Command(name = "braid", mixinStandardHelpOptions = true, versionProvider = ManifestVersion.class,
        description = "Finds data races and assertion violations in multithreaded C programs by context-bounded "
                + "analysis.",
        subcommands = { CheckCommand.class, BenchCommand.class, SimulateCommand.class, IrCommand.class,
            HelpCommand.class })
public final class Main implements Runnable {
    /** The command line was wrong: unknown option, bad value, missing file. */
    static final int USAGE = 2;
    /** No verdict: the check could not decide, or checking is not available. */
    static final int NO_VERDICT = 3;
    /** A bug in Braid. */
    static final int INTERNAL_ERROR = 4;

    @Spec
    private CommandSpec spec;

    public static void main(String[] args) {
        System.exit(run(new PrintWriter(System.out, true), new PrintWriter(System.err, true), args));
    }

    /** Runs {@code braid} with the given arguments and returns its exit status. */
    public static int run(PrintWriter out, PrintWriter err, String... args) {
        return new CommandLine(new Main())
                .setOut(out)
                .setErr(err)
                .setParameterExceptionHandler(Main::usageError)
                .setExecutionExceptionHandler(Main::internalError)
                .execute(args);
    }

    @Override
    public void run() {
        throw new ParameterException(spec.commandLine(), "missing command (see 'braid --help')");
    }

    private static int usageError(ParameterException e, String[] args) {
        String help = e.getCommandLine().getCommandSpec().qualifiedName() + " --help";
        String message = e.getMessage();
        if (!message.contains("--help")) {
            message += " (see '" + help + "')";
        }
        e.getCommandLine().getErr().println("braid: " + message);
        return USAGE;
    }

    private static int internalError(Exception e, CommandLine commandLine, ParseResult parseResult) {
        PrintWriter err = commandLine.getErr();
        err.println("braid: internal error, please report it with the output below");
        e.printStackTrace(err);
        return INTERNAL_ERROR;
    }
}
