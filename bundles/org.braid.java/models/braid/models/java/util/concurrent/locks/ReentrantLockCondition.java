package braid.models.java.util.concurrent.locks;

import braid.Intrinsics;

/**
 * A {@code Condition} of a {@link ReentrantLock} (the JDK's is {@code AbstractQueuedSynchronizer.ConditionObject}),
 * with the wait set of the monitors' {@code wait}/{@code notify} (see the front end's
 * {@code model.WaitNotify}): {@code await} releases every hold, joins the waiters, and takes a
 * wake-up and the lock with the same hold count back; {@code signal} grants one waiter a wake-up,
 * {@code signalAll} all of them. No spurious wake-ups (the JDK allows them, so bugs that need one
 * are not found); every call needs the lock, as in the JDK ({@code IllegalMonitorStateException}).
 */
class ReentrantLockCondition implements Condition {
    private final ReentrantLock lock;
    private int waiters;
    private int wakeups;

    ReentrantLockCondition(ReentrantLock lock) {
        this.lock = lock;
    }

    private void requireHeld(int me) {
        Intrinsics.atomicBegin();
        boolean mine = lock.holds != 0 && lock.owner == me;
        Intrinsics.atomicEnd();
        Intrinsics.check(mine, "IllegalMonitorStateException");
    }

    public void await() throws InterruptedException {
        awaitUninterruptibly();
    }

    public void awaitUninterruptibly() {
        int me = Intrinsics.threadId();
        requireHeld(me);
        Intrinsics.atomicBegin();
        int saved = lock.holds;
        lock.holds = 0;
        waiters = waiters + 1;
        Intrinsics.atomicEnd();
        Intrinsics.atomicBegin();
        Intrinsics.assume(wakeups > 0 && lock.holds == 0);
        wakeups = wakeups - 1;
        lock.owner = me;
        lock.holds = saved;
        Intrinsics.atomicEnd();
    }

    public void signal() {
        requireHeld(Intrinsics.threadId());
        Intrinsics.atomicBegin();
        if (waiters > 0) {
            waiters = waiters - 1;
            wakeups = wakeups + 1;
        }
        Intrinsics.atomicEnd();
    }

    public void signalAll() {
        requireHeld(Intrinsics.threadId());
        Intrinsics.atomicBegin();
        wakeups = wakeups + waiters;
        waiters = 0;
        Intrinsics.atomicEnd();
    }
}
