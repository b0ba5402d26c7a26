package org.braid.core.internal.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.List;

import org.braid.core.AssertionFinding;
import org.braid.core.CheckResult;
import org.braid.core.TraceStep;
import org.braid.core.Verdict;
import org.braid.core.internal.seq.Models;
import org.junit.jupiter.api.Test;

/** A finding's trace lists the user's variables only: temporaries are folded into the user's names. */
class TemporariesInTracesTest {

    @Test
    void theLostUpdateThroughATemporaryShowsOnlyTheCounter() {
        CheckResult result = Checks.main(Models.lostUpdateThroughTemporary(), "strategy=kiss", "maxTs=2",
            "properties=assert");
        assertEquals(Verdict.VIOLATION, result.verdict());
        AssertionFinding failure = assertInstanceOf(AssertionFinding.class, result.findings().get(0));
        List<TraceStep> steps = failure.trace().steps();
        List<String> worker = steps.stream().filter(s -> s.function().equals("worker"))
            .map(s -> s.line() + ": " + s.values()).toList();
        assertEquals(List.of("4: [counter = 0]", "5: [counter = 0, counter := 1]", "9: []"),
            worker.stream().distinct().toList(), "both workers read 0 and write 1: " + worker);
        assertEquals(6, worker.size(), "two workers, three steps each: " + worker);
        assertEquals(List.of("counter = 1"), steps.get(steps.size() - 1).values());
        assertEquals(List.of(), steps.stream().flatMap(s -> s.values().stream()).filter(v -> v.startsWith("tmp"))
            .toList());
    }
}
