package braid.models.java.util.concurrent;

/** Braid's model of the functional interface {@code java.util.concurrent.Callable}. */
@FunctionalInterface
public interface Callable<V> {
    V call() throws Exception;
}
