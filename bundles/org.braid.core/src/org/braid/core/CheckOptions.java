package org.braid.core;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;

/**
 * The strategy, bounds and properties of one check. Built and validated from the option
 * registry {@link CheckOption} by {@link #fromArguments} (command line) or {@link #from}
 * (stored settings); the canonical constructor checks every value's range. Immutable and
 * thread-safe.
 *
 * @param strategy how the concurrent program is sequentialized
 * @param maxTs KISS bound MAX on pending threads ({@link CheckOption#MAX})
 * @param rounds number of round-robin rounds K ({@link CheckOption#ROUNDS})
 * @param unwind loop and recursion bound ({@link CheckOption#UNWIND}), the first one when deepening
 * @param maxUnwind the deepening ceiling of the unwinding bound ({@link CheckOption#MAX_UNWIND});
 *        at most {@code unwind} for a fixed bound
 * @param threads most threads simulated, the initial one included ({@link CheckOption#THREADS})
 * @param timeout time limit of the check in whole seconds, {@link Duration#ZERO} for none
 * @param properties what to look for, not empty
 * @param engine the checking method ({@link CheckOption#ENGINE})
 * @param dporSteps DPOR: the most interpreter steps of one execution ({@link CheckOption#DPOR_STEPS})
 * @param dporExecutions DPOR: the most executions of one search ({@link CheckOption#DPOR_EXECUTIONS})
 */
public record CheckOptions(Strategy strategy, int maxTs, int rounds, int unwind, int maxUnwind, int threads,
        Duration timeout, Set<Property> properties, Engine engine, int dporSteps, int dporExecutions) {

    public CheckOptions {
        Objects.requireNonNull(strategy, CheckOption.STRATEGY.key());
        CheckOption.MAX.checkRange(maxTs);
        CheckOption.ROUNDS.checkRange(rounds);
        CheckOption.UNWIND.checkRange(unwind);
        CheckOption.MAX_UNWIND.checkRange(maxUnwind);
        CheckOption.THREADS.checkRange(threads);
        Objects.requireNonNull(timeout, CheckOption.TIMEOUT.key());
        if (timeout.toNanos() % 1_000_000_000L != 0) {
            throw new InvalidOptionException(CheckOption.TIMEOUT, "must be whole seconds, was " + timeout);
        }
        CheckOption.TIMEOUT.checkRange(timeout.toSeconds());
        if (properties.isEmpty()) {
            throw new InvalidOptionException(CheckOption.PROPERTIES, "must name at least one property");
        }
        properties = Collections.unmodifiableSet(EnumSet.copyOf(properties));
        Objects.requireNonNull(engine, CheckOption.ENGINE.key());
        CheckOption.DPOR_STEPS.checkRange(dporSteps);
        CheckOption.DPOR_EXECUTIONS.checkRange(dporExecutions);
    }

    /** Options with DPOR's default bounds. */
    public CheckOptions(Strategy strategy, int maxTs, int rounds, int unwind, int maxUnwind, int threads,
            Duration timeout, Set<Property> properties, Engine engine) {
        this(strategy, maxTs, rounds, unwind, maxUnwind, threads, timeout, properties, engine,
            Integer.parseInt(CheckOption.DPOR_STEPS.defaultValue()),
            Integer.parseInt(CheckOption.DPOR_EXECUTIONS.defaultValue()));
    }

    /** Options for the BMC ({@link Engine#BMC}), as the tests of its pipeline use them. */
    public CheckOptions(Strategy strategy, int maxTs, int rounds, int unwind, int maxUnwind, int threads,
            Duration timeout, Set<Property> properties) {
        this(strategy, maxTs, rounds, unwind, maxUnwind, threads, timeout, properties, Engine.BMC);
    }

    /** Options with a fixed unwinding bound (no deepening). */
    public CheckOptions(Strategy strategy, int maxTs, int rounds, int unwind, int threads, Duration timeout,
            Set<Property> properties) {
        this(strategy, maxTs, rounds, unwind, unwind, threads, timeout, properties);
    }

    /**
     * How many property searches a check with these options runs, one after the other: the
     * assertion search (for {@link Property#ASSERT} and {@link Property#EXCEPTION} alike) and the
     * race search, each when one of its properties is selected. Progress is split among them.
     */
    public int searches() {
        return (properties.contains(Property.ASSERT) || properties.contains(Property.EXCEPTION) ? 1 : 0)
            + (properties.contains(Property.RACE) ? 1 : 0);
    }

    /** Whether a check deepens the unwinding bound while it cuts the search. */
    public boolean deepens() {
        return maxUnwind > unwind;
    }

    /** These options with another unwinding bound (a deepening step). */
    public CheckOptions withUnwind(int newUnwind) {
        return new CheckOptions(strategy, maxTs, rounds, newUnwind, maxUnwind, threads, timeout, properties, engine,
            dporSteps, dporExecutions);
    }

    /** These options with another engine. */
    public CheckOptions withEngine(Engine newEngine) {
        return new CheckOptions(strategy, maxTs, rounds, unwind, maxUnwind, threads, timeout, properties, newEngine,
            dporSteps, dporExecutions);
    }

    /** These options with another bound on DPOR's executions. */
    public CheckOptions withDporExecutions(int newDporExecutions) {
        return new CheckOptions(strategy, maxTs, rounds, unwind, maxUnwind, threads, timeout, properties, engine,
            dporSteps, newDporExecutions);
    }

    /** The options with every {@link CheckOption#defaultValue()}. */
    public static CheckOptions defaults() {
        return from(option -> null);
    }

    /**
     * Builds options from the values a user gave explicitly, e.g. command-line arguments.
     * Giving an option that does not apply to the chosen strategy (such as {@code rounds} with
     * strategy {@code kiss}) is an error.
     *
     * @param given the text value of an option, or {@code null} if it was not given
     * @throws InvalidOptionException naming the first option whose value is wrong
     */
    public static CheckOptions fromArguments(Function<CheckOption, String> given) {
        return build(given, true);
    }

    /**
     * Builds options from stored settings, e.g. preferences, which hold a value for every option
     * whatever the strategy. Options that do not apply to the chosen strategy are validated and
     * kept but have no effect.
     *
     * @param lookup the text value of an option, or {@code null} to use its default
     * @throws InvalidOptionException naming the first option whose value is wrong
     */
    public static CheckOptions from(Function<CheckOption, String> lookup) {
        return build(lookup, false);
    }

    /**
     * The one place that parses and validates option values and their combination. An unwinding
     * bound given without a deepening ceiling is fixed: the ceiling is the bound itself.
     */
    private static CheckOptions build(Function<CheckOption, String> lookup, boolean rejectInapplicable) {
        Function<CheckOption, String> text = option -> Objects.requireNonNullElse(lookup.apply(option),
                option.defaultValue()).strip();
        Strategy strategy = Strategy.fromKey(choice(CheckOption.STRATEGY, text.apply(CheckOption.STRATEGY)));
        Engine engine = Engine.fromKey(choice(CheckOption.ENGINE, text.apply(CheckOption.ENGINE)));
        if (rejectInapplicable) {
            for (CheckOption option : CheckOption.values()) {
                if (!option.appliesTo(strategy) && lookup.apply(option) != null) {
                    throw new InvalidOptionException(option, "applies only to strategy "
                            + option.onlyFor().orElseThrow().key() + ", not " + strategy.key());
                }
                if (!option.appliesTo(engine) && lookup.apply(option) != null) {
                    throw new InvalidOptionException(option, "applies only to engines " + Engine.DPOR.key() + ", "
                            + Engine.AUTO.key() + " and " + Engine.DPOR_THEN_BMC.key() + ", not " + engine.key());
                }
            }
        }
        return new CheckOptions(strategy,
                number(CheckOption.MAX, text.apply(CheckOption.MAX)),
                number(CheckOption.ROUNDS, text.apply(CheckOption.ROUNDS)),
                number(CheckOption.UNWIND, text.apply(CheckOption.UNWIND)),
                lookup.apply(CheckOption.UNWIND) != null && lookup.apply(CheckOption.MAX_UNWIND) == null
                        ? number(CheckOption.UNWIND, text.apply(CheckOption.UNWIND))
                        : number(CheckOption.MAX_UNWIND, text.apply(CheckOption.MAX_UNWIND)),
                number(CheckOption.THREADS, text.apply(CheckOption.THREADS)),
                Duration.ofSeconds(number(CheckOption.TIMEOUT, text.apply(CheckOption.TIMEOUT))),
                properties(text.apply(CheckOption.PROPERTIES)),
                engine,
                number(CheckOption.DPOR_STEPS, text.apply(CheckOption.DPOR_STEPS)),
                number(CheckOption.DPOR_EXECUTIONS, text.apply(CheckOption.DPOR_EXECUTIONS)));
    }

    /** The text form of one option's value; {@link #from} reads it back. */
    public String valueOf(CheckOption option) {
        return switch (option) {
            case STRATEGY -> strategy.key();
            case MAX -> Integer.toString(maxTs);
            case ROUNDS -> Integer.toString(rounds);
            case UNWIND -> Integer.toString(unwind);
            case MAX_UNWIND -> Integer.toString(maxUnwind);
            case THREADS -> Integer.toString(threads);
            case TIMEOUT -> Long.toString(timeout.toSeconds());
            case PROPERTIES -> properties.size() == Property.values().length ? CheckOption.ALL
                    : String.join(",", properties.stream().map(Property::key).toList());
            case ENGINE -> engine.key();
            case DPOR_STEPS -> Integer.toString(dporSteps);
            case DPOR_EXECUTIONS -> Integer.toString(dporExecutions);
        };
    }

    /** Whether {@code property} is checked. */
    public boolean checks(Property property) {
        return properties.contains(property);
    }

    private static int number(CheckOption option, String value) {
        long number;
        try {
            number = Long.parseLong(value);
        } catch (NumberFormatException e) {
            throw new InvalidOptionException(option, "'" + value + "' is not a whole number");
        }
        return option.checkRange(number);
    }

    private static String choice(CheckOption option, String value) {
        if (!option.choices().contains(value)) {
            throw new InvalidOptionException(option, unknownChoice(option, value));
        }
        return value;
    }

    private static Set<Property> properties(String value) {
        Set<Property> properties = EnumSet.noneOf(Property.class);
        for (String name : value.split(",", -1)) {
            String item = name.strip();
            if (item.equals(CheckOption.ALL)) {
                properties.addAll(EnumSet.allOf(Property.class));
            } else {
                try {
                    properties.add(Property.fromName(item));
                } catch (IllegalArgumentException e) {
                    throw new InvalidOptionException(CheckOption.PROPERTIES, e.getMessage());
                }
            }
        }
        return properties;
    }

    private static String unknownChoice(CheckOption option, Object value) {
        List<String> expected = new ArrayList<>(option.choices());
        String last = expected.remove(expected.size() - 1);
        return "unknown value '" + value + "' (expected " + String.join(", ", expected) + " or " + last + ")";
    }
}
