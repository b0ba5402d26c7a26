package org.braid.cli.internal;

import org.braid.core.CheckOption;
import org.braid.core.CheckOptions;
import org.braid.core.InvalidOptionException;

import picocli.CommandLine.IModelTransformer;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParameterException;

/**
 * The command-line flags of the option registry {@link CheckOption}: adds one {@code --flag} per
 * option (text-valued, so that the core parses and validates it) with the registry's
 * description and default, and builds {@link CheckOptions} from what was given. The commands that
 * check also take the front ends' own flags ({@link FrontEndFlags}, e.g. {@code --data-model}).
 */
public final class OptionFlags implements IModelTransformer {

    /** The flag of an option. */
    static String flag(CheckOption option) {
        return switch (option) {
            case STRATEGY -> "--strategy";
            case MAX -> "--max-ts";
            case ROUNDS -> "--rounds";
            case UNWIND -> "--unwind";
            case MAX_UNWIND -> "--max-unwind";
            case THREADS -> "--threads";
            case TIMEOUT -> "--timeout";
            case PROPERTIES -> "--property";
            case ENGINE -> "--engine";
            case DPOR_STEPS -> "--dpor-steps";
            case DPOR_EXECUTIONS -> "--dpor-executions";
        };
    }

    private static String paramLabel(CheckOption option) {
        return switch (option.type()) {
            case INTEGER -> option == CheckOption.TIMEOUT ? "SECONDS" : "N";
            case CHOICE -> String.join("|", option.choices());
            case CHOICE_SET -> String.join("|", option.choices()) + "|" + CheckOption.ALL;
        };
    }

    @Override
    public CommandSpec transform(CommandSpec command) {
        for (CheckOption option : CheckOption.values()) {
            String range = option.type() == CheckOption.ValueType.INTEGER
                    ? " Range: " + option.minimum() + ".." + option.maximum() + "." : "";
            command.addOption(OptionSpec.builder(flag(option))
                    .paramLabel(paramLabel(option))
                    .type(String.class)
                    .description(option.description() + "." + range + " Default: " + option.defaultValue() + ".")
                    .build());
        }
        FrontEndFlags.addTo(command);
        return command;
    }

    /**
     * The check options given on the command line of {@code command}, the rest defaulted.
     *
     * @throws ParameterException naming the flag if a value is wrong or does not fit the strategy
     */
    static CheckOptions checkOptions(CommandSpec command) {
        try {
            return CheckOptions.fromArguments(option -> command.findOption(flag(option)).getValue());
        } catch (InvalidOptionException e) {
            throw new ParameterException(command.commandLine(),
                    CliMessages.invalidOption(flag(e.option()), e.problem()), e);
        }
    }
}
