package org.braid.cli.internal;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.time.Duration;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

import org.braid.core.Cancellation;
import org.braid.core.CheckOptions;
import org.braid.core.CheckProgress;
import org.braid.core.CheckResult;
import org.braid.core.Stats;

/**
 * Runs one check with the {@code --timeout} deadline, counted from the start of lowering, and
 * completes its stats: the time is the wall-clock time of lowering plus checking (what the user
 * waited for); the peak memory, if the engine left it unmeasured (0), is how far the heap pools'
 * summed peak usage rose above the heap in use right after a garbage collection before the check
 * (an upper bound of what the check itself needed: it counts the check's own garbage not yet
 * collected, but not what earlier checks in the same JVM left behind).
 */
final class Measurement {
    /** Measures with the JVM's nanosecond clock. */
    static final Measurement SYSTEM = new Measurement(System::nanoTime);

    private final LongSupplier nanoClock;

    /** Measures time with {@code nanoClock}, read once before and once after the check. */
    Measurement(LongSupplier nanoClock) {
        this.nanoClock = nanoClock;
    }

    CheckResult run(Engine engine, CheckInput input, CheckOptions options, Consumer<String> notes)
            throws InputException {
        return run(engine, input, options, notes, CheckProgress.NONE);
    }

    CheckResult run(Engine engine, CheckInput input, CheckOptions options, Consumer<String> notes,
            CheckProgress progress) throws InputException {
        List<MemoryPoolMXBean> heap = ManagementFactory.getMemoryPoolMXBeans().stream()
                .filter(pool -> pool.getType() == MemoryType.HEAP && pool.isValid())
                .toList();
        System.gc();
        long baseline = heap.stream().mapToLong(pool -> pool.getUsage().getUsed()).sum();
        heap.forEach(MemoryPoolMXBean::resetPeakUsage);
        long start = nanoClock.getAsLong();
        CheckResult result = engine.check(input, options, Cancellation.after(options.timeout()), notes, progress);
        long millis = Duration.ofNanos(nanoClock.getAsLong() - start).toMillis();
        Stats stats = result.stats().withTimeMillis(millis);
        if (stats.peakMemoryBytes() == 0) {
            long peak = heap.stream().mapToLong(pool -> pool.getPeakUsage().getUsed()).sum();
            stats = stats.withPeakMemoryBytes(Math.max(0, peak - baseline));
        }
        return result.withStats(stats);
    }
}
