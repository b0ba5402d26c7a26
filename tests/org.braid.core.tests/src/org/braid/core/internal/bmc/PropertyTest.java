package org.braid.core.internal.bmc;

import static org.braid.core.internal.bmc.Checks.noViolation;
import static org.braid.core.internal.bmc.Checks.run;
import static org.braid.core.internal.bmc.Checks.violation;
import static org.braid.core.internal.bmc.Cir.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

import org.braid.core.internal.ir.Callee;
import org.braid.core.internal.ir.Expr.BinaryOp;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.StmtRef;
import org.braid.core.internal.ir.Terminator;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;
import org.junit.jupiter.api.Test;

/** Which paths count: assumes before the assertion, not after; the first failing assertion; exit. */
class PropertyTest {

    @Test
    void assumeBeforeTheAssertionRestrictsInputs() {
        Proc main = proc("main", Type.VOID);
        Variable x = main.local("x", I32);
        main.block("entry", ret(9), havoc(x, 1), assume(bin(BinaryOp.GT, read(x), c(10, I32)), 2),
                check(bin(BinaryOp.GT, read(x), c(5, I32)), 3));
        noViolation(run(program(main.build()), 0, 0), false);
    }

    @Test
    void assumeAfterTheAssertionDoesNotHideIt() {
        Proc main = proc("main", Type.VOID);
        Variable x = main.local("x", I32);
        main.block("entry", ret(9), havoc(x, 1), check(ne(read(x), c(3, I32)), 2), assume(bool(false), 3));
        BmcResult.Violation v = violation(run(program(main.build()), 0, 0));
        assertEquals(new StmtRef("main", "entry", 1), v.failedAssertion());
        assertEquals(OptionalLong.of(3), v.steps().get(0).value());
    }

    @Test
    void firstFailingAssertionEndsTheTrace() {
        Proc main = proc("main", Type.VOID);
        Variable x = main.local("x", U8);
        main.block("entry", ret(9), havoc(x, 1), check(lt(read(x), c(100, U8)), 2),
                check(lt(read(x), c(50, U8)), 3));
        BmcResult.Violation v = violation(run(program(main.build()), 0, 0));
        long value = v.steps().get(0).value().getAsLong();
        StmtRef expected = new StmtRef("main", "entry", value >= 100 ? 1 : 2);
        assertEquals(expected, v.failedAssertion());
        assertEquals(v.steps().get(v.steps().size() - 1).stmt(), v.failedAssertion());
        assertEquals(value >= 100 ? "assertion at line 2" : "assertion at line 3", v.message());
    }

    @Test
    void exitEndsTheProgram() {
        Proc main = proc("main", Type.VOID);
        main.block("entry", new Terminator.Exit(loc(1)))
                .block("dead", ret(3), check(bool(false), 2));
        noViolation(run(program(main.build()), 0, 0), false);
        Proc f = proc("f", Type.VOID);
        f.block("entry", new Terminator.Exit(loc(10)));
        Proc main2 = proc("main", Type.VOID);
        main2.block("entry", ret(3), call(null, "f", 1), check(bool(false), 2));
        noViolation(run(program(f.build(), main2.build()), 0, 0), false);
    }

    @Test
    void atomicSectionsAreNoOpsInTraces() {
        Proc main = proc("main", Type.VOID);
        main.block("entry", ret(9), new Stmt.AtomicBegin(loc(1)), new Stmt.AtomicEnd(loc(2)), check(bool(false), 3));
        BmcResult.Violation v = violation(run(program(main.build()), 0, 0));
        assertEquals(3, v.steps().size());
    }

    @Test
    void concurrentProgramsAreRejected() {
        Proc main = proc("main", Type.VOID);
        main.block("entry", ret(9), new Stmt.Async(Optional.empty(), new Callee.Direct("main"), List.of(), loc(1)));
        assertThrows(IllegalArgumentException.class, () -> run(program(main.build()), 0, 0));
        Proc withParameter = proc("main", Type.VOID);
        withParameter.param("p", I32);
        withParameter.block("entry", ret(9));
        assertThrows(IllegalArgumentException.class, () -> run(program(withParameter.build()), 0, 0));
    }
}
