package org.braid.core.internal.harness;

import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Builds the exclusion rules of KISS (Qadeer &amp; Wu, PLDI 2004, Sec. 6) from groups of
 * routines: A1 "two Pnp IRPs are never sent concurrently" is {@link #mutual} of the Pnp
 * routines; A2 "no IRP concurrently with a start/remove Pnp IRP" is {@link #exclusive} of that
 * routine against all; A3 "two concurrent Power IRPs belong to different categories" is
 * {@link #mutual} of each category.
 */
public final class Exclusions {

    private Exclusions() {
    }

    /** No two routines of {@code group} (nor one of them twice) run concurrently. */
    public static Set<Exclusion> mutual(Collection<String> group) {
        List<String> routines = List.copyOf(group);
        Set<Exclusion> result = new LinkedHashSet<>();
        for (int i = 0; i < routines.size(); i++) {
            for (int j = i; j < routines.size(); j++) {
                result.add(new Exclusion(routines.get(i), routines.get(j)));
            }
        }
        return result;
    }

    /** {@code routine} runs concurrently with nothing of {@code all} (nor with itself). */
    public static Set<Exclusion> exclusive(String routine, Collection<String> all) {
        Set<Exclusion> result = new LinkedHashSet<>();
        result.add(new Exclusion(routine, routine));
        for (String other : all) {
            result.add(new Exclusion(routine, other));
        }
        return result;
    }
}
