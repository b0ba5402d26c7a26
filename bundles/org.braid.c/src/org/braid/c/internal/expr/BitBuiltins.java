package org.braid.c.internal.expr;

import org.braid.c.internal.InvalidInput;
import org.braid.c.internal.lower.FunctionContext;
import org.braid.c.internal.lower.Ir;
import org.braid.c.internal.lower.Place;
import org.braid.c.internal.lower.Value;
import org.braid.c.internal.types.CType;
import org.braid.c.internal.types.IntKind;
import org.braid.c.internal.types.Target;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Expr.BinaryOp;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTFunctionCallExpression;
import org.eclipse.cdt.core.dom.ast.IASTInitializerClause;

/**
 * GCC's bit and overflow built-ins that glibc's and Linux's headers use ({@code htonl} is
 * {@code __builtin_bswap32}), lowered to loop-free CIR expressions with GCC's results:
 * <ul>
 * <li>{@code __builtin_bswap16/32/64}: the bytes reversed;</li>
 * <li>{@code __builtin_popcount}, {@code parity}, {@code ffs} (and their {@code l}/{@code ll}
 * forms): bits set, their parity, 1 + the index of the lowest set bit or 0;</li>
 * <li>{@code __builtin_clz}, {@code ctz}: leading and trailing zero bits. GCC leaves them
 * undefined for 0; Braid gives any value there (nondeterministic), so no path depends on a value
 * the machine does not promise;</li>
 * <li>{@code __builtin_add/sub/mul_overflow} and the typed forms ({@code sadd}, {@code uaddll},
 * ...): store the wrapped result through the third argument and return whether the infinitely
 * precise result does not fit the result type, for any integer types of the operands and the
 * result (each at most 64 bits wide): one type throughout uses two's complement checks; all at
 * most 32 bits wide computes exactly in 64 bits; any other mix works on each operand's sign and
 * 64-bit magnitude (see {@link #mixedOverflow}).</li>
 * </ul>
 * Population counts use the usual SWAR additions; {@code clz(x) = popcount(~smear(x))} with
 * {@code smear} or-ing every right shift of {@code x} into it; {@code ctz(x) = popcount((x & -x) - 1)}.
 */
final class BitBuiltins {
    private final FunctionContext fn;
    private final Expressions exprs;
    private final Target target;

    BitBuiltins(FunctionContext fn, Expressions exprs) {
        this.fn = fn;
        this.exprs = exprs;
        this.target = fn.unit().target();
    }

    /** Whether {@code name} is one of these built-ins. */
    static boolean handles(String name) {
        if (!name.startsWith("__builtin_")) {
            return false;
        }
        String n = name.substring("__builtin_".length());
        return n.matches("bswap(16|32|64)") || n.matches("(popcount|parity|clz|ctz|ffs)(l|ll)?")
            || n.matches("[su]?(add|sub|mul)(l|ll)?_overflow");
    }

    Value call(String name, IASTFunctionCallExpression e) {
        String n = name.substring("__builtin_".length());
        IASTInitializerClause[] args = e.getArguments();
        if (n.endsWith("_overflow")) {
            arity(e, 3);
            return overflow(n, e, (IASTExpression) args[0], (IASTExpression) args[1], (IASTExpression) args[2]);
        }
        arity(e, 1);
        IASTExpression arg = (IASTExpression) args[0];
        if (n.startsWith("bswap")) {
            IntKind kind = switch (n) {
                case "bswap16" -> IntKind.USHORT;
                case "bswap32" -> IntKind.UINT;
                default -> IntKind.ULLONG;
            };
            Expr x = operand(arg, kind, e);
            return new Value(bswap(x, (Type.Int) x.type()), new CType.Int(kind));
        }
        String base = n.replaceAll("l+$", "");
        IntKind kind = n.endsWith("ll") ? IntKind.ULLONG : n.endsWith("l") ? IntKind.ULONG : IntKind.UINT;
        if (base.equals("ffs")) {
            kind = n.endsWith("ll") ? IntKind.LLONG : n.endsWith("l") ? IntKind.LONG : IntKind.INT;
        }
        Expr x = operand(arg, kind, e);
        Type.Int w = (Type.Int) x.type();
        Type.Int u = new Type.Int(w.width(), false);
        Expr ux = Ir.cast(x, u);
        Type.Int result = target.ir(IntKind.INT);
        Expr count = switch (base) {
            case "popcount" -> popcount(ux, u);
            case "parity" -> Ir.binary(BinaryOp.AND, popcount(ux, u), c(1, u));
            case "clz" -> anyForZero(ux, u, popcount(Ir.unary(Expr.UnaryOp.BIT_NOT, smear(ux, u)), u));
            case "ctz" -> anyForZero(ux, u, trailingZeros(ux, u));
            case "ffs" -> new Expr.Ite(Ir.binary(BinaryOp.EQ, ux, c(0, u)), c(0, u),
                Ir.binary(BinaryOp.ADD, trailingZeros(ux, u), c(1, u)));
            default -> throw new IllegalStateException(name);
        };
        return new Value(Ir.cast(count, result), CType.INT);
    }

    private Value overflow(String n, IASTFunctionCallExpression e, IASTExpression a, IASTExpression b,
            IASTExpression out) {
        boolean typedForm = n.matches("[su](add|sub|mul)(l|ll)?_overflow");
        String op = (typedForm ? n.substring(1) : n).replaceAll("(l|ll)?_overflow$", "");
        BinaryOp binary = switch (op) {
            case "add" -> BinaryOp.ADD;
            case "sub" -> BinaryOp.SUB;
            default -> BinaryOp.MUL;
        };
        Value pointer = exprs.rvalue(out);
        if (!(pointer.type().unqualified() instanceof CType.Ptr p) || !(p.target().unqualified() instanceof CType.Int r)) {
            throw new InvalidInput(e, "the third argument of __builtin_" + n + " must point to an integer");
        }
        CType.Int ta = typed(n, typedForm, exprs.typeOf(a).unqualified(), e);
        CType.Int tb = typed(n, typedForm, exprs.typeOf(b).unqualified(), e);
        Expr va = exprs.convert(exprs.rvalue(a), ta, a).expr();
        Expr vb = exprs.convert(exprs.rvalue(b), tb, b).expr();
        Type.Int ia = (Type.Int) va.type();
        Type.Int ib = (Type.Int) vb.type();
        Type.Int ir = target.ir(r.kind());
        Expr wrapped;
        Expr overflowed;
        if (ia.equals(ib) && ia.equals(ir)) {
            wrapped = Ir.binary(binary, va, vb);
            overflowed = sameTypeOverflow(binary, va, vb, wrapped, ir);
        } else if (ia.width() <= 32 && ib.width() <= 32 && ir.width() <= 32) {
            Type.Int wide = new Type.Int(64, true);
            Expr exact = Ir.binary(binary, Ir.cast(va, wide), Ir.cast(vb, wide));
            wrapped = Ir.cast(exact, ir);
            overflowed = Ir.binary(BinaryOp.NE, Ir.cast(wrapped, wide), exact);
        } else {
            Type.Int u64 = new Type.Int(64, false);
            wrapped = Ir.cast(Ir.binary(binary, Ir.cast(va, u64), Ir.cast(vb, u64)), ir);
            overflowed = mixedOverflow(binary, va, vb, ir);
        }
        Variable result = fn.newTemp(ir);
        fn.emit(new Stmt.Assign(new Lvalue.Var(result), wrapped, fn.loc()));
        Place.Memory target = exprs.access().memory(pointer.expr(), r, "*" + Texts.of(out));
        exprs.write(target, new Expr.Read(new Lvalue.Var(result)));
        return new Value(Ir.cast(overflowed, this.target.ir(IntKind.BOOL)), CType.BOOL);
    }

    /** The operand type of a typed form ({@code saddl} takes {@code long}), else the argument's promoted type. */
    private static CType.Int typed(String n, boolean typedForm, CType given, IASTFunctionCallExpression e) {
        if (!typedForm) {
            if (!(given instanceof CType.Int i)) {
                throw new InvalidInput(e, "__builtin_" + n + " needs integer operands");
            }
            return i;
        }
        boolean signed = n.startsWith("s");
        String width = n.replaceAll("^[su](add|sub|mul)", "").replace("_overflow", "");
        IntKind kind = switch (width) {
            case "ll" -> signed ? IntKind.LLONG : IntKind.ULLONG;
            case "l" -> signed ? IntKind.LONG : IntKind.ULONG;
            default -> signed ? IntKind.INT : IntKind.UINT;
        };
        return new CType.Int(kind);
    }

    /** Overflow of {@code a op b} when both and the result have type {@code t} (two's complement checks). */
    private static Expr sameTypeOverflow(BinaryOp op, Expr a, Expr b, Expr r, Type.Int t) {
        Expr zero = c(0, t);
        if (!t.signed()) {
            return switch (op) {
                case ADD -> Ir.binary(BinaryOp.LT, r, a);
                case SUB -> Ir.binary(BinaryOp.LT, a, b);
                default -> Ir.binary(BinaryOp.LAND, Ir.binary(BinaryOp.NE, a, zero),
                    Ir.binary(BinaryOp.NE, Ir.binary(BinaryOp.DIV, r, new Expr.Ite(Ir.binary(BinaryOp.EQ, a, zero),
                        c(1, t), a)), b));
            };
        }
        return switch (op) {
            case ADD -> Ir.binary(BinaryOp.LT, Ir.binary(BinaryOp.AND, Ir.binary(BinaryOp.XOR, a, r),
                Ir.binary(BinaryOp.XOR, b, r)), zero);
            case SUB -> Ir.binary(BinaryOp.LT, Ir.binary(BinaryOp.AND, Ir.binary(BinaryOp.XOR, a, b),
                Ir.binary(BinaryOp.XOR, a, r)), zero);
            default -> {
                Expr min = c(1L << (t.width() - 1), t);
                Expr minusOne = c(-1, t);
                Expr divisor = new Expr.Ite(Ir.binary(BinaryOp.LOR, Ir.binary(BinaryOp.EQ, a, zero),
                    Ir.binary(BinaryOp.EQ, a, minusOne)), c(1, t), a);
                Expr viaDivision = Ir.binary(BinaryOp.LAND, Ir.binary(BinaryOp.NE, a, zero),
                    Ir.binary(BinaryOp.LAND, Ir.binary(BinaryOp.NE, a, minusOne),
                        Ir.binary(BinaryOp.NE, Ir.binary(BinaryOp.DIV, r, divisor), b)));
                Expr minusOneTimesMin = Ir.binary(BinaryOp.LOR,
                    Ir.binary(BinaryOp.LAND, Ir.binary(BinaryOp.EQ, a, minusOne), Ir.binary(BinaryOp.EQ, b, min)),
                    Ir.binary(BinaryOp.LAND, Ir.binary(BinaryOp.EQ, b, minusOne), Ir.binary(BinaryOp.EQ, a, min)));
                yield Ir.binary(BinaryOp.LOR, viaDivision, minusOneTimesMin);
            }
        };
    }

    private Expr operand(IASTExpression arg, IntKind kind, IASTFunctionCallExpression e) {
        return exprs.convert(exprs.rvalue(arg), new CType.Int(kind), e).expr();
    }

    private static Expr bswap(Expr x, Type.Int t) {
        int bytes = t.width() / 8;
        Expr out = c(0, t);
        for (int i = 0; i < bytes; i++) {
            Expr octet = Ir.binary(BinaryOp.AND, Ir.binary(BinaryOp.SHR, x, c(8L * i, t)), c(0xff, t));
            out = Ir.binary(BinaryOp.OR, out, Ir.binary(BinaryOp.SHL, octet, c(8L * (bytes - 1 - i), t)));
        }
        return out;
    }

    /** Bits set in unsigned {@code x}: pairwise sums in ever wider fields (SWAR). */
    private static Expr popcount(Expr x, Type.Int t) {
        int w = t.width();
        Expr v = x;
        for (int shift = 1; shift < w; shift *= 2) {
            long mask = fieldMask(shift, w);
            v = Ir.binary(BinaryOp.ADD, Ir.binary(BinaryOp.AND, v, c(mask, t)),
                Ir.binary(BinaryOp.AND, Ir.binary(BinaryOp.SHR, v, c(shift, t)), c(mask, t)));
        }
        return v;
    }

    /** A mask of the low {@code field} bits of every {@code 2 * field}-bit group of a {@code w}-bit word. */
    private static long fieldMask(int field, int w) {
        long mask = 0;
        for (int i = 0; i < w; i += 2 * field) {
            mask |= (field >= 64 ? -1L : ((1L << field) - 1)) << i;
        }
        return mask;
    }

    /** {@code x} with every bit below its highest set bit set. */
    private static Expr smear(Expr x, Type.Int t) {
        Expr v = x;
        for (int shift = 1; shift < t.width(); shift *= 2) {
            v = Ir.binary(BinaryOp.OR, v, Ir.binary(BinaryOp.SHR, v, c(shift, t)));
        }
        return v;
    }

    private static Expr trailingZeros(Expr x, Type.Int t) {
        Expr lowest = Ir.binary(BinaryOp.AND, x, Ir.unary(Expr.UnaryOp.NEG, x));
        return popcount(Ir.binary(BinaryOp.SUB, lowest, c(1, t)), t);
    }

    /** {@code count}, or any value when {@code x} is 0 (GCC leaves the result undefined). */
    private Expr anyForZero(Expr x, Type.Int t, Expr count) {
        Variable any = fn.newTemp(t);
        fn.emit(new Stmt.Havoc(new Lvalue.Var(any), fn.loc()));
        return new Expr.Ite(Ir.binary(BinaryOp.EQ, x, c(0, t)), new Expr.Read(new Lvalue.Var(any)), count);
    }

    /**
     * Whether the infinitely precise {@code a op b} lies outside {@code r}, for operands of any
     * types of at most 64 bits. Each operand is a sign and a magnitude below {@code 2^64}
     * ({@code 2^63} for the most negative {@code long}); subtraction flips the sign of {@code b}.
     * Same signs add the magnitudes (a carry out of 64 bits always overflows), different signs
     * subtract the smaller from the larger; a product overflows when the magnitudes' product
     * needs more than 64 bits ({@code |b| > (2^64 - 1) / |a|}) or exceeds the limit of its sign.
     * The limits are {@code max(r)} for a non-negative result and {@code -min(r)} for a negative
     * one (0 when {@code r} is unsigned, so a negative zero fits).
     */
    private static Expr mixedOverflow(BinaryOp op, Expr a, Expr b, Type.Int r) {
        Type.Int u = new Type.Int(64, false);
        Expr negA = negative(a);
        Expr negB = op == BinaryOp.SUB ? Ir.unary(Expr.UnaryOp.NOT, negative(b)) : negative(b);
        Expr magA = magnitude(a, u);
        Expr magB = magnitude(b, u);
        Expr maxPositive = c(r.signed() ? (1L << (r.width() - 1)) - 1 : r.mask(), u);
        Expr maxNegative = c(r.signed() ? 1L << (r.width() - 1) : 0, u);
        if (op == BinaryOp.MUL) {
            Expr product = Ir.binary(BinaryOp.MUL, magA, magB);
            Expr divisor = new Expr.Ite(Ir.binary(BinaryOp.EQ, magA, c(0, u)), c(1, u), magA);
            Expr beyond64 = Ir.binary(BinaryOp.LAND, Ir.binary(BinaryOp.NE, magA, c(0, u)),
                Ir.binary(BinaryOp.GT, magB, Ir.binary(BinaryOp.DIV, c(-1, u), divisor)));
            Expr negativeProduct = Ir.binary(BinaryOp.NE, negA, negB);
            return Ir.binary(BinaryOp.LOR, beyond64, beyondLimit(negativeProduct, product, maxPositive, maxNegative));
        }
        Expr sum = Ir.binary(BinaryOp.ADD, magA, magB);
        Expr sameSign = Ir.binary(BinaryOp.LOR, Ir.binary(BinaryOp.LT, sum, magA),
            beyondLimit(negA, sum, maxPositive, maxNegative));
        Expr positive = new Expr.Ite(negA, magB, magA);
        Expr negativePart = new Expr.Ite(negA, magA, magB);
        Expr differentSign = new Expr.Ite(Ir.binary(BinaryOp.GE, positive, negativePart),
            Ir.binary(BinaryOp.GT, Ir.binary(BinaryOp.SUB, positive, negativePart), maxPositive),
            Ir.binary(BinaryOp.GT, Ir.binary(BinaryOp.SUB, negativePart, positive), maxNegative));
        return new Expr.Ite(Ir.binary(BinaryOp.EQ, negA, negB), sameSign, differentSign);
    }

    private static Expr beyondLimit(Expr negative, Expr magnitude, Expr maxPositive, Expr maxNegative) {
        return Ir.binary(BinaryOp.GT, magnitude, new Expr.Ite(negative, maxNegative, maxPositive));
    }

    private static Expr negative(Expr x) {
        Type.Int t = (Type.Int) x.type();
        return t.signed() ? Ir.binary(BinaryOp.LT, x, c(0, t)) : Ir.bool(false);
    }

    /** {@code |x|} in 64 unsigned bits ({@code 2^63} for the most negative 64-bit value). */
    private static Expr magnitude(Expr x, Type.Int u) {
        Expr wide = Ir.cast(x, u);
        if (!((Type.Int) x.type()).signed()) {
            return wide;
        }
        return new Expr.Ite(negative(x), Ir.unary(Expr.UnaryOp.NEG, wide), wide);
    }

    private static Expr c(long value, Type.Int t) {
        return Ir.constant(value, t);
    }

    private static void arity(IASTFunctionCallExpression e, int n) {
        if (e.getArguments().length != n) {
            throw new InvalidInput(e, "built-in function expects " + n + " argument" + (n == 1 ? "" : "s"));
        }
    }
}
