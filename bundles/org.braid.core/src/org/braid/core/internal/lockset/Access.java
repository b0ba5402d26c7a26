package org.braid.core.internal.lockset;

import java.util.Set;

/**
 * One shared-memory access as the analysis saw it: by which abstract thread ({@code "main"} is
 * the harness entry, which runs once; a started thread is named by its creation site and may run
 * several times), to which abstract object ({@code null}: any), whether it writes, the locks
 * certainly held, whether inside an atomic section, and whether the thread was still the only one.
 */
record Access(String thread, String object, boolean write, Set<Cell> held, boolean atomic, boolean alone) {

    static final String MAIN = "main";

    Access {
        held = Set.copyOf(held);
    }

    /** Whether this access and {@code other} may happen concurrently, conflict, and share no reliable lock. */
    boolean mayRaceWith(Access other, Set<Cell> unreliable) {
        if (alone || other.alone || !write && !other.write || atomic && other.atomic
            || thread.equals(MAIN) && other.thread.equals(MAIN)) {
            return false;
        }
        for (Cell c : held) {
            if (other.held.contains(c) && !unreliable.contains(c)) {
                return false;
            }
        }
        return true;
    }
}
