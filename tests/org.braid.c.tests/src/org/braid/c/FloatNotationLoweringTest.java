package org.braid.c;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.braid.core.internal.ir.Block;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Operands;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Variable;
import org.junit.jupiter.api.Test;

/**
 * The C front end writes {@code float} and {@code double} values of variables and memory cells
 * in the floating notation (the display hint traces read) and everything else as integers, while
 * their CIR types stay the bit-vectors of the encodings.
 */
class FloatNotationLoweringTest {

    private static String notation(Variable v) {
        return v.name() + " " + v.type() + " " + v.notation();
    }

    /** Every lvalue {@code p} writes: a register by name, a cell as the source writes it. */
    private static List<String> writes(Procedure p) {
        List<String> out = new ArrayList<>();
        for (Block b : p.blocks()) {
            for (Stmt s : b.statements()) {
                Operands.visit(s, l -> out.add(switch (l) {
                    case Lvalue.Var v -> notation(v.variable());
                    case Lvalue.Mem m -> m.display() + " " + m.type() + " " + m.notation();
                }), e -> { });
            }
        }
        return out.stream().filter(w -> !w.startsWith("tmp.")).toList();
    }

    @Test
    void floatAndDoubleParametersAndLocalsAreFloatingAndIntegersAreNot() throws Exception {
        Procedure f = IrText.proc(Fixtures.lowerText(
            "double f(float k, double v, int n) { double r = k * v; long bits = n; return r + bits; }"), "f");
        assertEquals(List.of("k i32 FLOATING", "v i64 FLOATING", "n i32 INTEGER"),
            f.parameters().stream().map(FloatNotationLoweringTest::notation).toList());
        assertEquals(List.of("r i64 FLOATING", "bits i64 INTEGER"), writes(f));
    }

    @Test
    void cellsOfFloatTypeAreFloatingWhereverTheyAre() throws Exception {
        Procedure f = IrText.proc(Fixtures.lowerText("""
            struct reading { int sensor; float celsius; };
            union pun { double d; long long l; };
            double total;
            struct reading last;
            _Atomic double shared;
            void f(double *p, union pun *u) {
                total = 1;
                last.sensor = 2;
                last.celsius = 3;
                *p = 4;
                u->d = 5;
                u->l = 6;
                shared = 7;
            }
            """), "f");
        assertEquals(List.of("total i64 FLOATING", "last.sensor i32 INTEGER", "last.celsius i32 FLOATING",
            "*p i64 FLOATING", "u->d i64 FLOATING", "u->l i64 INTEGER", "shared i64 FLOATING"), writes(f));
    }
}
