package org.braid.core.internal.check;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import org.braid.core.Cancellation;
import org.braid.core.CheckProgress;

/**
 * The searches of one check with fixed bounds: assertions, then races unless the assertion search
 * stopped early (for another reason than floating-point results, {@link CheckSession}). The two
 * searches share nothing but the immutable harness: each sequentializes, encodes and solves on its
 * own solver, and a solver's answers depend only on its formula. So with more than one processor
 * the race search runs on a thread of its own while the calling thread searches assertions, and
 * the outcome is exactly that of searching one after the other: the race session's findings,
 * cuts and counts are appended to the assertion session's ({@link CheckSession#append}), and its
 * progress events are held back until the assertion search is over, then delivered on the calling
 * thread in their order, with {@link CheckProgress.RunStarted#found()} counting the assertion
 * findings too. When the assertion search stops early the race search is canceled and forgotten,
 * as if it had never started. Both encodings are in memory at once, each under its own memory
 * guard. Stateless and thread-safe.
 */
final class PropertySearches {

    /**
     * Internal switch for measurements, off by default: the JVM property
     * {@code braid.parallelProperties=true} searches the properties at once on a machine with more
     * than one processor. Not a user option: the results are the same either way. Off because it
     * has not paid for itself where measured (README, "The warm on-save path": no gain on a shared
     * 2-core machine, the example corpus 1.4 times slower under load) and holds both encodings in
     * memory at once.
     */
    static final boolean PARALLEL = "true".equals(System.getProperty("braid.parallelProperties"))
        && Runtime.getRuntime().availableProcessors() > 1;

    /** What the race thread puts in the queue last. */
    private record Done(CheckSession session, RuntimeException bug, Error error) {
    }

    private PropertySearches() {
    }

    /**
     * Runs the searches {@code assertions} and {@code races} (either may be null: that property is
     * not checked) in sessions {@code sessions} opens; returns the session holding everything found,
     * in the order of searching one after the other.
     */
    static CheckSession run(Sessions sessions, Consumer<CheckSession> assertions, Consumer<CheckSession> races,
            Cancellation stop, CheckProgress progress, boolean parallel) {
        if (assertions == null || races == null || !parallel) {
            CheckSession session = sessions.open(stop, progress);
            if (assertions != null) {
                assertions.accept(session);
            }
            if (races != null && mayContinue(session)) {
                races.accept(session);
            }
            return session;
        }
        BlockingQueue<Object> queue = new LinkedBlockingQueue<>();
        AtomicBoolean forget = new AtomicBoolean();
        Cancellation raceStop = stop.or(forget::get);
        Thread thread = Thread.ofPlatform().daemon().name("braid-races").start(() -> {
            try {
                CheckSession session = sessions.open(raceStop, queue::add);
                races.accept(session);
                queue.add(new Done(session, null, null));
            } catch (RuntimeException e) {
                queue.add(new Done(null, e, null));
            } catch (Error e) {
                queue.add(new Done(null, null, e));
            }
        });
        CheckSession session;
        try {
            session = sessions.open(stop, progress);
            assertions.accept(session);
        } catch (RuntimeException | Error e) {
            forget.set(true);
            joinQuietly(thread);
            throw e;
        }
        if (!mayContinue(session)) {
            forget.set(true);
            joinQuietly(thread);
            return session;
        }
        int found = session.findings().size();
        Done done = deliver(queue, progress, found);
        if (done.bug() != null) {
            throw done.bug();
        }
        if (done.error() != null) {
            throw done.error();
        }
        session.append(done.session());
        return session;
    }

    /** Whether races are searched after the assertion search of {@code session}. */
    private static boolean mayContinue(CheckSession session) {
        return session.reason().isEmpty() || session.stoppedOnlyByFloats();
    }

    /** Delivers the race thread's events until it is done; {@code found} assertion findings precede them. */
    private static Done deliver(BlockingQueue<Object> queue, CheckProgress progress, int found) {
        boolean interrupted = false;
        try {
            while (true) {
                Object item;
                try {
                    item = queue.take();
                } catch (InterruptedException e) {
                    interrupted = true;
                    continue;
                }
                switch (item) {
                    case Done done -> {
                        return done;
                    }
                    case CheckProgress.RunStarted run -> progress.report(new CheckProgress.RunStarted(run.properties(),
                        run.run(), run.maxRuns(), run.found() + found));
                    case CheckProgress.Event event -> progress.report(event);
                    default -> throw new IllegalStateException("unexpected " + item);
                }
            }
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private static void joinQuietly(Thread thread) {
        boolean interrupted = false;
        while (true) {
            try {
                thread.join();
                break;
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /** Opens a session of the check that polls {@code stop} and tells {@code progress}. */
    @FunctionalInterface
    interface Sessions {
        CheckSession open(Cancellation stop, CheckProgress progress);
    }

}
