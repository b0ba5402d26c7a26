package org.braid.core.internal.dpor;

import java.util.Arrays;

/** Vector clocks of happens-before over the transitions of one execution (index: thread id). */
final class Clocks {

    private Clocks() {
    }

    static int at(int[] clock, int thread) {
        return thread < clock.length ? clock[thread] : 0;
    }

    /** The pointwise maximum, as long as the longer of the two. */
    static int[] join(int[] a, int[] b) {
        int[] out = Arrays.copyOf(a, Math.max(a.length, b.length));
        for (int i = 0; i < b.length; i++) {
            out[i] = Math.max(out[i], b[i]);
        }
        return out;
    }

    /** Whether the transition of {@code thread} with clock {@code event} happens before a state or transition with clock {@code later}. */
    static boolean before(int[] event, int thread, int[] later) {
        return at(event, thread) <= at(later, thread);
    }
}
