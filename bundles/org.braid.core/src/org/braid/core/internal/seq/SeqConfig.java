package org.braid.core.internal.seq;

import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.braid.core.internal.ir.StmtRef;

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
 * @param exclusions cells that must not be chosen as the watched cell
 * @param assumed original assertions (already reported) that are translated as assumptions, so
 *        a further run looks for other failing assertions
 * @param lockReduction whether accesses to locations the lockset pre-pass proves race-free get no
 *        switch point and no race check ({@link Visibility}); on by default, off only to compare
 */
public record SeqConfig(int max, int rounds, int threads, int unwind, boolean races, boolean assertions,
        List<Exclusion> exclusions, Set<StmtRef> assumed, boolean lockReduction) {

    public SeqConfig {
        if (max < 0 || rounds < 1 || threads < 1 || unwind < 0) {
            throw new IllegalArgumentException("invalid sequentialization bounds: max " + max + ", rounds " + rounds
                + ", threads " + threads + ", unwind " + unwind);
        }
        exclusions = List.copyOf(Objects.requireNonNull(exclusions, "exclusions"));
        assumed = Set.copyOf(Objects.requireNonNull(assumed, "assumed"));
    }

    /** A configuration without exclusions or assumed assertions. */
    public static SeqConfig of(int max, int rounds, int threads, int unwind, boolean races, boolean assertions) {
        return new SeqConfig(max, rounds, threads, unwind, races, assertions, List.of(), Set.of(), true);
    }

    /** Whether the original assertion {@code ref} is checked (not reported yet). */
    public boolean checks(StmtRef ref) {
        return assertions && !assumed.contains(ref);
    }

    /** The same configuration with one more reported assertion translated as an assumption. */
    public SeqConfig assuming(StmtRef assertion) {
        Set<StmtRef> more = new java.util.HashSet<>(assumed);
        more.add(assertion);
        return new SeqConfig(max, rounds, threads, unwind, races, assertions, exclusions, more, lockReduction);
    }

    /** The same configuration with one more excluded cell. */
    public SeqConfig excluding(Exclusion exclusion) {
        List<Exclusion> more = new java.util.ArrayList<>(exclusions);
        more.add(exclusion);
        return new SeqConfig(max, rounds, threads, unwind, races, assertions, more, assumed, lockReduction);
    }

    /** The same configuration with the lockset reduction on or off. */
    public SeqConfig withLockReduction(boolean on) {
        return new SeqConfig(max, rounds, threads, unwind, races, assertions, exclusions, assumed, on);
    }
}
