package braid.models.java.util.concurrent.locks;

/**
 * Braid's model of the interface {@code java.util.concurrent.locks.ReadWriteLock}, implemented by
 * {@code ReentrantReadWriteLock}. Methods not declared here are unsupported.
 */
public interface ReadWriteLock {
    Lock readLock();

    Lock writeLock();
}
