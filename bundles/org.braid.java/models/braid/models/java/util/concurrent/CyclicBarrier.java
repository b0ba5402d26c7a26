package braid.models.java.util.concurrent;

import braid.Intrinsics;

/**
 * Braid's model of {@code java.util.concurrent.CyclicBarrier}: the parties, how many have arrived
 * in the current generation, and the generation, read and written only inside atomic sections.
 * The last party to arrive runs the barrier action, if any, while the others still wait and no new
 * party may arrive (the JDK runs it under the barrier's lock), then starts the next generation,
 * which releases the waiting parties. {@code await} returns the arrival index as the JDK does
 * ({@code getParties() - 1} for the first, 0 for the last). Nothing interrupts a thread, times out
 * or resets the barrier, so it never breaks. Methods not declared here are unsupported.
 */
public class CyclicBarrier {
    private final int parties;
    private final Runnable barrierAction;
    private int arrived;
    private int generation;
    private boolean tripping;

    public CyclicBarrier(int parties) {
        this(parties, null);
    }

    public CyclicBarrier(int parties, Runnable barrierAction) {
        Intrinsics.check(parties > 0, "IllegalArgumentException");
        this.parties = parties;
        this.barrierAction = barrierAction;
    }

    public int await() throws InterruptedException, java.util.concurrent.BrokenBarrierException {
        Intrinsics.atomicBegin();
        Intrinsics.assume(!tripping);
        int mine = generation;
        arrived = arrived + 1;
        int index = parties - arrived;
        tripping = index == 0;
        Intrinsics.atomicEnd();
        if (index == 0) {
            if (barrierAction != null) {
                barrierAction.run();
            }
            Intrinsics.atomicBegin();
            arrived = 0;
            generation = mine + 1;
            tripping = false;
            Intrinsics.atomicEnd();
        } else {
            Intrinsics.atomicBegin();
            Intrinsics.assume(generation != mine);
            Intrinsics.atomicEnd();
        }
        return index;
    }

    public int getParties() {
        return parties;
    }

    public int getNumberWaiting() {
        Intrinsics.atomicBegin();
        int waiting = arrived;
        Intrinsics.atomicEnd();
        return waiting;
    }
}
