package org.braid.ui.internal.views;

import java.util.List;

import org.braid.ui.internal.markers.StoredFinding;

/** One row of the Interleaving view's swimlanes; built by {@link TraceRows}. */
sealed interface Row permits Row.Step, Row.Library, Row.Race {

    /**
     * A step of the trace, with the steps of Braid's environment models it calls folded in.
     *
     * @param thread the thread
     * @param step the index of the step shown (in the trace)
     * @param first the first trace step the row stands for
     * @param last the last trace step the row stands for
     */
    record Step(int thread, int step, int first, int last) implements Row {
    }

    /**
     * Steps of a thread inside one of Braid's environment models (e.g. {@code pthread_mutex_lock})
     * resumed after a context switch, shown as one dimmed row.
     *
     * @param thread the thread
     * @param function the model function the steps start in
     * @param first the first trace step
     * @param last the last trace step
     */
    record Library(int thread, String function, int first, int last) implements Row {
    }

    /**
     * The state the trace of a data race ends in: both threads' next steps access the same
     * location. One row with a cell in each of the two threads' lanes.
     *
     * @param accesses the two racing accesses
     */
    record Race(List<StoredFinding.Location> accesses) implements Row {
        public Race {
            accesses = List.copyOf(accesses);
        }
    }
}
