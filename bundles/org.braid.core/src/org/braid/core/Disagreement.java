package org.braid.core;

import java.util.Objects;

/**
 * A bug one engine reported (replayed) and the other missed although its search covered the bug's
 * interleaving: a bug in Braid, never in the user's program. The rule for "covered" (the common
 * bounds of the two engines) is stated where disagreements are found,
 * {@code org.braid.core.internal.check.CrossCheck}. Immutable and thread-safe.
 *
 * @param found the engine that reported the finding
 * @param finding the replayed finding
 * @param missed the engine that did not report it
 * @param missedVerdict that engine's verdict
 */
public record Disagreement(Engine found, Finding finding, Engine missed, Verdict missedVerdict) {

    public Disagreement {
        Objects.requireNonNull(found, "found");
        Objects.requireNonNull(finding, "finding");
        Objects.requireNonNull(missed, "missed");
        Objects.requireNonNull(missedVerdict, "missedVerdict");
        if (found == missed || found.combines() || missed.combines()) {
            throw new IllegalArgumentException(found + " against " + missed);
        }
    }
}
