package org.braid.c.internal.types;

/**
 * The integer conversions of C11 6.3.1 on types: integer promotions (6.3.1.1p2) and the usual
 * arithmetic conversions for integer operands (6.3.1.8). Both data models have an {@code int}
 * wider than {@code short}, so every type of lower rank promotes to {@code int}.
 */
public final class Conversions {

    private Conversions() {
    }

    /** Integer promotion: ranks below {@code int} become {@code int}. */
    public static CType.Int promote(CType.Int type) {
        return type.kind().rank() < IntKind.INT.rank() ? CType.INT : type;
    }

    /** The common type of two integer operands after the usual arithmetic conversions. */
    public static CType.Int usual(CType.Int left, CType.Int right, Target target) {
        CType.Int a = promote(left);
        CType.Int b = promote(right);
        if (a.equals(b)) {
            return a;
        }
        if (a.kind().signed() == b.kind().signed()) {
            return a.kind().rank() >= b.kind().rank() ? a : b;
        }
        CType.Int u = a.kind().signed() ? b : a;
        CType.Int s = a.kind().signed() ? a : b;
        if (u.kind().rank() >= s.kind().rank()) {
            return u;
        }
        if (s.kind().width(target.model()) > u.kind().width(target.model())) {
            return s;
        }
        return new CType.Int(s.kind().toUnsigned());
    }
}
