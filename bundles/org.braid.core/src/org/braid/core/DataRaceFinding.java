package org.braid.core;

import java.util.Objects;

/**
 * A data race: two accesses to the same memory location by different threads, at least one a
 * write, neither inside an atomic section, both enabled in the same state. Immutable and
 * thread-safe.
 *
 * @param target the accessed location as written in the source, e.g. {@code e->stoppingFlag}
 * @param first the access that comes first in the source: by file, then line, then a read before a
 *        write, then the lower thread (so the same race reads the same in every run)
 * @param second the other access
 * @param trace the replayed interleaving that reaches the state where both are enabled
 */
public record DataRaceFinding(String target, Access first, Access second, Trace trace) implements Finding {

    public DataRaceFinding {
        Objects.requireNonNull(target, "target");
        Objects.requireNonNull(first, "first");
        Objects.requireNonNull(second, "second");
        Objects.requireNonNull(trace, "trace");
        if (first.thread() == second.thread()) {
            throw new IllegalArgumentException("race accesses must be in different threads, both in " + first.thread());
        }
        if (first.kind() == AccessKind.READ && second.kind() == AccessKind.READ) {
            throw new IllegalArgumentException("a race needs at least one write");
        }
    }

    @Override
    public String file() {
        return first.file();
    }

    @Override
    public int line() {
        return first.line();
    }

    @Override
    public String function() {
        return first.function();
    }
}
