package org.braid.core.internal.bmc;

import java.util.ArrayList;
import java.util.List;

import org.braid.core.internal.bmc.term.Term;
import org.braid.core.internal.bmc.term.TermFactory;

/**
 * The symbolic content of one memory cell (object, offset) on one path: for each access width
 * in bytes that may have written it last, the value (64 bits, 0 when not written) and the
 * condition under which that width wrote it last. At most one {@code written} holds in any
 * execution; none holds if the cell was never written (it reads as 0). Usually a single version
 * with {@code written} true. Immutable.
 */
record Cell(List<Version> versions) {

    /** The cell's value if written last with {@code bytes} bytes. */
    record Version(int bytes, Term value, Term written) {
    }

    static final Cell EMPTY = new Cell(List.of());

    Cell {
        versions = List.copyOf(versions);
    }

    static Cell of(int bytes, Term value, TermFactory f) {
        return new Cell(List.of(new Version(bytes, value, f.trueTerm)));
    }

    /** The value read with {@code bytes} bytes when the width matches (0 otherwise). */
    Term value(int bytes, TermFactory f) {
        for (Version v : versions) {
            if (v.bytes() == bytes) {
                return v.value();
            }
        }
        return f.constant(64, 0);
    }

    /** Whether no version is wider than {@code bytes}. */
    boolean widthsAtMost(int bytes) {
        return versions.stream().allMatch(v -> v.bytes() <= bytes);
    }

    /** The condition that the cell was written last with a width other than {@code bytes}. */
    Term otherWidth(int bytes, TermFactory f) {
        Term c = f.falseTerm;
        for (Version v : versions) {
            if (v.bytes() != bytes) {
                c = f.or(c, v.written());
            }
        }
        return c;
    }

    /** This cell after writing {@code value} with {@code bytes} bytes if {@code condition} holds. */
    Cell write(int bytes, Term value, Term condition, TermFactory f) {
        if (condition.isTrue()) {
            return of(bytes, value, f);
        }
        if (condition.isFalse()) {
            return this;
        }
        List<Version> next = new ArrayList<>();
        boolean found = false;
        Term zero = f.constant(64, 0);
        for (Version v : versions) {
            if (v.bytes() == bytes) {
                found = true;
                next.add(new Version(bytes, f.ite(condition, value, v.value()), f.or(condition, v.written())));
            } else {
                Term written = f.and(f.not(condition), v.written());
                if (!written.isFalse()) {
                    next.add(new Version(v.bytes(), f.ite(condition, zero, v.value()), written));
                }
            }
        }
        if (!found) {
            next.add(new Version(bytes, f.ite(condition, value, zero), condition));
        }
        next.sort(java.util.Comparator.comparingInt(Version::bytes));
        return new Cell(next);
    }

    /** {@code guard ? a : b}, version by version. */
    static Cell merge(Term guard, Cell a, Cell b, TermFactory f) {
        if (a.equals(b)) {
            return a;
        }
        Term zero = f.constant(64, 0);
        List<Version> next = new ArrayList<>();
        java.util.TreeSet<Integer> widths = new java.util.TreeSet<>();
        a.versions.forEach(v -> widths.add(v.bytes()));
        b.versions.forEach(v -> widths.add(v.bytes()));
        for (int bytes : widths) {
            Version va = a.version(bytes);
            Version vb = b.version(bytes);
            Term value = f.ite(guard, va == null ? zero : va.value(), vb == null ? zero : vb.value());
            Term written = f.ite(guard, va == null ? f.falseTerm : va.written(), vb == null ? f.falseTerm : vb.written());
            if (!written.isFalse()) {
                next.add(new Version(bytes, value, written));
            }
        }
        return new Cell(next);
    }

    private Version version(int bytes) {
        for (Version v : versions) {
            if (v.bytes() == bytes) {
                return v;
            }
        }
        return null;
    }
}
