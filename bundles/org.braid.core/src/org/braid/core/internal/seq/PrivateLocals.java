package org.braid.core.internal.seq;

import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import org.braid.core.internal.ir.Block;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Operands;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;

/**
 * In-memory locals of one procedure whose address never escapes: every {@link Expr.LocalAddr}
 * of the variable is the base of a memory access ({@code a[i]}, {@code s.f}), never a value that
 * is stored, passed or compared. Such a cell is private to its activation, so accesses to it
 * commute with every step of every other thread and need neither a context switch nor a race
 * check (the argument Whoop uses to drop yields at accesses that cannot race: Deligiannis,
 * Donaldson &amp; Rakamarić, ASE 2015, Sec. IV).
 */
public final class PrivateLocals {

    private final Set<Variable> escaping = new HashSet<>();
    private final Set<Variable> inMemory = new HashSet<>();
    private final EscapingAddresses<Expr.LocalAddr> uses =
        new EscapingAddresses<>(Expr.LocalAddr.class, l -> escaping.add(l.variable()));

    private PrivateLocals(Procedure procedure) {
        procedure.parameters().stream().filter(Variable::inMemory).forEach(inMemory::add);
        procedure.locals().stream().filter(Variable::inMemory).forEach(inMemory::add);
        for (Block b : procedure.blocks()) {
            b.statements().forEach(s -> Operands.visit(s, uses::access, uses::read));
            Operands.visit(b.terminator(), uses::read);
        }
    }

    public static PrivateLocals of(Procedure procedure) {
        return new PrivateLocals(procedure);
    }

    /** Whether an access to this cell can only be made by the activation that owns it. */
    public boolean isPrivate(Lvalue.Mem mem) {
        return base(mem.pointer()).filter(v -> inMemory.contains(v) && !escaping.contains(v)).isPresent();
    }

    private static Optional<Variable> base(Expr pointer) {
        if (pointer instanceof Expr.LocalAddr l) {
            return Optional.of(l.variable());
        }
        if (pointer instanceof Expr.PtrAdd p) {
            return base(p.pointer());
        }
        if (pointer instanceof Expr.Cast c && c.operand().type() instanceof Type.Pointer) {
            return base(c.operand());
        }
        return Optional.empty();
    }
}
