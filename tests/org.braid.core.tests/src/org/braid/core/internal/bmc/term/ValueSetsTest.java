package org.braid.core.internal.bmc.term;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

/** {@link ValueSets}: exact through arithmetic and {@code ite}s, unknown for variables and large sets, sound. */
class ValueSetsTest {

    private final TermFactory f = new TermFactory();
    private final ValueSets sets = new ValueSets();

    @Test
    void objectPartOfAPointerSelectedBehindArithmetic() {
        Term c = f.var(1, "c");
        Term index = f.ite(c, f.constant(32, 1), f.constant(32, 3));
        Term offset = f.mul(f.zeroExtend(index, 64), f.constant(64, 16));
        Term pointer = f.add(f.concat(f.ite(f.var(1, "d"), f.constant(32, 7), f.constant(32, 5)), f.constant(32, 0)),
                offset);
        assertArrayEquals(new long[] {16, 48}, sets.of(offset).orElseThrow());
        assertArrayEquals(new long[] {5, 7}, sets.of(f.extract(pointer, 63, 32)).orElseThrow());
    }

    @Test
    void variablesAndLargeSetsAreUnknown() {
        assertEquals(Optional.empty(), sets.of(f.add(f.var(8, "x"), f.constant(8, 1))));
        Term t = f.constant(16, 0);
        for (int i = 1; i < ValueSets.LIMIT; i++) {
            t = f.ite(f.var(1, "c" + i), f.constant(16, i), t);
        }
        assertEquals(ValueSets.LIMIT, sets.of(t).map(v -> v.length).orElse(-1), "64 values");
        Term more = f.ite(f.var(1, "c"), f.constant(16, ValueSets.LIMIT), t);
        assertEquals(Optional.empty(), sets.of(more), "65 values");
    }

    @Test
    void knownConditionSelectsOneBranch() {
        Term c = f.var(1, "c");
        Term condition = f.ult(f.ite(c, f.constant(8, 1), f.constant(8, 2)), f.constant(8, 3));
        Term t = f.ite(condition, f.constant(8, 2), f.var(8, "x"));
        assertArrayEquals(new long[] {2}, sets.of(t).orElseThrow());
    }

    /** Every value a random term takes under every assignment of its Boolean variables is in its set. */
    @Test
    void setsAreSound() {
        SplittableRandom random = new SplittableRandom(7);
        List<Term> conditions = List.of(f.var(1, "a"), f.var(1, "b"), f.var(1, "c"));
        for (int round = 0; round < 300; round++) {
            Term t = randomTerm(random, conditions, 4);
            Optional<long[]> values = sets.of(t);
            if (values.isEmpty()) {
                continue;
            }
            for (int assignment = 0; assignment < 8; assignment++) {
                int bits = assignment;
                Evaluator e = new Evaluator(v -> (bits >> conditions.indexOf(v)) & 1);
                long value = e.value(t);
                assertTrue(Arrays.binarySearch(values.get(), value) >= 0,
                        () -> "value " + value + " of " + t + " missing from " + Arrays.toString(values.get()));
            }
        }
    }

    private Term randomTerm(SplittableRandom random, List<Term> conditions, int depth) {
        if (depth == 0 || random.nextInt(4) == 0) {
            return f.constant(16, random.nextInt(-40, 40));
        }
        Term a = randomTerm(random, conditions, depth - 1);
        Term b = randomTerm(random, conditions, depth - 1);
        List<Term> choices = new ArrayList<>(List.of(f.add(a, b), f.sub(a, b), f.mul(a, b), f.xor(a, b),
                f.signExtend(f.extract(a, 7, 0), 16), f.zeroExtend(f.extract(b, 11, 4), 16),
                f.ite(conditions.get(random.nextInt(conditions.size())), a, b),
                f.ite(f.slt(a, b), a, b)));
        return choices.get(random.nextInt(choices.size()));
    }
}
