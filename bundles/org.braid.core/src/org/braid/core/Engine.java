package org.braid.core;

/**
 * Which method checks the program. Both report findings replayed on the interpreter.
 * There is no portfolio ({@code auto}) yet: one engine runs per check.
 */
public enum Engine {
    /** Sequentialization ({@link Strategy}) and bounded model checking on Sat4j. */
    BMC("bmc"),
    /**
     * Stateless model checking of the concurrent program on the interpreter with dynamic
     * partial-order reduction (and PDP's race-driven pruning when only races are checked); may
     * say {@link Verdict#PROVED} when its search was complete.
     */
    DPOR("dpor");

    private final String key;

    Engine(String key) {
        this.key = key;
    }

    /** The name used in options, preferences and reports. */
    public String key() {
        return key;
    }

    /**
     * Returns the engine named {@code key}.
     *
     * @throws IllegalArgumentException if no engine has that name
     */
    public static Engine fromKey(String key) {
        for (Engine engine : values()) {
            if (engine.key.equals(key)) {
                return engine;
            }
        }
        throw new IllegalArgumentException("unknown engine '" + key + "' (expected bmc or dpor)");
    }
}
