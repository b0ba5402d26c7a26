package org.braid.cli.internal;

import org.braid.core.CheckResult;
import org.braid.core.Verdict;
import org.braid.core.suppression.Review;

/**
 * The exit status of {@code braid check}: 0 no violation within bounds (or proved), 1 violation, 2 usage or
 * input error, 3 unknown, 4 internal error ({@link Main}), 5 the engines disagree ({@code --cross-check}).
 * A violation whose every finding is suppressed is 0 when the search covered the bounds, 3 when it
 * stopped early (more findings may exist).
 */
final class ExitStatus {
    static final int NO_VIOLATION = 0;
    static final int VIOLATION = 1;
    static final int USAGE = Main.USAGE;
    static final int UNKNOWN = Main.NO_VERDICT;
    /** {@code --cross-check}: the BMC and DPOR engines disagree within their common bounds (a bug in Braid). */
    static final int DISAGREEMENT = 5;

    private ExitStatus() {
    }

    static int of(Verdict verdict) {
        return switch (verdict) {
            case VIOLATION -> VIOLATION;
            case PROVED, NO_VIOLATION_WITHIN_BOUNDS -> NO_VIOLATION;
            case UNKNOWN -> UNKNOWN;
        };
    }

    static int of(CheckResult result, Review review) {
        if (result.verdict() == Verdict.VIOLATION && review.reported().isEmpty()) {
            return result.reason().isPresent() ? UNKNOWN : NO_VIOLATION;
        }
        return of(result.verdict());
    }
}
