package org.braid.core.internal.bmc;

import static org.braid.core.internal.bmc.Checks.noViolation;
import static org.braid.core.internal.bmc.Checks.run;
import static org.braid.core.internal.bmc.Checks.unknown;
import static org.braid.core.internal.bmc.Checks.violation;
import static org.braid.core.internal.bmc.Cir.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

/** The memory model: globals, struct fields, arrays with symbolic indices, locals, the heap, casts. */
class MemoryTest {

    private static final StructDef S = new StructDef("S", false,
            List.of(new StructDef.Field("a", I32, 0), new StructDef.Field("b", I64, 8),
                    new StructDef.Field("c", U8, 16)), 24, 8);
    private static final Type.Struct S_TYPE = new Type.Struct("S");
    private static final Type.Array ARRAY = new Type.Array(I32, 4);

    private static Expr field(Expr base, long offset, Type type) {
        return ptrAdd(base, c(offset, I64), type);
    }

    private static Expr element(Expr index) {
        return ptrAdd(global("a", ARRAY), bin(BinaryOp.MUL, new Expr.Cast(index, I64), c(4, I64)), I32);
    }

    private static Program withGlobals(Proc main, Global... globals) {
        return program(List.of(globals), List.of(S), main.build());
    }

    @Test
    void structFieldThroughPointer() {
        Proc main = proc("main", Type.VOID);
        Variable p = main.local("p", ptr(S_TYPE));
        main.block("entry", ret(9), assign(p, global("s", S_TYPE), 1),
                store(field(read(p), 8, I64), I64, c(5, I64), 2),
                store(field(read(p), 16, U8), U8, c(200, U8), 3),
                check(eq(load(field(global("s", S_TYPE), 8, I64), I64), c(5, I64)), 4),
                check(eq(load(field(read(p), 0, I32), I32), c(0, I32)), 5),
                check(eq(load(field(read(p), 16, U8), U8), c(200, U8)), 6));
        noViolation(run(withGlobals(main, gvar("s", S_TYPE)), 0, 0), false);
    }

    @Test
    void arrayElementWithSymbolicIndex() {
        Proc main = proc("main", Type.VOID);
        Variable i = main.local("i", U32);
        main.block("entry", ret(9), havoc(i, 1), store(element(read(i)), I32, c(7, I32), 2),
                check(ne(load(element(c(2, U32)), I32), c(7, I32)), 3));
        BmcResult.Violation v = violation(run(withGlobals(main, gvar("a", ARRAY)), 0, 0));
        assertEquals(2, v.steps().get(0).value().getAsLong(), "only a[2] = 7 makes a[2] == 7");
    }

    @Test
    void symbolicReadSeesEarlierConstantWrites() {
        Proc main = proc("main", Type.VOID);
        Variable i = main.local("i", U32);
        main.block("entry", ret(9), store(element(c(1, U32)), I32, c(10, I32), 1),
                store(element(c(3, U32)), I32, c(30, I32), 2), havoc(i, 3),
                assume(lt(read(i), c(4, U32)), 4),
                check(ne(load(element(read(i)), I32), c(30, I32)), 5));
        BmcResult.Violation v = violation(run(withGlobals(main, gvar("a", ARRAY)), 0, 0));
        assertEquals(3, v.steps().get(2).value().getAsLong());
    }

    /** A reachable out-of-bounds write makes the result unknown, worded from the model; the path ends there. */
    @Test
    void outOfBoundsAccessIsAMemoryErrorThatEndsThePath() {
        Proc main = proc("main", Type.VOID);
        Variable i = main.local("i", U16);
        main.block("entry", ret(9), havoc(i, 1), assume(eq(read(i), c(5, U16)), 2),
                store(element(read(i)), I32, c(7, I32), 3), check(bool(false), 4));
        assertEquals("memory error: out-of-bounds access in *p: 4 bytes at offset 20 of a (16 bytes) at t.c:3:1",
                unknown(run(withGlobals(main, gvar("a", ARRAY)), 0, 0)).reason());
    }

    /** An index that the program bounds changes nothing. */
    @Test
    void boundedIndexIsNoMemoryError() {
        Proc main = proc("main", Type.VOID);
        Variable i = main.local("i", U16);
        main.block("entry", ret(9), havoc(i, 1), assume(lt(read(i), c(4, U16)), 2),
                store(element(read(i)), I32, c(7, I32), 3), check(lt(read(i), c(4, U16)), 4));
        noViolation(run(withGlobals(main, gvar("a", ARRAY)), 0, 0), false);
    }

    @Test
    void globalInitializerAndZeroFill() {
        Proc main = proc("main", Type.VOID);
        main.block("entry", ret(9), check(eq(load(global("g", ARRAY), I32), c(42, I32)), 1),
                check(eq(load(element(c(1, U32)), I32), c(0, I32)), 2));
        Global g = gvar("g", ARRAY, new Global.Init(0, c(42, I32)));
        noViolation(run(withGlobals(main, g, gvar("a", ARRAY)), 0, 0), false);
        Proc wrong = proc("main", Type.VOID);
        wrong.block("entry", ret(9), check(eq(load(global("g", ARRAY), I32), c(41, I32)), 1));
        violation(run(withGlobals(wrong, g), 0, 0));
    }

    @Test
    void addressTakenLocal() {
        Proc main = proc("main", Type.VOID);
        Variable x = main.memLocal("x", I32);
        Variable p = main.local("p", ptr(I32));
        main.block("entry", ret(9), assign(p, addr(x), 1), store(read(p), I32, c(3, I32), 2),
                check(eq(load(addr(x), I32), c(3, I32)), 3));
        noViolation(run(program(main.build()), 0, 0), false);
    }

    @Test
    void heapObjectsAreDistinctAndFreedOnesUnusable() {
        Proc main = proc("main", Type.VOID);
        Variable p = main.local("p", ptr(I64));
        Variable q = main.local("q", ptr(I64));
        Variable v = main.local("v", I64);
        main.block("entry", ret(9),
                new Stmt.Alloc(var(p), c(8, U64), false, "malloc at t.c:1", loc(1)),
                new Stmt.Alloc(var(q), c(8, U64), false, "malloc at t.c:2", loc(2)),
                store(read(p), I64, c(1, I64), 3), store(read(q), I64, c(2, I64), 4),
                check(eq(load(read(p), I64), c(1, I64)), 5), check(ne(read(p), read(q)), 6),
                new Stmt.Free(read(p), loc(7)), assign(v, load(read(p), I64), 8), check(bool(false), 9));
        assertEquals("memory error: use after free of malloc at t.c:1 in *p at t.c:8:1", Checks.memoryError(
                program(main.build())));
    }

    @Test
    void doubleFreeAndFreeOfAGlobalOrTheMiddleOfAnObjectAreMemoryErrors() {
        Proc twice = proc("main", Type.VOID);
        Variable p = twice.local("p", ptr(I64));
        twice.block("entry", ret(9), new Stmt.Alloc(var(p), c(16, U64), false, "calloc at t.c:1", loc(1)),
                new Stmt.Free(read(p), loc(2)), new Stmt.Free(read(p), loc(3)), check(bool(false), 4));
        assertEquals("memory error: double free of calloc at t.c:1 at t.c:3:1", Checks.memoryError(program(twice.build())));
        Proc global = proc("main", Type.VOID);
        global.block("entry", ret(9), new Stmt.Free(global("g", I32), loc(1)), check(bool(false), 2));
        assertEquals("memory error: free of g, which was not allocated on the heap at t.c:1:1",
                Checks.memoryError(program(List.of(gvar("g", I32)), List.of(), global.build())));
        Proc middle = proc("main", Type.VOID);
        Variable m = middle.local("p", ptr(I64));
        middle.block("entry", ret(9), new Stmt.Alloc(var(m), c(16, U64), false, "malloc at t.c:1", loc(1)),
                new Stmt.Free(ptrAdd(read(m), c(8, I64), I64), loc(2)), check(bool(false), 3));
        assertEquals("memory error: free of a pointer into the middle of malloc at t.c:1 (offset 8) at t.c:2:1",
                Checks.memoryError(program(middle.build())));
    }

    @Test
    void freeOfNullDoesNothing() {
        Proc main = proc("main", Type.VOID);
        main.block("entry", ret(9), new Stmt.Free(new Expr.Null(ptr(I32)), loc(1)), check(bool(true), 2));
        noViolation(run(program(main.build()), 0, 0), false);
    }

    @Test
    void heapAllocationWithSymbolicSize() {
        Proc main = proc("main", Type.VOID);
        Variable n = main.local("n", U64);
        Variable p = main.local("p", ptr(I32));
        main.block("entry", ret(9), havoc(n, 1), new Stmt.Alloc(var(p), read(n), true, "calloc", loc(2)),
                store(ptrAdd(read(p), c(8, I64), I32), I32, c(1, I32), 3), check(bool(false), 4));
        BmcResult.Violation v = violation(run(program(main.build()), 0, 0));
        assertEquals(true, v.steps().get(0).value().getAsLong() >= 12, "the write needs 12 bytes");
    }

    @Test
    void aNarrowReadOfAWiderCellReadsItsLittleEndianBytes() {
        Proc main = proc("main", Type.VOID);
        main.block("entry", ret(9), store(global("w", I32), I32, c(0x11223344, I32), 1),
                check(eq(load(global("w", I32), U8), c(0x44, U8)), 2),
                check(eq(load(ptrAdd(global("w", I32), c(1, I64), U8), U8), c(0x33, U8)), 3),
                check(eq(load(ptrAdd(global("w", I32), c(2, I64), U16), U16), c(0x1122, U16)), 4));
        noViolation(run(program(List.of(gvar("w", I32)), List.of(), main.build()), 0, 0), false);
        Proc wrong = proc("main", Type.VOID);
        wrong.block("entry", ret(9), store(global("w", I32), I32, c(0x11223344, I32), 1),
                check(eq(load(ptrAdd(global("w", I32), c(3, I64), U8), U8), c(0x44, U8)), 2));
        BmcResult.Violation v = violation(run(program(List.of(gvar("w", I32)), List.of(), wrong.build()), 0, 0));
        assertEquals(1, v.failedAssertion().index(), "the byte at offset 3 is 0x11, not 0x44");
    }

    @Test
    void aReadAcrossCellsComposesTheirBytes() {
        Proc main = proc("main", Type.VOID);
        main.block("entry", ret(9), store(global("w", I64), I32, c(1, I32), 1),
                check(eq(load(ptrAdd(global("w", I64), c(2, I64), I32), I32), c(0, I32)), 2),
                store(ptrAdd(global("w", I64), c(5, I64), U8), U8, c(7, U8), 3),
                check(eq(load(global("w", I64), I64), c(0x0000_0700_0000_0001L, I64)), 4));
        noViolation(run(program(List.of(gvar("w", I64)), List.of(), main.build()), 0, 0), false);
    }

    @Test
    void aNarrowWriteIntoAWiderCellKeepsItsOtherBytes() {
        Proc main = proc("main", Type.VOID);
        main.block("entry", ret(9), store(global("w", I32), I32, c(0x11223344, I32), 1),
                store(ptrAdd(global("w", I32), c(1, I64), U8), U8, c(0xFF, U8), 2),
                check(eq(load(global("w", I32), I32), c(0x1122FF44, I32)), 3),
                store(global("w", I32), I32, c(5, I32), 4),
                check(eq(load(ptrAdd(global("w", I32), c(1, I64), U8), U8), c(0, U8)), 5));
        noViolation(run(program(List.of(gvar("w", I32)), List.of(), main.build()), 0, 0), false);
    }

    @Test
    void aNarrowReadAtASymbolicOffsetIsComposedOfBytes() {
        Proc main = proc("main", Type.VOID);
        Variable i = main.local("i", I64);
        main.block("entry", ret(9), havoc(i, 1), assume(lt(read(i), c(4, I64)), 1),
                assume(bin(BinaryOp.GE, read(i), c(0, I64)), 1), store(global("w", I32), I32, c(0x11223344, I32), 1),
                check(ne(load(ptrAdd(global("w", I32), read(i), U8), U8), c(0x22, U8)), 2));
        BmcResult.Violation v = violation(run(program(List.of(gvar("w", I32)), List.of(), main.build()), 0, 0));
        assertEquals(OptionalLong.of(2), v.steps().get(0).value(), "0x22 is the byte at offset 2");
    }

    /**
     * A word read at a symbolic offset that can only be a multiple of 4 starts where the first of
     * four one-byte cells does: that cell is part of the word too (a read that may share a byte
     * with a cell at its own start, not only one that overlaps it partially).
     */
    @Test
    void aWordReadAtASymbolicAlignedOffsetIncludesTheByteAtItsStart() {
        Proc main = proc("main", Type.VOID);
        Variable i = main.local("i", I64);
        Expr word = ptrAdd(global("w", I64), bin(BinaryOp.MUL, read(i), c(4, I64)), I32);
        main.block("entry", ret(9), havoc(i, 1), assume(lt(read(i), c(1, I64)), 1),
                assume(bin(BinaryOp.GE, read(i), c(0, I64)), 1),
                store(global("w", I64), U8, c(1, U8), 2),
                store(ptrAdd(global("w", I64), c(1, I64), U8), U8, c(2, U8), 2),
                store(ptrAdd(global("w", I64), c(2, I64), U8), U8, c(3, U8), 2),
                store(ptrAdd(global("w", I64), c(3, I64), U8), U8, c(4, U8), 2),
                check(eq(load(word, I32), c(0x04030201, I32)), 3));
        noViolation(run(program(List.of(gvar("w", I64)), List.of(), main.build()), 0, 0), false);
    }

    @Test
    void aNarrowWriteAtASymbolicOffsetIntoAWiderCellIsUnsupported() {
        Proc main = proc("main", Type.VOID);
        Variable i = main.local("i", I64);
        main.block("entry", ret(9), havoc(i, 1), assume(lt(read(i), c(4, I64)), 1),
                assume(bin(BinaryOp.GE, read(i), c(0, I64)), 1), store(global("w", I32), I32, c(-1, I32), 1),
                store(ptrAdd(global("w", I32), read(i), U8), U8, c(0, U8), 2),
                check(ne(load(global("w", I32), I32), c(-1, I32)), 3));
        BmcResult.Unknown u = unknown(run(program(List.of(gvar("w", I32)), List.of(), main.build()), 0, 0));
        // the write (line 2) or, where the model's offset lets it through, the read of the torn cell (line 3)
        assertTrue(u.reason().equals("unsupported: mixed-width access to *p at t.c:2:1")
                || u.reason().equals("unsupported: mixed-width access to *p at t.c:3:1"), u.reason());
    }

    @Test
    void aWordReadOverABytesWrittenAtASymbolicOffsetIsUnsupported() {
        Proc main = proc("main", Type.VOID);
        Variable i = main.local("i", I64);
        main.block("entry", ret(9), havoc(i, 1), assume(lt(read(i), c(8, I64)), 1),
                assume(bin(BinaryOp.GE, read(i), c(0, I64)), 1),
                store(ptrAdd(global("w", I64), read(i), U8), U8, c(1, U8), 2),
                check(ne(load(global("w", I64), I32), c(0x100, I32)), 3));
        assertEquals("unsupported: mixed-width access to *p at t.c:3:1",
                unknown(run(program(List.of(gvar("w", I64)), List.of(), main.build()), 0, 0)).reason());
    }

    @Test
    void rewritingACellWithAnotherWidthIsFine() {
        Proc main = proc("main", Type.VOID);
        main.block("entry", ret(9), store(global("w", I64), I32, c(1, I32), 1),
                store(global("w", I64), U8, c(9, U8), 2), check(eq(load(global("w", I64), U8), c(9, U8)), 3));
        noViolation(run(program(List.of(gvar("w", I64)), List.of(), main.build()), 0, 0), false);
    }

    @Test
    void pointerIntegerCastsGiveMachineAddresses() {
        Proc main = proc("main", Type.VOID);
        Variable n = main.local("n", I64);
        Variable p = main.local("p", ptr(I32));
        main.block("entry", ret(9), assign(n, new Expr.Cast(ptrAdd(global("g", I32), c(4, I64), I32), I64), 1),
                assign(p, new Expr.Cast(bin(BinaryOp.SUB, read(n), c(4, I64)), ptr(I32)), 2),
                store(read(p), I32, c(6, I32), 3),
                check(eq(load(global("g", I32), I32), c(6, I32)), 4),
                check(eq(bin(BinaryOp.AND, read(n), c(0xF_FFFFL, I64)), c(4, I64)), 5),
                check(eq(new Expr.Cast(new Expr.Cast(c(7, I32), ptr(Type.VOID)), I32), c(7, I32)), 6),
                check(eq(new Expr.Cast(new Expr.Null(ptr(Type.VOID)), I64), c(0, I64)), 7));
        noViolation(run(program(List.of(gvar("g", I32)), List.of(), main.build()), 0, 0), false);
    }

    @Test
    void pointerSelectedByHavocWritesTheRightObject() {
        Proc main = proc("main", Type.VOID);
        Variable b = main.local("b", Type.BOOL);
        Variable p = main.local("p", ptr(I32));
        main.block("entry", ret(9), havoc(b, 1),
                assign(p, new Expr.Ite(read(b), global("x", I32), global("y", I32)), 2),
                store(read(p), I32, c(1, I32), 3),
                check(eq(add(load(global("x", I32), I32), load(global("y", I32), I32)), c(1, I32)), 4),
                check(eq(load(global("y", I32), I32), c(0, I32)), 5));
        BmcResult.Violation v = violation(run(program(List.of(gvar("x", I32), gvar("y", I32)), List.of(),
                main.build()), 0, 0));
        assertEquals(0, v.steps().get(0).value().getAsLong(), "b false selects y");
        assertEquals(5, v.steps().size(), "havoc, assign, store, assert, failing assert");
    }

    /** {@code if (b) a[i] = 1; else a[i] = 2;} with symbolic {@code i}: chains of both branches merge. */
    @Test
    void symbolicWritesOfBothBranchesMerge() {
        Proc main = proc("main", Type.VOID);
        Variable b = main.local("b", Type.BOOL);
        Variable i = main.local("i", U32);
        Variable k = main.local("k", U32);
        main.block("entry", branch(read(b), "then", "else", 3), havoc(b, 1), havoc(i, 2),
                        assume(lt(read(i), c(3, U32)), 2))
                .block("then", jump("join", 4), store(element(read(i)), I32, c(1, I32), 4))
                .block("else", jump("join", 5), store(element(read(i)), I32, c(2, I32), 5))
                .block("join", ret(9), havoc(k, 6), assume(lt(read(k), c(3, U32)), 6),
                        check(bin(BinaryOp.LOR, eq(load(element(read(k)), I32), c(0, I32)), eq(read(k), read(i))), 7),
                        check(bin(BinaryOp.LOR, ne(load(element(read(k)), I32), c(2, I32)), read(b)), 8));
        BmcResult.Violation v = violation(run(withGlobals(main, gvar("a", ARRAY)), 0, 0));
        assertEquals(new org.braid.core.internal.ir.StmtRef("main", "join", 3), v.failedAssertion());
        assertEquals(0, v.steps().get(0).value().getAsLong(), "b false wrote 2");
        assertEquals(v.steps().get(1).value(), v.steps().get(6).value(), "k == i");
    }

    @Test
    void cellWrittenWithDifferentWidthsOnTwoPathsIsReadByItsBytes() {
        Proc main = proc("main", Type.VOID);
        Variable b = main.local("b", Type.BOOL);
        Variable v = main.local("v", I32);
        main.block("entry", branch(read(b), "wide", "narrow", 2), havoc(b, 1))
                .block("wide", jump("join", 3), store(global("w", I64), I32, c(1, I32), 3))
                .block("narrow", jump("join", 4), store(global("w", I64), U8, c(2, U8), 4))
                .block("join", ret(9), assume(read(b), 5), assign(v, load(global("w", I64), I32), 6),
                        check(eq(read(v), c(1, I32)), 7));
        noViolation(run(program(List.of(gvar("w", I64)), List.of(), main.build()), 0, 0), false);
        Proc unguarded = proc("main", Type.VOID);
        Variable b2 = unguarded.local("b", Type.BOOL);
        Variable v2 = unguarded.local("v", I32);
        unguarded.block("entry", branch(read(b2), "wide", "narrow", 2), havoc(b2, 1))
                .block("wide", jump("join", 3), store(global("w", I64), I32, c(1, I32), 3))
                .block("narrow", jump("join", 4), store(global("w", I64), U8, c(2, U8), 4))
                .block("join", ret(9), assign(v2, load(global("w", I64), I32), 6), check(eq(read(v2), c(1, I32)), 7));
        BmcResult.Violation narrow = violation(run(program(List.of(gvar("w", I64)), List.of(), unguarded.build()), 0, 0));
        assertEquals(OptionalLong.of(0), narrow.steps().get(0).value(), "b = false: the narrow write leaves w = 2");
    }

    @Test
    void havockedPointerIsNullOrInvalid() {
        Proc main = proc("main", Type.VOID);
        Variable p = main.local("p", ptr(I32));
        main.block("entry", ret(9), havoc(p, 1), check(eq(read(p), new Expr.Null(ptr(I32))), 2));
        BmcResult.Violation found = violation(run(program(main.build()), 0, 0));
        assertEquals(true, found.steps().get(0).value().getAsLong() != 0, "a non-null offset");
        Proc deref = proc("main", Type.VOID);
        Variable q = deref.local("p", ptr(I32));
        Variable w = deref.local("v", I32);
        deref.block("entry", ret(9), havoc(q, 1), assign(w, load(read(q), I32), 2), check(bool(false), 3));
        String reason = unknown(run(program(deref.build()), 0, 0)).reason();
        assertEquals(true, reason.equals("memory error: null pointer dereference in *p at t.c:2:1")
                || reason.equals("memory error: dereference of an invalid pointer in *p at t.c:2:1"), reason);
    }

    @Test
    void pointerDifferenceWithinAndAcrossObjects() {
        Proc main = proc("main", Type.VOID);
        main.block("entry", ret(9), check(eq(new Expr.PtrDiff(element(c(3, U32)), element(c(1, U32)), I64),
                c(8, I64)), 1), check(eq(new Expr.PtrDiff(element(c(0, U32)), element(c(2, U32)), I32), c(-8, I32)), 2));
        noViolation(run(withGlobals(main, gvar("a", ARRAY)), 0, 0), false);
        Proc across = proc("main", Type.VOID);
        across.block("entry", ret(9), check(eq(new Expr.PtrDiff(global("a", ARRAY), global("g", I32), I64),
                c(0, I64)), 1));
        assertEquals("unsupported: difference of pointers into different objects at t.c:1:1",
                unknown(run(withGlobals(across, gvar("a", ARRAY), gvar("g", I32)), 0, 0)).reason());
    }

    @Test
    void booleansInMemory() {
        Proc main = proc("main", Type.VOID);
        Variable b = main.local("b", Type.BOOL);
        main.block("entry", ret(9), havoc(b, 1), store(global("flag", Type.BOOL), Type.BOOL, read(b), 2),
                check(eq(load(global("flag", Type.BOOL), Type.BOOL), bool(false)), 3));
        BmcResult.Violation v = violation(run(program(List.of(gvar("flag", Type.BOOL)), List.of(), main.build()), 0, 0));
        assertEquals(1, v.steps().get(0).value().getAsLong());
    }
}
