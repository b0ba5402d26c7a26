package org.braid.core.internal.interp;

import static org.braid.core.internal.interp.Cir.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.OptionalLong;

import org.braid.core.AccessKind;
import org.braid.core.internal.ir.Expr.BinaryOp;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.StmtRef;
import org.braid.core.internal.ir.Variable;
import org.junit.jupiter.api.Test;

/** The state-based race check. */
class RaceTest {
    static final Outcome.Cell COUNTER = new Outcome.Cell(1, 0, "counter", "counter");

    @Test
    void lostUpdateRaceIsReportedWithBothAccesses() {
        ScriptOracle oracle = new ScriptOracle(List.of(0, 0, 1), List.of());
        Run run = new Interpreter(Programs.lostUpdate(false), InterpreterOptions.DEFAULT).run("main", oracle);
        assertEquals(new Outcome.DataRace(
            new Outcome.Access(1, new StmtRef("worker", "entry", 1), at(11), AccessKind.WRITE, COUNTER),
            new Outcome.Access(2, new StmtRef("worker", "entry", 0), at(10), AccessKind.READ, COUNTER)),
            run.outcome());
        assertEquals(3, run.execution().steps().size());
        assertEquals(List.of("tmp := 0"), run.execution().steps().get(2).effects().stream()
            .filter(Execution.Effect::write).map(Object::toString).toList());
    }

    @Test
    void twoReadsDoNotRace() {
        ScriptOracle oracle = new ScriptOracle(List.of(0, 0), List.of());
        Interpreter interpreter = new Interpreter(Programs.lostUpdate(false), new InterpreterOptions(2, true));
        Run run = interpreter.run("main", oracle);
        assertEquals(new Outcome.StepLimit(2), run.outcome());
        assertEquals(List.of(List.of(0), List.of(0, 1)), oracle.offered);
    }

    @Test
    void everyRandomScheduleOfTheLostUpdateEndsInARaceOnCounter() {
        for (long seed = 0; seed < 100; seed++) {
            Run run = new Interpreter(Programs.lostUpdate(false), InterpreterOptions.DEFAULT).run("main",
                new RandomOracle(seed));
            if (run.outcome() instanceof Outcome.DataRace race) {
                assertEquals(COUNTER, race.first().cell());
                assertEquals(COUNTER, race.second().cell());
                assertEquals(List.of(1, 2), List.of(race.first().thread(), race.second().thread()));
            } else {
                assertEquals(new Outcome.Completed(OptionalLong.empty()), run.outcome(), "seed " + seed);
            }
        }
    }

    @Test
    void withoutRaceDetectionSomeScheduleLosesAnUpdate() {
        Outcome.AssertionFailed failed = null;
        for (long seed = 0; seed < 1000 && failed == null; seed++) {
            Outcome o = new Interpreter(Programs.lostUpdate(false), new InterpreterOptions(10_000, false))
                .run("main", new RandomOracle(seed)).outcome();
            if (o instanceof Outcome.AssertionFailed a) {
                failed = a;
            }
        }
        assertEquals(new Outcome.AssertionFailed(0, new StmtRef("main", "entry", 4), at(6), "assertion at line 6"),
            failed);
    }

    @Test
    void accessesInsideAtomicSectionsNeverRace() {
        for (long seed = 0; seed < 300; seed++) {
            Run run = new Interpreter(Programs.lostUpdate(true), InterpreterOptions.DEFAULT).run("main",
                new RandomOracle(seed));
            assertEquals(new Outcome.Completed(OptionalLong.empty()), run.outcome(), "seed " + seed);
            assertEquals(2, run.readGlobal("counter", 0, I32));
        }
    }

    @Test
    void lockProtectedCounterHasNoRace() {
        for (long seed = 0; seed < 300; seed++) {
            Outcome o = new Interpreter(Programs.lockedCounter(), InterpreterOptions.DEFAULT).run("main",
                new RandomOracle(seed)).outcome();
            assertEquals(new Outcome.Completed(OptionalLong.empty()), o, "seed " + seed);
        }
    }

    @Test
    void raceOnAHeapFieldNamesTheAccessAndTheAllocationSite() {
        Variable obj = reg("e", ptr(I32));
        Variable t1 = reg("t1", I32);
        Variable arg = reg("e", ptr(I32));
        Program p = program(List.of(),
            proc("setter", org.braid.core.internal.ir.Type.VOID, List.of(arg), List.of(), block("entry", ret(11),
                set(deref(plus(r(arg), 4, I32), I32, "e->stoppingFlag"), i(1), 10))),
            simple("main", List.of(obj, t1), ret(5),
                new Stmt.Alloc(v(obj), c(8, U64), false, "malloc at t.c:2", at(2)),
                async(v(t1), "setter", 3, r(obj)),
                check(bin(BinaryOp.EQ, r(deref(plus(r(obj), 4, I32), I32, "e->stoppingFlag")), i(0)), 4)));
        Run run = new Interpreter(p, InterpreterOptions.DEFAULT).run("main", ScriptOracle.values());
        Outcome.DataRace race = assertInstanceOf(Outcome.DataRace.class, run.outcome());
        assertEquals(new Outcome.Access(0, new StmtRef("main", "entry", 2), at(4), AccessKind.READ,
            new Outcome.Cell(3, 4, "e->stoppingFlag", "malloc at t.c:2")), race.first());
        assertEquals(new Outcome.Access(1, new StmtRef("setter", "entry", 0), at(10), AccessKind.WRITE,
            new Outcome.Cell(3, 4, "e->stoppingFlag", "malloc at t.c:2")), race.second());
        assertTrue(run.execution().steps().get(1).effects().get(0).toString().startsWith("e = &malloc at t.c:2"));
    }
}
