package org.braid.core;

/**
 * Which method checks the program. Every engine reports only findings replayed on the interpreter.
 * {@link #AUTO} and {@link #DPOR_THEN_BMC} combine the two others; a result says which engine answered
 * ({@link Bounds#engine()}, {@link CheckResult#portfolio()}).
 */
public enum Engine {
    /** Sequentialization ({@link Strategy}) and bounded model checking on Sat4j. */
    BMC("bmc"),
    /**
     * Stateless model checking of the concurrent program on the interpreter with dynamic
     * partial-order reduction (and PDP's race-driven pruning when only races are checked); may
     * say {@link Verdict#PROVED} when its search was complete.
     */
    DPOR("dpor"),
    /**
     * Portfolio: {@link #BMC} and {@link #DPOR} run at once (one thread each) under one deadline
     * and cancellation; the first conclusive answer (a replayed violation, or {@link Verdict#PROVED})
     * wins and the other engine is canceled. When neither is conclusive, the more informative
     * result is reported (see {@link Portfolio.Rule#MORE_INFORMATIVE}). Never the engine of a
     * result's {@link Bounds}: those name the engine that answered.
     */
    AUTO("auto"),
    /**
     * Sequential portfolio, one engine at a time (one core, the same answer on every run): first
     * {@link #DPOR} with at most {@link #FIRST_DPOR_EXECUTIONS} executions (fewer if
     * {@code dporExecutions} says so) and a quarter of the time limit; its answer stands when it
     * is conclusive (a replayed violation, or {@link Verdict#PROVED}); otherwise {@link #BMC}
     * checks with the rest of the time and the more informative result is reported
     * ({@link Portfolio.Rule}). Meant for analysis on save: small programs are decided by DPOR in
     * milliseconds; the rest get the BMC as with {@code bmc}.
     */
    DPOR_THEN_BMC("dpor-then-bmc");

    /**
     * {@link #DPOR_THEN_BMC}: the most executions of its first, DPOR, search. Chosen by measurement
     * (issue 11): on the examples corpus every proof DPOR gives needs at most 48 executions
     * ({@code locks/array-locked-safe.c}) and every finding is found within 50 (the same verdicts
     * and findings with 50, 200 and 1,000); on the Java end-to-end fixtures the largest proof needs
     * 216 ({@code semaphore-mutex-safe.java}, which 200 turned into the BMC's
     * {@code no-violation-within-bounds}). On a file DPOR cannot finish, the executions past these
     * are time lost before the BMC runs ({@code threads/array-locked-safe.c}: 12.4 s with 1,000,
     * 6.0 s with 200). 500 leaves a margin of more than twice the largest need measured.
     */
    public static final int FIRST_DPOR_EXECUTIONS = 500;

    private final String key;

    Engine(String key) {
        this.key = key;
    }

    /** The name used in options, preferences and reports. */
    public String key() {
        return key;
    }

    /**
     * Whether this engine combines the two others ({@link #AUTO}, {@link #DPOR_THEN_BMC}); such
     * an engine never names a result's {@link Bounds}: those name the engine that answered.
     */
    public boolean combines() {
        return this == AUTO || this == DPOR_THEN_BMC;
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
        throw new IllegalArgumentException("unknown engine '" + key + "' (expected bmc, dpor, auto or dpor-then-bmc)");
    }
}
