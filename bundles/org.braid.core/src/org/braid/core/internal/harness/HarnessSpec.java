package org.braid.core.internal.harness;

import java.util.List;
import java.util.Objects;
import java.util.Set;

/** What runs concurrently: the program's {@code main}, an entry-point pair, or a dispatch set. Immutable. */
public sealed interface HarnessSpec {

    /**
     * Thread 0 runs the program's entry procedure {@code entry} ({@code main} unless a front end
     * offers another, e.g. the Java front end's method-pair harnesses); threads come from the
     * program's own thread creation.
     */
    record Main(String entry) implements HarnessSpec {
        public Main {
            Objects.requireNonNull(entry, "entry");
        }

        /** The program's {@code main}. */
        public Main() {
            this("main");
        }
    }

    /**
     * Two threads run {@code first} and {@code second} (possibly the same function) on fresh,
     * zero-filled shared objects: pointer parameters of the same pointer type point to the same
     * object unless {@code disjoint}; scalar parameters are nondeterministic.
     */
    record Pair(String first, String second, boolean disjoint) implements HarnessSpec {
        public Pair {
            Objects.requireNonNull(first, "first");
            Objects.requireNonNull(second, "second");
        }
    }

    /**
     * {@code threads} threads each run a nondeterministically chosen routine of
     * {@code routines} with arguments made as for {@link Pair}; choices that put the two
     * routines of an {@link Exclusion} on two different threads are excluded (KISS, Qadeer &amp;
     * Wu, PLDI 2004, Sec. 6, rules A1&ndash;A3; see {@link Exclusions}).
     */
    record Dispatch(int threads, List<String> routines, Set<Exclusion> exclusions, boolean disjoint)
        implements HarnessSpec {
        public Dispatch {
            if (threads < 1) {
                throw new IllegalArgumentException("a dispatch harness needs at least one thread, got " + threads);
            }
            routines = List.copyOf(routines);
            exclusions = Set.copyOf(exclusions);
        }
    }
}
