package org.braid.cli.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;

import org.braid.core.CheckProgress;
import org.braid.core.Property;
import org.junit.jupiter.api.Test;

/** The text of each {@code --verbose} line, with a clock that advances 410 ms per reading. */
class ProgressLinesTest {

    @Test
    void eachEventIsOneLineWithTheElapsedTime() {
        StringWriter err = new StringWriter();
        long[] now = { 0 };
        ProgressLines lines = new ProgressLines(new PrintWriter(err), () -> {
            long reading = now[0];
            now[0] += 410_000_000L;
            return reading;
        });
        lines.report(new CheckProgress.PropertyStarted(Property.ASSERT));
        lines.report(new CheckProgress.RunStarted(Property.RACE, 2, 32, 1));
        lines.report(new CheckProgress.Solving(Property.RACE, 1, 16_183, 57_848));
        lines.report(new CheckProgress.Replaying(Property.RACE, 1, 42));
        assertEquals(List.of(
                "[  0.41 s] assertions: checking",
                "[  0.82 s] races: run 2 of at most 32 (1 found so far)",
                "[  1.23 s] races: run 1: 16,183 variables, 57,848 clauses; solving",
                "[  1.64 s] races: run 1: replaying a counterexample of 42 steps"), err.toString().lines().toList());
    }
}
