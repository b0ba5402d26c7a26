package org.braid.core.internal.bmc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import org.braid.core.internal.interp.Interpreter;
import org.braid.core.internal.interp.InterpreterOptions;
import org.braid.core.internal.interp.Outcome;
import org.braid.core.internal.interp.RandomOracle;
import org.braid.core.internal.interp.Replay;
import org.braid.core.internal.interp.ReplayResult;
import org.braid.core.internal.interp.ReplayStep;
import org.braid.core.internal.ir.Program;

/**
 * Runs the checker and asserts on {@link BmcResult}s. Every violation is replayed on the
 * interpreter, which must reach the same failing assertion: the checker and the interpreter
 * agree on the semantics of every program of these tests that has a bug.
 */
final class Checks {

    private Checks() {
    }

    static BmcResult run(Program program, int unwind, int recursion) {
        BmcResult result = BoundedModelChecker.check(program, "main", BmcOptions.of(unwind, recursion));
        if (result instanceof BmcResult.Violation v) {
            assertReplays(program, v);
        }
        return result;
    }

    /** The interpreter, replaying the trace's statements and values, fails the same assertion. */
    static void assertReplays(Program program, BmcResult.Violation v) {
        Replay replay = new Replay(v.steps().stream().map(s -> new ReplayStep(0, s.stmt(), s.value())).toList());
        ReplayResult result = new Interpreter(program, InterpreterOptions.DEFAULT).replay("main", replay);
        ReplayResult.Reached reached = assertInstanceOf(ReplayResult.Reached.class, result,
                () -> "trace does not replay: " + result);
        Outcome.AssertionFailed failed = assertInstanceOf(Outcome.AssertionFailed.class, reached.outcome(),
                () -> "replay ends with " + reached.outcome());
        assertEquals(v.failedAssertion(), failed.stmt(), "failed assertion in the replay");
    }

    static BmcResult.Violation violation(BmcResult result) {
        return assertInstanceOf(BmcResult.Violation.class, result, () -> "expected a violation, got " + result);
    }

    static void noViolation(BmcResult result, boolean unwindingAssumptionHit) {
        BmcResult.NoViolation none = assertInstanceOf(BmcResult.NoViolation.class, result,
                () -> "expected no violation, got " + result);
        assertEquals(unwindingAssumptionHit, none.unwindingAssumptionHit(), "unwinding assumption hit");
    }

    static BmcResult.Unknown unknown(BmcResult result) {
        return assertInstanceOf(BmcResult.Unknown.class, result, () -> "expected unknown, got " + result);
    }

    /**
     * The reason the model checker gives for a reachable memory error of {@code program}, asserted
     * equal to the interpreter's for the same error (a program whose error needs no input).
     */
    static String memoryError(Program program) {
        String reason = unknown(run(program, 0, 0)).reason();
        Outcome outcome = new Interpreter(program, InterpreterOptions.DEFAULT).run("main", new RandomOracle(1)).outcome();
        Outcome.Error error = assertInstanceOf(Outcome.Error.class, outcome, () -> "the interpreter ends with " + outcome);
        assertEquals(reason, error.reason(), "the interpreter's reason");
        return reason;
    }
}
