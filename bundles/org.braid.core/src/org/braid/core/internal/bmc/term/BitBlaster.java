package org.braid.core.internal.bmc.term;

import java.util.Arrays;
import java.util.List;

import org.braid.core.internal.sat.SatSolver;

/**
 * Translates terms to CNF, bit by bit (least significant first), with the classic circuits:
 * ripple-carry adder, shift-and-add multiplier, restoring divider, logarithmic barrel shifter,
 * carry-chain comparators (Kroening &amp; Strichman, "Decision Procedures", 2nd ed., ch. 6).
 * Each term is translated once; gates are shared and simplified by {@link Gates}. Only the
 * cone of the terms asked for is encoded.
 */
public final class BitBlaster {

    /** The CNF passed the clause limit (memory guard). */
    public static final class TooLarge extends RuntimeException {
        private static final long serialVersionUID = 1L;

        TooLarge(long clauses) {
            super("CNF exceeds " + clauses + " clauses", null, false, false);
        }
    }

    private final Gates gates;
    private final SatSolver solver;
    private final Runnable checkpoint;
    private int[][] bits = new int[1024][];
    private int translated;

    /**
     * @param checkpoint run every few hundred terms; it may throw to abandon the encoding
     *        (cancellation)
     */
    public BitBlaster(SatSolver solver, long maxClauses, Runnable checkpoint) {
        this.solver = solver;
        this.gates = new Gates(solver, maxClauses);
        this.checkpoint = checkpoint;
    }

    /** The literal of a Boolean (width 1) term. */
    public int literal(Term t) {
        if (t.width() != 1) {
            throw new IllegalArgumentException("literal of a term of width " + t.width());
        }
        return bits(t)[0];
    }

    /** The literals of {@code t}'s bits, least significant first. */
    public int[] bits(Term t) {
        int[] known = known(t);
        if (known != null) {
            return known;
        }
        // Translated terms have translated operands: the walk stops at them, so asking for a
        // small new term over a large translated formula (an exclusion, a cut) costs little.
        for (Term u : TermFactory.cone(List.of(t), u -> known(u) != null)) {
            if (++translated % 256 == 0) {
                checkpoint.run();
            }
            store(u, translate(u));
        }
        return known(t);
    }

    /** The value of a translated term in the solver's current model; 0 for untranslated variables. */
    public long modelValue(Term t) {
        int[] b = known(t);
        if (b == null) {
            return 0;
        }
        long v = 0;
        for (int i = 0; i < b.length; i++) {
            int lit = b[i];
            boolean value = lit > 0 ? solver.modelValue(lit) : !solver.modelValue(-lit);
            if (value) {
                v |= 1L << i;
            }
        }
        return v;
    }

    private int[] known(Term t) {
        return t.id() < bits.length ? bits[t.id()] : null;
    }

    private void store(Term t, int[] value) {
        if (t.id() >= bits.length) {
            bits = Arrays.copyOf(bits, Math.max(bits.length * 2, t.id() + 1));
        }
        bits[t.id()] = value;
    }

    private int[] arg(Term t, int i) {
        return known(t.arg(i));
    }

    private int[] translate(Term t) {
        int w = t.width();
        return switch (t.op()) {
            case CONST -> {
                int[] r = new int[w];
                for (int i = 0; i < w; i++) {
                    r[i] = gates.constant(((t.value() >>> i) & 1) == 1);
                }
                yield r;
            }
            case VAR -> {
                int[] r = new int[w];
                for (int i = 0; i < w; i++) {
                    r[i] = gates.fresh();
                }
                yield r;
            }
            case NOT -> {
                int[] a = arg(t, 0);
                int[] r = new int[w];
                for (int i = 0; i < w; i++) {
                    r[i] = -a[i];
                }
                yield r;
            }
            case AND, OR, XOR -> {
                int[] a = arg(t, 0);
                int[] b = arg(t, 1);
                int[] r = new int[w];
                for (int i = 0; i < w; i++) {
                    r[i] = switch (t.op()) {
                        case AND -> gates.and(a[i], b[i]);
                        case OR -> gates.or(a[i], b[i]);
                        default -> gates.xor(a[i], b[i]);
                    };
                }
                yield r;
            }
            case ADD -> add(arg(t, 0), arg(t, 1), gates.constant(false));
            case SUB -> add(arg(t, 0), negateBits(arg(t, 1)), gates.constant(true));
            case MUL -> multiply(arg(t, 0), arg(t, 1));
            case UDIV -> divide(arg(t, 0), arg(t, 1))[0];
            case UREM -> divide(arg(t, 0), arg(t, 1))[1];
            case SDIV, SREM -> signedDivide(t.op(), arg(t, 0), arg(t, 1));
            case SHL, LSHR, ASHR -> shift(t.op(), arg(t, 0), arg(t, 1));
            case EQ -> new int[] {equal(arg(t, 0), arg(t, 1))};
            case ULT -> new int[] {less(arg(t, 0), arg(t, 1))};
            case SLT -> new int[] {less(flipSign(arg(t, 0)), flipSign(arg(t, 1)))};
            case ITE -> ite(arg(t, 0)[0], arg(t, 1), arg(t, 2));
            case EXTRACT -> Arrays.copyOfRange(arg(t, 0), (int) t.value(), (int) t.value() + w);
            case CONCAT -> {
                int[] high = arg(t, 0);
                int[] low = arg(t, 1);
                int[] r = Arrays.copyOf(low, w);
                System.arraycopy(high, 0, r, low.length, high.length);
                yield r;
            }
            case SEXT -> {
                int[] a = arg(t, 0);
                int[] r = Arrays.copyOf(a, w);
                Arrays.fill(r, a.length, w, a[a.length - 1]);
                yield r;
            }
        };
    }

    private static int[] negateBits(int[] a) {
        int[] r = new int[a.length];
        for (int i = 0; i < a.length; i++) {
            r[i] = -a[i];
        }
        return r;
    }

    private int[] ite(int c, int[] a, int[] b) {
        int[] r = new int[a.length];
        for (int i = 0; i < a.length; i++) {
            r[i] = gates.ite(c, a[i], b[i]);
        }
        return r;
    }

    /** Ripple-carry addition of equal-width words with carry-in; the carry-out is dropped. */
    private int[] add(int[] a, int[] b, int carry) {
        int[] r = new int[a.length];
        int c = carry;
        for (int i = 0; i < a.length; i++) {
            int half = gates.xor(a[i], b[i]);
            r[i] = gates.xor(half, c);
            c = gates.majority(a[i], b[i], c);
        }
        return r;
    }

    private int constantBits(int[] a) {
        int n = 0;
        for (int lit : a) {
            if (gates.isConst(lit)) {
                n++;
            }
        }
        return n;
    }

    /** Shift-and-add: adds {@code a << i} for every bit {@code i} of the multiplier. */
    private int[] multiply(int[] x, int[] y) {
        int[] a = constantBits(x) > constantBits(y) ? y : x;
        int[] b = a == x ? y : x;
        int w = a.length;
        int[] acc = new int[w];
        Arrays.fill(acc, gates.constant(false));
        for (int i = 0; i < w; i++) {
            if (b[i] == gates.constant(false)) {
                continue;
            }
            int[] upper = Arrays.copyOfRange(acc, i, w);
            int[] partial = new int[w - i];
            for (int j = 0; j < w - i; j++) {
                partial[j] = gates.and(a[j], b[i]);
            }
            int[] sum = add(upper, partial, gates.constant(false));
            System.arraycopy(sum, 0, acc, i, w - i);
        }
        return acc;
    }

    /**
     * Restoring division: quotient and remainder. Division by zero gives quotient all ones and
     * remainder {@code a}, as {@link Semantics} defines.
     */
    private int[][] divide(int[] a, int[] b) {
        int w = a.length;
        int[] q = new int[w];
        int[] r = new int[w];
        Arrays.fill(r, gates.constant(false));
        int[] divisor = Arrays.copyOf(b, w + 1);
        divisor[w] = gates.constant(false);
        int[] notDivisor = negateBits(divisor);
        for (int i = w - 1; i >= 0; i--) {
            int[] shifted = new int[w + 1];
            shifted[0] = a[i];
            System.arraycopy(r, 0, shifted, 1, w);
            int[] diff = new int[w + 1];
            int c = gates.constant(true);
            for (int k = 0; k <= w; k++) {
                int half = gates.xor(shifted[k], notDivisor[k]);
                diff[k] = gates.xor(half, c);
                c = gates.majority(shifted[k], notDivisor[k], c);
            }
            int geq = c;
            q[i] = geq;
            for (int k = 0; k < w; k++) {
                r[k] = gates.ite(geq, diff[k], shifted[k]);
            }
        }
        return new int[][] {q, r};
    }

    private int[] negate(int[] a) {
        int[] zero = new int[a.length];
        Arrays.fill(zero, gates.constant(false));
        return add(zero, negateBits(a), gates.constant(true));
    }

    private int[] signedDivide(Term.Op op, int[] a, int[] b) {
        int w = a.length;
        int na = a[w - 1];
        int nb = b[w - 1];
        int[][] qr = divide(ite(na, negate(a), a), ite(nb, negate(b), b));
        if (op == Term.Op.SDIV) {
            return ite(gates.xor(na, nb), negate(qr[0]), qr[0]);
        }
        return ite(na, negate(qr[1]), qr[1]);
    }

    /** Logarithmic barrel shifter; a count {@code >= width} gives the fill (0 or the sign). */
    private int[] shift(Term.Op op, int[] a, int[] count) {
        int w = a.length;
        int fill = op == Term.Op.ASHR ? a[w - 1] : gates.constant(false);
        int[] cur = a;
        for (int k = 0; (1L << k) < w; k++) {
            int amount = 1 << k;
            int[] shifted = new int[w];
            for (int i = 0; i < w; i++) {
                int from = op == Term.Op.SHL ? i - amount : i + amount;
                shifted[i] = from >= 0 && from < w ? cur[from] : fill;
            }
            cur = ite(count[k], shifted, cur);
        }
        int[] width = new int[w];
        for (int i = 0; i < w; i++) {
            width[i] = gates.constant(i < 63 && (((long) w >>> i) & 1) == 1);
        }
        int big = -less(count, width);
        int[] fills = new int[w];
        Arrays.fill(fills, fill);
        return ite(big, fills, cur);
    }

    private int equal(int[] a, int[] b) {
        int r = gates.constant(true);
        for (int i = 0; i < a.length; i++) {
            r = gates.and(r, -gates.xor(a[i], b[i]));
        }
        return r;
    }

    /** Unsigned {@code a < b}: no carry out of {@code a + ~b + 1}. */
    private int less(int[] a, int[] b) {
        int c = gates.constant(true);
        for (int i = 0; i < a.length; i++) {
            c = gates.majority(a[i], -b[i], c);
        }
        return -c;
    }

    private static int[] flipSign(int[] a) {
        int[] r = a.clone();
        r[r.length - 1] = -r[r.length - 1];
        return r;
    }
}
