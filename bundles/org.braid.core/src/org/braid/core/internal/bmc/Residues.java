package org.braid.core.internal.bmc;

import org.braid.core.internal.bmc.term.BottomUp;
import org.braid.core.internal.bmc.term.Term;

/**
 * A cheap static analysis of offsets: the low bits of a term known from its structure
 * ({@code 4*i + 8} is 0 modulo 4). Memory encoding uses it to skip cells that a symbolic offset
 * can never hit or partially overlap, which keeps array accesses with a symbolic index linear
 * in the number of cells without a single overlap check.
 */
final class Residues {

    /** {@code term mod 2^bits == value}. */
    record Residue(int bits, long value) {
    }

    private static final Residue UNKNOWN = new Residue(0, 0);

    private final BottomUp<Residue> residues = new BottomUp<>(this::compute);

    Residue of(Term t) {
        return residues.of(t);
    }

    private static Residue make(int bits, long value) {
        int b = Math.min(bits, 63);
        return new Residue(b, value & ((1L << b) - 1));
    }

    private Residue compute(Term t) {
        int w = t.width();
        return switch (t.op()) {
            case CONST -> make(w, t.value());
            case ADD, SUB -> {
                Residue a = of(t.arg(0));
                Residue b = of(t.arg(1));
                int bits = Math.min(a.bits(), b.bits());
                yield make(bits, t.op() == Term.Op.ADD ? a.value() + b.value() : a.value() - b.value());
            }
            case MUL -> {
                Residue a = of(t.arg(0));
                Residue b = of(t.arg(1));
                int bits = Math.min(Math.min(a.bits() + trailingZeros(b), b.bits() + trailingZeros(a)), w);
                yield make(bits, a.value() * b.value());
            }
            case SHL -> {
                if (t.arg(1).isConst() && t.arg(1).value() < w) {
                    Residue a = of(t.arg(0));
                    int s = (int) t.arg(1).value();
                    yield make(Math.min(a.bits() + s, w), a.value() << s);
                }
                yield UNKNOWN;
            }
            case EXTRACT -> t.value() == 0 ? limit(of(t.arg(0)), w) : UNKNOWN;
            case SEXT -> limit(of(t.arg(0)), t.arg(0).width());
            case CONCAT -> limit(of(t.arg(1)), t.arg(1).width());
            case ITE -> {
                Residue a = of(t.arg(1));
                Residue b = of(t.arg(2));
                int bits = Math.min(a.bits(), b.bits());
                long diff = a.value() ^ b.value();
                if (diff != 0) {
                    bits = Math.min(bits, Long.numberOfTrailingZeros(diff));
                }
                yield make(bits, a.value());
            }
            default -> UNKNOWN;
        };
    }

    /** Known trailing zero bits of a residue (its value's trailing zeros within the known bits). */
    private static int trailingZeros(Residue r) {
        return r.value() == 0 ? r.bits() : Math.min(r.bits(), Long.numberOfTrailingZeros(r.value()));
    }

    private static Residue limit(Residue r, int width) {
        return r.bits() <= width ? r : make(width, r.value());
    }

    /** Whether {@code d} can equal {@code e}. */
    boolean mayEqual(Term d, Term e) {
        if (d.isConst() && e.isConst()) {
            return d.value() == e.value();
        }
        Residue a = of(d);
        Residue b = of(e);
        int bits = Math.min(a.bits(), b.bits());
        long m = bits == 0 ? 0 : (1L << bits) - 1;
        return ((a.value() ^ b.value()) & m) == 0;
    }

    /** Whether {@code [d, d+bd)} and {@code [e, e+be)} can share a byte (at the same start or not). */
    boolean mayShare(Term d, int bd, Term e, int be) {
        return mayEqual(d, e) || mayOverlap(d, bd, e, be);
    }

    /**
     * Whether {@code [d, d+bd)} and {@code [e, e+be)} can partially overlap: intersect without
     * starting at the same offset.
     */
    boolean mayOverlap(Term d, int bd, Term e, int be) {
        Residue a = of(d);
        Residue b = of(e);
        int bits = Math.min(Math.min(a.bits(), b.bits()), 32);
        long modulus = 1L << bits;
        long diff = Math.floorMod(a.value() - b.value(), modulus);
        for (long delta = -bd + 1; delta < be; delta++) {
            if (delta != 0 && Math.floorMod(delta - diff, modulus) == 0) {
                return true;
            }
        }
        return false;
    }
}
