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
 */
public record Bounds(Strategy strategy, int maxTs, int rounds, int unwind, int threads, Duration timeout) {

    public Bounds {
        Objects.requireNonNull(strategy, CheckOption.STRATEGY.key());
        CheckOption.MAX.checkRange(maxTs);
        CheckOption.ROUNDS.checkRange(rounds);
        CheckOption.UNWIND.checkRange(unwind);
        CheckOption.THREADS.checkRange(threads);
        Objects.requireNonNull(timeout, CheckOption.TIMEOUT.key());
        CheckOption.TIMEOUT.checkRange(timeout.toSeconds());
    }

    /** The bounds that {@code options} ask for. */
    public static Bounds of(CheckOptions options) {
        return new Bounds(options.strategy(), options.maxTs(), options.rounds(), options.unwind(), options.threads(),
                options.timeout());
    }

    /**
     * The bounds that apply to {@link #strategy()}, keyed by {@link CheckOption#key()} in
     * registry order: strings for choices, {@link Long} for numbers (timeout in seconds).
     */
    public Map<String, Object> asMap() {
        Map<String, Object> map = new LinkedHashMap<>();
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
            case MAX_UNWIND, PROPERTIES, DATA_MODEL, ENGINE -> throw new IllegalArgumentException(option.key() + " is not a bound");
        };
    }
}
