package braid.models.java.util.concurrent;

import braid.models.java.lang.Thread;

/**
 * A worker thread of Braid's {@code ThreadPoolExecutor} model: runs its first task, then the
 * tasks it takes from the pool's queue, until the pool is shut down and the queue empty. Unnamed
 * (traces show its id): the JDK's {@code pool-N-thread-M} is not followed.
 */
class ThreadPoolWorker extends Thread {
    private final ThreadPoolExecutor pool;
    private final Runnable first;

    ThreadPoolWorker(ThreadPoolExecutor pool, Runnable first) {
        super(true);
        this.pool = pool;
        this.first = first;
    }

    @Override
    public void run() {
        Runnable task = first;
        while (task != null) {
            task.run();
            task = pool.take();
        }
    }
}
