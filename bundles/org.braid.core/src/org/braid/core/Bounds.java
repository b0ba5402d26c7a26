package org.braid.core;

import java.time.Duration;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * The bounds a check actually used, stated with every {@code no-violation-within-bounds}
 * verdict. Immutable and thread-safe.
 *
 * @param strategy the sequentialization
 * @param maxTs the KISS bound MAX (meaningful for {@link Strategy#KISS})
 * @param rounds the number of rounds K (meaningful for {@link Strategy#ROUNDS})
 * @param unwind the loop and recursion bound
 * @param threads the most threads simulated, the initial one included
 * @param timeout the time limit, {@link Duration#ZERO} for none
 * @param engine the engine; for {@link Engine#DPOR} the sequentialization bounds do not apply and
 *        its own bounds ({@link #dporMaxSteps()}, {@link #dporMaxExecutions()} and the fixed
 *        {@link #dporRepresentatives()}) do; never a {@link Engine#combines() combined} engine: bounds name the engine that
 *        produced the result
 * @param dporMaxSteps DPOR: the most interpreter steps of one execution ({@link CheckOption#DPOR_STEPS})
 * @param dporMaxExecutions DPOR: the most executions of one search ({@link CheckOption#DPOR_EXECUTIONS})
 */
public record Bounds(Strategy strategy, int maxTs, int rounds, int unwind, int threads, Duration timeout,
        Engine engine, long dporMaxSteps, long dporMaxExecutions) {

    public Bounds {
        Objects.requireNonNull(strategy, CheckOption.STRATEGY.key());
        CheckOption.MAX.checkRange(maxTs);
        CheckOption.ROUNDS.checkRange(rounds);
        CheckOption.UNWIND.checkRange(unwind);
        CheckOption.THREADS.checkRange(threads);
        Objects.requireNonNull(timeout, CheckOption.TIMEOUT.key());
        CheckOption.TIMEOUT.checkRange(timeout.toSeconds());
        Objects.requireNonNull(engine, CheckOption.ENGINE.key());
        if (engine.combines()) {
            throw new IllegalArgumentException("the bounds of a result name the engine that produced it, not "
                + engine.key());
        }
        CheckOption.DPOR_STEPS.checkRange(dporMaxSteps);
        CheckOption.DPOR_EXECUTIONS.checkRange(dporMaxExecutions);
    }

    /** The bounds of a check by {@code engine}, with DPOR's default bounds. */
    public Bounds(Strategy strategy, int maxTs, int rounds, int unwind, int threads, Duration timeout, Engine engine) {
        this(strategy, maxTs, rounds, unwind, threads, timeout, engine,
            Long.parseLong(CheckOption.DPOR_STEPS.defaultValue()),
            Long.parseLong(CheckOption.DPOR_EXECUTIONS.defaultValue()));
    }

    /** The bounds of a BMC check. */
    public Bounds(Strategy strategy, int maxTs, int rounds, int unwind, int threads, Duration timeout) {
        this(strategy, maxTs, rounds, unwind, threads, timeout, Engine.BMC);
    }

    /** DPOR: the most representative values of a nondeterministic integer wider than 2 bits. */
    public int dporRepresentatives() {
        return org.braid.core.internal.dpor.DporOptions.REPRESENTATIVES;
    }

    /**
     * The bounds that {@code options} ask for; for {@link Engine#combines() combined engines} those of the BMC (the
     * bounds the user sets; each engine of the portfolio states its own with its result).
     */
    public static Bounds of(CheckOptions options) {
        return new Bounds(options.strategy(), options.maxTs(), options.rounds(), options.unwind(), options.threads(),
                options.timeout(), options.engine().combines() ? Engine.BMC : options.engine(),
                options.dporSteps(), options.dporExecutions());
    }

    /**
     * For {@link Engine#DPOR}: the engine, its bounds and the timeout. Otherwise the bounds
     * that apply to {@link #strategy()}, keyed by {@link CheckOption#key()} in
     * registry order: strings for choices, {@link Long} for numbers (timeout in seconds).
     */
    public Map<String, Object> asMap() {
        Map<String, Object> map = new LinkedHashMap<>();
        if (engine == Engine.DPOR) {
            map.put(CheckOption.ENGINE.key(), engine.key());
            map.put("maxSteps", dporMaxSteps());
            map.put("maxExecutions", dporMaxExecutions());
            map.put("representatives", (long) dporRepresentatives());
            map.put(CheckOption.TIMEOUT.key(), timeout.toSeconds());
            return Collections.unmodifiableMap(map);
        }
        for (CheckOption option : CheckOption.values()) {
            if (option.isBound() && option.appliesTo(strategy)) {
                map.put(option.key(), valueOf(option));
            }
        }
        return Collections.unmodifiableMap(map);
    }

    private Object valueOf(CheckOption option) {
        return switch (option) {
            case STRATEGY -> strategy.key();
            case MAX -> (long) maxTs;
            case ROUNDS -> (long) rounds;
            case UNWIND -> (long) unwind;
            case THREADS -> (long) threads;
            case TIMEOUT -> timeout.toSeconds();
            case MAX_UNWIND, PROPERTIES, ENGINE, DPOR_STEPS, DPOR_EXECUTIONS -> throw new IllegalArgumentException(option.key() + " is not a bound");
        };
    }
}
