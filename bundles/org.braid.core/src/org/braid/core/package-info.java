/**
 * Braid's engine API, shared by the Eclipse bundles and the command line.
 *
 * <p>Options: {@link org.braid.core.CheckOption} is the option registry (key, type, default,
 * range, description of every option); {@link org.braid.core.CheckOptions} is built and
 * validated from it. Results: a {@link org.braid.core.CheckResult} carries a
 * {@link org.braid.core.Verdict} (a value, never an exception), the {@link org.braid.core.Bounds}
 * used, {@link org.braid.core.Finding}s ({@link org.braid.core.DataRaceFinding},
 * {@link org.braid.core.AssertionFinding}) each with a replayed {@link org.braid.core.Trace},
 * and {@link org.braid.core.Stats}. A running check is stopped through
 * {@link org.braid.core.Cancellation}.
 *
 * <p>This package imports nothing from Eclipse. All types here are immutable and thread-safe
 * and, except {@link org.braid.core.Cancellation}, not intended to be implemented or extended
 * by clients; the engine itself lives in {@code org.braid.core.internal...}.
 */
package org.braid.core;
