package org.braid.core.internal.dpor;

import java.util.Objects;

import org.braid.core.internal.interp.Outcome;
import org.braid.core.internal.interp.Replay;

/**
 * A bug the search reached, before its replay: the schedule from the initial state (threads,
 * statements and values) and what the search saw at its end (an assertion failure, a race, a
 * deadlock). The caller replays it on a fresh interpreter before reporting anything.
 */
public record Witness(Replay replay, Outcome outcome) {
    public Witness {
        Objects.requireNonNull(replay, "replay");
        Objects.requireNonNull(outcome, "outcome");
    }
}
