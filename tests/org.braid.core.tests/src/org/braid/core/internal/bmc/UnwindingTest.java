package org.braid.core.internal.bmc;

import static org.braid.core.internal.bmc.Checks.noViolation;
import static org.braid.core.internal.bmc.Checks.run;
import static org.braid.core.internal.bmc.Checks.violation;
import static org.braid.core.internal.bmc.Cir.*;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Expr.BinaryOp;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Loop unwinding and recursion bounds: bugs within the bounds are found, cuts are reported, never errors. */
class UnwindingTest {

    /** {@code i = 0; while (i < k) i++; assert(i != k);} — the violation needs k back edges. */
    private static Program countTo(int k) {
        Proc main = proc("main", Type.VOID);
        Variable i = main.local("i", I32);
        main.block("entry", jump("head", 1), assign(i, c(0, I32), 1))
                .block("head", branch(lt(read(i), c(k, I32)), "body", "exit", 2))
                .block("body", jump("head", 3), assign(i, add(read(i), c(1, I32)), 3))
                .block("exit", ret(5), check(ne(read(i), c(k, I32)), 4));
        return program(main.build());
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 3, 5})
    void loopNeedingKIterationsIsFoundWithUnwindK(int k) {
        BmcResult.Violation v = violation(run(countTo(k), k, 0));
        assertEquals(4 + 3 * k, v.steps().size(), "entry (2), head, k * (body 2 + head), assert");
        noViolation(run(countTo(k + 1), k, 0), true);
    }

    @Test
    void boundBelowTheLoopLengthCutsWithoutFalseBug() {
        noViolation(run(countTo(5), 4, 0), true);
        noViolation(run(countTo(5), 0, 0), true);
    }

    @Test
    void completelyUnwoundLoopHitsNoAssumption() {
        Proc main = proc("main", Type.VOID);
        Variable i = main.local("i", I32);
        main.block("entry", jump("head", 1), assign(i, c(0, I32), 1))
                .block("head", branch(lt(read(i), c(3, I32)), "body", "exit", 2))
                .block("body", jump("head", 3), assign(i, add(read(i), c(1, I32)), 3))
                .block("exit", ret(5), check(eq(read(i), c(3, I32)), 4));
        noViolation(run(program(main.build()), 3, 0), false);
        noViolation(run(program(main.build()), 10, 0), false);
        noViolation(run(program(main.build()), 2, 0), true);
    }

    @Test
    void innerLoopCounterRestartsInEachOuterIteration() {
        Proc main = proc("main", Type.VOID);
        Variable i = main.local("i", I32);
        Variable j = main.local("j", I32);
        Variable n = main.local("n", I32);
        main.block("entry", jump("outer", 1), assign(i, c(0, I32), 1), assign(n, c(0, I32), 1))
                .block("outer", branch(lt(read(i), c(2, I32)), "init", "exit", 2))
                .block("init", jump("inner", 3), assign(j, c(0, I32), 3))
                .block("inner", branch(lt(read(j), c(3, I32)), "step", "next", 4))
                .block("step", jump("inner", 5), assign(j, add(read(j), c(1, I32)), 5),
                        assign(n, add(read(n), c(1, I32)), 5))
                .block("next", jump("outer", 6), assign(i, add(read(i), c(1, I32)), 6))
                .block("exit", ret(8), check(ne(read(n), c(6, I32)), 7));
        violation(run(program(main.build()), 3, 0));
        noViolation(run(program(main.build()), 2, 0), true);
    }

    @Test
    void loopWithSymbolicBoundFindsEveryIterationCount() {
        Proc main = proc("main", Type.VOID);
        Variable i = main.local("i", U8);
        Variable k = main.local("k", U8);
        main.block("entry", jump("head", 1), havoc(k, 1), assign(i, c(0, U8), 1))
                .block("head", branch(lt(read(i), read(k)), "body", "exit", 2))
                .block("body", jump("head", 3), assign(i, add(read(i), c(1, U8)), 3))
                .block("exit", ret(5), check(ne(read(i), c(4, U8)), 4));
        BmcResult.Violation v = violation(run(program(main.build()), 4, 0));
        assertEquals(4, v.steps().get(0).value().getAsLong(), "k = 4 in the trace");
        noViolation(run(program(main.build()), 3, 0), true);
    }

    /** {@code f(n) = n == 0 ? 0 : 1 + f(n - 1); assert(f(3) != 3)}: four nested activations of f. */
    private static Program recursive() {
        Proc f = proc("f", I32);
        Variable n = f.param("n", I32);
        Variable r = f.local("r", I32);
        f.block("entry", branch(eq(read(n), c(0, I32)), "base", "step", 1))
                .block("base", ret(c(0, I32), 2))
                .block("step", ret(add(c(1, I32), read(r)), 4), call(r, "f", 3, bin(BinaryOp.SUB, read(n), c(1, I32))));
        Proc main = proc("main", Type.VOID);
        Variable x = main.local("x", I32);
        main.block("entry", ret(11), call(x, "f", 10, c(3, I32)), check(ne(read(x), c(3, I32)), 11));
        return program(f.build(), main.build());
    }

    @Test
    void recursionWithinTheBoundIsFound() {
        violation(run(recursive(), 0, 3));
        violation(run(recursive(), 0, 5));
    }

    @Test
    void recursionBeyondTheBoundIsCut() {
        noViolation(run(recursive(), 0, 2), true);
        noViolation(run(recursive(), 0, 0), true);
    }

    @Test
    void loopAroundACallInlinesOneActivationPerIteration() {
        Proc inc = proc("inc", I32);
        Variable a = inc.param("a", I32);
        inc.block("entry", ret(add(read(a), c(1, I32)), 20));
        Proc main = proc("main", Type.VOID);
        Variable i = main.local("i", I32);
        main.block("entry", jump("head", 1), assign(i, c(0, I32), 1))
                .block("head", branch(lt(read(i), c(4, I32)), "body", "exit", 2))
                .block("body", jump("head", 3), call(i, "inc", 3, read(i)))
                .block("exit", ret(5), check(ne(read(i), c(4, I32)), 4));
        violation(run(program(inc.build(), main.build()), 4, 0));
        noViolation(run(program(inc.build(), main.build()), 3, 0), true);
    }

    /**
     * A loop with two entries: {@code if (*) goto A; else goto B; A: i += 1; B: i += 10; if (i < 40)
     * goto A;}. Entering at B reaches 43 after six back edges (edges into A or B inside the loop).
     */
    @Test
    void irreducibleLoopCountsEdgesIntoEitherHeader() {
        Proc main = proc("main", Type.VOID);
        Variable i = main.local("i", I32);
        Variable b = main.local("b", Type.BOOL);
        main.block("entry", branch(read(b), "A", "B", 1), assign(i, c(0, I32), 1), havoc(b, 1))
                .block("A", jump("B", 2), assign(i, add(read(i), c(1, I32)), 2))
                .block("B", branch(lt(read(i), c(40, I32)), "A", "exit", 3), assign(i, add(read(i), c(10, I32)), 3))
                .block("exit", ret(5), check(ne(read(i), c(43, I32)), 4));
        BmcResult.Violation v = violation(run(program(main.build()), 6, 0));
        assertEquals(0, v.steps().get(1).value().getAsLong(), "entered at B");
        noViolation(run(program(main.build()), 5, 0), true);
    }

    @Test
    void selfLoopAndBranchToOneTarget() {
        Proc main = proc("main", Type.VOID);
        Variable i = main.local("i", U8);
        main.block("entry", branch(lt(read(i), c(2, U8)), "spin", "spin", 1))
                .block("spin", branch(lt(read(i), c(5, U8)), "spin", "exit", 2), assign(i, add(read(i), c(1, U8)), 2))
                .block("exit", ret(4), check(ne(read(i), c(5, U8)), 3));
        violation(run(program(main.build()), 4, 0));
        noViolation(run(program(main.build()), 3, 0), true);
    }

    @Test
    void longLoopsNeedNoDeepRecursion() {
        int k = 3000;
        Proc main = proc("main", Type.VOID);
        Variable i = main.local("i", I32);
        Variable b = main.local("b", Type.BOOL);
        main.block("entry", jump("head", 1), assign(i, c(0, I32), 1))
                .block("head", branch(lt(read(i), c(k, I32)), "body", "exit", 2))
                .block("body", branch(read(b), "exit", "next", 3), havoc(b, 3))
                .block("next", jump("head", 4), assign(i, add(read(i), c(1, I32)), 4))
                .block("exit", ret(6), check(ne(read(i), c(k, I32)), 5));
        BmcResult.Violation v = violation(run(program(main.build()), k, 0));
        assertEquals(4 + 5 * k, v.steps().size());
    }
}
