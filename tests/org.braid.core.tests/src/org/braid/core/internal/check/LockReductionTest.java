package org.braid.core.internal.check;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.braid.core.AssertionFinding;
import org.braid.core.Cancellation;
import org.braid.core.CheckProgress;
import org.braid.core.CheckResult;
import org.braid.core.internal.harness.Harness;
import org.braid.core.internal.harness.HarnessException;
import org.braid.core.internal.harness.HarnessSpec;
import org.braid.core.internal.harness.Harnesses;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.lockset.Locksets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The lockset reduction (no switch point and no race check at accesses to locations the
 * pre-pass proves race-free) changes no finding: on random programs with a lock-protected cell,
 * both strategies report the same verdict, the same races (cell and conflict: read/write or
 * write/write) and the same failing assertion lines with the reduction on and off. Which two
 * accesses witness a race on a cell is the solver's choice and may differ between the two runs
 * (e.g. seed 19: {@code g1 read@3/write@200} without, {@code g1 read@200/write@200} with the
 * reduction), since the formulas differ; every witness is replayed on the interpreter anyway.
 */
class LockReductionTest {

    private static final int PROGRAMS = 24;

    static Stream<Long> seeds() {
        return Stream.iterate(0L, s -> s + 1).limit(PROGRAMS);
    }

    private static String findings(Program p, boolean reduction, String... settings) throws HarnessException {
        CheckResult r = Checker.check(p, new HarnessSpec.Main(), Checks.options(settings), Cancellation.none(),
            List.of(), CheckProgress.NONE, reduction);
        List<String> assertions = r.findings().stream().filter(AssertionFinding.class::isInstance)
            .map(f -> "assert@" + ((AssertionFinding) f).line()).sorted().toList();
        List<String> races = Checks.races(r).stream().map(race -> race.target() + " "
            + Stream.of(race.first().kind().key(), race.second().kind().key()).sorted().toList()).sorted().toList();
        return r.verdict() + " " + races + " " + assertions;
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void sameFindingsWithAndWithoutTheReduction(long seed) throws HarnessException {
        Program p = RandomPrograms.withLockedCell(seed);
        for (String[] settings : List.of(new String[] {"strategy=kiss", "maxTs=1"},
                new String[] {"strategy=rounds", "rounds=2"})) {
            assertEquals(findings(p, false, settings), findings(p, true, settings),
                "seed " + seed + " " + String.join(" ", settings));
        }
    }

    private static long statements(org.braid.core.internal.seq.SequentialProgram seq, String calling) {
        return seq.program().procedures().values().stream().flatMap(p -> p.blocks().stream())
            .flatMap(b -> b.statements().stream())
            .filter(st -> calling.isEmpty() || st instanceof org.braid.core.internal.ir.Stmt.Call c
                && c.callee() instanceof org.braid.core.internal.ir.Callee.Direct d && d.name().startsWith(calling))
            .count();
    }

    /**
     * Seed 1 has a worker with two locked updates of g3 (four accesses of it): with the reduction
     * kiss calls {@code schedule()} at fewer points and both translations are smaller.
     */
    @Test
    void theReductionRemovesSwitchPointsAndRaceChecks() throws Exception {
        Harness h = Harnesses.build(RandomPrograms.withLockedCell(1), new HarnessSpec.Main());
        org.braid.core.internal.seq.SeqConfig races = org.braid.core.internal.seq.SeqConfig.of(1, 2, 4, 2, true, false);
        List<Long> kiss = new ArrayList<>();
        List<Long> rounds = new ArrayList<>();
        for (boolean on : new boolean[] {false, true}) {
            org.braid.core.internal.seq.SequentialProgram k = org.braid.core.internal.seq.KissPass.apply(h.program(),
                h.entry(), races.withLockReduction(on));
            kiss.add(statements(k, "__braid_schedule"));
            kiss.add(statements(k, ""));
            rounds.add(statements(org.braid.core.internal.seq.RoundsPass.apply(h.program(), h.entry(),
                races.withLockReduction(on)), ""));
        }
        assertEquals(List.of(13L, 246L, 9L, 142L), kiss, "kiss: schedule() calls and statements, without and with");
        assertEquals(List.of(403L, 205L), rounds, "rounds: statements, without and with");
    }

    /** The comparison above is only worth something if the pre-pass proves g3 race-free often. */
    @Test
    void thePrePassProvesTheLockedCellRaceFreeInHalfThePrograms() throws HarnessException {
        List<Long> proved = new ArrayList<>();
        for (long seed = 0; seed < PROGRAMS; seed++) {
            Harness h = Harnesses.build(RandomPrograms.withLockedCell(seed), new HarnessSpec.Main());
            if (Locksets.analyze(h.program(), h.entry()).raceFreeGlobals().contains("g3")) {
                proved.add(seed);
            }
        }
        assertEquals(List.of(1L, 2L, 4L, 7L, 8L, 11L, 12L, 13L, 15L, 17L, 20L, 23L), proved);
    }
}
