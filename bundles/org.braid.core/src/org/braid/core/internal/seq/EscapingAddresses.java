package org.braid.core.internal.seq;

import java.util.function.Consumer;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Operands;
import org.braid.core.internal.ir.Type;

/**
 * Finds the addresses of one kind ({@link Expr.GlobalAddr} or {@link Expr.LocalAddr}) that
 * escape: evaluated as values (stored, passed, compared) rather than used as the base of a memory
 * access ({@code a[i]}, {@code s.f}), possibly moved by an offset or cast to another pointer type.
 * The escape analysis behind {@link PrivateGlobals} and {@link PrivateLocals}.
 */
final class EscapingAddresses<A extends Expr> {

    private final Class<A> kind;
    private final Consumer<A> escape;

    /** Passes each escaping address of type {@code kind} to {@code escape}. */
    EscapingAddresses(Class<A> kind, Consumer<A> escape) {
        this.kind = kind;
        this.escape = escape;
    }

    /** An evaluated expression: every address of the kind in it escapes, except as an access base. */
    void read(Expr e) {
        if (e instanceof Expr.Read r) {
            access(r.lvalue());
            return;
        }
        if (kind.isInstance(e)) {
            escape.accept(kind.cast(e));
        }
        Operands.children(e).forEach(this::read);
    }

    /** An accessed lvalue: the base address of a memory access is an allowed use. */
    void access(Lvalue l) {
        Operands.pointer(l).ifPresent(this::accessPointer);
    }

    /** The pointer of a memory access: its base address is an allowed use, offsets are values. */
    private void accessPointer(Expr pointer) {
        if (kind.isInstance(pointer)) {
            return;
        }
        if (pointer instanceof Expr.PtrAdd p) {
            accessPointer(p.pointer());
            read(p.bytes());
        } else if (pointer instanceof Expr.Cast c && c.operand().type() instanceof Type.Pointer) {
            accessPointer(c.operand());
        } else {
            read(pointer);
        }
    }
}
