package org.braid.core.internal.check;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.atomic.AtomicBoolean;

import org.braid.core.Cancellation;
import org.braid.core.CheckProgress;
import org.braid.core.CheckResult;
import org.braid.core.Engine;
import org.braid.core.Portfolio;

/**
 * Runs the BMC and the DPOR engine at once, one thread each, under the caller's deadline and
 * cancellation ({@code engine=auto} and {@code --cross-check}). Each engine also polls its own
 * flag, so that the portfolio cancels the loser as soon as the other answered conclusively; the
 * loser is given {@link #GRACE_MILLIS} to stop before the answer is returned (it is a daemon thread
 * and stops at its next poll of the cancellation in any case). Progress events of both engines are
 * delivered in order on the calling thread, which waits for them; those that arrive after the
 * answer are dropped. A Braid bug (an unchecked exception) in either engine cancels the other and
 * is rethrown on the calling thread; however the portfolio returns, no engine is left running
 * uncanceled. Stateless and thread-safe.
 */
final class PortfolioCheck {

    /** How long the canceled engine may take to stop before the portfolio answers anyway. */
    static final long GRACE_MILLIS = 5_000;

    /** One engine's whole check, run on its own thread with the given cancellation and progress. */
    @FunctionalInterface
    interface EngineRun {
        CheckResult run(Cancellation stop, CheckProgress progress);
    }

    private record Done(Engine engine, CheckResult result, RuntimeException bug, Error error) {
    }

    private PortfolioCheck() {
    }

    /**
     * {@code engine=auto}: the first conclusive result (the other engine is canceled), else the
     * more informative of the two ({@link Portfolio.Rule}).
     */
    static CheckResult first(EngineRun bmc, EngineRun dpor, Cancellation stop, CheckProgress progress) {
        return run(bmc, dpor, stop, progress, false);
    }

    /** {@code --cross-check}: both engines run to the end; the result names their disagreements. */
    static CheckResult both(EngineRun bmc, EngineRun dpor, Cancellation stop, CheckProgress progress) {
        return run(bmc, dpor, stop, progress, true);
    }

    private static CheckResult run(EngineRun bmc, EngineRun dpor, Cancellation stop, CheckProgress progress,
            boolean crossCheck) {
        BlockingQueue<Object> queue = new LinkedBlockingQueue<>();
        Map<Engine, AtomicBoolean> cancel = new EnumMap<>(Engine.class);
        Map<Engine, Thread> threads = new EnumMap<>(Engine.class);
        for (Engine engine : List.of(Engine.BMC, Engine.DPOR)) {
            AtomicBoolean flag = new AtomicBoolean();
            cancel.put(engine, flag);
            Cancellation own = stop.or(new Cancellation() {
                @Override
                public boolean isCanceled() {
                    return flag.get();
                }

                @Override
                public String reason() {
                    return "canceled";
                }
            });
            EngineRun job = engine == Engine.BMC ? bmc : dpor;
            threads.put(engine, Thread.ofPlatform().daemon().name("braid-" + engine.key()).start(() -> {
                try {
                    queue.add(new Done(engine, job.run(own, queue::add), null, null));
                } catch (RuntimeException e) {
                    queue.add(new Done(engine, null, e, null));
                } catch (Error e) {
                    queue.add(new Done(engine, null, null, e));
                }
            }));
        }
        Map<Engine, CheckResult> results = new EnumMap<>(Engine.class);
        boolean interrupted = false;
        try {
            while (results.size() < 2) {
                Object item;
                try {
                    item = queue.take();
                } catch (InterruptedException e) {
                    interrupted = true;
                    cancel.values().forEach(flag -> flag.set(true));
                    continue;
                }
                if (item instanceof CheckProgress.Event event) {
                    progress.report(event);
                    continue;
                }
                Done done = (Done) item;
                Engine other = done.engine() == Engine.BMC ? Engine.DPOR : Engine.BMC;
                if (done.bug() != null || done.error() != null) {
                    cancel.get(other).set(true);
                    awaitStop(threads.get(other));
                    if (done.bug() != null) {
                        throw done.bug();
                    }
                    throw done.error();
                }
                results.put(done.engine(), done.result());
                if (!crossCheck && done.result().conclusive() && !results.containsKey(other)) {
                    cancel.get(other).set(true);
                    long stopped = awaitStop(threads.get(other));
                    CheckResult answer = done.result().withPortfolio(new Portfolio(done.engine(),
                        Portfolio.Rule.FIRST_CONCLUSIVE, Optional.empty(), List.of()));
                    return stopped < 0 ? answer
                        : answer.withStats(answer.stats().withCount("canceledEngineStopMillis", stopped));
                }
            }
        } finally {
            cancel.values().forEach(flag -> flag.set(true));
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
        return choose(results.get(Engine.BMC), results.get(Engine.DPOR), crossCheck);
    }

    /** Waits for a canceled engine's thread; the milliseconds it took, or -1 after the grace period. */
    private static long awaitStop(Thread thread) {
        long start = System.nanoTime();
        try {
            if (!thread.join(java.time.Duration.ofMillis(GRACE_MILLIS))) {
                return -1;
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return -1;
        }
        return (System.nanoTime() - start) / 1_000_000;
    }

    /** The result both engines' results give: {@link Portfolio.Rule}. */
    static CheckResult choose(CheckResult bmc, CheckResult dpor, boolean crossCheck) {
        Engine answered = preferred(bmc, dpor);
        CheckResult answer = answered == Engine.BMC ? bmc : dpor;
        CheckResult other = answered == Engine.BMC ? dpor : bmc;
        Portfolio.Rule rule = crossCheck ? Portfolio.Rule.CROSS_CHECK
            : answer.conclusive() ? Portfolio.Rule.FIRST_CONCLUSIVE : Portfolio.Rule.MORE_INFORMATIVE;
        return answer.withPortfolio(new Portfolio(answered, rule, Optional.of(other.verdict()),
            crossCheck ? CrossCheck.disagreements(bmc, dpor) : List.of()));
    }

    /**
     * The engine whose result is the answer: a conclusive one (the BMC's when both are), else
     * {@code no-violation-within-bounds} before {@code unknown}, one without cuts before one with
     * cuts, and the BMC's on a tie.
     */
    static Engine preferred(CheckResult bmc, CheckResult dpor) {
        return rank(dpor) > rank(bmc) ? Engine.DPOR : Engine.BMC;
    }

    private static int rank(CheckResult result) {
        return switch (result.verdict()) {
            case VIOLATION, PROVED -> 3;
            case NO_VIOLATION_WITHIN_BOUNDS -> result.cuts().isEmpty() ? 2 : 1;
            case UNKNOWN -> 0;
        };
    }
}
