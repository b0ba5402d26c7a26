package org.braid.core.internal.bmc;

import static org.braid.core.internal.bmc.Checks.noViolation;
import static org.braid.core.internal.bmc.Checks.run;
import static org.braid.core.internal.bmc.Checks.unknown;
import static org.braid.core.internal.bmc.Checks.violation;
import static org.braid.core.internal.bmc.Cir.*;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.OptionalLong;
import java.util.stream.Stream;

import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Expr.BinaryOp;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Bit-precise C semantics through the whole pipeline: operands are havocked and pinned by
 * {@code assume}, so nothing folds and the SAT solver decides {@code assert(x op y == e)}:
 * no violation for the hand-computed {@code e}, and a violation of {@code x op y != e}.
 */
class ArithmeticTest {

    static Stream<Arguments> binary() {
        return Stream.of(
                // division and remainder truncate toward zero; INT_MIN / -1 wraps
                Arguments.of(BinaryOp.DIV, I8, -128, -1, -128),
                Arguments.of(BinaryOp.REM, I8, -128, -1, 0),
                Arguments.of(BinaryOp.DIV, I8, -7, 2, -3),
                Arguments.of(BinaryOp.REM, I8, -7, 2, -1),
                Arguments.of(BinaryOp.REM, I16, 7, -2, 1),
                Arguments.of(BinaryOp.DIV, I32, Integer.MIN_VALUE, -1, Integer.MIN_VALUE),
                Arguments.of(BinaryOp.REM, I32, -7, 2, -1),
                Arguments.of(BinaryOp.DIV, I64, Long.MIN_VALUE, -1, Long.MIN_VALUE),
                Arguments.of(BinaryOp.DIV, I64, -9_000_000_000L, 7, -1_285_714_285L),
                Arguments.of(BinaryOp.DIV, U8, 200, 3, 66),
                Arguments.of(BinaryOp.REM, U16, 65535, 256, 255),
                Arguments.of(BinaryOp.DIV, U32, 0xFFFF_FFFFL, 2, 0x7FFF_FFFFL),
                Arguments.of(BinaryOp.DIV, U64, -1L, 3, 0x5555_5555_5555_5555L),
                Arguments.of(BinaryOp.REM, U64, -1L, 10, 5),
                // wrap-around
                Arguments.of(BinaryOp.SUB, U32, 0, 1, 0xFFFF_FFFFL),
                Arguments.of(BinaryOp.ADD, I8, 127, 1, -128),
                Arguments.of(BinaryOp.ADD, U8, 255, 1, 0),
                Arguments.of(BinaryOp.MUL, I16, 300, 300, 24464),
                Arguments.of(BinaryOp.MUL, U32, 0xFFFF_FFFFL, 0xFFFF_FFFFL, 1),
                Arguments.of(BinaryOp.MUL, I32, 65536, 65536, 0),
                Arguments.of(BinaryOp.MUL, I64, 0x1_0000_0001L, 0x1_0000_0001L, 0x2_0000_0001L),
                Arguments.of(BinaryOp.SUB, I64, Long.MIN_VALUE, 1, Long.MAX_VALUE),
                // shifts: counts >= width give 0 or the sign; counts are read unsigned
                Arguments.of(BinaryOp.SHL, I32, 1, 32, 0),
                Arguments.of(BinaryOp.SHL, I32, 1, 31, Integer.MIN_VALUE),
                Arguments.of(BinaryOp.SHR, I32, -8, 40, -1),
                Arguments.of(BinaryOp.SHR, I32, -8, 1, -4),
                Arguments.of(BinaryOp.SHR, U32, 0x8000_0000L, 32, 0),
                Arguments.of(BinaryOp.SHR, U32, 0x8000_0000L, 31, 1),
                Arguments.of(BinaryOp.SHL, I8, 1, 7, -128),
                Arguments.of(BinaryOp.SHL, I8, 1, -1, 0),
                Arguments.of(BinaryOp.SHR, I8, -128, -1, -1),
                Arguments.of(BinaryOp.SHL, U16, 1, 15, 32768),
                Arguments.of(BinaryOp.SHR, U16, 0xFFFF, 16, 0),
                Arguments.of(BinaryOp.SHL, I64, 1, 63, Long.MIN_VALUE),
                Arguments.of(BinaryOp.SHR, I64, -1, 64, -1),
                Arguments.of(BinaryOp.SHR, U64, -1, 64, 0),
                Arguments.of(BinaryOp.SHR, U64, -1, 60, 15),
                // bitwise
                Arguments.of(BinaryOp.AND, U8, 0xF0, 0x3C, 0x30),
                Arguments.of(BinaryOp.OR, I16, -256, 255, -1),
                Arguments.of(BinaryOp.XOR, U64, -1L, 1, -2L));
    }

    @ParameterizedTest(name = "{1} {2} {0} {3} == {4}")
    @MethodSource("binary")
    void binaryOperatorIsBitPrecise(BinaryOp op, Type.Int type, long a, long b, long expected) {
        noViolation(run(pinned(type, a, type, b, (x, y) -> eq(bin(op, x, y), c(expected, type))), 0, 0), false);
        BmcResult.Violation v = violation(run(pinned(type, a, type, b, (x, y) -> ne(bin(op, x, y), c(expected, type))), 0, 0));
        assertEquals(List.of(OptionalLong.of(c(a, type).bits()), OptionalLong.of(c(b, type).bits())),
                v.steps().subList(0, 2).stream().map(BmcStep::value).toList(), "havocked operands in the trace");
    }

    static Stream<Arguments> comparisons() {
        return Stream.of(
                Arguments.of(BinaryOp.LT, I8, -1, 0, true),
                Arguments.of(BinaryOp.LT, U8, 255, 0, false),
                Arguments.of(BinaryOp.LT, I16, -32768, 32767, true),
                Arguments.of(BinaryOp.GE, U16, 0x8000, 0x7FFF, true),
                Arguments.of(BinaryOp.LE, I32, Integer.MIN_VALUE, Integer.MIN_VALUE, true),
                Arguments.of(BinaryOp.GT, U32, 0xFFFF_FFFFL, 0, true),
                Arguments.of(BinaryOp.GT, I32, 0xFFFF_FFFFL, 0, false),
                Arguments.of(BinaryOp.LT, I64, Long.MIN_VALUE, Long.MAX_VALUE, true),
                Arguments.of(BinaryOp.LT, U64, Long.MIN_VALUE, Long.MAX_VALUE, false),
                Arguments.of(BinaryOp.EQ, U64, -1L, -1L, true),
                Arguments.of(BinaryOp.NE, I8, 5, 5, false));
    }

    @ParameterizedTest(name = "{1} {2} {0} {3} is {4}")
    @MethodSource("comparisons")
    void comparisonIsBitPrecise(BinaryOp op, Type.Int type, long a, long b, boolean expected) {
        noViolation(run(pinned(type, a, type, b, (x, y) -> eq(bin(op, x, y), bool(expected))), 0, 0), false);
        violation(run(pinned(type, a, type, b, (x, y) -> eq(bin(op, x, y), bool(!expected))), 0, 0));
    }

    static Stream<Arguments> casts() {
        return Stream.of(
                Arguments.of(I8, -1, U32, 0xFFFF_FFFFL),
                Arguments.of(U8, 255, I32, 255),
                Arguments.of(I32, -1, I8, -1),
                Arguments.of(I64, 0x1_0000_0005L, I32, 5),
                Arguments.of(I16, -2, U64, -2L),
                Arguments.of(U16, 0xFFFE, I64, 0xFFFE),
                Arguments.of(I32, 0x1234_5678, U8, 0x78));
    }

    @ParameterizedTest(name = "({2}) {0} {1} == {3}")
    @MethodSource("casts")
    void castExtendsBySourceSignedness(Type.Int from, long value, Type.Int to, long expected) {
        Proc main = proc("main", Type.VOID);
        Variable x = main.local("x", from);
        main.block("entry", ret(9), havoc(x, 1), assume(eq(read(x), c(value, from)), 2),
                check(eq(new Expr.Cast(read(x), to), c(expected, to)), 3));
        noViolation(run(program(main.build()), 0, 0), false);
    }

    @Test
    void castToBoolIsNonZero() {
        Proc main = proc("main", Type.VOID);
        Variable x = main.local("x", I32);
        main.block("entry", ret(9), havoc(x, 1), assume(eq(read(x), c(256, I32)), 2),
                check(eq(new Expr.Cast(new Expr.Cast(read(x), U8), Type.BOOL), bool(false)), 3),
                check(eq(new Expr.Cast(read(x), Type.BOOL), bool(true)), 4),
                check(eq(new Expr.Cast(bool(true), I64), c(1, I64)), 5));
        noViolation(run(program(main.build()), 0, 0), false);
    }

    /**
     * A division by zero blocks the path (the failing assertion after it is no finding) and,
     * being reachable, makes the result unknown as the interpreter's run stops there.
     */
    @Test
    void divisionByZeroBlocksThePathAndMakesTheResultUnknown() {
        Proc main = proc("main", Type.VOID);
        Variable x = main.local("x", I32);
        Variable y = main.local("y", I32);
        Variable z = main.local("z", I32);
        main.block("entry", ret(9), havoc(x, 1), havoc(y, 2), assume(eq(read(y), c(0, I32)), 3),
                assign(z, bin(BinaryOp.REM, read(x), read(y)), 4), check(bool(false), 5));
        assertEquals("remainder by zero at t.c:4:1", unknown(run(program(main.build()), 0, 0)).reason());
    }

    @Test
    void aDivisorThatCannotBeZeroChangesNothing() {
        Proc main = proc("main", Type.VOID);
        Variable y = main.local("y", U32);
        Variable z = main.local("z", U32);
        main.block("entry", ret(9), havoc(y, 1), assume(ne(read(y), c(0, U32)), 2),
                assign(z, bin(BinaryOp.DIV, c(100, U32), read(y)), 3), check(bool(true), 4));
        noViolation(run(program(main.build()), 0, 0), false);
    }

    @Test
    void divisionInUntakenIteBranchDoesNotBlock() {
        Proc main = proc("main", Type.VOID);
        Variable y = main.local("y", U32);
        Variable z = main.local("z", U32);
        Expr guarded = new Expr.Ite(eq(read(y), c(0, U32)), c(7, U32), bin(BinaryOp.DIV, c(100, U32), read(y)));
        main.block("entry", ret(9), havoc(y, 1), assign(z, guarded, 2), check(ne(read(z), c(7, U32)), 3));
        BmcResult.Violation v = violation(run(program(main.build()), 0, 0));
        assertEquals(OptionalLong.of(0), v.steps().get(0).value(), "y = 0 takes the branch without division");
    }

    /** {@code x = *; y = *; assume(x == a); assume(y == b); assert(property(x, y));} */
    private static Program pinned(Type.Int tx, long a, Type.Int ty, long b, java.util.function.BinaryOperator<Expr> property) {
        Proc main = proc("main", Type.VOID);
        Variable x = main.local("x", tx);
        Variable y = main.local("y", ty);
        main.block("entry", ret(9), havoc(x, 1), havoc(y, 2), assume(eq(read(x), c(a, tx)), 3),
                assume(eq(read(y), c(b, ty)), 4), check(property.apply(read(x), read(y)), 5));
        return program(main.build());
    }
}
