package braid.models.java.util.concurrent;

/**
 * Braid's model of the interface {@code java.util.concurrent.Executor}: calls through it dispatch
 * to the models implementing it ({@code ThreadPoolExecutor}). Methods not declared here are
 * unsupported.
 */
public interface Executor {
    void execute(Runnable command);
}
