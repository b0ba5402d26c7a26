package org.braid.cli.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.util.List;

import org.braid.core.Access;
import org.braid.core.AccessKind;
import org.braid.core.Bounds;
import org.braid.core.CheckResult;
import org.braid.core.DataRaceFinding;
import org.braid.core.Finding;
import org.braid.core.Stats;
import org.braid.core.Strategy;
import org.braid.core.Trace;
import org.braid.core.suppression.Review;
import org.braid.core.suppression.SuppressedFinding;
import org.junit.jupiter.api.Test;

/** The exit status when suppressions accept some or all findings. */
class ExitStatusTest {
    private static final Bounds BOUNDS = new Bounds(Strategy.KISS, 1, 3, 2, 4, Duration.ofSeconds(60));
    private static final Finding RACE = new DataRaceFinding("x", new Access(1, AccessKind.WRITE, "a.c", 4, "f"),
            new Access(2, AccessKind.READ, "a.c", 9, "g"), new Trace(List.of()));
    private static final Review ALL_SUPPRESSED = new Review(List.of(),
            List.of(new SuppressedFinding(RACE, "benign", "a.c:4", true)), List.of());

    @Test
    void aViolationIsOneUnlessEveryFindingIsSuppressed() {
        CheckResult result = CheckResult.violation(BOUNDS, List.of(RACE), Stats.NONE);
        assertEquals(1, ExitStatus.of(result, Review.of(result.findings())));
        assertEquals(0, ExitStatus.of(result, ALL_SUPPRESSED));
    }

    @Test
    void everyFindingSuppressedInASearchThatStoppedEarlyIsUnknown() {
        CheckResult result = CheckResult.violationSoFar("timeout after 60 s", BOUNDS, List.of(RACE), Stats.NONE);
        assertEquals(3, ExitStatus.of(result, ALL_SUPPRESSED), "more findings may exist past the timeout");
    }
}
