package org.braid.core.internal.dpor;

/**
 * Switches and bounds of one search. Immutable.
 *
 * @param races whether to look for data races
 * @param assertions whether to look for assertion failures of kind {@code ASSERT}
 * @param exceptions whether to look for those of kind {@code EXCEPTION} (uncaught exceptions); a
 *        failing assertion of a kind not looked for ends its execution without a report
 * @param pdp whether PDP prunes race-free subspaces; sound for races only, so it requires
 *        {@code races} without {@code assertions} (deadlocks in pruned subspaces are not found
 *        either)
 * @param sleepSets whether sleep sets prune transitions already covered; off with PDP, whose
 *        algorithm (seed 004, Fig. 7) and proof have none
 * @param maxSteps the most interpreter steps of one execution; a longer one is cut
 * @param maxExecutions the most executions; the search stops after them
 * @param reduction whether partial-order reduction is on; off, every state explores every enabled
 *        thread (the unreduced search that tests compare the reduction with)
 */
public record DporOptions(boolean races, boolean assertions, boolean exceptions, boolean pdp, boolean sleepSets, long maxSteps,
        long maxExecutions, boolean reduction) {

    /** 10,000 steps per execution, the default of {@link org.braid.core.CheckOption#DPOR_STEPS}. */
    public static final long MAX_STEPS = Long.parseLong(org.braid.core.CheckOption.DPOR_STEPS.defaultValue());
    /** At most 12 representative values of a nondeterministic integer wider than 2 bits. */
    public static final int REPRESENTATIVES = 12;
    /** 200,000 executions, the default of {@link org.braid.core.CheckOption#DPOR_EXECUTIONS}. */
    public static final long MAX_EXECUTIONS =
        Long.parseLong(org.braid.core.CheckOption.DPOR_EXECUTIONS.defaultValue());

    public DporOptions {
        if (pdp && (assertions || exceptions || !races)) {
            throw new IllegalArgumentException("PDP prunes for races only");
        }
        if (pdp && sleepSets) {
            throw new IllegalArgumentException("PDP runs without sleep sets");
        }
        if (!reduction && (pdp || sleepSets)) {
            throw new IllegalArgumentException("PDP and sleep sets are reductions");
        }
        if (maxSteps < 1 || maxExecutions < 1) {
            throw new IllegalArgumentException("bounds must be positive: " + maxSteps + ", " + maxExecutions);
        }
    }

    /**
     * The default search for the properties: DPOR with sleep sets. PDP ({@link #withPdp}) applies
     * to races only; measured on Braid's programs it explores fewer executions than DPOR without
     * sleep sets (the seed's baseline) but more than DPOR with them, so it is not the default.
     */
    public static DporOptions of(boolean races, boolean assertions) {
        return of(races, assertions, assertions);
    }

    /** As {@link #of(boolean, boolean)}, with uncaught exceptions looked for or not on their own. */
    public static DporOptions of(boolean races, boolean assertions, boolean exceptions) {
        return new DporOptions(races, assertions, exceptions, false, true, MAX_STEPS, MAX_EXECUTIONS, true);
    }

    /** Whether a failing assertion of {@code kind} is reported. */
    public boolean reports(org.braid.core.internal.ir.Stmt.Assert.Kind kind) {
        return switch (kind) {
            case ASSERT -> assertions;
            case EXCEPTION -> exceptions;
        };
    }

    /** The unreduced search: every enabled thread in every state, for comparisons. */
    public DporOptions exhaustive() {
        return new DporOptions(races, assertions, exceptions, false, false, maxSteps, maxExecutions, false);
    }

    public DporOptions withPdp(boolean on) {
        return new DporOptions(races, assertions, exceptions, on, !on, maxSteps, maxExecutions, true);
    }

    public DporOptions withSleepSets(boolean on) {
        return new DporOptions(races, assertions, exceptions, pdp, on, maxSteps, maxExecutions, reduction);
    }

    /** These switches with other step and execution bounds. */
    public DporOptions withBounds(long steps, long executions) {
        return new DporOptions(races, assertions, exceptions, pdp, sleepSets, steps, executions, reduction);
    }

    public DporOptions withMaxExecutions(long executions) {
        return new DporOptions(races, assertions, exceptions, pdp, sleepSets, maxSteps, executions, reduction);
    }
}
