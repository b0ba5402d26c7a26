package org.braid.core.internal.dpor;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import org.braid.core.internal.interp.ControlledRun;

/**
 * One state on the search stack (seed 004, Fig. 2 {@code S}): a snapshot of the interpreter, the
 * enabled threads, the backtrack, done and sleep sets, the transition being explored from here
 * and its vector clock, and the clock of every thread in this state.
 */
final class Node {
    final ControlledRun state;
    final List<Integer> enabled;
    /** Only the owner of an atomic section may go on: part of the transition that began before. */
    final boolean continuation;
    final Set<Integer> backtrack = new TreeSet<>();
    final Set<Integer> done = new TreeSet<>();
    final Set<Integer> sleep;
    /** The clock of each thread in this state (index: thread id). */
    final int[][] threadClocks;
    final Map<Integer, Transition> pending = new HashMap<>();

    /** The thread explored from here, -1 before the first. */
    int thread = -1;
    long[] values;
    int valueIndex;
    Executed taken;
    int[] clock;
    Boolean raceFree;

    Node(ControlledRun state, List<Integer> enabled, boolean continuation, Set<Integer> sleep, int[][] threadClocks) {
        this.state = state;
        this.enabled = List.copyOf(enabled);
        this.continuation = continuation;
        this.sleep = new TreeSet<>(sleep);
        this.threadClocks = threadClocks;
    }

    /** A copy of the clock of {@code thread} here (empty for a thread that does not exist yet). */
    int[] clockOf(int thread) {
        return thread < threadClocks.length ? threadClocks[thread].clone() : new int[0];
    }
}
