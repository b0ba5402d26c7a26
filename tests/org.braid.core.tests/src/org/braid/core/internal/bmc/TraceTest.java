package org.braid.core.internal.bmc;

import static org.braid.core.internal.bmc.Checks.run;
import static org.braid.core.internal.bmc.Checks.violation;
import static org.braid.core.internal.bmc.Cir.*;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.OptionalLong;

import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Expr.BinaryOp;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.StmtRef;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;
import org.junit.jupiter.api.Test;

/** The trace lists every executed statement and terminator of the input program, in order, with values. */
class TraceTest {

    /**
     * <pre>
     * int twice(int a) { return a + a; }
     * main: n = *; i = 0; while (i < n) i = twice(i) + 1; b = i == 3; assert(!b);
     * </pre>
     */
    private static Program program() {
        Proc twice = proc("twice", I32);
        Variable a = twice.param("a", I32);
        twice.block("entry", ret(add(read(a), read(a)), 20));
        Proc main = proc("main", Type.VOID);
        Variable n = main.local("n", I8);
        Variable i = main.local("i", I32);
        Variable t = main.local("t", I32);
        Variable b = main.local("b", Type.BOOL);
        main.block("entry", jump("head", 2), havoc(n, 1), assign(i, c(0, I32), 2))
                .block("head", branch(lt(read(i), new Expr.Cast(read(n), I32)), "body", "exit", 3))
                .block("body", jump("head", 4), call(t, "twice", 4, read(i)), assign(i, add(read(t), c(1, I32)), 4))
                .block("exit", ret(6), assign(b, eq(read(i), c(3, I32)), 5),
                        check(new Expr.Unary(Expr.UnaryOp.NOT, read(b)), 6));
        return Cir.program(twice.build(), main.build());
    }

    private static StmtRef main(String block, int index) {
        return new StmtRef("main", block, index);
    }

    @Test
    void stepsAndValuesAreExact() {
        BmcResult.Violation v = violation(run(program(), 3, 0));
        long n = v.steps().get(0).value().getAsLong();
        assertEquals(true, n == 2 || n == 3, "i takes 0, 1, 3: n must be 2 or 3, was " + n);
        StmtRef ret = new StmtRef("twice", "entry", 0);
        List<BmcStep> expected = List.of(
                new BmcStep(main("entry", 0), OptionalLong.of(n)),
                new BmcStep(main("entry", 1), OptionalLong.of(0)),
                BmcStep.of(main("entry", 2)),
                BmcStep.of(main("head", 0)),
                BmcStep.of(main("body", 0)), BmcStep.of(ret), new BmcStep(main("body", 1), OptionalLong.of(1)),
                BmcStep.of(main("body", 2)),
                BmcStep.of(main("head", 0)),
                BmcStep.of(main("body", 0)), BmcStep.of(ret), new BmcStep(main("body", 1), OptionalLong.of(3)),
                BmcStep.of(main("body", 2)),
                BmcStep.of(main("head", 0)),
                new BmcStep(main("exit", 0), OptionalLong.of(1)),
                BmcStep.of(main("exit", 1)));
        assertEquals(expected, v.steps());
        assertEquals(main("exit", 1), v.failedAssertion());
        assertEquals("assertion at line 6", v.message());
    }

    @Test
    void sameInputGivesSameCnfAndTrace() {
        BmcResult.Violation first = violation(run(program(), 3, 0));
        BmcResult.Violation second = violation(run(program(), 3, 0));
        assertEquals(first.stats().satVariables(), second.stats().satVariables());
        assertEquals(first.stats().satClauses(), second.stats().satClauses());
        assertEquals(first.stats().counts().get("terms"), second.stats().counts().get("terms"));
        assertEquals(first.steps(), second.steps());
    }

    @Test
    void negativeHavocValueIsMaskedToItsWidth() {
        Proc main = proc("main", Type.VOID);
        Variable x = main.local("x", I8);
        main.block("entry", ret(9), havoc(x, 1), check(bin(BinaryOp.GE, read(x), c(-3, I8)), 2));
        BmcResult.Violation v = violation(run(Cir.program(main.build()), 0, 0));
        long bits = v.steps().get(0).value().getAsLong();
        assertEquals(true, bits >= 0x80 && bits <= 0xFC, "an i8 below -3 as masked bits, was " + bits);
    }
}
