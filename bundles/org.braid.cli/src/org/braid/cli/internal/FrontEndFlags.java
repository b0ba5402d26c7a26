package org.braid.cli.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.braid.c.CFrontEnd;
import org.braid.core.frontend.FrontEnd;
import org.braid.core.frontend.FrontEndOption;
import org.braid.core.frontend.FrontEndSettings;
import org.braid.core.frontend.FrontEnds;

import picocli.CommandLine.IModelTransformer;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParameterException;

/**
 * The command-line flags of front-end options that every command reading source files offers
 * ({@link #KEYS}: C's data model, {@code --data-model}), each described by the installed front end
 * that declares it ({@link FrontEndOption}: help text, choices, default), as {@link OptionFlags}
 * describes the check options by the core's registry. A flag is passed to the front end only when
 * given, so the front end's own default applies otherwise, and a front end that does not declare
 * the option rejects it ({@link PipelineEngine#lower}).
 */
final class FrontEndFlags implements IModelTransformer {

    /** The keys of the front-end options offered as flags of their own. */
    private static final List<String> KEYS = List.of(CFrontEnd.DATA_MODEL);

    /** The flag of a front-end option: its key in kebab case, {@code dataModel} is {@code --data-model}. */
    static String flag(String key) {
        return "--" + key.replaceAll("([a-z0-9])([A-Z])", "$1-$2").toLowerCase(Locale.ROOT);
    }

    @Override
    public CommandSpec transform(CommandSpec command) {
        addTo(command);
        return command;
    }

    /** Adds the flag of each option of {@link #KEYS} that an installed front end declares to {@code command}. */
    static void addTo(CommandSpec command) {
        for (FrontEndOption option : Declared.OPTIONS) {
            String label = option.kind() == FrontEndOption.Kind.CHOICE ? String.join("|", option.choices())
                    : option.kind().name();
            String fallback = option.defaultValue().isEmpty() ? "" : " Default: " + option.defaultValue() + ".";
            command.addOption(OptionSpec.builder(flag(option.key()))
                    .paramLabel(label)
                    .type(String.class)
                    .description(option.description() + "." + fallback)
                    .build());
        }
    }

    /**
     * The front-end options given on the command line of {@code command}, nothing for a flag not given.
     *
     * @throws ParameterException naming the flag if a value is not one its front end allows
     */
    static FrontEndSettings settings(CommandSpec command) {
        FrontEndSettings given = FrontEndSettings.NONE;
        for (FrontEndOption option : Declared.OPTIONS) {
            String value = command.findOption(flag(option.key())).getValue();
            if (value != null) {
                Optional<String> problem = option.problem(value.strip());
                if (problem.isPresent()) {
                    throw new ParameterException(command.commandLine(),
                            CliMessages.invalidOption(flag(option.key()), problem.get()));
                }
                given = given.with(option.key(), value.strip());
            }
        }
        return given;
    }

    /** Whether {@code key} is the key of a front-end option offered as a flag ({@link #KEYS}). */
    static boolean isFlag(String key) {
        return KEYS.contains(key);
    }

    /** The languages of the installed front ends that declare {@code key}, e.g. {@code [C]}. */
    static List<String> languagesWith(FrontEnds frontEnds, String key) {
        return frontEnds.all().stream().filter(frontEnd -> declares(frontEnd, key)).map(FrontEnd::language).toList();
    }

    /** Whether {@code frontEnd} declares the option {@code key}. */
    static boolean declares(FrontEnd frontEnd, String key) {
        return frontEnd.options().stream().anyMatch(option -> option.key().equals(key));
    }

    /** The options of {@link #KEYS} as the first installed front end that declares each describes it. */
    private static final class Declared {
        static final List<FrontEndOption> OPTIONS = find(InstalledFrontEnds.find());

        private static List<FrontEndOption> find(FrontEnds frontEnds) {
            List<FrontEndOption> found = new ArrayList<>();
            for (String key : KEYS) {
                frontEnds.all().stream().flatMap(frontEnd -> frontEnd.options().stream())
                        .filter(option -> option.key().equals(key)).findFirst().ifPresent(found::add);
            }
            return List.copyOf(found);
        }
    }
}
