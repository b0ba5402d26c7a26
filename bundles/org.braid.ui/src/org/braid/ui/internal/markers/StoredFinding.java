package org.braid.ui.internal.markers;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

import org.braid.core.TraceStep;

/**
 * A finding as Braid keeps it across restarts, in a JSON file named by its {@link #id()}.
 *
 * @param id content hash: the same finding of the same harness has the same id
 * @param kind {@code race} or {@code assertion}
 * @param message the marker message
 * @param harness the key of the harness that found it ({@code /project/file.c#main})
 * @param highlights the racing accesses or the failing assertion
 * @param steps the replayed interleaving
 * @param threadNames the names the program gave its threads ({@code main}, {@code Thread-0}), by
 *        thread id ({@link org.braid.core.Trace#threadNames()}); empty in files written before
 */
public record StoredFinding(String id, String kind, String message, String harness, List<Location> highlights,
        List<TraceStep> steps, Map<Integer, String> threadNames) {

    public static final String RACE = "race";
    public static final String ASSERTION = "assertion";

    public StoredFinding {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(message, "message");
        Objects.requireNonNull(harness, "harness");
        highlights = List.copyOf(highlights);
        steps = List.copyOf(steps);
        threadNames = threadNames == null ? Map.of() : Collections.unmodifiableMap(new TreeMap<>(threadNames));
    }

    /** A finding whose threads have no names. */
    public StoredFinding(String id, String kind, String message, String harness, List<Location> highlights,
            List<TraceStep> steps) {
        this(id, kind, message, harness, highlights, steps, Map.of());
    }

    /**
     * A highlighted source location of a thread: one of the two racing accesses, which are the
     * threads' next steps after the trace, or the failing assertion, which is a step of it.
     *
     * @param thread the thread id
     * @param file the file as the engine names it (absolute path)
     * @param line 1-based line
     * @param function the function of the access, or null
     * @param access {@link #READ} or {@link #WRITE} for a racing access, null for an assertion
     * @param text the source line, stripped; null if it could not be read
     */
    public record Location(int thread, String file, int line, String function, String access, String text) {
        public static final String READ = "read";
        public static final String WRITE = "write";
    }

    /** Whether the finding is a data race, whose highlights are the two racing next steps. */
    public boolean isRace() {
        return RACE.equals(kind);
    }

    /** The threads that take part, in order of their first step. */
    public List<Integer> threads() {
        return steps.stream().map(TraceStep::thread).distinct().toList();
    }

    /**
     * The index of the last step of {@code location}'s thread on its line, or -1: the step of a
     * failing assertion. Racing accesses are not steps of the trace (they come next).
     */
    public int stepOf(Location location) {
        for (int i = steps.size() - 1; i >= 0; i--) {
            TraceStep step = steps.get(i);
            if (step.thread() == location.thread() && step.line() == location.line()
                    && step.file().equals(location.file())) {
                return i;
            }
        }
        return -1;
    }
}
