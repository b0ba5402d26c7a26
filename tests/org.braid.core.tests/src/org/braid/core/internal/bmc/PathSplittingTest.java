package org.braid.core.internal.bmc;

import static org.braid.core.internal.bmc.Checks.noViolation;
import static org.braid.core.internal.bmc.Checks.run;
import static org.braid.core.internal.bmc.Checks.violation;
import static org.braid.core.internal.bmc.Cir.*;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.OptionalLong;

import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.StmtRef;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;
import org.junit.jupiter.api.Test;

/**
 * The KISS pattern {@code f(); if (raise) return}: states returning from {@code f} with a
 * constant flag go on to their own branch without being merged first, and a flag that is not
 * constant on some path falls back to merging. Both give the same answers and traces.
 */
class PathSplittingTest {

    private static final Expr RAISED = global("raised", I32);
    private static final Expr X = global("x", I32);

    /**
     * {@code f} either raises (x = 1) or returns normally (x = 2); when raising it sets the flag
     * to 1, or to {@code b}, which is 1 there but not a constant term.
     */
    private static Procedure f(boolean constantFlag) {
        Proc f = proc("f", Type.VOID);
        Variable b = f.local("b", Type.BOOL);
        Expr raisedValue = constantFlag ? c(1, I32) : new Expr.Cast(read(b), I32);
        f.block("entry", branch(read(b), "up", "normal", 11), havoc(b, 10))
                .block("up", ret(13), store(RAISED, I32, raisedValue, 12), store(X, I32, c(1, I32), 12))
                .block("normal", ret(15), store(X, I32, c(2, I32), 14));
        return f.build();
    }

    private static Program program(Procedure f, Expr propagatedCheck, Expr continuedCheck) {
        Proc main = proc("main", Type.VOID);
        main.block("entry", branch(ne(load(RAISED, I32), c(0, I32)), "propagated", "continued", 2),
                        call(null, "f", 1))
                .block("propagated", ret(4), check(propagatedCheck, 3))
                .block("continued", ret(6), check(continuedCheck, 5));
        return Cir.program(List.of(gvar("raised", I32), gvar("x", I32)), List.of(), f, main.build());
    }

    @Test
    void eachReturningStateTakesItsOwnBranch() {
        noViolation(run(program(f(true), eq(load(X, I32), c(1, I32)), eq(load(X, I32), c(2, I32))), 0, 0), false);
    }

    @Test
    void traceFollowsTheNormalReturnToItsBranch() {
        BmcResult.Violation v = violation(run(program(f(true), eq(load(X, I32), c(1, I32)),
                ne(load(X, I32), c(2, I32))), 0, 0));
        assertEquals(List.of(new StmtRef("main", "entry", 0), new StmtRef("f", "entry", 0),
                new StmtRef("f", "entry", 1), new StmtRef("f", "normal", 0), new StmtRef("f", "normal", 1),
                new StmtRef("main", "entry", 1), new StmtRef("main", "continued", 0)),
                v.steps().stream().map(BmcStep::stmt).toList());
        assertEquals(OptionalLong.of(0), v.steps().get(1).value(), "b = false: f returns normally");
    }

    @Test
    void traceFollowsTheRaisingReturnToItsBranch() {
        BmcResult.Violation v = violation(run(program(f(true), ne(load(X, I32), c(1, I32)),
                eq(load(X, I32), c(2, I32))), 0, 0));
        assertEquals(new StmtRef("main", "propagated", 0), v.failedAssertion());
        assertEquals(OptionalLong.of(1), v.steps().get(1).value(), "b = true: f raises");
    }

    @Test
    void flagThatIsNotConstantOnAPathIsMerged() {
        noViolation(run(program(f(false), eq(load(X, I32), c(1, I32)), eq(load(X, I32), c(2, I32))), 0, 0), false);
        BmcResult.Violation v = violation(run(program(f(false), eq(load(X, I32), c(1, I32)),
                ne(load(X, I32), c(2, I32))), 0, 0));
        assertEquals(new StmtRef("main", "continued", 0), v.failedAssertion());
    }
}
