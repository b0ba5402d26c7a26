package org.braid.core;

import java.time.Duration;

/**
 * Asks a running check to stop. The engine polls {@link #isCanceled()} between stages and while
 * the SAT solver runs, and then returns an {@code unknown} verdict with {@link #reason()}. The
 * IDE adapts its progress monitor to this interface, the command line a timeout
 * ({@link #after(Duration)}).
 *
 * <p>Clients may implement this interface. Implementations must be thread-safe: the engine may
 * poll from any thread.
 */
@FunctionalInterface
public interface Cancellation {

    /** Whether the check should stop as soon as possible. */
    boolean isCanceled();

    /** Why the check stops, for the {@code unknown} verdict; meaningful once canceled. */
    default String reason() {
        return "canceled";
    }

    /** Stops when this or {@code other} stops; the reason is that of the first one canceled. */
    default Cancellation or(Cancellation other) {
        Cancellation self = this;
        return new Cancellation() {
            @Override
            public boolean isCanceled() {
                return self.isCanceled() || other.isCanceled();
            }

            @Override
            public String reason() {
                return self.isCanceled() ? self.reason() : other.reason();
            }
        };
    }

    /** Never cancels. */
    static Cancellation none() {
        return Deadline.NEVER;
    }

    /**
     * Cancels once {@code timeout} has passed from now, with reason {@code timeout after N s};
     * {@link Duration#ZERO} never cancels.
     */
    static Cancellation after(Duration timeout) {
        return timeout.isZero() ? Deadline.NEVER : new Deadline(timeout, System::nanoTime);
    }
}
