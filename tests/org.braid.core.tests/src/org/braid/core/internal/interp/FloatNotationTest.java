package org.braid.core.internal.interp;

import static org.braid.core.internal.interp.Cir.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;

import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Loc;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Notation;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;
import org.junit.jupiter.api.Test;

/**
 * Values of variables and cells in the {@linkplain Notation#FLOATING floating notation} read as
 * the IEEE 754 numbers their bits encode; the notation is a display hint only.
 */
class FloatNotationTest {
    private static List<String> effects(Execution.Step step) {
        return step.effects().stream().map(e -> e + (e.temporary() ? " (temporary)" : "")).toList();
    }

    private static Execution run(Program p) {
        return new Interpreter(p, InterpreterOptions.DEFAULT).run("main", ScriptOracle.values()).execution();
    }

    private static Lvalue.Mem floating(Lvalue.Mem cell) {
        return new Lvalue.Mem(cell.pointer(), cell.type(), cell.display(), cell.at(), Notation.FLOATING);
    }

    @Test
    void aDoubleRegisterAFloatCellAndATemporaryCopiedFromOneReadAsNumbers() {
        Variable x = new Variable("x", I64, false, false, Notation.FLOATING);
        Variable tmp = Variable.temporary("tmp.1", I32);
        Lvalue.Mem f = floating(g("f", I32));
        Program p = program(List.of(global("f", I32), global("out", I32)),
            simple("main", List.of(x, tmp), ret(5),
                set(v(x), c(Double.doubleToRawLongBits(1.5), I64), 2),
                set(f, c(Float.floatToRawIntBits(0.1f), I32), 3),
                set(v(tmp), r(f), 4),
                set(g("out", I32), r(tmp), 5)));
        List<Execution.Step> steps = run(p).steps();
        assertEquals(List.of("x := 1.5"), effects(steps.get(0)));
        assertEquals(List.of("f := 0.1"), effects(steps.get(1)));
        assertEquals(List.of("f = 0.1", "tmp.1 := 1036831949 (temporary)"), effects(steps.get(2)));
        assertEquals(List.of("f = 0.1", "out := 1036831949"), effects(steps.get(3)),
            "the copy reads as the float it came from, the integer cell it goes to as an integer");
    }

    @Test
    void theNotationTakesNoPartInEquality() {
        Variable integer = new Variable("x", I64, false);
        Variable floating = new Variable("x", I64, false, false, Notation.FLOATING);
        assertEquals(integer, floating);
        assertEquals(integer.hashCode(), floating.hashCode());
        Lvalue.Mem cell = g("d", I64);
        assertEquals(cell, floating(cell));
        assertEquals(cell.hashCode(), floating(cell).hashCode());
    }

    @Test
    void onlyA32Or64BitIntegerCanBeFloating() {
        assertThrows(IllegalArgumentException.class, () -> new Variable("b", U8, false, false, Notation.FLOATING));
        assertThrows(IllegalArgumentException.class,
            () -> new Lvalue.Mem(new Expr.Const(0, new Type.Pointer(Type.BOOL)), Type.BOOL, "b", Loc.NONE,
                Notation.FLOATING));
    }
}
