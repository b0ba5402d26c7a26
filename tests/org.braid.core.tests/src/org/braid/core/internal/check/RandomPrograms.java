package org.braid.core.internal.check;

import static org.braid.core.internal.interp.Cir.*;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Expr.BinaryOp;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;
import org.braid.core.internal.seq.Models;

/**
 * Small random concurrent programs from a seed: main starts two workers (and may join them);
 * statements read and write three globals and two fields of a heap object reached through a
 * global pointer ({@code gp->f}, whose address depends on memory), take a mutex, use atomic
 * sections, blocking assumptions, assertions, and a call whose result is a global.
 */
final class RandomPrograms {

    private static final Type.Pointer VOID_PTR = ptr(Type.VOID);
    private final Random random;
    private final boolean lockedCell;
    private int line;

    private RandomPrograms(long seed, boolean lockedCell) {
        this.random = new Random(seed);
        this.lockedCell = lockedCell;
    }

    static Program of(long seed) {
        return new RandomPrograms(seed, false).build();
    }

    /**
     * Programs that also update and assert on {@code g3}, always inside {@code lock(&m2)} /
     * {@code unlock(&m2)} (a cell the lockset pre-pass proves race-free), besides all of the above.
     */
    static Program withLockedCell(long seed) {
        return new RandomPrograms(seed, true).build();
    }

    private void lockedUpdate(Variable t, List<Stmt> out) {
        out.add(call(null, "lock", ++line, addr("m2", I32)));
        out.add(set(cell(3), bin(BinaryOp.ADD, r(cell(3)), i(1 + random.nextInt(2))), ++line));
        if (random.nextBoolean()) {
            out.add(set(v(t), r(cell(3)), ++line));
        }
        out.add(check(bin(BinaryOp.NE, r(cell(3)), i(2 + random.nextInt(3))), ++line));
        if (random.nextBoolean()) {
            out.add(set(cell(3), r(cell(random.nextInt(3))), ++line));
        }
        out.add(call(null, "unlock", ++line, addr("m2", I32)));
    }

    private static Lvalue.Mem cell(int i) {
        return g("g" + i, I32);
    }

    private static Lvalue.Mem field(int i) {
        return deref(plus(r(g("gp", ptr(I32))), 4 * (i % 2), I32), I32, "gp->f" + (i % 2));
    }

    private List<Stmt> body(Variable t, Variable u, int n) {
        List<Stmt> out = new ArrayList<>();
        for (int k = 0; k < n; k++) {
            int a = random.nextInt(3);
            int b = random.nextInt(3);
            switch (random.nextInt(lockedCell ? 17 : 15)) {
                case 15, 16 -> lockedUpdate(t, out);
                case 0, 1 -> out.add(set(cell(a), bin(BinaryOp.ADD, r(cell(b)), i(random.nextInt(3))), ++line));
                case 2 -> out.add(set(v(t), r(cell(a)), ++line));
                case 3 -> out.add(set(cell(a), r(t), ++line));
                case 4 -> {
                    out.add(begin(++line));
                    out.add(set(cell(a), bin(BinaryOp.ADD, r(cell(a)), i(1)), ++line));
                    out.add(end(++line));
                }
                case 5 -> out.add(check(bin(BinaryOp.NE, r(cell(a)), i(random.nextInt(4))), ++line));
                case 6 -> {
                    out.add(begin(++line));
                    out.add(assume(bin(BinaryOp.LE, r(cell(a)), i(2 + random.nextInt(3))), ++line));
                    out.add(end(++line));
                }
                case 7 -> out.add(call(null, "lock", ++line, addr("m", I32)));
                case 8 -> out.add(call(null, "unlock", ++line, addr("m", I32)));
                case 9 -> out.add(set(v(u), bin(BinaryOp.ADD, r(t), i(1)), ++line));
                case 10 -> out.add(set(field(a), bin(BinaryOp.ADD, r(field(b)), i(1)), ++line));
                case 11 -> out.add(set(v(t), r(field(a)), ++line));
                case 12 -> out.add(call(cell(a), "get", ++line));
                case 13 -> out.add(new Stmt.Alloc(g("gp", ptr(I32)), c(16, I64), false, "malloc at line " + line,
                    at(++line)));
                default -> {
                    out.add(begin(++line));
                    out.add(assume(bin(BinaryOp.NE, r(field(a)), i(5)), ++line));
                    out.add(end(++line));
                }
            }
        }
        return out;
    }

    private Procedure worker(String name) {
        Variable t = reg("t", I32);
        Variable u = reg("u", I32);
        List<Stmt> s = new ArrayList<>();
        s.add(set(v(t), i(0), ++line));
        s.addAll(body(t, u, 2 + random.nextInt(5)));
        return proc(name, VOID_PTR, List.of(reg("arg", VOID_PTR)), List.of(t, u),
            block("entry", ret(new Expr.Null(VOID_PTR), ++line), s.toArray(Stmt[]::new)));
    }

    private Program build() {
        Procedure w1 = worker("w1");
        Procedure w2 = worker("w2");
        Variable t1 = reg("t1", I32);
        Variable t2 = reg("t2", I32);
        Variable t = reg("t", I32);
        Variable u = reg("u", I32);
        List<Stmt> m = new ArrayList<>();
        m.add(set(v(t), i(0), ++line));
        m.add(new Stmt.Alloc(g("gp", ptr(I32)), c(16, I64), true, "malloc at main", at(++line)));
        m.addAll(body(t, u, random.nextInt(2)));
        m.add(async(v(t1), "w1", ++line, new Expr.Null(VOID_PTR)));
        m.addAll(body(t, u, random.nextInt(2)));
        m.add(async(v(t2), random.nextBoolean() ? "w2" : "w1", ++line, new Expr.Null(VOID_PTR)));
        m.addAll(body(t, u, random.nextInt(3)));
        if (random.nextBoolean()) {
            m.add(join(r(t1), null, ++line));
            m.add(join(r(t2), null, ++line));
            m.addAll(body(t, u, random.nextInt(2)));
        }
        Procedure main = proc("main", I32, List.of(), List.of(t1, t2, t, u),
            block("entry", ret(i(0), ++line), m.toArray(Stmt[]::new)));
        Procedure get = proc("get", I32, List.of(), List.of(), block("entry", ret(r(cell(1)), 200)));
        List<org.braid.core.internal.ir.Global> globals = new ArrayList<>(List.of(global("g0", I32),
            global("g1", I32), global("g2", I32), global("m", I32), global("gp", ptr(I32))));
        if (lockedCell) {
            globals.add(global("g3", I32));
            globals.add(global("m2", I32));
        }
        return program(globals, w1, w2, main, get, Models.lock(), Models.unlock());
    }
}
