package org.braid.core.internal.bmc.term;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.braid.core.internal.bmc.term.Term.Op;

/**
 * Creates {@link Term}s with structural hashing (one object per distinct term), constant
 * folding and local rewrites (neutral and absorbing elements, {@code x op x}, double negation,
 * Boolean {@code ite} to {@code and}/{@code or}, {@code extract} through {@code concat} and
 * small {@code ite} trees, equality of {@code concat}s split into parts), so that most of a
 * program's arithmetic on constants and on constant object parts of pointers never reaches the
 * SAT solver. Operands are ordered by id for commutative operators, which makes the term graph,
 * and the CNF built from it, a deterministic function of the calls made. Not thread-safe.
 */
public final class TermFactory {

    /** Largest number of constant leaves an {@code ite} tree may have to be pushed through {@code eq}/{@code extract}. */
    private static final int PUSH_LIMIT = 64;

    /** How many levels of arithmetic an {@code extract} of low bits is pushed into. */
    private static final int PUSH_DEPTH = 4;

    private record Key(Op op, int width, long param, int a, int b, int c) {
    }

    private final Map<Key, Term> table = new HashMap<>();
    private int size;
    private int variables;

    public final Term trueTerm;
    public final Term falseTerm;

    public TermFactory() {
        falseTerm = constant(1, 0);
        trueTerm = constant(1, 1);
    }

    /** Number of distinct terms created. */
    public int size() {
        return size;
    }

    private Term make(Op op, int width, long param, Term... args) {
        Key key = new Key(op, width, param, args.length > 0 ? args[0].id() : -1, args.length > 1 ? args[1].id() : -1,
                args.length > 2 ? args[2].id() : -1);
        Term t = table.get(key);
        if (t == null) {
            t = new Term(size++, op, width, param, args, "");
            table.put(key, t);
        }
        return t;
    }

    private static void checkWidth(int width) {
        if (width < 1 || width > 64) {
            throw new IllegalArgumentException("width out of range: " + width);
        }
    }

    private static void same(Term a, Term b) {
        if (a.width() != b.width()) {
            throw new IllegalArgumentException("widths differ: " + a.width() + ", " + b.width());
        }
    }

    private static void bool(Term a) {
        if (a.width() != 1) {
            throw new IllegalArgumentException("not a Boolean term: width " + a.width());
        }
    }

    // ---- leaves

    public Term constant(int width, long bits) {
        checkWidth(width);
        return make(Op.CONST, width, Semantics.mask(bits, width));
    }

    public Term bool(boolean value) {
        return value ? trueTerm : falseTerm;
    }

    /** A fresh free variable (never shared with another call). */
    public Term var(int width, String name) {
        checkWidth(width);
        return new Term(size++, Op.VAR, width, variables++, new Term[0], name);
    }

    private Term fold(Op op, int width, long param, Term a, Term b, Term c) {
        return constant(width, Semantics.apply(op, width, param, a.value(), a.width(),
                b == null ? 0 : b.value(), b == null ? 0 : b.width(), c == null ? 0 : c.value()));
    }

    private static boolean ones(Term t) {
        return t.isConst(-1L);
    }

    private static boolean zero(Term t) {
        return t.isConst(0);
    }

    private Term ordered(Op op, Term a, Term b) {
        return a.id() <= b.id() ? make(op, a.width(), 0, a, b) : make(op, a.width(), 0, b, a);
    }

    // ---- bitwise

    public Term not(Term a) {
        if (a.isConst()) {
            return fold(Op.NOT, a.width(), 0, a, null, null);
        }
        if (a.op() == Op.NOT) {
            return a.arg(0);
        }
        return make(Op.NOT, a.width(), 0, a);
    }

    private static boolean complementary(Term a, Term b) {
        return a.op() == Op.NOT && a.arg(0) == b || b.op() == Op.NOT && b.arg(0) == a;
    }

    public Term and(Term a, Term b) {
        same(a, b);
        if (a.isConst() && b.isConst()) {
            return fold(Op.AND, a.width(), 0, a, b, null);
        }
        if (zero(a) || ones(b) || a == b) {
            return a;
        }
        if (zero(b) || ones(a)) {
            return b;
        }
        if (complementary(a, b)) {
            return constant(a.width(), 0);
        }
        return ordered(Op.AND, a, b);
    }

    public Term or(Term a, Term b) {
        same(a, b);
        if (a.isConst() && b.isConst()) {
            return fold(Op.OR, a.width(), 0, a, b, null);
        }
        if (ones(a) || zero(b) || a == b) {
            return a;
        }
        if (ones(b) || zero(a)) {
            return b;
        }
        if (complementary(a, b)) {
            return constant(a.width(), -1L);
        }
        return ordered(Op.OR, a, b);
    }

    public Term xor(Term a, Term b) {
        same(a, b);
        if (a.isConst() && b.isConst()) {
            return fold(Op.XOR, a.width(), 0, a, b, null);
        }
        if (a == b) {
            return constant(a.width(), 0);
        }
        if (zero(a)) {
            return b;
        }
        if (zero(b)) {
            return a;
        }
        if (ones(a)) {
            return not(b);
        }
        if (ones(b)) {
            return not(a);
        }
        if (complementary(a, b)) {
            return constant(a.width(), -1L);
        }
        return ordered(Op.XOR, a, b);
    }

    /** {@code a -> b} on Booleans. */
    public Term implies(Term a, Term b) {
        bool(a);
        return or(not(a), b);
    }

    /** Conjunction of all, as a balanced tree; true for none. */
    public Term andAll(List<Term> terms) {
        return balanced(terms, 0, terms.size(), true);
    }

    /** Disjunction of all, as a balanced tree; false for none. */
    public Term orAll(List<Term> terms) {
        return balanced(terms, 0, terms.size(), false);
    }

    private Term balanced(List<Term> terms, int from, int to, boolean conjunction) {
        if (to - from == 0) {
            return bool(conjunction);
        }
        if (to - from == 1) {
            return terms.get(from);
        }
        int mid = (from + to) >>> 1;
        Term left = balanced(terms, from, mid, conjunction);
        Term right = balanced(terms, mid, to, conjunction);
        return conjunction ? and(left, right) : or(left, right);
    }

    // ---- arithmetic

    public Term add(Term a, Term b) {
        same(a, b);
        if (a.isConst() && b.isConst()) {
            return fold(Op.ADD, a.width(), 0, a, b, null);
        }
        if (zero(a)) {
            return b;
        }
        if (zero(b)) {
            return a;
        }
        return ordered(Op.ADD, a, b);
    }

    public Term sub(Term a, Term b) {
        same(a, b);
        if (a.isConst() && b.isConst()) {
            return fold(Op.SUB, a.width(), 0, a, b, null);
        }
        if (zero(b)) {
            return a;
        }
        if (a == b) {
            return constant(a.width(), 0);
        }
        return make(Op.SUB, a.width(), 0, a, b);
    }

    public Term neg(Term a) {
        return sub(constant(a.width(), 0), a);
    }

    public Term mul(Term a, Term b) {
        same(a, b);
        if (a.isConst() && b.isConst()) {
            return fold(Op.MUL, a.width(), 0, a, b, null);
        }
        if (zero(a) || b.isConst(1)) {
            return a;
        }
        if (zero(b) || a.isConst(1)) {
            return b;
        }
        return ordered(Op.MUL, a, b);
    }

    /** {@link Op#UDIV}, {@link Op#UREM}, {@link Op#SDIV} or {@link Op#SREM}. */
    public Term divide(Op op, Term a, Term b) {
        same(a, b);
        if (op != Op.UDIV && op != Op.UREM && op != Op.SDIV && op != Op.SREM) {
            throw new IllegalArgumentException(op + " is no division");
        }
        if (a.isConst() && b.isConst()) {
            return fold(op, a.width(), 0, a, b, null);
        }
        if (b.isConst(1)) {
            return op == Op.UDIV || op == Op.SDIV ? a : constant(a.width(), 0);
        }
        return make(op, a.width(), 0, a, b);
    }

    /** {@link Op#SHL}, {@link Op#LSHR} or {@link Op#ASHR} of {@code a} by the unsigned count {@code b}. */
    public Term shift(Op op, Term a, Term b) {
        same(a, b);
        if (op != Op.SHL && op != Op.LSHR && op != Op.ASHR) {
            throw new IllegalArgumentException(op + " is no shift");
        }
        if (a.isConst() && b.isConst()) {
            return fold(op, a.width(), 0, a, b, null);
        }
        if (zero(b) || zero(a)) {
            return a;
        }
        if (op != Op.ASHR && b.isConst() && Long.compareUnsigned(b.value(), a.width()) >= 0) {
            return constant(a.width(), 0);
        }
        return make(op, a.width(), 0, a, b);
    }

    // ---- predicates

    public Term eq(Term a, Term b) {
        same(a, b);
        if (a.isConst() && b.isConst()) {
            return bool(a.value() == b.value());
        }
        if (a == b) {
            return trueTerm;
        }
        if (a.width() == 1 && (a.isConst() || b.isConst())) {
            Term c = a.isConst() ? a : b;
            Term x = a.isConst() ? b : a;
            return c.isTrue() ? x : not(x);
        }
        if (a.isConst() || b.isConst()) {
            Term k = a.isConst() ? a : b;
            Term x = a.isConst() ? b : a;
            if (x.op() == Op.CONCAT) {
                int wl = x.arg(1).width();
                return and(eq(x.arg(0), constant(x.arg(0).width(), k.value() >>> wl)),
                        eq(x.arg(1), constant(wl, k.value())));
            }
            if (x.op() == Op.ITE && constLeaves(x, new int[] {0})) {
                return ite(x.arg(0), eq(x.arg(1), k), eq(x.arg(2), k));
            }
        }
        if (a.op() == Op.CONCAT && b.op() == Op.CONCAT && a.arg(1).width() == b.arg(1).width()) {
            return and(eq(a.arg(0), b.arg(0)), eq(a.arg(1), b.arg(1)));
        }
        if (complementary(a, b)) {
            return falseTerm;
        }
        return eqNode(a, b);
    }

    private Term eqNode(Term a, Term b) {
        return a.id() <= b.id() ? make(Op.EQ, 1, 0, a, b) : make(Op.EQ, 1, 0, b, a);
    }

    /** Whether {@code t} is an {@code ite} tree with at most {@link #PUSH_LIMIT} leaves, all constants. */
    private static boolean constLeaves(Term t, int[] count) {
        if (t.isConst()) {
            return ++count[0] <= PUSH_LIMIT;
        }
        return t.op() == Op.ITE && constLeaves(t.arg(1), count) && constLeaves(t.arg(2), count);
    }

    public Term ne(Term a, Term b) {
        return not(eq(a, b));
    }

    public Term ult(Term a, Term b) {
        same(a, b);
        if (a.isConst() && b.isConst()) {
            return bool(Long.compareUnsigned(a.value(), b.value()) < 0);
        }
        if (a == b || zero(b) || ones(a)) {
            return falseTerm;
        }
        if (zero(a)) {
            return ne(b, a);
        }
        return make(Op.ULT, 1, 0, a, b);
    }

    public Term ule(Term a, Term b) {
        return not(ult(b, a));
    }

    public Term slt(Term a, Term b) {
        same(a, b);
        if (a.isConst() && b.isConst()) {
            return bool(Semantics.signExtend(a.value(), a.width()) < Semantics.signExtend(b.value(), b.width()));
        }
        if (a == b) {
            return falseTerm;
        }
        return make(Op.SLT, 1, 0, a, b);
    }

    public Term sle(Term a, Term b) {
        return not(slt(b, a));
    }

    // ---- choice

    public Term ite(Term c, Term a, Term b) {
        bool(c);
        same(a, b);
        if (c.isConst()) {
            return c.isTrue() ? a : b;
        }
        if (a == b) {
            return a;
        }
        if (c.op() == Op.NOT) {
            return ite(c.arg(0), b, a);
        }
        if (a.op() == Op.ITE && a.arg(0) == c) {
            return ite(c, a.arg(1), b);
        }
        if (b.op() == Op.ITE && b.arg(0) == c) {
            return ite(c, a, b.arg(2));
        }
        if (a.width() == 1) {
            if (a.isConst()) {
                return a.isTrue() ? or(c, b) : and(not(c), b);
            }
            if (b.isConst()) {
                return b.isTrue() ? or(not(c), a) : and(c, a);
            }
            if (a == c) {
                return or(c, b);
            }
            if (b == c) {
                return and(c, a);
            }
        }
        return make(Op.ITE, a.width(), 0, c, a, b);
    }

    // ---- bit-vector structure

    public Term extract(Term a, int hi, int lo) {
        return extract(a, hi, lo, PUSH_DEPTH);
    }

    /** Extracts, pushing through at most {@code depth} levels of bitwise and low-bit arithmetic. */
    private Term extract(Term a, int hi, int lo, int depth) {
        if (lo < 0 || hi < lo || hi >= a.width()) {
            throw new IllegalArgumentException("extract [" + hi + ":" + lo + "] of width " + a.width());
        }
        int width = hi - lo + 1;
        if (width == a.width()) {
            return a;
        }
        if (a.isConst()) {
            return constant(width, a.value() >>> lo);
        }
        switch (a.op()) {
            case EXTRACT -> {
                int base = (int) a.value();
                return extract(a.arg(0), base + hi, base + lo);
            }
            case CONCAT -> {
                Term high = a.arg(0);
                Term low = a.arg(1);
                int wl = low.width();
                if (hi < wl) {
                    return extract(low, hi, lo);
                }
                if (lo >= wl) {
                    return extract(high, hi - wl, lo - wl);
                }
                return concat(extract(high, hi - wl, 0), extract(low, wl - 1, lo));
            }
            case SEXT -> {
                if (hi < a.arg(0).width()) {
                    return extract(a.arg(0), hi, lo);
                }
            }
            case ITE -> {
                if (pushable(a, new int[] {0})) {
                    return ite(a.arg(0), extract(a.arg(1), hi, lo, depth), extract(a.arg(2), hi, lo, depth));
                }
            }
            case ADD, SUB, MUL, AND, OR, XOR -> {
                if (lo == 0 && depth > 0) {
                    Term x = extract(a.arg(0), hi, 0, depth - 1);
                    Term y = extract(a.arg(1), hi, 0, depth - 1);
                    return switch (a.op()) {
                        case ADD -> add(x, y);
                        case SUB -> sub(x, y);
                        case MUL -> mul(x, y);
                        case AND -> and(x, y);
                        case OR -> or(x, y);
                        default -> xor(x, y);
                    };
                }
            }
            case NOT -> {
                if (depth > 0) {
                    return not(extract(a.arg(0), hi, lo, depth - 1));
                }
            }
            default -> {
            }
        }
        return make(Op.EXTRACT, width, lo, a);
    }

    /** An {@code ite} tree with few leaves, each a constant or a {@code concat}. */
    private static boolean pushable(Term t, int[] count) {
        if (t.isConst() || t.op() == Op.CONCAT) {
            return ++count[0] <= PUSH_LIMIT;
        }
        return t.op() == Op.ITE && pushable(t.arg(1), count) && pushable(t.arg(2), count);
    }

    /** {@code high ++ low}. */
    public Term concat(Term high, Term low) {
        int width = high.width() + low.width();
        checkWidth(width);
        if (high.isConst() && low.isConst()) {
            return constant(width, (high.value() << low.width()) | low.value());
        }
        if (high.op() == Op.EXTRACT && low.op() == Op.EXTRACT && high.arg(0) == low.arg(0)
                && high.value() == low.value() + low.width()) {
            return extract(high.arg(0), (int) high.value() + high.width() - 1, (int) low.value());
        }
        return make(Op.CONCAT, width, 0, high, low);
    }

    public Term zeroExtend(Term a, int width) {
        if (width == a.width()) {
            return a;
        }
        return concat(constant(width - a.width(), 0), a);
    }

    public Term signExtend(Term a, int width) {
        checkWidth(width);
        if (width == a.width()) {
            return a;
        }
        if (width < a.width()) {
            throw new IllegalArgumentException("sign extension narrows " + a.width() + " to " + width);
        }
        if (a.isConst()) {
            return constant(width, Semantics.signExtend(a.value(), a.width()));
        }
        if (a.op() == Op.SEXT) {
            return signExtend(a.arg(0), width);
        }
        return make(Op.SEXT, width, 0, a);
    }

    /** {@code a} truncated or extended (by {@code signed}) to {@code width}. */
    public Term resize(Term a, int width, boolean signed) {
        if (width <= a.width()) {
            return extract(a, width - 1, 0);
        }
        return signed ? signExtend(a, width) : zeroExtend(a, width);
    }

    /** All terms reachable from {@code roots}, operands before users, each once. */
    public static List<Term> cone(List<Term> roots) {
        return cone(roots, t -> false);
    }

    /**
     * The terms reachable from {@code roots} without passing through a term that is
     * {@code done}, operands before users, each once; a {@code done} term and everything below it
     * are left out (e.g. terms already translated, whose operands are translated too).
     */
    public static List<Term> cone(List<Term> roots, java.util.function.Predicate<Term> done) {
        List<Term> order = new ArrayList<>();
        java.util.BitSet seen = new java.util.BitSet();
        java.util.ArrayDeque<Term> stack = new java.util.ArrayDeque<>();
        java.util.ArrayDeque<Integer> next = new java.util.ArrayDeque<>();
        for (Term root : roots) {
            if (seen.get(root.id()) || done.test(root)) {
                continue;
            }
            stack.push(root);
            next.push(0);
            seen.set(root.id());
            while (!stack.isEmpty()) {
                Term t = stack.peek();
                int i = next.pop();
                if (i < t.arity()) {
                    next.push(i + 1);
                    Term child = t.arg(i);
                    if (!seen.get(child.id()) && !done.test(child)) {
                        seen.set(child.id());
                        stack.push(child);
                        next.push(0);
                    }
                } else {
                    stack.pop();
                    order.add(t);
                }
            }
        }
        return order;
    }
}
