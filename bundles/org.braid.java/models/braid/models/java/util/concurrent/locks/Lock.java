package braid.models.java.util.concurrent.locks;

/**
 * Braid's model of the interface {@code java.util.concurrent.locks.Lock}: calls through it dispatch
 * to the models implementing it ({@code ReentrantLock}, the read and write locks of
 * {@code ReentrantReadWriteLock}). Methods not declared here are unsupported.
 */
public interface Lock {
    void lock();

    void lockInterruptibly() throws InterruptedException;

    boolean tryLock();

    void unlock();

    Condition newCondition();
}
