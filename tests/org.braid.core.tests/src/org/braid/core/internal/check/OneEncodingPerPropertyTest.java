package org.braid.core.internal.check;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.braid.core.AssertionFinding;
import org.braid.core.CheckResult;
import org.braid.core.Verdict;
import org.braid.core.internal.seq.Models;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Issue 11, "One encoding, many questions": every finding of a property comes from one
 * sequentialization and one encoding, asked again with a blocking clause per confirmed finding.
 */
class OneEncodingPerPropertyTest {

    @ParameterizedTest
    @ValueSource(strings = {"strategy=kiss,maxTs=1", "strategy=rounds,rounds=3"})
    void severalRacyCellsAndFailingAssertionsComeFromOneEncodingPerProperty(String strategy) {
        String[] settings = (strategy + ",properties=all").split(",");
        CheckResult result = Checks.main(Models.severalFindings(), settings);

        assertEquals(Verdict.VIOLATION, result.verdict());
        assertEquals(List.of(24, 25), result.findings().stream().filter(AssertionFinding.class::isInstance)
            .map(f -> ((AssertionFinding) f).line()).sorted().toList());
        assertEquals(List.of("counter read@4/write@5", "counter write@5/write@5", "y write@7/write@7",
            "z read@6/write@6", "z write@6/write@6"), Checks.describeAll(result),
            "the write/write race on z is found although its step's read check reports the read/write race first");
        assertEquals(7, result.findings().size(), "no finding twice");

        assertEquals(2L, result.stats().counts().get("encodings"), "one encoding for assertions, one for races");
        assertEquals(3L + 6L, result.stats().counts().get("bmcRuns"),
            "a question per finding and a last one without an answer, per property");
        assertEquals(3L + 6L, result.stats().counts().get("solverCalls"),
            "each question is one solver call; no unsupported behaviour, no loop to cut");
    }
}
