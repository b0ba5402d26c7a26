package org.braid.c.internal.types;

/**
 * A {@code __int128} value reached a part of the lowering that computes only with values of at
 * most 64 bits (a CIR {@link org.braid.core.internal.ir.Type.Int}): the statement being lowered
 * is reported as an unsupported construct of its function instead of being lowered with the
 * value cut to 64 bits. Thrown by {@code Value.expr()} on a wide value and by
 * {@code Target.ir(IntKind)} for a 128-bit kind; caught where a statement or declaration is
 * lowered.
 */
public final class WideUnsupported extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public WideUnsupported() {
        super("a 128-bit value where Braid computes with at most 64 bits", null, false, false);
    }
}
