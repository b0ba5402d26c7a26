package org.braid.core.internal.interp;

import static org.braid.core.internal.interp.Cir.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;

import org.braid.core.internal.ir.Expr.BinaryOp;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.StmtRef;
import org.braid.core.internal.ir.Variable;
import org.junit.jupiter.api.Test;

/** Replays: exact reproduction, final-state outcomes, and mismatches. */
class ReplayTest {
    static final StmtRef ASYNC1 = new StmtRef("main", "entry", 0);
    static final StmtRef ASYNC2 = new StmtRef("main", "entry", 1);
    static final StmtRef READ = new StmtRef("worker", "entry", 0);
    static final StmtRef WRITE = new StmtRef("worker", "entry", 1);
    static final StmtRef RETURN = new StmtRef("worker", "entry", 2);

    static Run firstAssertionFailure(Program p) {
        for (long seed = 0; seed < 1000; seed++) {
            Run run = new Interpreter(p, new InterpreterOptions(10_000, false)).run("main", new RandomOracle(seed));
            if (run.outcome() instanceof Outcome.AssertionFailed) {
                return run;
            }
        }
        throw new AssertionError("no assertion failure in 1000 runs");
    }

    static ReplayResult replay(Program p, List<ReplayStep> steps) {
        return new Interpreter(p, InterpreterOptions.DEFAULT).replay("main", new Replay(steps));
    }

    @Test
    void replayingARunReproducesItsAssertionFailureStepForStep() {
        Program p = Programs.lostUpdate(false);
        Run run = firstAssertionFailure(p);
        ReplayResult.Reached reached = assertInstanceOf(ReplayResult.Reached.class,
            replay(p, run.execution().toReplay().steps()));
        assertEquals(run.outcome(), reached.outcome());
        assertEquals(run.execution(), reached.execution());
        assertEquals(List.of(), reached.races());
    }

    /** The lost update by hand: both threads read 0, then both write 1. */
    static List<ReplayStep> lostUpdate() {
        return List.of(ReplayStep.of(0, ASYNC1), ReplayStep.of(0, ASYNC2),
            ReplayStep.of(1, READ), ReplayStep.of(2, READ), ReplayStep.of(1, WRITE), ReplayStep.of(2, WRITE),
            ReplayStep.of(1, RETURN), ReplayStep.of(2, RETURN),
            ReplayStep.of(0, new StmtRef("main", "entry", 2)), ReplayStep.of(0, new StmtRef("main", "entry", 3)),
            ReplayStep.of(0, new StmtRef("main", "entry", 4)));
    }

    @Test
    void aHandWrittenScheduleReachesTheAssertionOnItsLastStep() {
        ReplayResult result = replay(Programs.lostUpdate(false), lostUpdate());
        ReplayResult.Reached reached = assertInstanceOf(ReplayResult.Reached.class, result);
        assertEquals(new Outcome.AssertionFailed(0, new StmtRef("main", "entry", 4), at(6), "assertion at line 6"),
            reached.outcome());
        assertEquals(List.of(false, false, true, true, true, true, true, true, true, false, false),
            reached.execution().steps().stream().map(Execution.Step::contextSwitch).toList());
    }

    @Test
    void aPrefixEndsInTheRaceOfItsFinalState() {
        ReplayResult result = replay(Programs.lostUpdate(false), lostUpdate().subList(0, 4));
        ReplayResult.Reached reached = assertInstanceOf(ReplayResult.Reached.class, result);
        Outcome.Cell counter = new Outcome.Cell(1, 0, "counter", "counter");
        Outcome.DataRace writeWrite = new Outcome.DataRace(
            new Outcome.Access(1, WRITE, at(11), org.braid.core.AccessKind.WRITE, counter),
            new Outcome.Access(2, WRITE, at(11), org.braid.core.AccessKind.WRITE, counter));
        assertEquals(List.of(writeWrite), reached.races());
        assertEquals(writeWrite, reached.outcome());
    }

    @Test
    void aPrefixWithoutRaceStops() {
        ReplayResult result = replay(Programs.lostUpdate(false), lostUpdate().subList(0, 2));
        assertEquals(new Outcome.Stopped(2), assertInstanceOf(ReplayResult.Reached.class, result).outcome());
    }

    @Test
    void aWrongThreadIsAMismatchAtThatStep() {
        List<ReplayStep> steps = new ArrayList<>(lostUpdate());
        steps.set(2, ReplayStep.of(3, READ));
        ReplayResult.Mismatch m = assertInstanceOf(ReplayResult.Mismatch.class, replay(Programs.lostUpdate(false), steps));
        assertEquals(2, m.stepIndex());
        assertEquals("thread 3 at worker:entry#0", m.expected());
        assertEquals("thread 3 does not exist (3 threads started)", m.actual());
        assertEquals(2, m.execution().steps().size());
    }

    @Test
    void aWrongStatementIsAMismatchNamingWhereTheThreadIs() {
        List<ReplayStep> steps = new ArrayList<>(lostUpdate());
        steps.set(3, ReplayStep.of(2, WRITE));
        ReplayResult.Mismatch m = assertInstanceOf(ReplayResult.Mismatch.class, replay(Programs.lostUpdate(false), steps));
        assertEquals(3, m.stepIndex());
        assertEquals("thread 2 is at worker:entry#0", m.actual());
    }

    @Test
    void aBlockedThreadIsAMismatch() {
        List<ReplayStep> steps = List.of(ReplayStep.of(0, ASYNC1), ReplayStep.of(0, ASYNC2),
            ReplayStep.of(0, new StmtRef("main", "entry", 2)));
        ReplayResult.Mismatch m = assertInstanceOf(ReplayResult.Mismatch.class, replay(Programs.lostUpdate(false), steps));
        assertEquals(2, m.stepIndex());
        assertEquals("thread 0 is blocked at main:entry#2 (join of thread 1)", m.actual());
    }

    @Test
    void stepsAfterTheProgramEndedAreAMismatch() {
        List<ReplayStep> steps = new ArrayList<>(lostUpdate());
        steps.add(ReplayStep.of(0, new StmtRef("main", "entry", 5)));
        ReplayResult.Mismatch m = assertInstanceOf(ReplayResult.Mismatch.class, replay(Programs.lostUpdate(false), steps));
        assertEquals(11, m.stepIndex());
        assertEquals("the program ended at step 10: " + new Outcome.AssertionFailed(0,
            new StmtRef("main", "entry", 4), at(6), "assertion at line 6"), m.actual());
    }

    @Test
    void havocValuesComeFromTheReplayAndAreRequired() {
        Variable x = reg("x", I32);
        Program p = program(List.of(), simple("main", List.of(x), ret(4),
            havoc(v(x), 2), check(bin(BinaryOp.NE, r(x), i(7)), 3)));
        StmtRef havoc = new StmtRef("main", "entry", 0);
        StmtRef assertion = new StmtRef("main", "entry", 1);
        ReplayResult hit = replay(p, List.of(new ReplayStep(0, havoc, OptionalLong.of(7)), ReplayStep.of(0, assertion)));
        assertInstanceOf(Outcome.AssertionFailed.class, assertInstanceOf(ReplayResult.Reached.class, hit).outcome());
        ReplayResult missing = replay(p, List.of(ReplayStep.of(0, havoc)));
        ReplayResult.Mismatch m = assertInstanceOf(ReplayResult.Mismatch.class, missing);
        assertEquals(0, m.stepIndex());
        assertEquals("thread 0 at main:entry#0 with i32 value for main:entry#0", m.expected());
    }
}
