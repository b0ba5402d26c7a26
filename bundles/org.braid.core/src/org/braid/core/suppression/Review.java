package org.braid.core.suppression;

import java.util.List;

import org.braid.core.Finding;

/**
 * A check's findings after the suppressions: those still reported, in their original order, and
 * the suppressed ones. Every finding is in exactly one of the two lists. Immutable.
 *
 * @param deprecated the suppression file's entries that accepted a finding only under their
 *        deprecated kind ({@link SuppressionEntry#acceptsUnderOldKind}), each once, in file order
 */
public record Review(List<Finding> reported, List<SuppressedFinding> suppressed, List<SuppressionEntry> deprecated) {
    public Review {
        reported = List.copyOf(reported);
        suppressed = List.copyOf(suppressed);
        deprecated = List.copyOf(deprecated);
    }

    /** Nothing suppressed. */
    public static Review of(List<Finding> findings) {
        return new Review(findings, List.of(), List.of());
    }
}
