package org.braid.core;

import java.util.List;
import java.util.Objects;

/**
 * A deadlock: the program has not ended, no thread can take a step, and every unfinished thread
 * waits for another one: for a lock, a condition, a semaphore (inside the atomic section of an
 * environment model) or for a thread to finish ({@code join}). Found by the DPOR engine
 * ({@link Engine#DPOR}). Immutable and thread-safe.
 *
 * @param waits every unfinished thread and where it waits, in thread order, not empty
 * @param trace the replayed interleaving that reaches the state where all of them wait
 */
public record DeadlockFinding(List<Wait> waits, Trace trace) implements Finding {

    /**
     * Where one thread waits: the user's statement it is blocked in (for a wait inside an
     * environment model, the call of the model, e.g. {@code pthread_mutex_lock(&b);}), and the
     * model procedure it waits in ({@code pthread_mutex_lock}), or the same function.
     *
     * @param thread the thread id
     * @param file the file of the statement
     * @param line its 1-based line (0 for code Braid synthesised)
     * @param function the function the statement is in
     * @param text the source text of the statement
     * @param waitsIn the procedure the thread is blocked in
     */
    public record Wait(int thread, String file, int line, String function, String text, String waitsIn) {
        public Wait {
            Objects.requireNonNull(file, "file");
            Objects.requireNonNull(function, "function");
            Objects.requireNonNull(text, "text");
            Objects.requireNonNull(waitsIn, "waitsIn");
        }
    }

    public DeadlockFinding {
        waits = List.copyOf(waits);
        if (waits.isEmpty()) {
            throw new IllegalArgumentException("a deadlock needs a waiting thread");
        }
        Objects.requireNonNull(trace, "trace");
    }

    /** The first waiting thread's file. */
    @Override
    public String file() {
        return waits.get(0).file();
    }

    /** The first waiting thread's line. */
    @Override
    public int line() {
        return Math.max(1, waits.get(0).line());
    }

    @Override
    public String function() {
        return waits.get(0).function();
    }
}
