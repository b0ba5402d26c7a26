package org.braid.c;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Random integer C expressions free of undefined behaviour under {@code gcc -fwrapv} (as in
 * {@link RandomExpressionTest}): divisors that are 0 or -1 are replaced by 3 at run time, shift
 * counts are masked to 0..15 (the left operand is promoted to at least 32 bits), casts to every
 * integer type exercise the conversions. Leaves are the readable lvalues in {@link #scope} (the
 * caller adds and removes them as it writes a program) and literals at the types' edges.
 */
final class IntExpressions {

    /** Every integer type, for casts and declarations. */
    static final String[] TYPES = { "signed char", "unsigned char", "short", "unsigned short", "int", "unsigned",
        "long", "unsigned long", "long long", "unsigned long long", "_Bool", "char" };
    private static final String[] OPS = { "+", "-", "*", "&", "|", "^", "<", ">", "<=", ">=", "==", "!=", "&&", "||" };
    private static final long[] EDGES = { 0, 1, -1, 2, 3, 7, 127, 128, 255, 256, -128, 32767, 32768, 65535, -32768,
        2147483647L, -2147483648L, 4294967295L, 4294967296L, Long.MAX_VALUE, Long.MIN_VALUE, 0x123456789abcdefL };

    private final Random random;
    /** Integer-valued lvalues or expressions that may be read where the next expression goes. */
    final List<String> scope = new ArrayList<>();

    IntExpressions(Random random) {
        this.random = random;
    }

    /** A random expression of at most {@code depth} operators over {@link #scope} and literals. */
    String expression(int depth) {
        if (depth == 0 || random.nextInt(4) == 0) {
            return scope.isEmpty() || random.nextInt(4) == 0 ? literal() : scope.get(random.nextInt(scope.size()));
        }
        String a = expression(depth - 1);
        String b = expression(depth - 1);
        return switch (random.nextInt(9)) {
            case 0 -> "((" + pick(TYPES) + ") " + a + ")";
            case 1 -> "(" + a + (random.nextBoolean() ? " / " : " % ") + "((" + b + ") == 0 || (" + b + ") == -1 ? 3 : ("
                + b + ")))";
            case 2 -> "(" + a + (random.nextBoolean() ? " << " : " >> ") + "((" + b + ") & 15))";
            case 3 -> "(" + expression(depth - 1) + " ? " + a + " : " + b + ")";
            case 4 -> (random.nextBoolean() ? "-" : random.nextBoolean() ? "~" : "!") + "(" + a + ")";
            default -> "(" + a + " " + pick(OPS) + " " + b + ")";
        };
    }

    /** An expression that may also read {@code extra}. */
    String with(List<String> extra, int depth) {
        scope.addAll(extra);
        try {
            return expression(depth);
        } finally {
            scope.subList(scope.size() - extra.size(), scope.size()).clear();
        }
    }

    /** A literal: an edge of some type's range or a random 64-bit value shifted right. */
    String literal() {
        long v = random.nextBoolean() ? EDGES[random.nextInt(EDGES.length)] : random.nextLong() >> random.nextInt(64);
        return v == Long.MIN_VALUE ? "(-9223372036854775807LL - 1)" : v < 0 ? "(" + v + "LL)" : v + "ULL";
    }

    /** A small literal in {@code lo..hi}. */
    String small(int lo, int hi) {
        return Integer.toString(lo + random.nextInt(hi - lo + 1));
    }

    String pick(String[] choices) {
        return choices[random.nextInt(choices.length)];
    }
}
