package org.braid.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.util.List;

import org.braid.core.Bounds;
import org.braid.core.CheckResult;
import org.braid.core.Cut;
import org.braid.core.Engine;
import org.braid.core.Stats;
import org.braid.core.Strategy;
import org.braid.ui.internal.markers.FindingText;
import org.junit.jupiter.api.Test;

/**
 * A check's outcome in words states the bounds of the engine that answered: the BMC's with its
 * unwinding bound, DPOR's without one (DPOR unwinds no loops; the default engine, dpor-then-bmc,
 * reports whichever answered).
 */
class OutcomeTextTest {

    private static final Bounds BMC = new Bounds(Strategy.KISS, 1, 3, 2, 4, Duration.ofSeconds(60), Engine.BMC);
    private static final Bounds DPOR = new Bounds(Strategy.KISS, 1, 3, 2, 4, Duration.ofSeconds(60), Engine.DPOR,
            10_000, 1_000);

    @Test
    void theBmcsOutcomeNamesItsContextAndUnwindingBounds() {
        assertEquals("No violation within bounds (complete; up to 4 threads, 1 pending at a time, loops unwound 2 times)",
                FindingText.outcome(CheckResult.noViolation(BMC, Stats.NONE)));
        assertEquals("No violation within bounds (1 bound(s) cut the search; up to 4 threads, 1 pending at a time, loops "
                + "unwound 2 times): see the info markers", FindingText.outcome(CheckResult.noViolation(BMC,
                        List.of(new Cut(Cut.Kind.LOOP, "t.c", 7, 2)), Stats.NONE)));
    }

    @Test
    void dporsOutcomeNamesItsOwnBoundsAndNoUnwinding() {
        assertEquals("No violation within bounds (1 bound(s) cut the search; every interleaving explored by DPOR, "
                + "executions of at most 10000 steps, at most 1000 executions): see the info markers",
                FindingText.outcome(CheckResult.noViolation(DPOR, List.of(new Cut(Cut.Kind.INPUTS, "t.c", 5, 12)),
                        Stats.NONE)));
        assertEquals("Proved: no violation in any execution (every execution explored, every input enumerated)",
                FindingText.outcome(CheckResult.proved(DPOR, Stats.NONE)));
    }
}
