package braid.models.java.util.concurrent;

/**
 * Braid's model of {@code java.util.concurrent.TimeUnit}: the units only (Braid has no clock, so
 * a timeout given in any unit never expires). Methods not declared here are unsupported.
 */
public enum TimeUnit {
    NANOSECONDS, MICROSECONDS, MILLISECONDS, SECONDS, MINUTES, HOURS, DAYS
}
