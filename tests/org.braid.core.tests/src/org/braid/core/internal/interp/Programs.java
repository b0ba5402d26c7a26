package org.braid.core.internal.interp;

import static org.braid.core.internal.interp.Cir.*;

import java.util.ArrayList;
import java.util.List;

import org.braid.core.internal.ir.Expr.BinaryOp;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;

/** Hand-built concurrent test programs (line numbers are what the tests assert). */
final class Programs {

    private Programs() {
    }

    /**
     * <pre>
     *  2 t1 = async worker();   3 t2 = async worker();
     *  4 join t1;               5 join t2;
     *  6 assert counter == 2;   7 return;
     * 10 tmp = counter;        11 counter = tmp + 1;   12 return;     (worker)
     * </pre>
     * With {@code atomic}, lines 10-11 are bracketed by atomic_begin (9) and atomic_end (12),
     * and the worker returns at 13.
     */
    static Program lostUpdate(boolean atomic) {
        Variable tmp = reg("tmp", I32);
        List<Stmt> body = new ArrayList<>();
        if (atomic) {
            body.add(begin(9));
        }
        body.add(set(v(tmp), r(g("counter", I32)), 10));
        body.add(set(g("counter", I32), bin(BinaryOp.ADD, r(tmp), i(1)), 11));
        if (atomic) {
            body.add(end(12));
        }
        Procedure worker = simple("worker", List.of(tmp), ret(atomic ? 13 : 12), body.toArray(Stmt[]::new));
        return program(List.of(global("counter", I32)), worker, twoWorkersThenAssert(2));
    }

    /** main: two workers, joined, then {@code assert counter == expected} at line 6. */
    static Procedure twoWorkersThenAssert(int expected) {
        Variable t1 = reg("t1", I32);
        Variable t2 = reg("t2", I32);
        return simple("main", List.of(t1, t2), ret(7),
            async(v(t1), "worker", 2), async(v(t2), "worker", 3),
            join(r(t1), null, 4), join(r(t2), null, 5),
            check(bin(BinaryOp.EQ, r(g("counter", I32)), i(expected)), 6));
    }

    /** lock(m): atomic { assume *m == 0; *m = 1; } at lines 30-34. */
    static Procedure lock() {
        Variable m = reg("m", ptr(I32));
        return proc("lock", Type.VOID, List.of(m), List.of(), block("entry", ret(34),
            begin(30), assume(bin(BinaryOp.EQ, r(deref(r(m), I32, "*m")), i(0)), 31),
            set(deref(r(m), I32, "*m"), i(1), 32), end(33)));
    }

    /** unlock(m): atomic { *m = 0; } at lines 40-43. */
    static Procedure unlock() {
        Variable m = reg("m", ptr(I32));
        return proc("unlock", Type.VOID, List.of(m), List.of(), block("entry", ret(43),
            begin(40), set(deref(r(m), I32, "*m"), i(0), 41), end(42)));
    }

    /** The lost update with the increment between lock(&m) (9) and unlock(&m) (12). */
    static Program lockedCounter() {
        Variable tmp = reg("tmp", I32);
        Procedure worker = simple("worker", List.of(tmp), ret(13),
            call(null, "lock", 9, addr("m", I32)),
            set(v(tmp), r(g("counter", I32)), 10),
            set(g("counter", I32), bin(BinaryOp.ADD, r(tmp), i(1)), 11),
            call(null, "unlock", 12, addr("m", I32)));
        return program(List.of(global("counter", I32), global("m", I32)), lock(), unlock(), worker,
            twoWorkersThenAssert(2));
    }

    /** Thread 1 locks a then b, thread 2 locks b then a (lines 10-13 and 20-23). */
    static Program lockOrderInversion() {
        Variable t1 = reg("t1", I32);
        Variable t2 = reg("t2", I32);
        Procedure ab = simple("ab", List.of(), ret(14),
            call(null, "lock", 10, addr("a", I32)), call(null, "lock", 11, addr("b", I32)),
            call(null, "unlock", 12, addr("b", I32)), call(null, "unlock", 13, addr("a", I32)));
        Procedure ba = simple("ba", List.of(), ret(24),
            call(null, "lock", 20, addr("b", I32)), call(null, "lock", 21, addr("a", I32)),
            call(null, "unlock", 22, addr("a", I32)), call(null, "unlock", 23, addr("b", I32)));
        Procedure main = simple("main", List.of(t1, t2), ret(6),
            async(v(t1), "ab", 2), async(v(t2), "ba", 3), join(r(t1), null, 4), join(r(t2), null, 5));
        return program(List.of(global("a", I32), global("b", I32)), lock(), unlock(), ab, ba, main);
    }
}
