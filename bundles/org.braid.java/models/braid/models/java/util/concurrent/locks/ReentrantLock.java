package braid.models.java.util.concurrent.locks;

import braid.Intrinsics;

/**
 * Braid's model of {@code java.util.concurrent.locks.ReentrantLock}, the shape of the monitors
 * ({@code lock = atomic { assume(free or mine); take it once more }}): the holder's thread id and
 * its hold count, read and written only inside atomic sections, so the lock itself never races.
 * Fairness is not modelled (every interleaving is explored anyway); {@code unlock} by a thread
 * that does not hold the lock fails like the JVM's. Methods not declared here are unsupported.
 */
public class ReentrantLock implements Lock {
    int owner;
    int holds;

    public ReentrantLock() {
    }

    public ReentrantLock(boolean fair) {
    }

    public void lock() {
        int me = Intrinsics.threadId();
        Intrinsics.atomicBegin();
        Intrinsics.assume(holds == 0 || owner == me);
        owner = me;
        holds = holds + 1;
        Intrinsics.atomicEnd();
    }

    /** Nothing interrupts a thread in the models: {@link #lock()}. */
    public void lockInterruptibly() throws InterruptedException {
        lock();
    }

    public boolean tryLock() {
        int me = Intrinsics.threadId();
        Intrinsics.atomicBegin();
        boolean taken = holds == 0 || owner == me;
        if (taken) {
            owner = me;
            holds = holds + 1;
        }
        Intrinsics.atomicEnd();
        return taken;
    }

    public void unlock() {
        int me = Intrinsics.threadId();
        Intrinsics.atomicBegin();
        boolean mine = holds != 0 && owner == me;
        if (mine) {
            holds = holds - 1;
        }
        Intrinsics.atomicEnd();
        Intrinsics.check(mine, "IllegalMonitorStateException");
    }

    public boolean isHeldByCurrentThread() {
        int me = Intrinsics.threadId();
        Intrinsics.atomicBegin();
        boolean mine = holds != 0 && owner == me;
        Intrinsics.atomicEnd();
        return mine;
    }

    public int getHoldCount() {
        int me = Intrinsics.threadId();
        Intrinsics.atomicBegin();
        int count = owner == me ? holds : 0;
        Intrinsics.atomicEnd();
        return count;
    }

    public boolean isLocked() {
        Intrinsics.atomicBegin();
        boolean locked = holds != 0;
        Intrinsics.atomicEnd();
        return locked;
    }

    public Condition newCondition() {
        return new ReentrantLockCondition(this);
    }
}
