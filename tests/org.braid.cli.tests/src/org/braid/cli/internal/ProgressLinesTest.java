package org.braid.cli.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.Set;

import org.braid.core.CheckProgress;
import org.braid.core.Engine;
import org.braid.core.Property;
import org.junit.jupiter.api.Test;

/** The text of each {@code --verbose} line, with a clock that advances 410 ms per reading. */
class ProgressLinesTest {

    @Test
    void eachEventIsOneLineWithTheElapsedTime() {
        StringWriter err = new StringWriter();
        ProgressLines lines = lines(err);
        lines.report(new CheckProgress.PropertyStarted(Property.ASSERT));
        lines.report(new CheckProgress.RunStarted(Set.of(Property.RACE), 2, 32, 1));
        lines.report(new CheckProgress.Solving(Set.of(Property.RACE), 1, 16_183, 57_848));
        lines.report(new CheckProgress.Replaying(Set.of(Property.RACE), 1, 42));
        assertEquals(List.of(
                "[  0.41 s] assertions: checking",
                "[  0.82 s] races: run 2 of at most 32 (1 found so far)",
                "[  1.23 s] races: run 1: 16,183 variables, 57,848 clauses; solving",
                "[  1.64 s] races: run 1: replaying a counterexample of 42 steps"), err.toString().lines().toList());
    }

    @Test
    void theAssertionSearchNamesWhatItLooksFor() {
        StringWriter err = new StringWriter();
        ProgressLines lines = lines(err);
        lines.report(new CheckProgress.PropertyStarted(Property.EXCEPTION));
        lines.report(new CheckProgress.RunStarted(Set.of(Property.EXCEPTION), 1, 32, 0));
        lines.report(new CheckProgress.PropertyStarted(Set.of(Property.EXCEPTION, Property.ASSERT)));
        lines.report(new CheckProgress.Replaying(Set.of(Property.ASSERT, Property.EXCEPTION), 2, 7));
        assertEquals(List.of(
                "[  0.41 s] uncaught exceptions: checking",
                "[  0.82 s] uncaught exceptions: run 1 of at most 32 (0 found so far)",
                "[  1.23 s] assertions and uncaught exceptions: checking",
                "[  1.64 s] assertions and uncaught exceptions: run 2: replaying a counterexample of 7 steps"),
                err.toString().lines().toList());
    }

    @Test
    void withBothEnginesRunningEachLineNamesItsEngine() {
        StringWriter err = new StringWriter();
        ProgressLines lines = lines(err);
        lines.report(new CheckProgress.OfEngine(Engine.BMC, new CheckProgress.PropertyStarted(Property.RACE)));
        lines.report(new CheckProgress.OfEngine(Engine.DPOR, new CheckProgress.Exploring(1_500, 12, 3, 0)));
        lines.report(new CheckProgress.OfEngine(Engine.BMC, new CheckProgress.Deepening(4, 2)));
        lines.report(new CheckProgress.Exploring(1_612, 9, 3, 1));
        lines.report(new CheckProgress.OfEngine(Engine.BMC, new CheckProgress.RaceCandidates(List.of("counter",
            "total"), true)));
        lines.report(new CheckProgress.RaceCandidates(List.of(), false));
        assertEquals(List.of(
                "[  0.41 s] bmc: races: checking",
                "[  0.82 s] dpor: 1,500 executions explored, 12 backtrack points pending, 3 pruned, 0 violations found",
                "[  1.23 s] bmc: bounds cut 2 places; checking again with unwind=4",
                "[  1.64 s] dpor: 1,612 executions explored, 9 backtrack points pending, 3 pruned, 1 violation found",
                "[  2.05 s] bmc: races: possible on counter, total and heap memory (lockset pre-pass; not findings "
                    + "until the search confirms them)",
                "[  2.46 s] races: the lockset pre-pass finds every shared location protected by a lock"),
                err.toString().lines().toList());
    }

    /** Lines on {@code err} with a clock that advances 410 ms per reading. */
    private static ProgressLines lines(StringWriter err) {
        long[] now = { 0 };
        return new ProgressLines(new PrintWriter(err), () -> {
            long reading = now[0];
            now[0] += 410_000_000L;
            return reading;
        });
    }
}
