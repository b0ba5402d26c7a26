package braid.models.java.util.concurrent;

/**
 * Braid's model of the interface {@code java.util.concurrent.ExecutorService}: calls through it
 * dispatch to {@code ThreadPoolExecutor}, the pools of {@code Executors}. Methods not declared here
 * ({@code invokeAll}, {@code invokeAny}, {@code shutdownNow}) are unsupported.
 */
public interface ExecutorService extends Executor {
    void shutdown();

    boolean isShutdown();

    boolean isTerminated();

    boolean awaitTermination(long timeout, TimeUnit unit) throws InterruptedException;

    <T> Future<T> submit(Callable<T> task);

    Future<?> submit(Runnable task);

    <T> Future<T> submit(Runnable task, T result);

    void close();
}
