package org.braid.core.internal.seq;

import java.util.HashSet;
import java.util.Set;
import org.braid.core.internal.ir.Block;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Global;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Operands;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.Type;

/**
 * Globals whose accesses cannot interact with other threads, so they need neither switch
 * points nor race checks (as for {@link PrivateLocals}): thread-local globals ({@code __thread})
 * whose address never escapes (every {@link Expr.GlobalAddr} of them is the base of a memory
 * access, so each thread only touches its own copy; environment models keep per-thread
 * bookkeeping in such variables), and globals that are never written after initialization.
 */
final class PrivateGlobals {

    private final Set<String> threadLocal = new HashSet<>();
    private final Set<String> escaping = new HashSet<>();
    private final Set<String> written = new HashSet<>();
    private final EscapingAddresses<Expr.GlobalAddr> uses =
        new EscapingAddresses<>(Expr.GlobalAddr.class, g -> escaping.add(g.name()));

    private PrivateGlobals(Program program) {
        program.globals().values().stream().filter(Global::threadLocal).forEach(g -> threadLocal.add(g.name()));
        for (Global g : program.globals().values()) {
            g.initializer().forEach(i -> uses.read(i.value()));
        }
        for (Procedure p : program.procedures().values()) {
            for (Block b : p.blocks()) {
                b.statements().forEach(s -> Operands.visit(s, this::target, uses::read));
                Operands.visit(b.terminator(), uses::read);
            }
        }
    }

    /** The thread-local globals of {@code program} whose address does not escape. */
    static Set<String> unescapedThreadLocals(Program program) {
        PrivateGlobals g = new PrivateGlobals(program);
        Set<String> out = new HashSet<>(g.threadLocal);
        out.removeAll(g.escaping);
        return out;
    }

    /**
     * Globals that are only read once the program runs: their address does not escape and no
     * statement writes through it. Reads of them commute with every step of every thread and
     * cannot race, like accesses to private cells.
     */
    static Set<String> readOnly(Program program) {
        PrivateGlobals g = new PrivateGlobals(program);
        Set<String> out = new HashSet<>(program.globals().keySet());
        out.removeAll(g.threadLocal);
        out.removeAll(g.escaping);
        out.removeAll(g.written);
        return out;
    }

    /**
     * Whether the base of {@code pointer} is one of the {@code names} globals: the address
     * itself, moved by an offset, cast, or chosen by an {@code ite} whose every branch is one.
     */
    static boolean hasBaseIn(Expr pointer, Set<String> names) {
        if (names.isEmpty()) {
            return false;
        }
        if (pointer instanceof Expr.GlobalAddr g) {
            return names.contains(g.name());
        }
        if (pointer instanceof Expr.PtrAdd p) {
            return hasBaseIn(p.pointer(), names);
        }
        if (pointer instanceof Expr.Cast c && c.operand().type() instanceof Type.Pointer) {
            return hasBaseIn(c.operand(), names);
        }
        if (pointer instanceof Expr.Ite i) {
            return hasBaseIn(i.then(), names) && hasBaseIn(i.otherwise(), names);
        }
        return false;
    }

    /** A written lvalue: its base global, if any, is written. */
    private void target(Lvalue l) {
        uses.access(l);
        if (l instanceof Lvalue.Mem m) {
            base(m.pointer());
        }
    }

    private void base(Expr pointer) {
        if (pointer instanceof Expr.GlobalAddr g) {
            written.add(g.name());
        } else if (pointer instanceof Expr.PtrAdd p) {
            base(p.pointer());
        } else if (pointer instanceof Expr.Cast c) {
            base(c.operand());
        }
    }
}
