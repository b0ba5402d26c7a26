package braid.models.java.util.concurrent.locks;

/**
 * Braid's model of the interface {@code java.util.concurrent.locks.Condition}, implemented by
 * {@code ReentrantLockCondition}. Methods not declared here are unsupported.
 */
public interface Condition {
    void await() throws InterruptedException;

    void awaitUninterruptibly();

    void signal();

    void signalAll();
}
