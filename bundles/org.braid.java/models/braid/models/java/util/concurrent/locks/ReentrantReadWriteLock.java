package braid.models.java.util.concurrent.locks;

import braid.Intrinsics;

/**
 * Braid's model of {@code java.util.concurrent.locks.ReentrantReadWriteLock}: the write lock's
 * holder and hold count and the number of read holds, read and written only inside atomic
 * sections. A read lock is taken while no other thread holds the write lock, the write lock while
 * nobody holds a read lock and no other thread the write lock (so, as in the JDK, a reader cannot
 * upgrade, a writer may also read). Read holds are counted for all threads together: a read
 * {@code unlock} without any read hold fails like the JDK's, one by a thread holding none while
 * others hold some is not found. Fairness is not modelled; the write lock's conditions work as
 * {@code ReentrantLock}'s, the read lock's {@code newCondition} fails like the JDK's. Methods not declared here are unsupported.
 */
public class ReentrantReadWriteLock implements ReadWriteLock {
    int writer;
    int writeHolds;
    int readHolds;
    private final ReadLock readerLock;
    private final WriteLock writerLock;

    public ReentrantReadWriteLock() {
        readerLock = new ReadLock(this);
        writerLock = new WriteLock(this);
    }

    public ReentrantReadWriteLock(boolean fair) {
        this();
    }

    public ReentrantReadWriteLock.ReadLock readLock() {
        return readerLock;
    }

    public ReentrantReadWriteLock.WriteLock writeLock() {
        return writerLock;
    }

    public boolean isWriteLocked() {
        Intrinsics.atomicBegin();
        boolean locked = writeHolds != 0;
        Intrinsics.atomicEnd();
        return locked;
    }

    public boolean isWriteLockedByCurrentThread() {
        int me = Intrinsics.threadId();
        Intrinsics.atomicBegin();
        boolean mine = writeHolds != 0 && writer == me;
        Intrinsics.atomicEnd();
        return mine;
    }

    public int getReadLockCount() {
        Intrinsics.atomicBegin();
        int count = readHolds;
        Intrinsics.atomicEnd();
        return count;
    }

    /** The read lock of a {@link ReentrantReadWriteLock}. */
    public static class ReadLock implements Lock {
        private final ReentrantReadWriteLock lock;

        protected ReadLock(ReentrantReadWriteLock lock) {
            this.lock = lock;
        }

        public void lock() {
            int me = Intrinsics.threadId();
            Intrinsics.atomicBegin();
            Intrinsics.assume(lock.writeHolds == 0 || lock.writer == me);
            lock.readHolds = lock.readHolds + 1;
            Intrinsics.atomicEnd();
        }

        public void lockInterruptibly() throws InterruptedException {
            lock();
        }

        public boolean tryLock() {
            int me = Intrinsics.threadId();
            Intrinsics.atomicBegin();
            boolean taken = lock.writeHolds == 0 || lock.writer == me;
            if (taken) {
                lock.readHolds = lock.readHolds + 1;
            }
            Intrinsics.atomicEnd();
            return taken;
        }

        public void unlock() {
            Intrinsics.atomicBegin();
            boolean held = lock.readHolds > 0;
            if (held) {
                lock.readHolds = lock.readHolds - 1;
            }
            Intrinsics.atomicEnd();
            Intrinsics.check(held, "IllegalMonitorStateException");
        }

        public Condition newCondition() {
            Intrinsics.check(false, "UnsupportedOperationException");
            return null;
        }
    }

    /** The write lock of a {@link ReentrantReadWriteLock}. */
    public static class WriteLock implements Lock {
        private final ReentrantReadWriteLock lock;

        protected WriteLock(ReentrantReadWriteLock lock) {
            this.lock = lock;
        }

        public void lock() {
            int me = Intrinsics.threadId();
            Intrinsics.atomicBegin();
            Intrinsics.assume(lock.writeHolds == 0 && lock.readHolds == 0 || lock.writeHolds != 0 && lock.writer == me);
            lock.writer = me;
            lock.writeHolds = lock.writeHolds + 1;
            Intrinsics.atomicEnd();
        }

        public void lockInterruptibly() throws InterruptedException {
            lock();
        }

        public boolean tryLock() {
            int me = Intrinsics.threadId();
            Intrinsics.atomicBegin();
            boolean taken = lock.writeHolds == 0 && lock.readHolds == 0 || lock.writeHolds != 0 && lock.writer == me;
            if (taken) {
                lock.writer = me;
                lock.writeHolds = lock.writeHolds + 1;
            }
            Intrinsics.atomicEnd();
            return taken;
        }

        public void unlock() {
            int me = Intrinsics.threadId();
            Intrinsics.atomicBegin();
            boolean mine = lock.writeHolds != 0 && lock.writer == me;
            if (mine) {
                lock.writeHolds = lock.writeHolds - 1;
            }
            Intrinsics.atomicEnd();
            Intrinsics.check(mine, "IllegalMonitorStateException");
        }

        public Condition newCondition() {
            return new WriteCondition(lock);
        }
    }

    /**
     * A {@code Condition} of the write lock, as {@code ReentrantLockCondition} for
     * {@code ReentrantLock}: {@code await} releases every write hold and takes them back once
     * woken and the write lock is free again (no write holder and no read holds).
     */
    private static class WriteCondition implements Condition {
        private final ReentrantReadWriteLock lock;
        private int waiters;
        private int wakeups;

        WriteCondition(ReentrantReadWriteLock lock) {
            this.lock = lock;
        }

        private void requireHeld(int me) {
            Intrinsics.atomicBegin();
            boolean mine = lock.writeHolds != 0 && lock.writer == me;
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
            int saved = lock.writeHolds;
            lock.writeHolds = 0;
            waiters = waiters + 1;
            Intrinsics.atomicEnd();
            Intrinsics.atomicBegin();
            Intrinsics.assume(wakeups > 0 && lock.writeHolds == 0 && lock.readHolds == 0);
            wakeups = wakeups - 1;
            lock.writer = me;
            lock.writeHolds = saved;
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
}
