package braid.models.java.util.concurrent.locks;

import braid.Intrinsics;

/**
 * Braid's model of {@code java.util.concurrent.locks.StampedLock}, with the JDK's state word and
 * stamps bit for bit (read and written only inside atomic sections): a version in the bits above
 * {@link #WBIT}, the write bit, and the read holds in the low {@link #RBITS}; the state starts at
 * {@link #ORIGIN}. {@code writeLock()} waits until nobody holds the lock and sets the write bit;
 * {@code unlockWrite(stamp)} adds the write bit again (so the version moves on); {@code readLock()}
 * waits while the write bit is set and counts a read hold; {@code tryOptimisticRead()} is the
 * version, or 0 while write-locked; {@code validate(stamp)} holds while the version is the stamp's.
 * A stamp that does not match the state fails like the JDK's ({@code IllegalMonitorStateException}).
 * Not reentrant, no owner (any thread may unlock with a valid stamp), as in the JDK. Reads made
 * under an optimistic stamp are plain reads: they race with the writer's writes (the Java memory
 * model calls them data races; the idiom re-reads under a read lock when {@code validate} fails).
 * At most 126 read holds at once (the JDK counts more in an overflow field): more make the check
 * unknown. Interrupts, timeouts, conversions and views are not modelled; methods not declared here
 * are unsupported.
 */
public class StampedLock {
    static final long RUNIT = 1L;
    static final long WBIT = 1L << 7;
    static final long RBITS = WBIT - 1L;
    static final long RFULL = RBITS - 1L;
    static final long ABITS = RBITS | WBIT;
    static final long SBITS = ~RBITS;
    static final long ORIGIN = WBIT << 1;

    private long state = ORIGIN;

    public StampedLock() {
    }

    public long writeLock() {
        Intrinsics.atomicBegin();
        long s = state;
        Intrinsics.assume((s & ABITS) == 0L);
        long stamp = s + WBIT;
        state = stamp;
        Intrinsics.atomicEnd();
        return stamp;
    }

    /** The write lock if nobody holds the lock, else 0. */
    public long tryWriteLock() {
        Intrinsics.atomicBegin();
        long s = state;
        long stamp = 0L;
        if ((s & ABITS) == 0L) {
            stamp = s + WBIT;
            state = stamp;
        }
        Intrinsics.atomicEnd();
        return stamp;
    }

    public void unlockWrite(long stamp) {
        Intrinsics.atomicBegin();
        boolean matches = state == stamp && (stamp & WBIT) != 0L;
        if (matches) {
            long next = stamp + WBIT;
            state = next == 0L ? ORIGIN : next;
        }
        Intrinsics.atomicEnd();
        Intrinsics.check(matches, "IllegalMonitorStateException");
    }

    public long readLock() {
        Intrinsics.atomicBegin();
        long s = state;
        Intrinsics.assume((s & WBIT) == 0L);
        boolean within = (s & RBITS) < RFULL;
        long stamp = s + RUNIT;
        if (within) {
            state = stamp;
        }
        Intrinsics.atomicEnd();
        Intrinsics.bounded(within, "a StampedLock with more than 126 read holds");
        return stamp;
    }

    /** A read hold if the lock is not write-locked, else 0. */
    public long tryReadLock() {
        Intrinsics.atomicBegin();
        long s = state;
        boolean free = (s & WBIT) == 0L;
        boolean within = (s & RBITS) < RFULL;
        long stamp = 0L;
        if (free && within) {
            stamp = s + RUNIT;
            state = stamp;
        }
        Intrinsics.atomicEnd();
        Intrinsics.bounded(!free || within, "a StampedLock with more than 126 read holds");
        return stamp;
    }

    public void unlockRead(long stamp) {
        Intrinsics.atomicBegin();
        long s = state;
        boolean matches = (s & SBITS) == (stamp & SBITS) && (stamp & RBITS) > 0L && (s & RBITS) > 0L;
        if (matches) {
            state = s - RUNIT;
        }
        Intrinsics.atomicEnd();
        Intrinsics.check(matches, "IllegalMonitorStateException");
    }

    /** Releases the hold {@code stamp} stands for, write or read. */
    public void unlock(long stamp) {
        if ((stamp & WBIT) != 0L) {
            unlockWrite(stamp);
        } else {
            unlockRead(stamp);
        }
    }

    public long tryOptimisticRead() {
        Intrinsics.atomicBegin();
        long s = state;
        Intrinsics.atomicEnd();
        return (s & WBIT) == 0L ? (s & SBITS) : 0L;
    }

    public boolean validate(long stamp) {
        Intrinsics.atomicBegin();
        long s = state;
        Intrinsics.atomicEnd();
        return (stamp & SBITS) == (s & SBITS);
    }

    public boolean isWriteLocked() {
        Intrinsics.atomicBegin();
        long s = state;
        Intrinsics.atomicEnd();
        return (s & WBIT) != 0L;
    }

    public boolean isReadLocked() {
        Intrinsics.atomicBegin();
        long s = state;
        Intrinsics.atomicEnd();
        return (s & RBITS) != 0L;
    }

    public int getReadLockCount() {
        Intrinsics.atomicBegin();
        long s = state;
        Intrinsics.atomicEnd();
        return (int) (s & RBITS);
    }
}
