package org.braid.core.frontend;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A setting a {@link FrontEnd} understands, described the way {@link org.braid.core.CheckOption}
 * describes the check's options: a key, what its values are, and an English help text. Immutable.
 *
 * @param key the settings key, e.g. {@link #INCLUDE}
 * @param kind what each value is
 * @param repeatable whether the option takes any number of values (else at most one)
 * @param choices the allowed values of a {@link Kind#CHOICE}, else empty
 * @param defaultValue the value the front end uses when none is given, one of the choices of a
 *        {@link Kind#CHOICE}; empty when the option has none (no include directories, no macros)
 * @param description an English help text
 */
public record FrontEndOption(String key, Kind kind, boolean repeatable, List<String> choices, String defaultValue,
        String description) {

    /** Directories searched for included files ({@code -I}). */
    public static final String INCLUDE = "include";
    /** Macro definitions {@code NAME} or {@code NAME=VALUE} ({@code -D}). */
    public static final String DEFINE = "define";
    /** The user's own environment models, in the front end's language. */
    public static final String MODEL = "model";
    /**
     * A pair of entry points written in the front end's language ({@code Counter#increment,Counter#get}),
     * for a front end that builds its own pair harness (Java: a shared receiver first); the harness is
     * offered as a {@linkplain EntryPoint#programEntry() program entry}.
     */
    public static final String PAIR = "pair";
    /** A class whose public methods are checked pairwise, for a front end that builds such harnesses (Java). */
    public static final String CLASS = "class";
    /**
     * A test method {@code Class#method}, or a class whose test methods are each checked, run as the
     * test framework runs it, for a front end that builds such harnesses (Java: JUnit 5 and 4).
     */
    public static final String TEST = "test";
    /** Directories and archives of compiled classes the sources use, for their types (Java: {@code --classpath}). */
    public static final String CLASSPATH = "classpath";

    /** What a value is. */
    public enum Kind {
        /** A file or directory. */
        PATH,
        /** Free text. */
        TEXT,
        /** One of {@link FrontEndOption#choices()}. */
        CHOICE
    }

    public FrontEndOption {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(kind, "kind");
        choices = List.copyOf(choices);
        Objects.requireNonNull(defaultValue, "defaultValue");
        if (kind == Kind.CHOICE && !choices.contains(defaultValue)) {
            throw new IllegalArgumentException(key + ": the default '" + defaultValue + "' is none of " + choices);
        }
        Objects.requireNonNull(description, "description");
    }

    /** An option without a default value (a path or text option, e.g. {@link #INCLUDE}). */
    public FrontEndOption(String key, Kind kind, boolean repeatable, List<String> choices, String description) {
        this(key, kind, repeatable, choices, "", description);
    }

    /**
     * The problem with {@code value} as a value of this option, or empty if it is allowed: a
     * {@link Kind#CHOICE} takes one of its choices, e.g. {@code unknown value 'LLP64' (expected ILP32 or LP64)}.
     */
    public Optional<String> problem(String value) {
        if (kind != Kind.CHOICE || choices.contains(value)) {
            return Optional.empty();
        }
        List<String> expected = choices.subList(0, choices.size() - 1);
        String last = choices.get(choices.size() - 1);
        return Optional.of("unknown value '" + value + "' (expected "
                + (expected.isEmpty() ? last : String.join(", ", expected) + " or " + last) + ")");
    }
}
