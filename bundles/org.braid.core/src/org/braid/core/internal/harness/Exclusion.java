package org.braid.core.internal.harness;

import java.util.Objects;

/**
 * An unordered pair of routines that never run concurrently; {@code first == second} means the
 * routine never runs on two threads at once. The names are stored in sorted order.
 */
public record Exclusion(String first, String second) {
    public Exclusion {
        Objects.requireNonNull(first, "first");
        Objects.requireNonNull(second, "second");
        if (first.compareTo(second) > 0) {
            String swap = first;
            first = second;
            second = swap;
        }
    }
}
