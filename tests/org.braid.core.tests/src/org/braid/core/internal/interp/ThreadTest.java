package org.braid.core.internal.interp;

import static org.braid.core.internal.interp.Cir.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.OptionalLong;

import org.braid.core.internal.ir.Expr.BinaryOp;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.StmtRef;
import org.braid.core.internal.ir.Variable;
import org.junit.jupiter.api.Test;

/** Threads, join, atomic sections, blocking assume and deadlocks. */
class ThreadTest {

    @Test
    void asyncGivesThreadIdsInCreationOrderAndJoinDeliversTheResult() {
        Variable n = reg("n", I32);
        Variable t1 = reg("t1", I32);
        Variable t2 = reg("t2", I32);
        Variable res = reg("res", I32);
        Program p = program(List.of(global("out", I32)),
            proc("twice", I32, List.of(n), List.of(), block("entry", ret(bin(BinaryOp.MUL, r(n), i(2)), 10))),
            proc("main", I32, List.of(), List.of(t1, t2, res), block("entry", ret(bin(BinaryOp.ADD, r(res),
                bin(BinaryOp.MUL, i(100), bin(BinaryOp.ADD, r(t1), r(t2)))), 6),
                async(v(t1), "twice", 2, i(21)), async(v(t2), "twice", 3, i(0)),
                join(r(t2), null, 4), join(r(t1), v(res), 5))));
        for (long seed = 0; seed < 20; seed++) {
            Run run = new Interpreter(p, InterpreterOptions.DEFAULT).run("main", new RandomOracle(seed));
            assertEquals(new Outcome.Completed(OptionalLong.of(42 + 300)), run.outcome());
            assertEquals(OptionalLong.of(42), run.threadResult(1));
            assertEquals(3, run.threadCount());
        }
    }

    @Test
    void noOtherThreadRunsInsideAnAtomicSection() {
        Program p = Programs.lostUpdate(true);
        for (long seed = 0; seed < 200; seed++) {
            Run run = new Interpreter(p, InterpreterOptions.DEFAULT).run("main", new RandomOracle(seed));
            assertEquals(new Outcome.Completed(OptionalLong.empty()), run.outcome(), "seed " + seed);
            int inside = -1;
            for (Execution.Step step : run.execution().steps()) {
                if (inside >= 0) {
                    assertEquals(inside, step.thread(), "seed " + seed + ": another thread ran inside the atomic section");
                }
                if (step.loc().line() == 9) {
                    inside = step.thread();
                } else if (step.loc().line() == 12) {
                    inside = -1;
                }
            }
        }
    }

    @Test
    void aLockBuiltFromAtomicAndAssumeProtectsTheCounter() {
        Program p = Programs.lockedCounter();
        int contended = 0;
        for (long seed = 0; seed < 300; seed++) {
            Run run = new Interpreter(p, InterpreterOptions.DEFAULT).run("main", new RandomOracle(seed));
            assertEquals(new Outcome.Completed(OptionalLong.empty()), run.outcome(), "seed " + seed);
            assertEquals(2, run.readGlobal("counter", 0, I32));
            contended += bothEnteredLockBeforeFirstUnlock(run) ? 1 : 0;
        }
        assertTrue(contended > 0, "some schedule has a thread waiting for the lock held by the other");
    }

    /** Whether both threads began lock()'s atomic section (line 30) before the first unlock write (line 41). */
    private static boolean bothEnteredLockBeforeFirstUnlock(Run run) {
        int entered = 0;
        for (Execution.Step step : run.execution().steps()) {
            if (step.loc().line() == 41) {
                return entered == 2;
            }
            entered += step.loc().line() == 30 ? 1 : 0;
        }
        return false;
    }

    @Test
    void lockOrderInversionDeadlocksInSomeSchedule() {
        Program p = Programs.lockOrderInversion();
        Outcome.Deadlock deadlock = null;
        for (long seed = 0; seed < 500 && deadlock == null; seed++) {
            Outcome o = new Interpreter(p, InterpreterOptions.DEFAULT).run("main", new RandomOracle(seed)).outcome();
            if (o instanceof Outcome.Deadlock d) {
                deadlock = d;
            } else {
                assertEquals(new Outcome.Completed(OptionalLong.empty()), o);
            }
        }
        assertTrue(deadlock != null, "no deadlock in 500 random runs");
        assertEquals(List.of(
            new Outcome.Blocked(0, new StmtRef("main", "entry", 2), at(4), "join of thread 1"),
            new Outcome.Blocked(1, new StmtRef("lock", "entry", 1), at(31), "assume"),
            new Outcome.Blocked(2, new StmtRef("lock", "entry", 1), at(31), "assume")), deadlock.blocked());
    }

    @Test
    void aSequentialProgramBlockedOnAnAssumeEndsInDeadlockOfThreadZero() {
        Variable x = reg("x", I32);
        Program p = program(List.of(), simple("main", List.of(x), ret(4),
            havoc(v(x), 2), assume(bin(BinaryOp.EQ, r(x), i(3)), 3)));
        Run blocked = new Interpreter(p, InterpreterOptions.DEFAULT).run("main", ScriptOracle.values(4L));
        assertEquals(new Outcome.Deadlock(List.of(new Outcome.Blocked(0, new StmtRef("main", "entry", 1), at(3),
            "assume"))), blocked.outcome());
        Run passes = new Interpreter(p, InterpreterOptions.DEFAULT).run("main", ScriptOracle.values(3L));
        assertEquals(new Outcome.Completed(OptionalLong.empty()), passes.outcome());
    }

    @Test
    void unbalancedAtomicEndIsUnsupported() {
        Program p = program(List.of(), simple("main", List.of(), ret(3), end(2)));
        Outcome.Error e = assertInstanceOf(Outcome.Error.class,
            new Interpreter(p, InterpreterOptions.DEFAULT).run("main", ScriptOracle.values()).outcome());
        assertEquals(ErrorKind.UNSUPPORTED, e.kind());
        assertEquals("atomic_end without atomic_begin", e.message());
    }
}
