package org.braid.core.internal.interp;

import java.util.List;

/** The steps a replay must execute, in order. Immutable. */
public record Replay(List<ReplayStep> steps) {
    public Replay {
        steps = List.copyOf(steps);
    }
}
