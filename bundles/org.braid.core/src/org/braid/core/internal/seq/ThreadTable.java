package org.braid.core.internal.seq;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Type;

/**
 * Ghost state about simulated threads shared by the sequentializers: the running thread's id,
 * the next id to hand out, and per thread id {@code 1..threads-1} whether it finished and what its
 * start procedure returned (for {@code join}). Thread ids are small constants, so per-id state is
 * a set of scalar globals selected by {@code ite} chains rather than an array.
 */
final class ThreadTable {

    static final String CURRENT = GhostGlobals.PREFIX + "current_thread";

    private final int threads;
    private final Lvalue.Mem current;
    private final Lvalue.Mem next;
    private final List<Lvalue.Mem> done = new ArrayList<>();
    private final Map<String, List<Lvalue.Mem>> results = new LinkedHashMap<>();

    ThreadTable(GhostGlobals ghosts, int threads, Set<Type> joinResultTypes) {
        this.threads = threads;
        this.current = ghosts.declare("current_thread", Ex.I32);
        this.next = ghosts.declare("next_thread", Ex.I32, 1);
        for (int k = 1; k < threads; k++) {
            done.add(ghosts.declare("done" + k, Type.BOOL));
        }
        for (Type t : joinResultTypes) {
            List<Lvalue.Mem> cells = new ArrayList<>();
            for (int k = 1; k < threads; k++) {
                cells.add(ghosts.declare("result" + k + "_" + key(t), slotType(t)));
            }
            results.putIfAbsent(key(t), cells);
        }
    }

    int threads() {
        return threads;
    }

    Lvalue.Mem current() {
        return current;
    }

    Lvalue.Mem next() {
        return next;
    }

    private static String key(Type t) {
        return t instanceof Type.Pointer ? "ptr" : t.toString();
    }

    private static Type slotType(Type t) {
        return t instanceof Type.Pointer ? Ex.VOID_PTR : t;
    }

    private static Expr isThread(Expr tid, int k) {
        if (!(tid.type() instanceof Type.Int i)) {
            throw new IllegalArgumentException("thread id of type " + tid.type());
        }
        return Ex.eq(tid, Ex.constant(k, i));
    }

    /** Whether thread {@code tid} has finished (false for ids that were never handed out). */
    Expr finished(Expr tid) {
        Expr e = Ex.FALSE;
        for (int k = threads - 1; k >= 1; k--) {
            e = new Expr.Ite(isThread(tid, k), Ex.read(done.get(k - 1)), e);
        }
        return e;
    }

    /** The value thread {@code tid}'s start procedure returned, as {@code type}. */
    Expr result(Expr tid, Type type) {
        Expr e = Ex.zero(type);
        List<Lvalue.Mem> cells = results.get(key(type));
        if (cells == null) {
            return e;
        }
        for (int k = threads - 1; k >= 1; k--) {
            e = new Expr.Ite(isThread(tid, k), Ex.convert(Ex.read(cells.get(k - 1)), type), e);
        }
        return e;
    }

    /** Statements recording that thread {@code tid} finished, returning {@code value} of {@code type}. */
    List<Stmt> finish(Expr tid, Expr value) {
        List<Stmt> out = new ArrayList<>();
        for (int k = 1; k < threads; k++) {
            Lvalue.Mem d = done.get(k - 1);
            out.add(Ex.assign(d, Ex.or(Ex.read(d), isThread(tid, k))));
        }
        if (value != null) {
            List<Lvalue.Mem> cells = results.get(key(value.type()));
            if (cells != null) {
                for (int k = 1; k < threads; k++) {
                    Lvalue.Mem c = cells.get(k - 1);
                    out.add(Ex.assign(c, new Expr.Ite(isThread(tid, k), Ex.convert(value, c.type()), Ex.read(c))));
                }
            }
        }
        return out;
    }
}
