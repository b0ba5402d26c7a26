package org.braid.core.internal.bmc;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.braid.core.internal.bmc.term.Term;
import org.braid.core.internal.bmc.term.TermFactory;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.FloatSemantics;
import org.braid.core.internal.ir.Type;
import org.junit.jupiter.api.Test;

/**
 * The encoding's floating-point comparisons agree with the interpreter's ({@link FloatSemantics})
 * on every pair of special values (both zeros, subnormals, the extremes, both infinities, quiet
 * and signalling NaNs of either sign) and on random bit patterns, in binary32 and binary64.
 */
class FloatComparisonsTest {
    private static final List<Expr.FloatOp.Op> COMPARISONS = List.of(Expr.FloatOp.Op.EQ, Expr.FloatOp.Op.NE,
        Expr.FloatOp.Op.LT, Expr.FloatOp.Op.LE, Expr.FloatOp.Op.GT, Expr.FloatOp.Op.GE);

    @Test
    void doubleComparisonsAreThoseOfIeee754() {
        List<Long> values = new ArrayList<>(List.of(0L, Long.MIN_VALUE, 1L, Long.MIN_VALUE | 1, 0x000F_FFFF_FFFF_FFFFL,
            0x0010_0000_0000_0000L, 0x3FF0_0000_0000_0000L, 0xBFF0_0000_0000_0000L, 0x7FEF_FFFF_FFFF_FFFFL,
            0xFFEF_FFFF_FFFF_FFFFL, 0x7FF0_0000_0000_0000L, 0xFFF0_0000_0000_0000L, 0x7FF8_0000_0000_0000L,
            0xFFF8_0000_0000_0000L, 0x7FF0_0000_0000_0001L, -1L, 0x4340_0000_0000_0000L));
        Random random = new Random(9);
        for (int i = 0; i < 40; i++) {
            values.add(random.nextLong());
        }
        agree(values, 64);
    }

    @Test
    void floatComparisonsAreThoseOfIeee754() {
        List<Long> values = new ArrayList<>(List.of(0L, 0x8000_0000L, 1L, 0x8000_0001L, 0x007F_FFFFL, 0x0080_0000L,
            0x3F80_0000L, 0xBF80_0000L, 0x7F7F_FFFFL, 0xFF7F_FFFFL, 0x7F80_0000L, 0xFF80_0000L, 0x7FC0_0000L,
            0xFFC0_0000L, 0x7F80_0001L, 0xFFFF_FFFFL));
        Random random = new Random(9);
        for (int i = 0; i < 40; i++) {
            values.add(random.nextLong() & 0xFFFF_FFFFL);
        }
        agree(values, 32);
    }

    private static void agree(List<Long> values, int width) {
        TermFactory f = new TermFactory();
        Type.Int type = new Type.Int(width, true);
        for (Expr.FloatOp.Op op : COMPARISONS) {
            for (long a : values) {
                for (long b : values) {
                    Expr.FloatOp expr = new Expr.FloatOp(op,
                        List.of(new Expr.Const(a, type), new Expr.Const(b, type)), new Type.Bool());
                    long expected = FloatSemantics.apply(expr, a, b);
                    Term encoded = FloatComparisons.compare(f, op, f.constant(width, a), f.constant(width, b));
                    assertEquals(expected, encoded.value(),
                        () -> op + " " + Long.toHexString(a) + " " + Long.toHexString(b) + " on " + width + " bits");
                }
            }
        }
    }
}
