package org.braid.core.internal.interp;

import static org.braid.core.internal.interp.Cir.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;

import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Expr.BinaryOp;
import org.braid.core.internal.ir.Global;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.StructDef;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;
import org.junit.jupiter.api.Test;

/** Pointers, structs, arrays, heap objects, initializers and memory errors. */
class MemoryTest {
    static final StructDef PAIR = new StructDef("pair", false,
        List.of(new StructDef.Field("a", I32, 0), new StructDef.Field("b", I32, 4)), 8, 4);
    static final Type.Struct PAIR_T = new Type.Struct("pair");
    static final Type.Int I16 = new Type.Int(16, true);

    static Run run(Program p) {
        return new Interpreter(p, InterpreterOptions.DEFAULT).run("main", ScriptOracle.values());
    }

    static Outcome.Error error(Program p) {
        return assertInstanceOf(Outcome.Error.class, run(p).outcome());
    }

    @Test
    void structFieldsThroughAPointerAreSeparateCells() {
        Variable s = mem("s", PAIR_T);
        Variable q = reg("q", ptr(PAIR_T));
        Expr field = plus(r(q), 4, I32);
        Program p = program(List.of(PAIR), List.of(global("out", I32)),
            simple("main", List.of(s, q), ret(6),
                set(v(q), new Expr.LocalAddr(s, ptr(PAIR_T)), 2),
                set(deref(r(q), I32, "q->a"), i(10), 3),
                set(deref(field, I32, "q->b"), i(32), 4),
                set(g("out", I32), bin(BinaryOp.ADD, r(deref(r(q), I32, "q->a")), r(deref(field, I32, "q->b"))), 5)));
        Run run = run(p);
        assertEquals(new Outcome.Completed(OptionalLong.empty()), run.outcome());
        assertEquals(42, run.readGlobal("out", 0, I32));
        assertEquals(List.of("q = &local s of main", "q->a = 10", "q = &local s of main", "q->b = 32",
            "out := 42"), run.execution().steps().get(3).effects().stream().map(Object::toString).toList());
    }

    @Test
    void arrayIndexPastTheEndIsAMemoryError() {
        Program p = program(List.of(global("arr", new Type.Array(I32, 4))),
            simple("main", List.of(), ret(4),
                set(deref(plus(addr("arr", I32), 12, I32), I32, "arr[3]"), i(1), 2),
                set(deref(plus(addr("arr", I32), 16, I32), I32, "arr[4]"), i(1), 3)));
        Outcome.Error e = error(p);
        assertEquals(ErrorKind.MEMORY_ERROR, e.kind());
        assertEquals(3, e.loc().line());
        assertEquals("out-of-bounds access in arr[4]: 4 bytes at offset 16 of arr (16 bytes)", e.message());
    }

    @Test
    void nullDereferenceIsAMemoryError() {
        Program p = program(List.of(),
            simple("main", List.of(), ret(3), set(deref(new Expr.Null(ptr(I32)), I32, "*p"), i(1), 2)));
        Outcome.Error e = error(p);
        assertEquals(ErrorKind.MEMORY_ERROR, e.kind());
        assertEquals("null pointer dereference in *p", e.message());
    }

    @Test
    void heapObjectsReadZeroUntilWrittenAndDieWhenFreed() {
        Variable h = reg("h", ptr(I32));
        Stmt alloc = new Stmt.Alloc(v(h), c(8, U64), false, "malloc at t.c:2", at(2));
        Program p = program(List.of(global("out", I32)),
            simple("main", List.of(h), ret(6), alloc,
                set(g("out", I32), r(deref(plus(r(h), 4, I32), I32, "h[1]")), 3),
                new Stmt.Free(r(h), at(4)),
                set(deref(r(h), I32, "h[0]"), i(1), 5)));
        Run run = run(p);
        Outcome.Error e = assertInstanceOf(Outcome.Error.class, run.outcome());
        assertEquals(0, run.readGlobal("out", 0, I32));
        assertEquals("use after free of malloc at t.c:2 in h[0]", e.message());
        assertEquals(5, e.loc().line());
    }

    @Test
    void doubleFreeAndFreeOfAGlobalAreMemoryErrors() {
        Variable h = reg("h", ptr(I32));
        Program twice = program(List.of(), simple("main", List.of(h), ret(5),
            new Stmt.Alloc(v(h), c(4, U64), true, "calloc at t.c:2", at(2)),
            new Stmt.Free(r(h), at(3)), new Stmt.Free(r(h), at(4))));
        assertEquals("double free of calloc at t.c:2", error(twice).message());
        Program global = program(List.of(global("x", I32)), simple("main", List.of(), ret(3),
            new Stmt.Free(addr("x", I32), at(2))));
        assertEquals("free of x, which was not allocated on the heap", error(global).message());
    }

    @Test
    void aCellReadWithAnotherWidthGivesItsLittleEndianBytes() {
        Program p = program(List.of(global("x", I64), global("lo", I32), global("mid", I32), global("b", U8)),
            simple("main", List.of(), ret(5),
                set(g("x", I64), c(0x1122_3344_5566_7788L, I64), 2),
                set(g("lo", I32), r(deref(addr("x", I32), I32, "*(int*)&x")), 3),
                set(g("mid", I32), r(deref(plus(addr("x", I32), 2, I32), I32, "*(int*)((char*)&x+2)")), 4),
                set(g("b", U8), r(deref(plus(addr("x", U8), 7, U8), U8, "((char*)&x)[7]")), 4)));
        Run run = run(p);
        assertEquals(new Outcome.Completed(OptionalLong.empty()), run.outcome());
        assertEquals(0x5566_7788L, run.readGlobal("lo", 0, I32) & 0xFFFF_FFFFL);
        assertEquals(0x3344_5566L, run.readGlobal("mid", 0, I32) & 0xFFFF_FFFFL);
        assertEquals(0x11, run.readGlobal("b", 0, U8));
    }

    @Test
    void aNarrowWriteKeepsTheOtherBytesOfTheCellsItOverlaps() {
        Program p = program(List.of(global("x", I64), global("out", I64)),
            simple("main", List.of(), ret(5),
                set(g("x", I64), c(0x1122_3344_5566_7788L, I64), 2),
                set(deref(plus(addr("x", I16), 3, I16), I16, "*(short*)((char*)&x+3)"), c(0xAABB, I16), 3),
                set(g("out", I64), r(g("x", I64)), 4)));
        Run run = run(p);
        assertEquals(0x1122_33AA_BB66_7788L, run.readGlobal("out", 0, I64));
    }

    @Test
    void aWideWriteOverManyNarrowCellsReplacesThemAndKeepsTheRest() {
        List<Stmt> body = new ArrayList<>();
        for (int b = 0; b < 8; b++) {
            body.add(set(deref(plus(addr("x", U8), b, U8), U8, "((char*)&x)[" + b + "]"), c(0x10 + b, U8), 2));
        }
        body.add(set(deref(plus(addr("x", I32), 3, I32), I32, "*(int*)((char*)&x+3)"), c(0xAABBCCDDL, I32), 3));
        body.add(set(g("out", I64), r(g("x", I64)), 4));
        Program p = program(List.of(global("x", I64), global("out", I64)),
            simple("main", List.of(), ret(5), body.toArray(Stmt[]::new)));
        // bytes 10 11 12 | DD CC BB AA | 17, little-endian
        assertEquals(0x17AA_BBCC_DD12_1110L, run(p).readGlobal("out", 0, I64));
    }

    @Test
    void globalInitializersIncludingAddressesAreApplied() {
        Global target = global("x", I32, new Global.Init(0, i(7)));
        Global pointer = global("px", ptr(I32), new Global.Init(0, addr("x", I32)));
        Program p = program(List.of(target, pointer, global("out", I32)),
            simple("main", List.of(), ret(3), set(g("out", I32), r(deref(r(g("px", ptr(I32))), I32, "*px")), 2)));
        assertEquals(7, run(p).readGlobal("out", 0, I32));
    }

    @Test
    void aPointerToALocalDanglesAfterItsFunctionReturns() {
        Variable local = mem("local", I32);
        Variable q = reg("q", ptr(I32));
        Program p = program(List.of(),
            proc("leak", ptr(I32), List.of(), List.of(local),
                block("entry", ret(new Expr.LocalAddr(local, ptr(I32)), 11))),
            simple("main", List.of(q), ret(4),
                call(v(q), "leak", 2),
                set(deref(r(q), I32, "*q"), i(1), 3)));
        Outcome.Error e = error(p);
        assertEquals("use after return of local local of leak in *q", e.message());
    }

    @Test
    void threadLocalGlobalsHaveOneObjectPerThread() {
        Global tls = new Global("tls", I32, List.of(new Global.Init(0, i(5))), true, at(1));
        Variable t = reg("t", I32);
        Program p = program(List.of(tls, global("out", I32)),
            simple("worker", List.of(), ret(11), set(g("tls", I32), i(99), 10)),
            simple("main", List.of(t), ret(5),
                async(v(t), "worker", 2),
                join(r(t), null, 3),
                set(g("out", I32), r(g("tls", I32)), 4)));
        Run run = run(p);
        assertEquals(5, run.readGlobal("out", 0, I32));
    }
}
