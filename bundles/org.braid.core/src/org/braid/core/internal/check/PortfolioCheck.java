package org.braid.core.internal.check;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

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
 * uncanceled.
 *
 * <p><b>Answering with DPOR's first violations</b> ({@code engine=auto} only). DPOR finds its
 * violations during a search that may go on long after the first one (to find more of them, or
 * to the time limit), and reports them only when it stops. A violation is conclusive as soon as
 * it is found, so once DPOR has found one, the portfolio lets it search on for more for at most
 * as long again as it took to find the first (at least {@link #MIN_HARVEST_MILLIS}), or until
 * the BMC has finished without a conclusive answer, and then stops it: DPOR replays what it
 * found, which is the answer ({@code violation}, with the search marked as stopped early and
 * why), and the BMC is canceled. A BMC violation that comes first still wins.
 *
 * <p><b>Patience</b> ({@code engine=auto} only). When one engine answers without a conclusive
 * result ({@code no-violation-within-bounds} or {@code unknown}), the other one may search on for
 * as long again as the first took (at least {@link #MIN_PATIENCE_MILLIS}) for a violation or a
 * proof; then it is stopped and the more informative of the two results is the answer. So
 * {@code auto} never takes much more than twice the time of the faster engine (plus the minimum),
 * at the price of a proof or a violation the slower engine would have found later.
 * Stateless and thread-safe.
 */
final class PortfolioCheck {

    /** How long the canceled engine may take to stop before the portfolio answers anyway. */
    static final long GRACE_MILLIS = 5_000;

    /** The least time DPOR may search on for more violations after its first one ({@code auto}). */
    static final long MIN_HARVEST_MILLIS = 1_000;

    /**
     * The least time an engine still searching is given after the other one answered without a
     * conclusive result ({@code auto}).
     */
    static final long MIN_PATIENCE_MILLIS = 5_000;

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

    /**
     * {@code engine=dpor-then-bmc}: one engine after the other on the calling thread. DPOR first,
     * with the bounds the caller gave it and at most a quarter of {@code timeout} (none when the
     * check has no time limit); a conclusive answer of it stands. Otherwise the BMC checks under
     * the caller's deadline and the more informative result is the answer
     * ({@link #preferred}): the BMC's unless it ended {@code unknown} where DPOR did not. Each
     * engine's events are wrapped in {@link CheckProgress.OfEngine}. The answer depends on the
     * time only when DPOR runs into its quarter of the time limit (its execution bound is what
     * normally ends it), so the same program gives the same answer on every run.
     */
    static CheckResult dporThenBmc(EngineRun bmc, EngineRun dpor, java.time.Duration timeout, Cancellation stop,
            CheckProgress progress) {
        Cancellation leg = timeout.isZero() ? stop : Cancellation.after(timeout.dividedBy(4)).or(stop);
        CheckResult first = dpor.run(leg, event -> progress.report(new CheckProgress.OfEngine(Engine.DPOR, event)));
        if (first.conclusive() || stop.isCanceled()) {
            return first.withPortfolio(new Portfolio(Engine.DPOR, Portfolio.Rule.DPOR_THEN_BMC, Optional.empty(),
                List.of()));
        }
        CheckResult second = bmc.run(stop, event -> progress.report(new CheckProgress.OfEngine(Engine.BMC, event)));
        Engine answered = preferred(second, first);
        CheckResult answer = answered == Engine.BMC ? second : first;
        CheckResult other = answered == Engine.BMC ? first : second;
        return answer.withPortfolio(new Portfolio(answered, Portfolio.Rule.DPOR_THEN_BMC, Optional.of(other.verdict()),
            List.of()));
    }

    /** {@code --cross-check}: both engines run to the end; the result names their disagreements. */
    static CheckResult both(EngineRun bmc, EngineRun dpor, Cancellation stop, CheckProgress progress) {
        return run(bmc, dpor, stop, progress, true);
    }

    private static CheckResult run(EngineRun bmc, EngineRun dpor, Cancellation stop, CheckProgress progress,
            boolean crossCheck) {
        long start = System.nanoTime();
        BlockingQueue<Object> queue = new LinkedBlockingQueue<>();
        Map<Engine, AtomicReference<String>> cancel = new EnumMap<>(Engine.class);
        Map<Engine, Thread> threads = new EnumMap<>(Engine.class);
        for (Engine engine : List.of(Engine.BMC, Engine.DPOR)) {
            AtomicReference<String> flag = new AtomicReference<>();
            cancel.put(engine, flag);
            Cancellation own = stop.or(new Cancellation() {
                @Override
                public boolean isCanceled() {
                    return flag.get() != null;
                }

                @Override
                public String reason() {
                    String reason = flag.get();
                    return reason == null ? "canceled" : reason;
                }
            });
            EngineRun job = engine == Engine.BMC ? bmc : dpor;
            threads.put(engine, Thread.ofPlatform().daemon().name("braid-" + engine.key()).start(() -> {
                try {
                    queue.add(new Done(engine, job.run(own, event -> queue.add(new CheckProgress.OfEngine(engine, event))),
                        null, null));
                } catch (RuntimeException e) {
                    queue.add(new Done(engine, null, e, null));
                } catch (Error e) {
                    queue.add(new Done(engine, null, null, e));
                }
            }));
        }
        Map<Engine, CheckResult> results = new EnumMap<>(Engine.class);
        boolean interrupted = false;
        Limit limit = null;
        try {
            while (results.size() < 2) {
                Object item;
                try {
                    item = limit == null ? queue.take()
                        : queue.poll(Math.max(0, limit.end() - System.nanoTime()), TimeUnit.NANOSECONDS);
                } catch (InterruptedException e) {
                    interrupted = true;
                    cancel.values().forEach(flag -> flag.compareAndSet(null, "canceled"));
                    continue;
                }
                if (item == null) {
                    cancel.get(limit.engine()).compareAndSet(null, limit.reason());
                    limit = null;
                    continue;
                }
                if (item instanceof CheckProgress.Event event) {
                    if (!crossCheck && event instanceof CheckProgress.OfEngine of
                            && of.event() instanceof CheckProgress.Exploring e && e.found() > 0
                            && cancel.get(Engine.DPOR).get() == null && (limit == null || !limit.harvest())) {
                        limit = Limit.harvest(start, results.containsKey(Engine.BMC));
                    }
                    progress.report(event);
                    continue;
                }
                Done done = (Done) item;
                Engine other = done.engine() == Engine.BMC ? Engine.DPOR : Engine.BMC;
                if (done.bug() != null || done.error() != null) {
                    cancel.get(other).compareAndSet(null, "canceled");
                    awaitStop(threads.get(other));
                    if (done.bug() != null) {
                        throw done.bug();
                    }
                    throw done.error();
                }
                results.put(done.engine(), done.result());
                if (!crossCheck && done.result().conclusive() && !results.containsKey(other)) {
                    cancel.get(other).compareAndSet(null, "canceled");
                    long stopped = awaitStop(threads.get(other));
                    CheckResult answer = done.result().withPortfolio(new Portfolio(done.engine(),
                        Portfolio.Rule.FIRST_CONCLUSIVE, Optional.empty(), List.of()));
                    return stopped < 0 ? answer
                        : answer.withStats(answer.stats().withCount("canceledEngineStopMillis", stopped));
                }
                if (!crossCheck && !results.containsKey(other)) {
                    limit = limit != null && limit.harvest() ? Limit.harvest(start, true)
                        : Limit.patience(other, done.engine(), start);
                }
            }
        } finally {
            cancel.values().forEach(flag -> flag.compareAndSet(null, "canceled"));
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
        return choose(results.get(Engine.BMC), results.get(Engine.DPOR), crossCheck);
    }

    /**
     * When the portfolio stops {@code engine} ({@code System.nanoTime()}) if it has not answered,
     * and why: DPOR's harvest after its first violation, or the patience given to the engine
     * still searching after the other one answered without a conclusive result.
     */
    private record Limit(Engine engine, long end, String reason, boolean harvest) {

        /** DPOR found a violation: it searches on for as long again (at least a second), or stops now. */
        static Limit harvest(long start, boolean now) {
            long at = System.nanoTime();
            long end = now ? at : at + Math.max(at - start, TimeUnit.MILLISECONDS.toNanos(MIN_HARVEST_MILLIS));
            return new Limit(Engine.DPOR, end, String.format(java.util.Locale.ROOT,
                "auto answered with the violations dpor found in %.1f s", (end - start) / 1e9), true);
        }

        /** {@code answered} ended without a conclusive result: {@code searching} gets as long again (at least {@link #MIN_PATIENCE_MILLIS}). */
        static Limit patience(Engine searching, Engine answered, long start) {
            long at = System.nanoTime();
            long end = at + Math.max(at - start, TimeUnit.MILLISECONDS.toNanos(MIN_PATIENCE_MILLIS));
            return new Limit(searching, end, String.format(java.util.Locale.ROOT,
                "auto stopped %s %.1f s after %s answered without a conclusive result", searching.key(),
                (end - at) / 1e9, answered.key()), false);
        }
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
