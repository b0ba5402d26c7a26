package org.braid.core.internal.seq;

/**
 * What a sequentialization simulates and instruments.
 *
 * @param max KISS: capacity of the multiset {@code ts} of pending threads (MAX); 0 turns every
 *        thread start into a call
 * @param rounds round-robin rounds (the lazy rounds sequentialization)
 * @param threads upper bound on the number of threads including the initial one; a path that
 *        would start more is cut by an assumption (never an assertion)
 * @param unwind loop and recursion bound, used to estimate how many threads a program starts
 * @param races whether to instrument race checks (KISS Sec. 5, with a symbolic watched cell)
 * @param assertions whether the program's own assertions are checked (otherwise assumed)
 * @param lockReduction whether accesses to locations the lockset pre-pass proves race-free get no
 *        switch point and no race check ({@link Visibility}); on by default, off only to compare
 */
public record SeqConfig(int max, int rounds, int threads, int unwind, boolean races, boolean assertions,
        boolean lockReduction) {

    public SeqConfig {
        if (max < 0 || rounds < 1 || threads < 1 || unwind < 0) {
            throw new IllegalArgumentException("invalid sequentialization bounds: max " + max + ", rounds " + rounds
                + ", threads " + threads + ", unwind " + unwind);
        }
    }

    /** The configuration with these bounds and properties. */
    public static SeqConfig of(int max, int rounds, int threads, int unwind, boolean races, boolean assertions) {
        return new SeqConfig(max, rounds, threads, unwind, races, assertions, true);
    }

    /** The same configuration with the lockset reduction on or off. */
    public SeqConfig withLockReduction(boolean on) {
        return new SeqConfig(max, rounds, threads, unwind, races, assertions, on);
    }
}
