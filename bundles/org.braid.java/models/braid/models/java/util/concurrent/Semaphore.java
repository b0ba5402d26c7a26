package braid.models.java.util.concurrent;

import braid.Intrinsics;

/**
 * Braid's model of {@code java.util.concurrent.Semaphore}: the number of permits, read and written
 * only inside atomic sections ({@code acquire(n) = atomic { assume(permits >= n); permits -= n }}),
 * so the semaphore itself never races. Fairness is not modelled; nothing interrupts a thread.
 * Negative arguments fail as on the JVM. Methods not declared here are unsupported.
 */
public class Semaphore {
    private int permits;

    public Semaphore(int permits) {
        this.permits = permits;
    }

    public Semaphore(int permits, boolean fair) {
        this.permits = permits;
    }

    public void acquire() throws InterruptedException {
        acquireUninterruptibly(1);
    }

    public void acquire(int count) throws InterruptedException {
        acquireUninterruptibly(count);
    }

    public void acquireUninterruptibly() {
        acquireUninterruptibly(1);
    }

    public void acquireUninterruptibly(int count) {
        Intrinsics.check(count >= 0, "IllegalArgumentException");
        Intrinsics.atomicBegin();
        Intrinsics.assume(permits >= count);
        permits = permits - count;
        Intrinsics.atomicEnd();
    }

    public boolean tryAcquire() {
        return tryAcquire(1);
    }

    public boolean tryAcquire(int count) {
        Intrinsics.check(count >= 0, "IllegalArgumentException");
        Intrinsics.atomicBegin();
        boolean taken = permits >= count;
        if (taken) {
            permits = permits - count;
        }
        Intrinsics.atomicEnd();
        return taken;
    }

    public void release() {
        release(1);
    }

    public void release(int count) {
        Intrinsics.check(count >= 0, "IllegalArgumentException");
        Intrinsics.atomicBegin();
        permits = permits + count;
        Intrinsics.atomicEnd();
    }

    public int availablePermits() {
        Intrinsics.atomicBegin();
        int available = permits;
        Intrinsics.atomicEnd();
        return available;
    }
}
