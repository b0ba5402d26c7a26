package org.braid.core;

import java.util.Collections;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * Measurements of one check. A value of 0 means "not measured" (for example no SAT call was
 * made). Immutable and thread-safe.
 *
 * @param timeMillis wall-clock time of the whole check in milliseconds
 * @param peakMemoryBytes peak heap use during the check in bytes
 * @param satVariables variables of the largest CNF given to the SAT solver
 * @param satClauses clauses of the largest CNF given to the SAT solver
 * @param counts further named counters (e.g. {@code solverCalls}, {@code threads}), sorted by name
 */
public record Stats(long timeMillis, long peakMemoryBytes, long satVariables, long satClauses,
        Map<String, Long> counts) {

    /** Nothing measured. */
    public static final Stats NONE = new Stats(0, 0, 0, 0, Map.of());

    public Stats {
        nonNegative("timeMillis", timeMillis);
        nonNegative("peakMemoryBytes", peakMemoryBytes);
        nonNegative("satVariables", satVariables);
        nonNegative("satClauses", satClauses);
        Objects.requireNonNull(counts, "counts");
        counts.forEach((name, value) -> nonNegative(name, Objects.requireNonNull(value, name)));
        counts = Collections.unmodifiableMap(new TreeMap<>(counts));
    }

    /** These stats with {@code timeMillis} replaced. */
    public Stats withTimeMillis(long newTimeMillis) {
        return new Stats(newTimeMillis, peakMemoryBytes, satVariables, satClauses, counts);
    }

    /** These stats with {@code peakMemoryBytes} replaced. */
    /** These stats with {@code name} counted {@code value} (replacing an earlier count of that name). */
    public Stats withCount(String name, long value) {
        java.util.Map<String, Long> more = new java.util.TreeMap<>(counts);
        more.put(name, value);
        return new Stats(timeMillis, peakMemoryBytes, satVariables, satClauses, more);
    }

    public Stats withPeakMemoryBytes(long newPeakMemoryBytes) {
        return new Stats(timeMillis, newPeakMemoryBytes, satVariables, satClauses, counts);
    }

    private static void nonNegative(String name, long value) {
        if (value < 0) {
            throw new IllegalArgumentException(name + " must be >= 0, was " + value);
        }
    }
}
