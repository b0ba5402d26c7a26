package org.braid.core.internal.dpor;

import static org.braid.core.internal.interp.Cir.*;
import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.braid.core.Cancellation;
import org.braid.core.internal.harness.Harness;
import org.braid.core.internal.harness.HarnessException;
import org.braid.core.internal.harness.HarnessSpec;
import org.braid.core.internal.harness.Harnesses;
import org.braid.core.internal.interp.Outcome;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Expr.BinaryOp;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.StmtRef;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;
import org.junit.jupiter.api.Test;

/**
 * An uninitialized local (a {@code havoc} of a register, as the C front end lowers {@code int x;})
 * whose value no path reads makes the search take one value there, not every representative, and
 * the search stays complete; one that some path reads is still enumerated ({@link UnreadValues}).
 */
class UnreadValuesTest {

    private static final Type.Pointer VOID_PTR = ptr(Type.VOID);

    /** Two workers run {@code body} (with registers {@code locals}); main joins them and asserts {@code counter == 2}. */
    private static Program twoWorkers(List<Variable> locals, Stmt... body) {
        Variable arg = reg("arg", VOID_PTR);
        Procedure worker = proc("worker", VOID_PTR, List.of(arg), locals,
            block("entry", ret(new Expr.Null(VOID_PTR), 9), body));
        Variable t1 = reg("t1", I64);
        Variable t2 = reg("t2", I64);
        Procedure main = proc("main", I32, List.of(), List.of(t1, t2),
            block("entry", ret(i(0), 25),
                async(v(t1), "worker", 20, new Expr.Null(VOID_PTR)),
                async(v(t2), "worker", 21, new Expr.Null(VOID_PTR)),
                join(r(t1), null, 22),
                join(r(t2), null, 23),
                check(bin(BinaryOp.EQ, r(g("counter", I32)), i(2)), 24)));
        return program(List.of(global("counter", I32)), worker, main);
    }

    /** {@code begin; counter = counter + 1; end;} at lines 5 to 7. */
    private static List<Stmt> atomicIncrement() {
        return List.of(begin(5), set(g("counter", I32), bin(BinaryOp.ADD, r(g("counter", I32)), i(1)), 6), end(7));
    }

    private static Stmt[] with(List<Stmt> first, List<Stmt> then) {
        List<Stmt> all = new ArrayList<>(first);
        all.addAll(then);
        return all.toArray(Stmt[]::new);
    }

    private static DporResult search(Program p) throws HarnessException {
        Harness h = Harnesses.build(p, new HarnessSpec.Main());
        return Search.explore(h.program(), h.entry(), DporOptions.of(true, true), Cancellation.none(),
            (e, q, r, f) -> {
            });
    }

    @Test
    void anUninitializedLocalThatIsNeverReadCreatesNoBranching() throws HarnessException {
        Variable unused = reg("unused", I32);
        DporResult without = search(twoWorkers(List.of(), atomicIncrement().toArray(Stmt[]::new)));
        DporResult with = search(twoWorkers(List.of(unused), with(List.of(havoc(v(unused), 4)), atomicIncrement())));
        assertAll(
            () -> assertEquals(4, without.executions()),
            () -> assertEquals(4, with.executions()),
            () -> assertTrue(with.complete(), () -> with.toString()),
            () -> assertEquals(List.of(), with.witnesses()));
    }

    @Test
    void anUninitializedLocalAssignedBeforeItIsReadCreatesNoBranching() throws HarnessException {
        Variable t = reg("t", I32);
        List<Stmt> increment = List.of(begin(5), set(v(t), r(g("counter", I32)), 6),
            set(g("counter", I32), bin(BinaryOp.ADD, r(t), i(1)), 7), end(8));
        DporResult without = search(twoWorkers(List.of(t), increment.toArray(Stmt[]::new)));
        DporResult with = search(twoWorkers(List.of(t), with(List.of(havoc(v(t), 4)), increment)));
        // only written: the havoc, then an assignment of a constant, never read
        DporResult onlyWritten = search(twoWorkers(List.of(t),
            with(List.of(havoc(v(t), 3), set(v(t), i(7), 4)), atomicIncrement())));
        assertAll(
            () -> assertEquals(4, without.executions()),
            () -> assertEquals(4, with.executions()),
            () -> assertTrue(with.complete(), () -> with.toString()),
            () -> assertEquals(4, onlyWritten.executions()),
            () -> assertTrue(onlyWritten.complete(), () -> onlyWritten.toString()));
    }

    @Test
    void anUninitializedLocalThatIsReadIsStillEnumerated() throws HarnessException {
        // int x; if (x == 5) assert(0): the representatives 0, 1, -1, 4, 5, 6, one execution each
        Variable x = reg("x", I32);
        Procedure main = proc("main", I32, List.of(), List.of(x),
            block("entry", branch(bin(BinaryOp.EQ, r(x), i(5)), "bad", "out", 3), havoc(v(x), 2)),
            block("bad", go("out", 4), check(bool(false), 4)),
            block("out", ret(i(0), 5)));
        DporResult result = search(program(List.of(), main));
        assertAll(
            () -> assertEquals(6, result.executions()),
            () -> assertTrue(result.inputsCut()),
            () -> assertEquals(1, result.witnesses().size()),
            () -> assertTrue(result.witnesses().get(0).outcome() instanceof Outcome.AssertionFailed));
    }

    @Test
    void aLocalAssignedOnOnlyOnePathBeforeItIsReadIsStillEnumerated() throws HarnessException {
        // int x; if (counter) x = 1; assert(x == 1): the path that skips the assignment reads the havoc
        Variable x = reg("x", I32);
        Procedure main = proc("main", I32, List.of(), List.of(x),
            block("entry", branch(bin(BinaryOp.NE, r(g("counter", I32)), i(0)), "set", "join", 3), havoc(v(x), 2)),
            block("set", go("join", 4), set(v(x), i(1), 4)),
            block("join", ret(i(0), 6), check(bin(BinaryOp.EQ, r(x), i(1)), 5)));
        Program p = program(List.of(global("counter", I32)), main);
        DporResult result = search(p);
        assertAll(
            () -> assertEquals(Set.of(), UnreadValues.of(main)),
            () -> assertTrue(result.executions() > 1, () -> result.toString()),
            () -> assertTrue(result.inputsCut()),
            () -> assertEquals(1, result.witnesses().size()));
    }

    @Test
    void theLivenessFollowsLoopsAndSeesAReadOnTheBackEdge() {
        // entry: int x; goto head; head: if (counter) goto body else out;
        // body: counter = x; x = 3; goto head   (the first iteration reads the havoc)
        Variable x = reg("x", I32);
        Procedure readFirst = proc("main", I32, List.of(), List.of(x),
            block("entry", go("head", 2), havoc(v(x), 2)),
            block("head", branch(bin(BinaryOp.NE, r(g("counter", I32)), i(0)), "body", "out", 3)),
            block("body", go("head", 5), set(g("counter", I32), r(x), 4), set(v(x), i(3), 5)),
            block("out", ret(i(0), 6)));
        // the same loop writing x first: body: x = 3; counter = x; and a havoc inside the loop
        Procedure writeFirst = proc("main", I32, List.of(), List.of(x),
            block("entry", go("head", 2), havoc(v(x), 2)),
            block("head", branch(bin(BinaryOp.NE, r(g("counter", I32)), i(0)), "body", "out", 3)),
            block("body", go("head", 5), havoc(v(x), 4), set(v(x), i(3), 4), set(g("counter", I32), r(x), 5)),
            block("out", ret(i(0), 6)));
        assertAll(
            () -> assertEquals(Set.of(), UnreadValues.of(readFirst)),
            () -> assertEquals(Set.of(new StmtRef("main", "entry", 0), new StmtRef("main", "body", 0)),
                UnreadValues.of(writeFirst)));
    }

    @Test
    void aDroppedResultOfAnExternalFunctionIsNotEnumerated() throws HarnessException {
        // (void) rand(); as a front end lowers it: the result goes to a temporary nothing reads
        Variable t = Variable.temporary("tmp.1", I32);
        Procedure main = proc("main", I32, List.of(), List.of(t),
            block("entry", ret(i(0), 3), call(v(t), "rand", 2)));
        DporResult result = search(program(List.of(), main, external("rand", I32)));
        assertAll(
            () -> assertEquals(1, result.executions()),
            () -> assertFalse(result.inputsCut()),
            () -> assertTrue(result.complete()));
    }
}
