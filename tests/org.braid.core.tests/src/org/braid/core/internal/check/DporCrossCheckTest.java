package org.braid.core.internal.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.LongStream;

import org.braid.core.AssertionFinding;
import org.braid.core.Cancellation;
import org.braid.core.CheckResult;
import org.braid.core.DataRaceFinding;
import org.braid.core.DeadlockFinding;
import org.braid.core.Finding;
import org.braid.core.Verdict;
import org.braid.core.internal.dpor.DporOptions;
import org.braid.core.internal.dpor.DporResult;
import org.braid.core.internal.dpor.Search;
import org.braid.core.internal.dpor.Witness;
import org.braid.core.internal.harness.Harness;
import org.braid.core.internal.harness.HarnessSpec;
import org.braid.core.internal.harness.Harnesses;
import org.braid.core.internal.interp.Outcome;
import org.braid.core.internal.ir.Program;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The DPOR engine against two independent oracles on two hundred random concurrent programs (more
 * with {@code braid.crossCheckSeeds}, see {@link #seeds()})
 * ({@link RandomPrograms}: two workers, shared globals, a heap cell, a mutex, atomic sections,
 * blocking assumptions, assertions):
 * <ul>
 * <li>the unreduced search (every enabled thread in every state): DPOR with sleep sets, and PDP
 * for races, reach exactly the same bugs (assertion, race access pair, deadlock);</li>
 * <li>the BMC with K = 3 round-robin rounds: every bug the BMC finds, DPOR finds; every bug whose
 * DPOR trace needs at most K rounds, the BMC finds.</li>
 * </ul>
 */
class DporCrossCheckTest {

    private static final int ROUNDS = 3;
    private static final long EXHAUSTIVE_LIMIT = 50_000;

    /**
     * Two hundred seeds in the test suite; a benchmark run takes more with
     * {@code -Dtycho.testArgLine="-Dbraid.crossCheckSeeds=N -Dbraid.crossCheckFrom=F"} (seeds F to
     * F + N - 1, F = 0 by default), plus the seeds that once failed.
     */
    static LongStream seeds() {
        long from = Long.getLong("braid.crossCheckFrom", 0);
        long to = from + Long.getLong("braid.crossCheckSeeds", 200);
        return LongStream.concat(LongStream.range(from, to),
            LongStream.concat(LongStream.of(PDP_MISSED_A_RESULT_WRITE), LongStream.of(SLEEP_SETS_MISSED_AN_ASSERTION))
                .filter(seed -> seed < from || seed >= to));
    }

    /**
     * Seeds on which a run of 1,000 found PDP missing a race on a global written by a callee's
     * return ({@code g0 = get()}): the caller's pending call was not part of its future.
     */
    private static final long[] PDP_MISSED_A_RESULT_WRITE = { 170, 217, 264, 324, 419, 793, 854 };

    /**
     * A seed on which a run of 2,000 found DPOR with sleep sets missing a failing assertion: FG's
     * rule reversed only the latest race of main's write, whose reversal thread slept there, while
     * the race with the assertion's read needed another thread's increment first.
     */
    private static final long[] SLEEP_SETS_MISSED_AN_ASSERTION = { 1729 };

    private static Set<String> bugs(DporResult result) {
        Set<String> out = new TreeSet<>();
        for (Witness w : result.witnesses()) {
            out.add(switch (w.outcome()) {
                case Outcome.AssertionFailed a -> "assert@" + a.loc().line();
                case Outcome.DataRace r -> "race " + r.first().cell().display() + " " + pair(
                    r.first().kind().key() + "@" + r.first().loc().line(),
                    r.second().kind().key() + "@" + r.second().loc().line());
                case Outcome.Deadlock d -> "deadlock " + d.blocked().stream().map(b -> b.thread() + "@" + b.stmt())
                    .toList();
                case Outcome.Completed c -> throw new AssertionError("witness " + c);
                case Outcome.Error e -> throw new AssertionError("witness " + e);
                case Outcome.StepLimit l -> throw new AssertionError("witness " + l);
                case Outcome.Stopped s -> throw new AssertionError("witness " + s);
            });
        }
        return out;
    }

    private static String pair(String a, String b) {
        return a.compareTo(b) <= 0 ? a + "/" + b : b + "/" + a;
    }

    /** Coarse bug identities both engines can state: a failing assertion's line, a racy location. */
    private static Set<String> coarse(List<Finding> findings) {
        Set<String> out = new TreeSet<>();
        for (Finding f : findings) {
            switch (f) {
                case AssertionFinding a -> out.add("assert@" + a.line());
                case DataRaceFinding r -> out.add("race " + r.target());
                case DeadlockFinding d -> {
                }
            }
        }
        return out;
    }

    private static DporResult search(Harness h, DporOptions options) {
        return Search.explore(h.program(), h.entry(), options, Cancellation.none(), (e, p, q, f) -> {
        });
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void dporAgreesWithTheUnreducedSearchAndTheBmc(long seed) throws Exception {
        Program p = RandomPrograms.of(seed);
        Harness h = Harnesses.build(p, new HarnessSpec.Main());
        DporResult dpor = search(h, DporOptions.of(true, true));
        assertTrue(dpor.complete(), () -> "seed " + seed + ": dpor incomplete " + dpor);
        DporResult all = search(h, DporOptions.of(true, true).exhaustive().withMaxExecutions(EXHAUSTIVE_LIMIT));
        if (all.complete()) {
            assertEquals(bugs(all), bugs(dpor), "seed " + seed + ": dpor vs unreduced search");
            DporResult pdp = search(h, DporOptions.of(true, false).withPdp(true));
            Set<String> races = new TreeSet<>(bugs(all));
            races.removeIf(b -> !b.startsWith("race"));
            Set<String> pdpRaces = new TreeSet<>(bugs(pdp));
            pdpRaces.removeIf(b -> !b.startsWith("race"));
            assertEquals(races, pdpRaces, "seed " + seed + ": pdp vs unreduced search (races)");
        }

        CheckResult viaChecker = Checks.main(p, "engine=dpor");
        CheckResult bmc = Checks.main(p, "strategy=rounds", "rounds=" + ROUNDS);
        if (bmc.verdict() == Verdict.UNKNOWN) {
            return;
        }
        Set<String> dporBugs = coarse(viaChecker.findings());
        Set<String> bmcBugs = coarse(bmc.findings());
        assertTrue(dporBugs.containsAll(bmcBugs), "seed " + seed + ": bmc " + bmcBugs + ", dpor " + dporBugs);
        List<Finding> withinRounds = new ArrayList<>();
        for (Finding f : viaChecker.findings()) {
            if (rounds(f) <= ROUNDS) {
                withinRounds.add(f);
            }
        }
        assertTrue(bmcBugs.containsAll(coarse(withinRounds)),
            "seed " + seed + ": dpor within " + ROUNDS + " rounds " + coarse(withinRounds) + ", bmc " + bmcBugs);
    }

    /** How many round-robin rounds (in thread-id order) a finding's trace needs. */
    private static int rounds(Finding f) {
        int rounds = 1;
        int last = -1;
        int previous = -2;
        for (var s : f.trace().steps()) {
            if (s.thread() == previous) {
                continue;
            }
            previous = s.thread();
            if (s.thread() <= last) {
                rounds++;
            }
            last = s.thread();
        }
        return rounds;
    }
}
