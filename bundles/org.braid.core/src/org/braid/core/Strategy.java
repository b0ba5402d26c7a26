package org.braid.core;

/** How the concurrent program is turned into a sequential one. */
public enum Strategy {
    /**
     * KISS (Qadeer &amp; Wu, PLDI 2004): covers the balanced executions, with at most
     * {@link CheckOptions#maxTs()} started threads pending at a time.
     */
    KISS("kiss"),
    /** {@link CheckOptions#rounds()} round-robin rounds over all threads. */
    ROUNDS("rounds");

    private final String key;

    Strategy(String key) {
        this.key = key;
    }

    /** The name used in options, preferences and reports. */
    public String key() {
        return key;
    }

    /**
     * Returns the strategy named {@code key}.
     *
     * @throws IllegalArgumentException if no strategy has that name
     */
    public static Strategy fromKey(String key) {
        for (Strategy strategy : values()) {
            if (strategy.key.equals(key)) {
                return strategy;
            }
        }
        throw new IllegalArgumentException("unknown strategy '" + key + "' (expected kiss or rounds)");
    }
}
