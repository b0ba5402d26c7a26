package org.braid.core.internal.bmc.term;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.BinaryOperator;

import org.braid.core.Cancellation;
import org.braid.core.internal.bmc.term.Term.Op;
import org.braid.core.internal.sat.Sat4jSolver;
import org.braid.core.internal.sat.SatSolver;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The circuits of {@link BitBlaster} compute exactly what {@link Semantics} (and so constant
 * folding and model evaluation) says, for every binary operator at several widths, on edge
 * values and random values.
 */
class BitBlasterTest {

    private static final int[] WIDTHS = {1, 3, 8, 16, 32, 64};

    @ParameterizedTest
    @EnumSource(value = Op.class, names = {"AND", "OR", "XOR", "ADD", "SUB", "MUL", "UDIV", "UREM", "SDIV", "SREM",
        "SHL", "LSHR", "ASHR", "EQ", "ULT", "SLT"})
    void circuitAgreesWithSemantics(Op op) {
        for (int width : WIDTHS) {
            TermFactory f = new TermFactory();
            Term x = f.var(width, "x");
            Term y = f.var(width, "y");
            BinaryOperator<Term> build = builder(f, op);
            Term result = build.apply(x, y);
            try (SatSolver solver = new Sat4jSolver()) {
                BitBlaster blaster = new BitBlaster(solver, Long.MAX_VALUE, () -> { });
                blaster.bits(result);
                for (long[] pair : values(width)) {
                    Term cx = f.constant(width, pair[0]);
                    Term cy = f.constant(width, pair[1]);
                    int[] assumptions = {blaster.literal(f.eq(x, cx)), blaster.literal(f.eq(y, cy))};
                    assertEquals(SatSolver.Result.SAT, solver.solve(assumptions, Cancellation.none()));
                    long expected = build.apply(cx, cy).value();
                    long expectedSemantics = Semantics.apply(op, result.width(), 0, cx.value(), width, cy.value(),
                            width, 0);
                    assertEquals(expectedSemantics, expected, op + " folding at width " + width);
                    assertEquals(expected, blaster.modelValue(result),
                            op + " " + Long.toHexString(pair[0]) + ", " + Long.toHexString(pair[1]) + " at width " + width);
                }
            }
        }
    }

    private static BinaryOperator<Term> builder(TermFactory f, Op op) {
        return switch (op) {
            case AND -> f::and;
            case OR -> f::or;
            case XOR -> f::xor;
            case ADD -> f::add;
            case SUB -> f::sub;
            case MUL -> f::mul;
            case UDIV, UREM, SDIV, SREM -> (a, b) -> f.divide(op, a, b);
            case SHL, LSHR, ASHR -> (a, b) -> f.shift(op, a, b);
            case EQ -> f::eq;
            case ULT -> f::ult;
            case SLT -> f::slt;
            default -> throw new IllegalArgumentException(op.name());
        };
    }

    private static List<long[]> values(int width) {
        long mask = Semantics.mask(-1L, width);
        long min = 1L << (width - 1);
        long[] edges = width < 32 ? new long[] {0, 1, 2, 3, mask, mask - 1, min, min - 1, min + 1, width, width - 1,
            width + 1} : new long[] {0, 1, 3, mask, min, min - 1, width};
        List<long[]> pairs = new ArrayList<>();
        for (long a : edges) {
            for (long b : edges) {
                pairs.add(new long[] {a & mask, b & mask});
            }
        }
        SplittableRandom random = new SplittableRandom(width);
        for (int i = 0; i < 12; i++) {
            pairs.add(new long[] {random.nextLong() & mask, random.nextLong() & mask});
        }
        return pairs;
    }
}
