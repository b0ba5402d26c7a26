package org.braid.c.internal.lower;

import java.util.Objects;
import org.braid.c.internal.types.CType;
import org.braid.c.internal.types.WideUnsupported;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Type;

/**
 * An rvalue: a side-effect-free CIR expression and its (unqualified) C type. A {@code __int128}
 * value is wide: its low and high 64 bits are two unsigned 64-bit expressions ({@link #low()},
 * {@link #high()}), and {@link #expr()} throws {@link WideUnsupported}, so that code that knows
 * only scalars of at most 64 bits cannot cut it silently.
 */
public record Value(Expr expr, CType type, Expr high) {
    private static final Type.Int HALF = new Type.Int(64, false);

    public Value {
        Objects.requireNonNull(expr, "expr");
        Objects.requireNonNull(type, "type");
        if (high != null && (!expr.type().equals(HALF) || !high.type().equals(HALF))) {
            throw new IllegalArgumentException("the halves of a wide value are u64, were " + expr.type() + " and "
                + high.type());
        }
    }

    public Value(Expr expr, CType type) {
        this(expr, type, null);
    }

    /** A {@code __int128} value of {@code type} from its low and high 64 bits (both {@code u64}). */
    public static Value wide(Expr low, Expr high, CType type) {
        return new Value(low, type, Objects.requireNonNull(high, "high"));
    }

    /** The value's expression; a wide value has none. */
    @Override
    public Expr expr() {
        if (high != null) {
            throw new WideUnsupported();
        }
        return expr;
    }

    public boolean isWide() {
        return high != null;
    }

    /** Whether the value is a constant: its expression, or both halves of a wide value. */
    public boolean isConstant() {
        return expr instanceof Expr.Const && (high == null || high instanceof Expr.Const);
    }

    /** The low 64 bits of a wide value. */
    public Expr low() {
        if (high == null) {
            throw new IllegalStateException("not a wide value: " + expr);
        }
        return expr;
    }

    /** The high 64 bits of a wide value. */
    @Override
    public Expr high() {
        if (high == null) {
            throw new IllegalStateException("not a wide value: " + expr);
        }
        return high;
    }
}
