package org.braid.cli.internal;

import java.io.PrintWriter;
import java.time.Duration;
import java.util.function.LongSupplier;

import org.braid.core.CheckProgress;

/**
 * {@code braid check --verbose}: prints each phase of the check as one line on standard error,
 * with the time since this object was created ({@link CliMessages#progress}).
 */
final class ProgressLines implements CheckProgress {
    private final PrintWriter err;
    private final LongSupplier nanoClock;
    private final long start;

    ProgressLines(PrintWriter err, LongSupplier nanoClock) {
        this.err = err;
        this.nanoClock = nanoClock;
        this.start = nanoClock.getAsLong();
    }

    @Override
    public void report(Event event) {
        err.println(CliMessages.progress(Duration.ofNanos(nanoClock.getAsLong() - start).toMillis(), event));
        err.flush();
    }
}
