package braid.models.java.util.concurrent;

/**
 * Braid's model of the interface {@code java.util.concurrent.Future}: calls through it dispatch to
 * {@code FutureTask}. Methods not declared here ({@code cancel}, {@code isCancelled},
 * {@code resultNow}) are unsupported.
 */
public interface Future<V> {
    V get() throws InterruptedException, java.util.concurrent.ExecutionException;

    V get(long timeout, TimeUnit unit)
        throws InterruptedException, java.util.concurrent.ExecutionException, java.util.concurrent.TimeoutException;

    boolean isDone();
}
