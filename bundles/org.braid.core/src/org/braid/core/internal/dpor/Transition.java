package org.braid.core.internal.dpor;

import java.util.List;

import org.braid.core.internal.interp.ControlledRun.CellAccess;

/**
 * What one transition of one thread touches, for the dependence relation: the memory cells it
 * reads and writes, and the synchronisation it does that is not a memory access.
 *
 * @param thread the thread
 * @param accesses the cells read and written
 * @param joins whether it waits for a thread to finish ({@code join})
 * @param finishes whether it ends its thread (the last {@code return})
 * @param endsProgram whether it ends the program (thread 0's last return, {@code exit}): it
 *        disables every other thread, so it depends on every transition
 */
record Transition(int thread, List<CellAccess> accesses, boolean joins, boolean finishes, boolean endsProgram) {

    Transition {
        accesses = List.copyOf(accesses);
    }

    /**
     * Whether this and {@code other}, of different threads, are dependent: executing them in the
     * other order may give another state or enable or disable one of them.
     */
    boolean dependent(Transition other) {
        if (thread == other.thread) {
            return true;
        }
        if (endsProgram || other.endsProgram || joins && other.finishes || finishes && other.joins) {
            return true;
        }
        for (CellAccess a : accesses) {
            for (CellAccess b : other.accesses) {
                if (a.conflicts(b)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** This transition with more accesses and flags (the union of two parts of one transition). */
    Transition union(Transition more) {
        List<CellAccess> all = new java.util.ArrayList<>(accesses);
        for (CellAccess a : more.accesses) {
            if (!all.contains(a)) {
                all.add(a);
            }
        }
        return new Transition(thread, all, joins || more.joins, finishes || more.finishes,
            endsProgram || more.endsProgram);
    }
}
