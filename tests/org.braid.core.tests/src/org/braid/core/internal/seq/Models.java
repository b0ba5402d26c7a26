package org.braid.core.internal.seq;

import static org.braid.core.internal.interp.Cir.*;

import java.util.List;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Expr.BinaryOp;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.StructDef;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;

/**
 * Concurrent programs built by hand as the C front end lowers them (one statement per source
 * line of file {@code t.c}), for the sequentializer and pipeline tests.
 */
public final class Models {

    private Models() {
    }

    private static final Type.Struct EXT = new Type.Struct("DEVICE_EXTENSION");
    private static final Type.Pointer EXT_PTR = ptr(EXT);

    private static Lvalue.Mem field(Variable e, long offset, Type type, String name) {
        return deref(plus(r(e), offset, type), type, "e->" + name);
    }

    private static Expr isZero(Expr e) {
        return bin(BinaryOp.EQ, e, c(0, (Type.Int) e.type()));
    }

    /**
     * The simplified Bluetooth driver of KISS (Qadeer &amp; Wu, PLDI 2004, Fig. 2): main starts
     * BCSP_PnpStop and calls BCSP_PnpAdd; the entry is {@code main}.
     */
    public static Program bluetooth() {
        StructDef ext = new StructDef("DEVICE_EXTENSION", false, List.of(
            new StructDef.Field("pendingIo", I32, 0),
            new StructDef.Field("stoppingFlag", U8, 4),
            new StructDef.Field("stoppingEvent", U8, 5)), 8, 4);
        Variable me = reg("e", EXT_PTR);
        Procedure main = proc("main", Type.VOID, List.of(), List.of(me),
            block("entry", ret(17),
                new org.braid.core.internal.ir.Stmt.Alloc(v(me), c(8, U64), false, "malloc at t.c:9", at(9, "e = malloc(sizeof(DEVICE_EXTENSION))")),
                set(field(me, 0, I32, "pendingIo"), i(1), 10),
                set(field(me, 4, U8, "stoppingFlag"), c(0, U8), 11),
                set(field(me, 5, U8, "stoppingEvent"), c(0, U8), 12),
                set(g("stopped", U8), c(0, U8), 13),
                async(null, "BCSP_PnpStop", 14, r(me)),
                call(null, "BCSP_PnpAdd", 15, r(me))));
        Variable ae = reg("e", EXT_PTR);
        Variable status = reg("status", I32);
        Procedure add = proc("BCSP_PnpAdd", Type.VOID, List.of(ae), List.of(status),
            block("entry", branch(isZero(r(status)), "work", "out", 21),
                call(v(status), "BCSP_IoIncrement", 20, r(ae))),
            block("work", go("out", 23),
                check(isZero(r(g("stopped", U8))), 23)),
            block("out", ret(26),
                call(null, "BCSP_IoDecrement", 25, r(ae))));
        Variable se = reg("e", EXT_PTR);
        Procedure stop = proc("BCSP_PnpStop", Type.VOID, List.of(se), List.of(),
            block("entry", ret(33),
                set(field(se, 4, U8, "stoppingFlag"), c(1, U8), 28),
                call(null, "BCSP_IoDecrement", 29, r(se)),
                assume(bin(BinaryOp.NE, r(field(se, 5, U8, "stoppingEvent")), c(0, U8)), 30),
                set(g("stopped", U8), c(1, U8), 32)));
        Variable ie = reg("e", EXT_PTR);
        Procedure increment = proc("BCSP_IoIncrement", I32, List.of(ie), List.of(),
            block("entry", branch(bin(BinaryOp.NE, r(field(ie, 4, U8, "stoppingFlag")), c(0, U8)), "stopping",
                "enter", 36)),
            block("stopping", ret(i(-1), 37)),
            block("enter", ret(i(0), 42),
                begin(38),
                set(field(ie, 0, I32, "pendingIo"), bin(BinaryOp.ADD, r(field(ie, 0, I32, "pendingIo")), i(1)), 39),
                end(40)));
        Variable de = reg("e", EXT_PTR);
        Variable pending = reg("pendingIo", I32);
        Procedure decrement = proc("BCSP_IoDecrement", Type.VOID, List.of(de), List.of(pending),
            block("entry", branch(isZero(r(pending)), "event", "out", 50),
                begin(45),
                set(field(de, 0, I32, "pendingIo"), bin(BinaryOp.SUB, r(field(de, 0, I32, "pendingIo")), i(1)), 46),
                set(v(pending), r(field(de, 0, I32, "pendingIo")), 47),
                end(48)),
            block("event", go("out", 51),
                set(field(de, 5, U8, "stoppingEvent"), c(1, U8), 51)),
            block("out", ret(52)));
        return program(List.of(ext), List.of(global("stopped", U8)), main, add, stop, increment, decrement);
    }

    private static final Type.Pointer VOID_PTR = ptr(Type.VOID);

    /** {@code lock(m) = atomic { assume(*m == 0); *m = 1; }} (KISS, Sec. 3). */
    public static Procedure lock() {
        Variable m = reg("m", ptr(I32));
        return proc("lock", Type.VOID, List.of(m), List.of(),
            block("entry", ret(93),
                begin(90),
                assume(bin(BinaryOp.EQ, r(deref(r(m), I32, "*m")), i(0)), 91),
                set(deref(r(m), I32, "*m"), i(1), 92),
                end(93)));
    }

    /** {@code unlock(m) = atomic { *m = 0; }}. */
    public static Procedure unlock() {
        Variable m = reg("m", ptr(I32));
        return proc("unlock", Type.VOID, List.of(m), List.of(),
            block("entry", ret(97),
                begin(95),
                set(deref(r(m), I32, "*m"), i(0), 96),
                end(97)));
    }

    /**
     * An lseek-style handler (Linux {@code generic_file_llseek} without locking): reads
     * {@code file->f_pos} (line 4) and writes it back moved (line 6); with {@code locked} the
     * accesses are inside {@code lock(&file->lock)} / {@code unlock(&file->lock)}.
     */
    public static Program lseek(boolean locked) {
        StructDef file = new StructDef("file", false, List.of(
            new StructDef.Field("f_pos", I64, 0),
            new StructDef.Field("lock", I32, 8)), 16, 8);
        Type.Pointer filePtr = ptr(new Type.Struct("file"));
        Variable f = reg("file", filePtr);
        Variable offset = reg("offset", I64);
        Variable pos = reg("pos", I64);
        Lvalue.Mem fpos = deref(plus(r(f), 0, I64), I64, "file->f_pos");
        Expr lockPtr = plus(r(f), 8, I32);
        List<org.braid.core.internal.ir.Stmt> body = new java.util.ArrayList<>();
        if (locked) {
            body.add(call(null, "lock", 3, lockPtr));
        }
        body.add(set(v(pos), r(fpos), 4));
        body.add(set(v(pos), bin(BinaryOp.ADD, r(pos), r(offset)), 5));
        body.add(set(fpos, r(pos), 6));
        if (locked) {
            body.add(call(null, "unlock", 7, lockPtr));
        }
        Procedure lseek = proc("generic_lseek", I64, List.of(f, offset), List.of(pos),
            block("entry", ret(r(pos), 8), body.toArray(org.braid.core.internal.ir.Stmt[]::new)));
        return program(List.of(file), List.of(), lseek, lock(), unlock());
    }

    private static Procedure mainStartingTwo(String first, String second, org.braid.core.internal.ir.Stmt... after) {
        Variable t1 = reg("t1", I64);
        Variable t2 = reg("t2", I64);
        List<org.braid.core.internal.ir.Stmt> stmts = new java.util.ArrayList<>(List.of(
            async(v(t1), first, 20, new Expr.Null(VOID_PTR)),
            async(v(t2), second, 21, new Expr.Null(VOID_PTR)),
            join(r(t1), null, 22),
            join(r(t2), null, 23)));
        stmts.addAll(List.of(after));
        return proc("main", I32, List.of(), List.of(t1, t2),
            block("entry", ret(i(0), 25), stmts.toArray(org.braid.core.internal.ir.Stmt[]::new)));
    }

    private static Procedure worker(String name, org.braid.core.internal.ir.Stmt... body) {
        return worker(name, List.of(), body);
    }

    private static Procedure worker(String name, List<Variable> locals, org.braid.core.internal.ir.Stmt... body) {
        Variable arg = reg("arg", VOID_PTR);
        return proc(name, VOID_PTR, List.of(arg), locals,
            block("entry", ret(new Expr.Null(VOID_PTR), 9), body));
    }

    private static Expr counterIs(long n) {
        return bin(BinaryOp.EQ, r(g("counter", I32)), i(n));
    }

    /**
     * Two workers increment {@code counter} without synchronization ({@code t = counter;} line 4,
     * {@code counter = t + 1;} line 5); main asserts {@code counter == 2} (line 24) after joining.
     */
    public static Program lostUpdate() {
        Variable t = reg("t", I32);
        Procedure w = worker("worker", List.of(t),
            set(v(t), r(g("counter", I32)), 4),
            set(g("counter", I32), bin(BinaryOp.ADD, r(t), i(1)), 5));
        return program(List.of(global("counter", I32)), w,
            mainStartingTwo("worker", "worker", check(counterIs(2), 24)));
    }

    /**
     * The lost update as a front end lowers {@code counter++}: through a temporary
     * ({@code tmp.1 = counter;} line 4, {@code counter = tmp.1 + 1;} line 5).
     */
    public static Program lostUpdateThroughTemporary() {
        Variable tmp = Variable.temporary("tmp.1", I32);
        Procedure w = worker("worker", List.of(tmp),
            set(v(tmp), r(g("counter", I32)), 4),
            set(g("counter", I32), bin(BinaryOp.ADD, r(tmp), i(1)), 5));
        return program(List.of(global("counter", I32)), w,
            mainStartingTwo("worker", "worker", check(counterIs(2), 24)));
    }

    /** The lost update with the increment between {@code lock(&m)} and {@code unlock(&m)}. */
    public static Program lockedCounter() {
        Variable t = reg("t", I32);
        Procedure w = worker("worker", List.of(t),
            call(null, "lock", 3, addr("m", I32)),
            set(v(t), r(g("counter", I32)), 4),
            set(g("counter", I32), bin(BinaryOp.ADD, r(t), i(1)), 5),
            call(null, "unlock", 6, addr("m", I32)));
        return program(List.of(global("counter", I32), global("m", I32)), w, lock(), unlock(),
            mainStartingTwo("worker", "worker", check(counterIs(2), 24)));
    }

    /** The increment as one atomic section. */
    public static Program atomicCounter() {
        Procedure w = worker("worker",
            begin(3),
            set(g("counter", I32), bin(BinaryOp.ADD, r(g("counter", I32)), i(1)), 4),
            end(5));
        return program(List.of(global("counter", I32)), w,
            mainStartingTwo("worker", "worker", check(counterIs(2), 24)));
    }

    /**
     * Message passing: the producer writes {@code data} (line 4) and then sets {@code flag} inside
     * an atomic section; the consumer waits for the flag inside an atomic section and then reads
     * {@code data} (line 14). Correctly synchronized: no race, and the assertion holds.
     */
    public static Program flagHandoff() {
        Procedure producer = worker("producer",
            set(g("data", I32), i(42), 4),
            begin(5),
            set(g("flag", I32), i(1), 6),
            end(7));
        Procedure consumer = proc("consumer", VOID_PTR, List.of(reg("arg", VOID_PTR)), List.of(),
            block("entry", ret(new Expr.Null(VOID_PTR), 15),
                begin(11),
                assume(bin(BinaryOp.EQ, r(g("flag", I32)), i(1)), 12),
                end(13),
                check(bin(BinaryOp.EQ, r(g("data", I32)), i(42)), 14)));
        return program(List.of(global("data", I32), global("flag", I32)), producer, consumer,
            mainStartingTwo("producer", "consumer"));
    }

    /**
     * A bug that needs the threads to alternate twice: writer sets {@code x = 1} (line 3) then
     * {@code x = 2} (line 6); reader reads {@code a = x} (line 12) and {@code b = x} (line 15)
     * and asserts {@code !(a == 1 && b == 2)} (line 17). Every access is atomic, so there is no
     * race. The failing interleaving writer, reader, writer, reader is not balanced: KISS cannot
     * simulate it, two rounds can.
     */
    public static Program unbalanced() {
        Procedure writer = worker("writer",
            begin(2), set(g("x", I32), i(1), 3), end(4),
            begin(5), set(g("x", I32), i(2), 6), end(7));
        Variable a = reg("a", I32);
        Variable b = reg("b", I32);
        Procedure reader = proc("reader", VOID_PTR, List.of(reg("arg", VOID_PTR)), List.of(a, b),
            block("entry", ret(new Expr.Null(VOID_PTR), 18),
                begin(11), set(v(a), r(g("x", I32)), 12), end(13),
                begin(14), set(v(b), r(g("x", I32)), 15), end(16),
                check(bin(BinaryOp.LOR, bin(BinaryOp.NE, r(a), i(1)), bin(BinaryOp.NE, r(b), i(2))), 17)));
        return program(List.of(global("x", I32)), writer, reader, mainStartingTwo("writer", "reader"));
    }

    /** Two workers write {@code x} (line 3) and {@code y} (line 4): two racy globals. */
    public static Program twoRacyGlobals() {
        Procedure w = worker("worker",
            set(g("x", I32), i(1), 3),
            set(g("y", I32), i(2), 4));
        return program(List.of(global("x", I32), global("y", I32)), w, mainStartingTwo("worker", "worker"));
    }

    /**
     * Several racy cells and two failing assertions: two workers run {@code t = counter;} (line
     * 4), {@code counter = t + 1;} (line 5), {@code z = z + 1;} (line 6, a read and a write in one
     * step) and {@code y = 2;} (line 7); main asserts {@code counter == 2} (line 24, fails on a
     * lost update) and {@code y == 0} (line 25, always fails).
     */
    public static Program severalFindings() {
        Variable t = reg("t", I32);
        Procedure w = worker("worker", List.of(t),
            set(v(t), r(g("counter", I32)), 4),
            set(g("counter", I32), bin(BinaryOp.ADD, r(t), i(1)), 5),
            set(g("z", I32), bin(BinaryOp.ADD, r(g("z", I32)), i(1)), 6),
            set(g("y", I32), i(2), 7));
        return program(List.of(global("counter", I32), global("y", I32), global("z", I32)), w,
            mainStartingTwo("worker", "worker", check(counterIs(2), 24),
                check(bin(BinaryOp.EQ, r(g("y", I32)), i(0)), 25)));
    }
}
