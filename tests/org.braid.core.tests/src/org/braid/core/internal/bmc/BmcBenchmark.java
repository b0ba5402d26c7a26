package org.braid.core.internal.bmc;

import static org.braid.core.internal.bmc.Cir.*;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.List;
import java.util.Map;

import org.braid.core.Stats;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Expr.BinaryOp;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.StructDef;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;
import org.junit.jupiter.api.Test;

/**
 * A micro-benchmark: checks a few typical programs and prints block instances, terms, CNF size
 * and time. Asserts only the verdicts (no timing assertions); run {@link #main} or the test.
 */
class BmcBenchmark {

    private static final Type.Array ARRAY5 = new Type.Array(I32, 5);
    private static final Type.Array ARRAY8 = new Type.Array(I32, 8);

    private static Expr at(String array, Type.Array type, Expr index) {
        return ptrAdd(global(array, type), bin(BinaryOp.MUL, new Expr.Cast(index, I64), c(4, I64)), I32);
    }

    /** Bubble sort of five havocked ints, then assert sortedness: no violation. */
    static Program bubbleSort() {
        Proc main = proc("main", Type.VOID);
        Variable i = main.local("i", I32);
        Variable j = main.local("j", I32);
        Variable t = main.local("t", I32);
        Variable x = main.local("x", I32);
        Expr aj = at("a", ARRAY5, read(j));
        Expr aj1 = at("a", ARRAY5, add(read(j), c(1, I32)));
        main.block("entry", jump("fill", 1), assign(i, c(0, I32), 1))
                .block("fill", branch(lt(read(i), c(5, I32)), "fillBody", "sort", 2))
                .block("fillBody", jump("fill", 3), havoc(x, 3), store(at("a", ARRAY5, read(i)), I32, read(x), 3),
                        assign(i, add(read(i), c(1, I32)), 3))
                .block("sort", jump("outer", 4), assign(i, c(0, I32), 4))
                .block("outer", branch(lt(read(i), c(4, I32)), "initInner", "verify", 5))
                .block("initInner", jump("inner", 6), assign(j, c(0, I32), 6))
                .block("inner", branch(lt(read(j), bin(BinaryOp.SUB, c(4, I32), read(i))), "cmp", "nextOuter", 7))
                .block("cmp", branch(bin(BinaryOp.GT, load(aj, I32), load(aj1, I32)), "swap", "nextInner", 8))
                .block("swap", jump("nextInner", 9), assign(t, load(aj, I32), 9), store(aj, I32, load(aj1, I32), 9),
                        store(aj1, I32, read(t), 9))
                .block("nextInner", jump("inner", 10), assign(j, add(read(j), c(1, I32)), 10))
                .block("nextOuter", jump("outer", 11), assign(i, add(read(i), c(1, I32)), 11))
                .block("verify", jump("vhead", 12), assign(i, c(0, I32), 12))
                .block("vhead", branch(lt(read(i), c(4, I32)), "vbody", "done", 13))
                .block("vbody", jump("vhead", 14),
                        check(bin(BinaryOp.LE, load(at("a", ARRAY5, read(i)), I32),
                                load(at("a", ARRAY5, add(read(i), c(1, I32))), I32)), 14),
                        assign(i, add(read(i), c(1, I32)), 14))
                .block("done", ret(15));
        return program(List.of(gvar("a", ARRAY5)), List.of(), main.build());
    }

    /** Eight writes at havocked indices, then a read at a havocked index hits the last one: a violation. */
    static Program symbolicArray() {
        Proc main = proc("main", Type.VOID);
        Variable i = main.local("i", I32);
        Variable k = main.local("k", U32);
        main.block("entry", jump("head", 1), assign(i, c(0, I32), 1))
                .block("head", branch(lt(read(i), c(8, I32)), "body", "exit", 2))
                .block("body", jump("head", 3), havoc(k, 3), assume(lt(read(k), c(8, U32)), 3),
                        store(at("a", ARRAY8, read(k)), I32, add(read(i), c(1, I32)), 3),
                        assign(i, add(read(i), c(1, I32)), 3))
                .block("exit", ret(5), havoc(k, 4), assume(lt(read(k), c(8, U32)), 4),
                        check(ne(load(at("a", ARRAY8, read(k)), I32), c(8, I32)), 4));
        return program(List.of(gvar("a", ARRAY8)), List.of(), main.build());
    }

    private static final StructDef NODE = new StructDef("node", false,
            List.of(new StructDef.Field("value", I32, 0), new StructDef.Field("next", ptr(new Type.Struct("node")), 8)),
            16, 8);

    /** Builds a heap list of havocked length up to 6 and sums it: the sum can be 15 (1+2+3+4+5). */
    static Program linkedList() {
        Type.Pointer nodePtr = ptr(new Type.Struct("node"));
        Proc main = proc("main", Type.VOID);
        Variable n = main.local("n", I32);
        Variable i = main.local("i", I32);
        Variable head = main.local("head", nodePtr);
        Variable p = main.local("p", nodePtr);
        Variable sum = main.local("sum", I32);
        main.block("entry", jump("build", 1), havoc(n, 1), assume(lt(read(n), c(7, I32)), 1),
                        assign(i, c(0, I32), 1), assign(head, new Expr.Null(nodePtr), 1))
                .block("build", branch(lt(read(i), read(n)), "alloc", "walk", 2))
                .block("alloc", jump("build", 3), new Stmt.Alloc(var(p), c(16, U64), false, "malloc", loc(3)),
                        assign(i, add(read(i), c(1, I32)), 3),
                        store(ptrAdd(read(p), c(0, I64), I32), I32, read(i), 3),
                        store(ptrAdd(read(p), c(8, I64), nodePtr), nodePtr, read(head), 3),
                        assign(head, read(p), 3))
                .block("walk", jump("whead", 4), assign(sum, c(0, I32), 4), assign(p, read(head), 4))
                .block("whead", branch(ne(read(p), new Expr.Null(nodePtr)), "wbody", "exit", 5))
                .block("wbody", jump("whead", 6),
                        assign(sum, add(read(sum), load(ptrAdd(read(p), c(0, I64), I32), I32)), 6),
                        assign(p, load(ptrAdd(read(p), c(8, I64), nodePtr), nodePtr), 6))
                .block("exit", ret(8), check(ne(read(sum), c(15, I32)), 7));
        return program(List.of(), List.of(NODE), main.build());
    }

    /** A dispatch loop calling one of three handlers through a function pointer table each round. */
    static Program dispatch() {
        Type.Function handler = fn(Type.VOID);
        Type.Array table = new Type.Array(ptr(handler), 3);
        Proc inc = proc("inc", Type.VOID);
        inc.block("entry", ret(21), store(global("g", I32), I32, add(load(global("g", I32), I32), c(1, I32)), 20));
        Proc dbl = proc("dbl", Type.VOID);
        dbl.block("entry", ret(31), store(global("g", I32), I32,
                bin(BinaryOp.MUL, load(global("g", I32), I32), c(2, I32)), 30));
        Proc neg = proc("neg", Type.VOID);
        neg.block("entry", ret(41), store(global("g", I32), I32, new Expr.Unary(Expr.UnaryOp.NEG, load(global("g", I32), I32)), 40));
        Proc main = proc("main", Type.VOID);
        Variable i = main.local("i", I32);
        Variable k = main.local("k", U32);
        Expr slot = ptrAdd(global("table", table), bin(BinaryOp.MUL, new Expr.Cast(read(k), I64), c(8, I64)), ptr(handler));
        main.block("entry", jump("head", 1), assign(i, c(0, I32), 1))
                .block("head", branch(lt(read(i), c(6, I32)), "body", "exit", 2))
                .block("body", jump("head", 3), havoc(k, 3), assume(lt(read(k), c(3, U32)), 3),
                        callIndirect(null, load(slot, ptr(handler)), 3), assign(i, add(read(i), c(1, I32)), 3))
                .block("exit", ret(5), check(ne(load(global("g", I32), I32), c(-10, I32)), 4));
        var init = List.of(new org.braid.core.internal.ir.Global.Init(0, new Expr.FunctionAddr("inc", ptr(handler))),
                new org.braid.core.internal.ir.Global.Init(8, new Expr.FunctionAddr("dbl", ptr(handler))),
                new org.braid.core.internal.ir.Global.Init(16, new Expr.FunctionAddr("neg", ptr(handler))));
        return program(List.of(gvar("g", I32), new org.braid.core.internal.ir.Global("table", table, init, false, loc(0))),
                List.of(), inc.build(), dbl.build(), neg.build(), main.build());
    }

    private static final Map<String, Program> PROGRAMS = Map.of("bubble-sort-5", bubbleSort(),
            "symbolic-array-8", symbolicArray(), "linked-list-6", linkedList(), "dispatch-6", dispatch(),
            "factoring-timeout-2s", CancellationTest.factoring());

    private static BmcResult checkProgram(String name) {
        BmcOptions options = BmcOptions.of(8, 3, name.contains("timeout")
                ? org.braid.core.Cancellation.after(java.time.Duration.ofSeconds(2)) : org.braid.core.Cancellation.none());
        return BoundedModelChecker.check(PROGRAMS.get(name), "main", options);
    }

    private static String row(String name, BmcResult r) {
        Stats s = r.stats();
        String verdict = switch (r) {
            case BmcResult.Violation v -> "violation";
            case BmcResult.NoViolation n -> "no-violation" + (n.unwindingAssumptionHit() ? " (bound hit)" : "");
            case BmcResult.Unknown u -> "unknown: " + u.reason();
        };
        return String.format("%-22s %-32s blocks %6d  terms %7d  vars %8d  clauses %9d  %6d ms (solve %d ms)", name,
                verdict, s.counts().get("blockInstances"), s.counts().get("terms"), s.satVariables(), s.satClauses(),
                s.timeMillis(), s.counts().get("solveMillis"));
    }

    @Test
    void verdictsOfTheBenchmarkPrograms() {
        for (String name : new java.util.TreeSet<>(PROGRAMS.keySet())) {
            BmcResult r = checkProgram(name);
            System.out.println(row(name, r));
            Class<?> expected = switch (name) {
                case "bubble-sort-5" -> BmcResult.NoViolation.class;
                case "factoring-timeout-2s" -> BmcResult.Unknown.class;
                default -> BmcResult.Violation.class;
            };
            assertInstanceOf(expected, r, name);
            if (r instanceof BmcResult.Violation v) {
                Checks.assertReplays(PROGRAMS.get(name), v);
            }
        }
    }

    public static void main(String[] args) {
        new BmcBenchmark().verdictsOfTheBenchmarkPrograms();
    }
}
