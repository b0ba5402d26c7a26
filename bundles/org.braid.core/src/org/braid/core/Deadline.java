package org.braid.core;

import java.time.Duration;
import java.util.function.LongSupplier;

/** A {@link Cancellation} that fires when a time limit has passed on a nanosecond clock. */
final class Deadline implements Cancellation {
    static final Cancellation NEVER = () -> false;

    private final Duration timeout;
    private final LongSupplier nanoClock;
    private final long end;

    Deadline(Duration timeout, LongSupplier nanoClock) {
        if (timeout.isNegative() || timeout.isZero()) {
            throw new IllegalArgumentException("timeout must be positive, was " + timeout);
        }
        this.timeout = timeout;
        this.nanoClock = nanoClock;
        this.end = nanoClock.getAsLong() + timeout.toNanos();
    }

    @Override
    public boolean isCanceled() {
        return nanoClock.getAsLong() - end >= 0;
    }

    @Override
    public String reason() {
        return "timeout after " + formatSeconds(timeout) + " s";
    }

    private static String formatSeconds(Duration duration) {
        return duration.toNanos() % 1_000_000_000L == 0 ? Long.toString(duration.toSeconds())
                : Double.toString(duration.toNanos() / 1e9);
    }
}
