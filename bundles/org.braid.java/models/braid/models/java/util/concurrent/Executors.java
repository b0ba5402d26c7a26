package braid.models.java.util.concurrent;

import braid.Intrinsics;

/**
 * Braid's model of {@code java.util.concurrent.Executors}: the fixed, single-thread and cached
 * thread pools, as {@code ThreadPoolExecutor} models. A cached pool starts a new worker for every
 * task (the JDK reuses an idle worker when there is one, which orders two tasks: an interleaving
 * that starting a new worker also has), so its workers count against the thread bound. Methods not
 * declared here are unsupported.
 */
public class Executors {
    private Executors() {
    }

    public static ExecutorService newFixedThreadPool(int threads) {
        Intrinsics.check(threads > 0, "IllegalArgumentException: nThreads <= 0");
        return new ThreadPoolExecutor(threads);
    }

    public static ExecutorService newSingleThreadExecutor() {
        return new ThreadPoolExecutor(1);
    }

    public static ExecutorService newCachedThreadPool() {
        return new ThreadPoolExecutor(Integer.MAX_VALUE);
    }
}
