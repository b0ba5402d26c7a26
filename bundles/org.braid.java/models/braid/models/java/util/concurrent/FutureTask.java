package braid.models.java.util.concurrent;

import braid.Intrinsics;

/**
 * Braid's model of {@code java.util.concurrent.FutureTask}: runs its task once and keeps the
 * result or the exception it threw; {@code get()} waits until then (an atomic section that blocks
 * while the task has not finished), so everything the task did happens before what follows
 * {@code get()}, as on the JVM, and throws {@code ExecutionException} for a task that threw.
 * Braid has no clock: {@code get} with a timeout waits like {@code get()} (a timeout never
 * expires). Nothing cancels a task. Methods not declared here are unsupported.
 */
public class FutureTask<V> implements Runnable, Future<V> {
    private static final int NEW = 0;
    private static final int RUNNING = 1;
    private static final int DONE = 2;
    private static final int FAILED = 3;

    private final Callable<V> callable;
    private final Runnable runnable;
    private final V given;
    private int state;
    private V result;
    private java.lang.Throwable failure;

    public FutureTask(Callable<V> callable) {
        Intrinsics.check(callable != null, "NullPointerException: callable");
        this.callable = callable;
        this.runnable = null;
        this.given = null;
    }

    public FutureTask(Runnable runnable, V result) {
        Intrinsics.check(runnable != null, "NullPointerException: runnable");
        this.callable = null;
        this.runnable = runnable;
        this.given = result;
    }

    @Override
    public void run() {
        Intrinsics.atomicBegin();
        boolean fresh = state == NEW;
        if (fresh) {
            state = RUNNING;
        }
        Intrinsics.atomicEnd();
        if (!fresh) {
            return;
        }
        V value = null;
        java.lang.Throwable thrown = null;
        try {
            if (callable != null) {
                value = callable.call();
            } else {
                runnable.run();
                value = given;
            }
        } catch (java.lang.Throwable t) {
            thrown = t;
        }
        Intrinsics.atomicBegin();
        if (thrown == null) {
            result = value;
            state = DONE;
        } else {
            failure = thrown;
            state = FAILED;
        }
        Intrinsics.atomicEnd();
    }

    @Override
    public V get() throws InterruptedException, java.util.concurrent.ExecutionException {
        Intrinsics.atomicBegin();
        Intrinsics.assume(state == DONE || state == FAILED);
        boolean failed = state == FAILED;
        V value = result;
        java.lang.Throwable thrown = failure;
        Intrinsics.atomicEnd();
        if (failed) {
            throw new java.util.concurrent.ExecutionException(thrown);
        }
        return value;
    }

    @Override
    public V get(long timeout, TimeUnit unit) throws InterruptedException, java.util.concurrent.ExecutionException,
            java.util.concurrent.TimeoutException {
        return get();
    }

    @Override
    public boolean isDone() {
        Intrinsics.atomicBegin();
        boolean done = state == DONE || state == FAILED;
        Intrinsics.atomicEnd();
        return done;
    }
}
