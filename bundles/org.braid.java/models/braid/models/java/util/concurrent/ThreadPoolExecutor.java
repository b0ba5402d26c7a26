package braid.models.java.util.concurrent;

import braid.Intrinsics;

/**
 * Braid's model of the thread pools of {@code Executors} ({@code java.util.concurrent.ThreadPoolExecutor}):
 * a pool of at most {@code size} worker threads and a FIFO queue of tasks. As in the JDK, a task
 * submitted while fewer than {@code size} workers exist starts a new worker with it as its first
 * task; otherwise it waits in the queue, and a worker that finished a task takes the next one, so
 * a task happens after the earlier tasks of its worker (a single-thread executor runs its tasks
 * one after another). A worker ends once the pool is shut down and the queue is empty; the pool
 * has terminated when every worker has ended. Submitting after {@code shutdown()} throws
 * {@code RejectedExecutionException}. An exception a task given to {@code execute} throws is
 * uncaught in its worker (as on the JVM, where the pool prints it and replaces the worker);
 * {@code submit} keeps it in the task's {@code Future}.
 *
 * <p>Braid has no clock: {@code awaitTermination} on a pool that was shut down waits until it has
 * terminated and returns true (the timeout never expires, as {@code Thread.sleep} takes no
 * time); on a pool not shut down yet it returns false at once (only a shutdown lets a pool
 * terminate; Braid takes a shutdown by another thread as coming after the timeout). At most 8
 * tasks may wait in the queue at once; more makes the check {@code unknown}. Threads created by a
 * pool count against the thread bound like any other. Methods not declared here, and the JDK's
 * constructors, are unsupported.
 */
public class ThreadPoolExecutor implements ExecutorService {
    private static final int QUEUE = 8;

    private final int size;
    private final Runnable[] queue = new Runnable[QUEUE];
    private int head;
    private int waiting;
    private int workers;
    private int alive;
    private boolean shutdown;

    ThreadPoolExecutor(int size) {
        Intrinsics.check(size > 0, "IllegalArgumentException: a pool needs a thread");
        this.size = size;
    }

    @Override
    public void execute(Runnable command) {
        Intrinsics.check(command != null, "NullPointerException: task");
        Intrinsics.atomicBegin();
        boolean rejected = shutdown;
        boolean newWorker = !rejected && workers < size;
        if (newWorker) {
            workers = workers + 1;
            alive = alive + 1;
        } else if (!rejected) {
            Intrinsics.bounded(waiting < QUEUE, "more than 8 tasks waiting in a thread pool's queue");
            int slot = head + waiting;
            queue[slot < QUEUE ? slot : slot - QUEUE] = command;
            waiting = waiting + 1;
        }
        Intrinsics.atomicEnd();
        if (rejected) {
            throw new java.util.concurrent.RejectedExecutionException("the pool was shut down");
        }
        if (newWorker) {
            new ThreadPoolWorker(this, command).start();
        }
    }

    @Override
    public <T> Future<T> submit(Callable<T> task) {
        Intrinsics.check(task != null, "NullPointerException: task");
        FutureTask<T> future = new FutureTask<T>(task);
        execute(future);
        return future;
    }

    @Override
    public Future<?> submit(Runnable task) {
        Intrinsics.check(task != null, "NullPointerException: task");
        FutureTask<Object> future = new FutureTask<Object>(task, null);
        execute(future);
        return future;
    }

    @Override
    public <T> Future<T> submit(Runnable task, T result) {
        Intrinsics.check(task != null, "NullPointerException: task");
        FutureTask<T> future = new FutureTask<T>(task, result);
        execute(future);
        return future;
    }

    /** The next task for a worker that finished one, or null once the pool is shut down and the queue empty. */
    Runnable take() {
        Intrinsics.atomicBegin();
        Intrinsics.assume(waiting > 0 || shutdown);
        Runnable next = null;
        if (waiting > 0) {
            next = queue[head];
            queue[head] = null;
            head = head + 1 < QUEUE ? head + 1 : 0;
            waiting = waiting - 1;
        } else {
            alive = alive - 1;
        }
        Intrinsics.atomicEnd();
        return next;
    }

    @Override
    public void shutdown() {
        Intrinsics.atomicBegin();
        shutdown = true;
        Intrinsics.atomicEnd();
    }

    @Override
    public boolean isShutdown() {
        Intrinsics.atomicBegin();
        boolean down = shutdown;
        Intrinsics.atomicEnd();
        return down;
    }

    @Override
    public boolean isTerminated() {
        Intrinsics.atomicBegin();
        boolean terminated = shutdown && alive == 0;
        Intrinsics.atomicEnd();
        return terminated;
    }

    @Override
    public boolean awaitTermination(long timeout, TimeUnit unit) throws InterruptedException {
        Intrinsics.check(unit != null, "NullPointerException: unit");
        Intrinsics.atomicBegin();
        boolean down = shutdown;
        if (down) {
            Intrinsics.assume(alive == 0);
        }
        Intrinsics.atomicEnd();
        return down;
    }

    /** {@code shutdown()}, then waits until the pool has terminated (Java 19's {@code close()}). */
    @Override
    public void close() {
        shutdown();
        Intrinsics.atomicBegin();
        Intrinsics.assume(alive == 0);
        Intrinsics.atomicEnd();
    }
}
