package org.braid.core.internal.check;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.braid.core.Cancellation;
import org.braid.core.CheckProgress;
import org.braid.core.CheckResult;
import org.braid.core.internal.harness.HarnessException;
import org.braid.core.internal.harness.HarnessSpec;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.seq.Models;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Searching assertions and races at once ({@link PropertySearches}) gives exactly what searching
 * them one after the other gives: the same verdict, reason, bounds, findings with their traces,
 * cuts, unreached places, formula sizes and counts (all but the solver's time), and the same
 * progress events in the same order, on random programs with both strategies and on the models.
 */
class ParallelPropertiesTest {

    private static final int PROGRAMS = 16;

    static Stream<Long> seeds() {
        return Stream.iterate(0L, s -> s + 1).limit(PROGRAMS);
    }

    /** Everything a check reports but the times, and its progress events. */
    private static String outcome(Program program, boolean parallel, String... settings) throws HarnessException {
        List<CheckProgress.Event> events = new ArrayList<>();
        CheckResult r = Checker.check(program, new HarnessSpec.Main(), Checks.options(settings), Cancellation.none(),
            List.of(), events::add, true, parallel);
        Map<String, Long> counts = new TreeMap<>(r.stats().counts());
        counts.remove("solveMillis");
        return r.verdict() + "\n" + r.reason() + "\n" + r.bounds() + "\n" + r.findings() + "\n" + r.cuts() + "\n"
            + r.unreached() + "\n" + r.stats().satVariables() + " variables, " + r.stats().satClauses()
            + " clauses, " + counts + "\n" + events;
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void randomProgramsGiveTheSameOutcome(long seed) throws HarnessException {
        for (Program program : List.of(RandomPrograms.of(seed), RandomPrograms.withLockedCell(seed))) {
            for (String[] settings : List.of(new String[] {"strategy=kiss", "maxTs=1"},
                    new String[] {"strategy=rounds", "rounds=2"})) {
                assertEquals(outcome(program, false, settings), outcome(program, true, settings),
                    "seed " + seed + " " + String.join(" ", settings));
            }
        }
    }

    @Test
    void modelsGiveTheSameOutcome() throws HarnessException {
        for (Program program : List.of(Models.lostUpdate(), Models.severalFindings(), Models.twoRacyGlobals(),
                Models.lockedCounter(), Models.unbalanced(), Models.flagHandoff())) {
            for (String[] settings : List.of(new String[] {"strategy=kiss", "maxTs=2"},
                    new String[] {"strategy=rounds", "rounds=3"}, new String[] {"properties=race"},
                    new String[] {"properties=assert"})) {
                assertEquals(outcome(program, false, settings), outcome(program, true, settings),
                    String.join(" ", settings));
            }
        }
    }

    /** A check whose assertion search stops early (here: at once, canceled) reports no race search. */
    @Test
    void aStoppedAssertionSearchLeavesTheRacesUnsearched() throws HarnessException {
        List<CheckProgress.Event> events = new ArrayList<>();
        CheckResult r = Checker.check(Models.lostUpdate(), new HarnessSpec.Main(), Checks.options(),
            () -> true, List.of(), events::add, true, true);
        assertEquals("UNKNOWN canceled []", r.verdict() + " " + r.reason().orElseThrow() + " " + r.findings());
        assertEquals(List.of(), events.stream().filter(e -> e instanceof CheckProgress.PropertyStarted started
            && started.properties().contains(org.braid.core.Property.RACE)).toList());
    }
}
