package org.braid.core.suppression;

import java.util.Objects;

import org.braid.core.Finding;

/**
 * A finding the team accepted, kept with its trace so it can still be shown. Immutable.
 *
 * @param finding the replayed finding, unchanged
 * @param reason the reason written with the suppression ("benign" when none was given)
 * @param origin where the suppression is written, e.g. {@code stats.c:12} for a comment or
 *        {@code .braid-suppressions:3} for a project file entry
 * @param inSource whether a comment in the source suppresses it (else a suppression file entry)
 */
public record SuppressedFinding(Finding finding, String reason, String origin, boolean inSource) {
    public SuppressedFinding {
        Objects.requireNonNull(finding, "finding");
        Objects.requireNonNull(reason, "reason");
        Objects.requireNonNull(origin, "origin");
    }
}
