package org.braid.core.internal.check;

import java.util.List;
import java.util.Objects;
import org.braid.core.internal.interp.ReplayStep;

/** A concurrent schedule obtained from a sequential counterexample, and the bug it claims. */
record MappedTrace(List<ReplayStep> steps, Claim claim) {
    public MappedTrace {
        steps = List.copyOf(steps);
        Objects.requireNonNull(claim, "claim");
    }
}
