package org.braid.core.internal.bmc.term;

import java.util.HashMap;
import java.util.Map;

import org.braid.core.internal.sat.SatSolver;

/**
 * Single-bit gates over DIMACS literals, emitted to a {@link SatSolver} with the Tseitin
 * encoding (Tseitin, "On the complexity of derivation in propositional calculus", 1968): each
 * gate output is a fresh variable constrained to be equivalent to its function, so every
 * literal's model value is the gate's value. Constant inputs are folded, trivial cases
 * (equal or complementary inputs) simplified, and structurally equal gates shared, as in
 * and-inverter graphs.
 */
final class Gates {

    private record Key(char kind, int a, int b, int c) {
    }

    private final SatSolver solver;
    private final long maxClauses;
    private final Map<Key, Integer> cache = new HashMap<>();
    /** The literal that is always true. */
    final int truth;

    Gates(SatSolver solver, long maxClauses) {
        this.solver = solver;
        this.maxClauses = maxClauses;
        this.truth = solver.newVariable();
        clause(truth);
    }

    int constant(boolean value) {
        return value ? truth : -truth;
    }

    boolean isConst(int literal) {
        return literal == truth || literal == -truth;
    }

    int fresh() {
        return solver.newVariable();
    }

    private void clause(int... literals) {
        if (solver.clauses() >= maxClauses) {
            throw new BitBlaster.TooLarge(maxClauses);
        }
        solver.addClause(literals);
    }

    int and(int a, int b) {
        if (a == -truth || b == -truth || a == -b) {
            return -truth;
        }
        if (a == truth || a == b) {
            return b;
        }
        if (b == truth) {
            return a;
        }
        Key key = new Key('&', Math.min(a, b), Math.max(a, b), 0);
        Integer known = cache.get(key);
        if (known != null) {
            return known;
        }
        int x = fresh();
        clause(-x, a);
        clause(-x, b);
        clause(x, -a, -b);
        cache.put(key, x);
        return x;
    }

    int or(int a, int b) {
        return -and(-a, -b);
    }

    int xor(int a, int b) {
        if (isConst(a)) {
            return a == truth ? -b : b;
        }
        if (isConst(b)) {
            return b == truth ? -a : a;
        }
        if (a == b) {
            return -truth;
        }
        if (a == -b) {
            return truth;
        }
        boolean flip = (a < 0) != (b < 0);
        int p = Math.abs(a);
        int q = Math.abs(b);
        Key key = new Key('^', Math.min(p, q), Math.max(p, q), 0);
        Integer known = cache.get(key);
        int x;
        if (known != null) {
            x = known;
        } else {
            x = fresh();
            clause(-x, p, q);
            clause(-x, -p, -q);
            clause(x, -p, q);
            clause(x, p, -q);
            cache.put(key, x);
        }
        return flip ? -x : x;
    }

    /** {@code c ? a : b}. */
    int ite(int c, int a, int b) {
        if (isConst(c)) {
            return c == truth ? a : b;
        }
        if (a == b) {
            return a;
        }
        if (c < 0) {
            return ite(-c, b, a);
        }
        if (a == -b) {
            return xor(c, b);
        }
        if (a == truth || a == c) {
            return or(c, b);
        }
        if (a == -truth || a == -c) {
            return and(-c, b);
        }
        if (b == truth || b == -c) {
            return or(-c, a);
        }
        if (b == -truth || b == c) {
            return and(c, a);
        }
        Key key = new Key('?', c, a, b);
        Integer known = cache.get(key);
        if (known != null) {
            return known;
        }
        int x = fresh();
        clause(-x, -c, a);
        clause(-x, c, b);
        clause(x, -c, -a);
        clause(x, c, -b);
        clause(-x, a, b);
        clause(x, -a, -b);
        cache.put(key, x);
        return x;
    }

    /** Majority of three: the carry of a full adder. */
    int majority(int a, int b, int c) {
        if (isConst(a)) {
            return a == truth ? or(b, c) : and(b, c);
        }
        if (isConst(b)) {
            return b == truth ? or(a, c) : and(a, c);
        }
        if (isConst(c)) {
            return c == truth ? or(a, b) : and(a, b);
        }
        if (a == b || a == c) {
            return a;
        }
        if (b == c) {
            return b;
        }
        if (a == -b) {
            return c;
        }
        if (a == -c) {
            return b;
        }
        if (b == -c) {
            return a;
        }
        int[] s = {a, b, c};
        java.util.Arrays.sort(s);
        Key key = new Key('m', s[0], s[1], s[2]);
        Integer known = cache.get(key);
        if (known != null) {
            return known;
        }
        int x = fresh();
        clause(-x, a, b);
        clause(-x, a, c);
        clause(-x, b, c);
        clause(x, -a, -b);
        clause(x, -a, -c);
        clause(x, -b, -c);
        cache.put(key, x);
        return x;
    }
}
