package org.braid.core.internal.interp;

import static org.braid.core.internal.interp.Cir.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.List;
import java.util.OptionalLong;

import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Expr.BinaryOp;
import org.braid.core.internal.ir.Expr.UnaryOp;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.Type;
import org.junit.jupiter.api.Test;

/** C semantics of expressions, bit for bit, evaluated by running {@code out = e;}. */
class ArithmeticTest {

    /** Runs {@code out = e} and returns out's bits. */
    static long eval(Expr e) {
        Program p = program(List.of(global("out", e.type())),
            simple("main", List.of(), ret(3), set(g("out", e.type()), e, 2)));
        Run run = new Interpreter(p, InterpreterOptions.DEFAULT).run("main", ScriptOracle.values());
        assertEquals(new Outcome.Completed(OptionalLong.empty()), run.outcome());
        return run.readGlobal("out", 0, e.type());
    }

    static long bits(long value, Type.Int type) {
        return type.width() == 64 ? value : value & ((1L << type.width()) - 1);
    }

    @Test
    void unsignedCharArithmeticWrapsButPromotedIntDoesNot() {
        assertEquals(44, eval(bin(BinaryOp.ADD, c(200, U8), c(100, U8))));
        Expr promoted = bin(BinaryOp.ADD, cast(c(200, U8), I32), i(100));
        assertEquals(300, eval(promoted));
        assertEquals(44, eval(cast(promoted, U8)));
    }

    @Test
    void signedDivisionTruncatesTowardZeroAndRemainderFollowsDividend() {
        assertEquals(bits(-3, I32), eval(bin(BinaryOp.DIV, i(-7), i(2))));
        assertEquals(bits(-1, I32), eval(bin(BinaryOp.REM, i(-7), i(2))));
        assertEquals(bits(-3, I32), eval(bin(BinaryOp.DIV, i(7), i(-2))));
        assertEquals(1, eval(bin(BinaryOp.REM, i(7), i(-2))));
    }

    @Test
    void intMinDividedByMinusOneWraps() {
        assertEquals(0x8000_0000L, eval(bin(BinaryOp.DIV, i(Integer.MIN_VALUE), i(-1))));
        assertEquals(0, eval(bin(BinaryOp.REM, i(Integer.MIN_VALUE), i(-1))));
        assertEquals(Long.MIN_VALUE, eval(bin(BinaryOp.DIV, c(Long.MIN_VALUE, I64), c(-1, I64))));
        assertEquals(0x8000_0000L, eval(new Expr.Unary(UnaryOp.NEG, i(Integer.MIN_VALUE))));
    }

    @Test
    void unsignedDivisionAndComparisonUseUnsignedValues() {
        assertEquals(0x7FFF_FFFFL, eval(bin(BinaryOp.DIV, c(0xFFFF_FFFFL, U32), c(2, U32))));
        assertEquals(1, eval(bin(BinaryOp.REM, c(-1, U64), c(2, U64))));
        assertEquals(Long.MAX_VALUE, eval(bin(BinaryOp.DIV, c(-1, U64), c(2, U64))));
        assertEquals(0, eval(bin(BinaryOp.LT, c(0xFFFF_FFFFL, U32), c(0, U32))));
        assertEquals(1, eval(bin(BinaryOp.LT, i(-1), i(0))));
        assertEquals(1, eval(bin(BinaryOp.GE, c(-1, U64), c(Long.MAX_VALUE, U64))));
    }

    @Test
    void overflowWrapsModuloTwoToTheWidth() {
        assertEquals(0x8000_0000L, eval(bin(BinaryOp.ADD, i(Integer.MAX_VALUE), i(1))));
        assertEquals(bits(-2, I32), eval(bin(BinaryOp.MUL, i(Integer.MAX_VALUE), i(2))));
        assertEquals(255, eval(new Expr.Unary(UnaryOp.BIT_NOT, c(0, U8))));
        assertEquals(0xFFFF_FFFFL, eval(bin(BinaryOp.SUB, c(0, U32), c(1, U32))));
    }

    @Test
    void shiftsByWidthOrMoreGiveZeroOrSignFill() {
        assertEquals(0x8000_0000L, eval(bin(BinaryOp.SHL, i(1), i(31))));
        assertEquals(0, eval(bin(BinaryOp.SHL, i(1), i(32))));
        assertEquals(0, eval(bin(BinaryOp.SHL, i(1), i(-1))));
        assertEquals(bits(-4, I32), eval(bin(BinaryOp.SHR, i(-8), i(1))));
        assertEquals(bits(-1, I32), eval(bin(BinaryOp.SHR, i(-8), i(40))));
        assertEquals(0, eval(bin(BinaryOp.SHR, i(8), i(40))));
        assertEquals(1, eval(bin(BinaryOp.SHR, c(0x8000_0000L, U32), c(31, U32))));
        assertEquals(0, eval(bin(BinaryOp.SHR, c(0x8000_0000L, U32), c(32, U32))));
        assertEquals(0xF0, eval(bin(BinaryOp.SHL, c(0xFF, U8), c(4, U8))));
    }

    @Test
    void castsTruncateAndExtendBySourceSignedness() {
        assertEquals(44, eval(cast(i(300), I8)));
        assertEquals(bits(-56, I8), eval(cast(c(200, U8), I8)));
        assertEquals(0xFFFF_FFFFL, eval(cast(c(-1, I8), U32)));
        assertEquals(0xFFL, eval(cast(c(-1, U8), U32)));
        assertEquals(4294967295L, eval(cast(c(0xFFFF_FFFFL, U32), I64)));
        assertEquals(-1L, eval(cast(i(-1), I64)));
        assertEquals(1, eval(cast(i(5), Type.BOOL)));
        assertEquals(0, eval(cast(i(0), Type.BOOL)));
        assertEquals(1, eval(cast(bool(true), I32)));
    }

    @Test
    void pointersAndIntegersConvertByMachineAddresses() {
        Type.Pointer voidPtr = ptr(Type.VOID);
        assertEquals(42, eval(cast(cast(i(42), voidPtr), I32)));
        assertEquals(0, eval(cast(new Expr.Null(voidPtr), U64)));
        assertEquals(1, eval(cast(cast(i(42), voidPtr), Type.BOOL)));
        assertEquals(0, eval(cast(new Expr.Null(voidPtr), Type.BOOL)));
        // "out" is the first global, so object 1 at base (1 << 32) + (1 << 20)
        assertEquals((1L << 32) + (1L << 20) + 4, eval(cast(plus(addr("out", U64), 4, U64), U64)));
        assertEquals((1L << 20) + 4, eval(cast(plus(addr("out", U64), 4, U64), I32)));
        assertEquals(eval(plus(addr("out", U64), 4, U64)),
            eval(cast(cast(plus(addr("out", U64), 4, U64), U64), ptr(U64))), "round trip");
        assertEquals(8, eval(new Expr.PtrDiff(plus(addr("out", U64), 12, U64), plus(addr("out", U64), 4, U64), I64)));
    }

    @Test
    void booleansAndConditionalsAndPointerComparison() {
        assertEquals(1, eval(bin(BinaryOp.LOR, bool(false), bool(true))));
        assertEquals(0, eval(bin(BinaryOp.LAND, bool(true), bool(false))));
        assertEquals(0, eval(new Expr.Unary(UnaryOp.NOT, bool(true))));
        assertEquals(7, eval(new Expr.Ite(bin(BinaryOp.EQ, i(1), i(1)), i(7), i(8))));
        assertEquals(1, eval(bin(BinaryOp.LT, addr("out", U64), plus(addr("out", U64), 4, U64))));
        assertEquals(0, eval(bin(BinaryOp.EQ, addr("out", U64), new Expr.Null(ptr(U64)))));
    }

    @Test
    void divisionByZeroIsAnErrorOutcomeAtItsLine() {
        Program p = program(List.of(global("out", I32)),
            simple("main", List.of(), ret(3), set(g("out", I32), bin(BinaryOp.REM, i(1), i(0)), 2)));
        Outcome outcome = new Interpreter(p, InterpreterOptions.DEFAULT).run("main", ScriptOracle.values()).outcome();
        Outcome.Error error = assertInstanceOf(Outcome.Error.class, outcome);
        assertEquals(ErrorKind.DIVISION_BY_ZERO, error.kind());
        assertEquals(2, error.loc().line());
        assertEquals("remainder by zero", error.message());
    }

    @Test
    void conditionalEvaluatesOnlyTheChosenBranch() {
        Expr guarded = new Expr.Ite(bin(BinaryOp.NE, i(0), i(0)), bin(BinaryOp.DIV, i(1), i(0)), i(5));
        assertEquals(5, eval(guarded));
    }
}
