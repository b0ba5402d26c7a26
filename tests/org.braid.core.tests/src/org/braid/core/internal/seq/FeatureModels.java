package org.braid.core.internal.seq;

import static org.braid.core.internal.interp.Cir.*;

import java.util.List;
import java.util.Optional;
import org.braid.core.internal.ir.Callee;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Expr.BinaryOp;
import org.braid.core.internal.ir.Global;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;

/**
 * Programs that exercise one translation feature each: function pointers, results written by a
 * callee's return, thread-local variables, threads started in a loop.
 */
public final class FeatureModels {

    private FeatureModels() {
    }

    private static final Type.Pointer VOID_PTR = ptr(Type.VOID);
    private static final Type.Function WORKER = new Type.Function(VOID_PTR, List.of(VOID_PTR), false);
    private static final Type.Function HANDLER = new Type.Function(Type.VOID, List.of(), false);

    private static Procedure worker(String name, Stmt... body) {
        return proc(name, VOID_PTR, List.of(reg("arg", VOID_PTR)), List.of(),
            block("entry", ret(new Expr.Null(VOID_PTR), 9), body));
    }

    private static Stmt asyncThrough(Variable fp, Variable tid, int line) {
        return new Stmt.Async(Optional.of(v(tid)), new Callee.Indirect(r(fp)), List.of(new Expr.Null(VOID_PTR)),
            at(line));
    }

    /**
     * Threads started through a function pointer (as {@code pthread_create} does) call a handler
     * through a global function pointer; the handler increments {@code x} (line 31).
     */
    public static Program functionPointers() {
        Procedure inc = proc("inc", Type.VOID, List.of(), List.of(),
            block("entry", ret(32), set(g("x", I32), bin(BinaryOp.ADD, r(g("x", I32)), i(1)), 31)));
        Procedure w = worker("worker",
            new Stmt.Call(Optional.empty(), new Callee.Indirect(r(g("handler", ptr(HANDLER)))), List.of(), at(3)));
        Variable fp = reg("fp", ptr(WORKER));
        Variable t1 = reg("t1", I32);
        Variable t2 = reg("t2", I32);
        Procedure main = proc("main", I32, List.of(), List.of(fp, t1, t2),
            block("entry", ret(i(0), 15),
                set(v(fp), new Expr.FunctionAddr("worker", ptr(WORKER)), 10),
                asyncThrough(fp, t1, 11),
                asyncThrough(fp, t2, 12),
                join(r(t1), null, 13),
                join(r(t2), null, 14)));
        Global handler = new Global("handler", ptr(HANDLER),
            List.of(new Global.Init(0, new Expr.FunctionAddr("inc", ptr(HANDLER)))), false, at(1));
        return program(List.of(global("x", I32), handler), inc, w, main);
    }

    /**
     * {@code g = get();} (line 3): the write of {@code g} happens at {@code get}'s return
     * (line 41); another worker reads {@code g} (line 6).
     */
    public static Program resultWrittenByReturn() {
        Procedure get = proc("get", I32, List.of(), List.of(), block("entry", ret(i(7), 41)));
        Procedure writer = worker("writer", call(g("g", I32), "get", 3));
        Variable t = reg("t", I32);
        Procedure reader = proc("reader", VOID_PTR, List.of(reg("arg", VOID_PTR)), List.of(t),
            block("entry", ret(new Expr.Null(VOID_PTR), 7), set(v(t), r(g("g", I32)), 6)));
        return program(List.of(global("g", I32)), get, writer, reader, twoThreads("writer", "reader"));
    }

    private static Procedure twoThreads(String first, String second) {
        Variable t1 = reg("t1", I32);
        Variable t2 = reg("t2", I32);
        return proc("main", I32, List.of(), List.of(t1, t2),
            block("entry", ret(i(0), 25),
                async(v(t1), first, 20, new Expr.Null(VOID_PTR)),
                async(v(t2), second, 21, new Expr.Null(VOID_PTR)),
                join(r(t1), null, 22),
                join(r(t2), null, 23)));
    }

    /**
     * Two workers increment the thread-local {@code tl} (line 3) and assert it is 1 (line 4): every
     * thread has its own copy, so there is neither a race nor a failing assertion.
     */
    public static Program threadLocalCounter() {
        Procedure w = worker("worker", set(g("tl", I32), bin(BinaryOp.ADD, r(g("tl", I32)), i(1)), 3),
            check(bin(BinaryOp.EQ, r(g("tl", I32)), i(1)), 4));
        Global tl = new Global("tl", I32, List.of(), true, at(1));
        return program(List.of(tl), w, twoThreads("worker", "worker"));
    }

    /** main starts two workers in a loop ({@code for (i = 0; i < 2; i++)}, lines 10-12); they write {@code x} (line 3). */
    public static Program threadsInALoop() {
        Procedure w = worker("worker", set(g("x", I32), i(1), 3));
        Variable iv = reg("i", I32);
        Procedure main = proc("main", I32, List.of(), List.of(iv),
            block("entry", go("head", 10), set(v(iv), i(0), 10)),
            block("head", branch(bin(BinaryOp.LT, r(iv), i(2)), "body", "done", 10)),
            block("body", go("head", 12),
                async(null, "worker", 11, new Expr.Null(VOID_PTR)),
                set(v(iv), bin(BinaryOp.ADD, r(iv), i(1)), 12)),
            block("done", ret(i(0), 13)));
        return program(List.of(global("x", I32)), w, main);
    }

    /** An atomic section that ends on only one path out of a branch: unsupported, at line 5. */
    public static Program inconsistentAtomic() {
        Variable c = reg("c", Type.BOOL);
        Procedure main = proc("main", I32, List.of(), List.of(c),
            block("entry", branch(r(c), "a", "b", 5), havoc(v(c), 4), begin(4)),
            block("a", go("join", 6), end(6)),
            block("b", go("join", 7)),
            block("join", ret(i(0), 8)));
        return program(List.of(), main);
    }
}
