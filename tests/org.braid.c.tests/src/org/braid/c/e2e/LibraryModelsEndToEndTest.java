package org.braid.c.e2e;

import static org.braid.c.e2e.CheckEndToEndTest.check;
import static org.braid.c.e2e.CheckEndToEndTest.races;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.braid.core.CheckOption;
import org.braid.core.CheckResult;
import org.braid.core.Verdict;
import org.braid.core.internal.harness.HarnessSpec;
import org.junit.jupiter.api.Test;

/**
 * The C library functions of {@code models/search.c}, {@code models/ctype.c} and
 * {@code models/math.c} as a program uses them: each lowers without a "no body or model" note
 * ({@link CheckEndToEndTest#check} requires an exact lowering), computes what glibc computes (the
 * values themselves are compared with gcc's in {@code bitprecise/libc-search.c}), and keeps the
 * state glibc keeps, so two threads calling {@code strtok} race on its position.
 */
class LibraryModelsEndToEndTest {
    private static final String DEFAULT = "engine=" + CheckOption.ENGINE.defaultValue();

    /** qsort, bsearch, strtok_r, strstr, ctype and fabs give glibc's results: no false alarm. */
    @Test
    void libraryCallsComputeWhatGlibcComputes() throws Exception {
        for (String engine : List.of("engine=bmc", "engine=dpor")) {
            CheckResult result = check("library-calls-safe.c", new HarnessSpec.Main(), engine);
            assertEquals(List.of(), result.findings(), () -> engine + ": " + result);
            assertEquals(engine.equals("engine=dpor") ? Verdict.PROVED : Verdict.NO_VIOLATION_WITHIN_BOUNDS,
                result.verdict(), () -> engine + ": " + result);
        }
    }

    /**
     * strtok's hidden position is one global: two threads tokenizing their own lines race on it at
     * line 16 (the first call and the later ones are different columns of that line, so the same
     * kind of race may be reported at two pairs of columns).
     */
    @Test
    void strtokFromTwoThreadsRacesOnItsPosition() throws Exception {
        for (String engine : List.of("engine=dpor", DEFAULT)) {
            CheckResult result = check("strtok-race-unsafe.c", new HarnessSpec.Main(), engine);
            assertEquals(Verdict.VIOLATION, result.verdict(), () -> engine + ": " + result);
            assertEquals(List.of("strtok_position read@16/write@16", "strtok_position write@16/write@16"),
                races(result).stream().distinct().toList(), () -> engine + ": " + result);
        }
    }

    /** strtok_r keeps the position in the caller's pointer: no race, and the word counts hold. */
    @Test
    void strtokRFromTwoThreadsDoesNotRace() throws Exception {
        CheckResult result = check("strtok-r-safe.c", new HarnessSpec.Main(), "engine=dpor");
        assertEquals(Verdict.PROVED, result.verdict(), result::toString);
    }
}
