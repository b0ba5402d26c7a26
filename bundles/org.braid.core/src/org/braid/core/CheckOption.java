package org.braid.core;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The option registry: every option of a check with its key, type, default, allowed values and
 * description. This is the only place that knows them; the command line's flags, the
 * preference page and its initializer, {@link CheckOptions} and the {@code bounds} of a report
 * all read it. Options of one language (C's include directories, data model) are not here: each
 * front end describes its own ({@link org.braid.core.frontend.FrontEnd#options()}). The descriptions are English help texts for the command line; the IDE shows its
 * own translated labels.
 *
 * <p>Immutable and thread-safe.
 */
public enum CheckOption {
    /** The sequentialization, one of {@link Strategy#key()}. */
    STRATEGY("strategy", ValueType.CHOICE, "kiss", Range.NONE, keys(Strategy.values()), null, true,
            "Sequentialization: kiss covers the balanced executions (KISS), rounds covers every execution "
                    + "with at most K round-robin rounds"),
    /** KISS: how many started threads may be pending at a time (MAX); 0 turns every thread start into a call. */
    MAX("maxTs", ValueType.INTEGER, "1", new Range(0, 64), List.of(), Strategy.KISS, true,
            "kiss: at most N started threads pending at a time (MAX); 0 runs each thread to completion "
                    + "when it starts"),
    /** Rounds: how many round-robin rounds over the threads (K). */
    ROUNDS("rounds", ValueType.INTEGER, "3", new Range(1, 64), List.of(), Strategy.ROUNDS, true,
            "rounds: K round-robin rounds over the threads"),
    /** How often loops are unwound and recursive calls inlined. */
    UNWIND("unwind", ValueType.INTEGER, "2", new Range(1, 1024), List.of(), null, true,
            "Unwind loops and inline recursive calls N times"),
    /**
     * Deepening: while the unwinding bound cut a loop or recursive call on a feasible path and time
     * remains, check again with the bound doubled, up to this ceiling; equal to {@link #UNWIND} (or
     * below it) for a fixed bound.
     */
    MAX_UNWIND("maxUnwind", ValueType.INTEGER, "8", new Range(1, 1024), List.of(), null, false,
            "Deepen: while a loop or recursion was cut and time remains, check again with --unwind doubled, "
                    + "up to N; an --unwind given without --max-unwind is fixed"),
    /** How many threads, the initial one included, a check simulates; more thread starts are cut. */
    THREADS("threads", ValueType.INTEGER, "4", new Range(1, 32), List.of(), null, true,
            "Simulate at most N threads including the initial one; an execution starting more is not explored"),
    /** Time limit of one check in seconds; 0 means none. */
    TIMEOUT("timeout", ValueType.INTEGER, "60", new Range(0, 86_400), List.of(), null, true,
            "Time limit of one check in seconds, 0 for none"),
    /** The properties checked: a comma-separated list of {@link Property#key()} or {@code all}. */
    PROPERTIES("properties", ValueType.CHOICE_SET, "all", Range.NONE, keys(Property.values()), null, false,
            "What to look for: race, assert, exception (uncaught Java exceptions) or all, comma-separated; "
                    + "the SV-COMP names no-data-race, unreach-call and no-uncaught-exception also work"),
    /** The checking method, one of {@link Engine#key()}. */
    ENGINE("engine", ValueType.CHOICE, "dpor-then-bmc", Range.NONE,
            Arrays.stream(Engine.values()).map(Engine::key).toList(), null, false,
            "Checking method: bmc (sequentialization and bounded model checking), dpor (stateless model "
                    + "checking with partial-order reduction, can prove a terminating program free of violations) "
                    + "auto (both at once, the first conclusive answer wins) or dpor-then-bmc (a short dpor search "
                    + "first, the bmc when it is not conclusive; one core, the same answer every time)"),
    /**
     * DPOR (engines {@code dpor} and {@code auto}): the most interpreter steps of one execution; a
     * longer execution is cut there, and a search with a cut execution cannot say {@code proved}.
     */
    DPOR_STEPS("dporSteps", ValueType.INTEGER, "10000", new Range(1, 100_000_000), List.of(), null, false,
            "dpor and auto: cut an execution after N interpreter steps (a search that cut one cannot prove)"),
    /**
     * DPOR (engines {@code dpor} and {@code auto}): the most executions of one search; the search
     * stops after them, and cannot say {@code proved}.
     */
    DPOR_EXECUTIONS("dporExecutions", ValueType.INTEGER, "200000", new Range(1, 1_000_000_000), List.of(), null,
            false, "dpor and auto: stop the search after N executions (a search stopped so cannot prove)");

    /** The type of an option's value. */
    public enum ValueType {
        /** A whole number within {@link CheckOption#minimum()} and {@link CheckOption#maximum()}. */
        INTEGER,
        /** One of {@link CheckOption#choices()}. */
        CHOICE,
        /** A comma-separated, non-empty list of {@link CheckOption#choices()}, or {@code all}. */
        CHOICE_SET
    }

    /** The word that stands for every choice of a {@link ValueType#CHOICE_SET} option. */
    public static final String ALL = "all";

    private record Range(int minimum, int maximum) {
        static final Range NONE = new Range(0, 0);
    }

    private final String key;
    private final ValueType type;
    private final String defaultValue;
    private final Range range;
    private final List<String> choices;
    private final Strategy onlyFor;
    private final boolean bound;
    private final String description;

    CheckOption(String key, ValueType type, String defaultValue, Range range, List<String> choices, Strategy onlyFor,
            boolean bound, String description) {
        this.key = key;
        this.type = type;
        this.defaultValue = defaultValue;
        this.range = range;
        this.choices = List.copyOf(choices);
        this.onlyFor = onlyFor;
        this.bound = bound;
        this.description = description;
    }

    private static List<String> keys(Strategy[] strategies) {
        return Arrays.stream(strategies).map(Strategy::key).toList();
    }

    private static List<String> keys(Property[] properties) {
        return Arrays.stream(properties).map(Property::key).toList();
    }

    /** The name of the option in preferences and reports, e.g. {@code maxTs}. */
    public String key() {
        return key;
    }

    public ValueType type() {
        return type;
    }

    /** The default value in text form, as {@link CheckOptions#from} reads it. */
    public String defaultValue() {
        return defaultValue;
    }

    /** The smallest allowed value of an {@link ValueType#INTEGER} option. */
    public int minimum() {
        return range.minimum();
    }

    /** The largest allowed value of an {@link ValueType#INTEGER} option. */
    public int maximum() {
        return range.maximum();
    }

    /** The allowed values of a choice option, in display order; empty for integers. */
    public List<String> choices() {
        return choices;
    }

    /** The one strategy this option belongs to, or empty if it applies to every strategy. */
    public Optional<Strategy> onlyFor() {
        return Optional.ofNullable(onlyFor);
    }

    /** Whether this option has an effect under {@code strategy}. */
    public boolean appliesTo(Strategy strategy) {
        return onlyFor == null || onlyFor == strategy;
    }

    /**
     * Whether this option has an effect with {@code engine}: the DPOR bounds only with
     * {@link Engine#DPOR}, {@link Engine#AUTO} and {@link Engine#DPOR_THEN_BMC}, every other option
     * with every engine.
     */
    public boolean appliesTo(Engine engine) {
        return !isDporBound() || engine != Engine.BMC;
    }

    /** Whether this option bounds the DPOR engine's search ({@link #DPOR_STEPS}, {@link #DPOR_EXECUTIONS}). */
    public boolean isDporBound() {
        return this == DPOR_STEPS || this == DPOR_EXECUTIONS;
    }

    /**
     * Whether this option is one of the BMC's bounds a report states ({@link Bounds}); the DPOR
     * bounds ({@link #isDporBound()}) are stated by DPOR's results instead.
     */
    public boolean isBound() {
        return bound;
    }

    /** An English one-line help text. */
    public String description() {
        return description;
    }

    /**
     * Checks that {@code value} is within this integer option's range.
     *
     * @throws InvalidOptionException if it is not
     */
    int checkRange(long value) {
        if (value < range.minimum() || value > range.maximum()) {
            throw new InvalidOptionException(this, "must be between " + range.minimum() + " and " + range.maximum()
                    + ", was " + value);
        }
        return (int) value;
    }
}
