package org.braid.core.internal.interp;

import static org.braid.core.internal.interp.Cir.*;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.braid.core.internal.ir.Expr.BinaryOp;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.Variable;
import org.junit.jupiter.api.Test;

/**
 * Effects of temporaries: flagged as temporary when they hold no user variable's value, read
 * under the user's name when they were copied from one ({@code tmp.1 = c; c = tmp.1 + 1} is
 * {@code c++}).
 */
class TemporaryEffectsTest {

    private static List<String> effects(Execution.Step step) {
        return step.effects().stream().map(e -> e + (e.temporary() ? " (temporary)" : "")).toList();
    }

    private static Execution run(Program p) {
        return new Interpreter(p, InterpreterOptions.DEFAULT).run("main", ScriptOracle.values()).execution();
    }

    @Test
    void aTemporaryCopiedFromAGlobalIsReadUnderTheGlobalsName() {
        Variable tmp = Variable.temporary("tmp.1", I32);
        Program p = program(List.of(global("c", I32, new org.braid.core.internal.ir.Global.Init(0, i(5)))),
            simple("main", List.of(tmp), ret(4),
                set(v(tmp), r(g("c", I32)), 2),
                set(g("c", I32), bin(BinaryOp.ADD, r(tmp), i(1)), 3)));
        List<Execution.Step> steps = run(p).steps();
        assertEquals(List.of("c = 5", "tmp.1 := 5 (temporary)"), effects(steps.get(0)));
        assertEquals(List.of("c = 5", "c := 6"), effects(steps.get(1)));
    }

    @Test
    void aTemporaryHoldingAComputedValueStaysTemporaryAndAUserRegisterIsNot() {
        Variable tmp = Variable.temporary("tmp.1", I32);
        Variable seen = reg("seen", I32);
        Program p = program(List.of(global("c", I32)),
            simple("main", List.of(tmp, seen), ret(5),
                set(v(seen), i(2), 2),
                set(v(tmp), bin(BinaryOp.MUL, r(seen), i(3)), 3),
                set(g("c", I32), r(tmp), 4)));
        List<Execution.Step> steps = run(p).steps();
        assertEquals(List.of("seen := 2"), effects(steps.get(0)));
        assertEquals(List.of("seen = 2", "tmp.1 := 6 (temporary)"), effects(steps.get(1)));
        assertEquals(List.of("tmp.1 = 6 (temporary)", "c := 6"), effects(steps.get(2)));
    }

    @Test
    void aTemporaryCopiedThroughAnotherTemporaryKeepsTheUsersNameUntilOverwritten() {
        Variable t1 = Variable.temporary("tmp.1", I32);
        Variable t2 = Variable.temporary("tmp.2", I32);
        Variable x = reg("x", I32);
        Program p = program(List.of(global("out", I32)),
            simple("main", List.of(t1, t2, x), ret(6),
                set(v(x), i(7), 2),
                set(v(t1), r(x), 3),
                set(v(t2), r(t1), 4),
                set(v(t1), i(1), 5),
                set(g("out", I32), bin(BinaryOp.ADD, r(t1), r(t2)), 6)));
        List<Execution.Step> steps = run(p).steps();
        assertEquals(List.of("x = 7", "tmp.2 := 7 (temporary)"), effects(steps.get(2)));
        assertEquals(List.of("tmp.1 = 1 (temporary)", "x = 7", "out := 8"), effects(steps.get(4)));
    }

    @Test
    void aCastValueIsNotShownUnderTheUsersName() {
        Variable t1 = Variable.temporary("tmp.1", U8);
        Program p = program(List.of(global("c", I32, new org.braid.core.internal.ir.Global.Init(0, i(300))),
            global("out", U8)),
            simple("main", List.of(t1), ret(4),
                set(v(t1), cast(r(g("c", I32)), U8), 2),
                set(g("out", U8), r(t1), 3)));
        List<Execution.Step> steps = run(p).steps();
        assertEquals(List.of("c = 300", "tmp.1 := 44 (temporary)"), effects(steps.get(0)));
        assertEquals(List.of("tmp.1 = 44 (temporary)", "out := 44"), effects(steps.get(1)));
    }
}
