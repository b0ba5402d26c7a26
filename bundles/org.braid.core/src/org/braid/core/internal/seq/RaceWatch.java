package org.braid.core.internal.seq;

/**
 * The race-watch ghosts of a sequential program with race checks, as a model checker observes
 * them right before a race check ({@code bmc.BmcSession}): which cell is watched and what kind
 * of access stopped the watched thread. The conflict of a firing check is write/write iff the
 * checked access is a write and {@link #ACCESS} holds {@link #WRITE}, else read/write.
 */
public final class RaceWatch {

    /** The global holding the watched access's kind: 0 none, {@link #READ} or {@link #WRITE}. */
    public static final String ACCESS = GhostGlobals.PREFIX + "access";

    /** The global holding the watched pointer as an integer ({@code (u64) watched}): the cell. */
    public static final String WATCHED_BITS = GhostGlobals.PREFIX + "watched_bits";

    /** {@link #ACCESS} when a read is watched. */
    public static final long READ = 1;

    /** {@link #ACCESS} when a write is watched. */
    public static final long WRITE = 2;

    private RaceWatch() {
    }
}
