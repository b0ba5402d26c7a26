package org.braid.java.internal.types;

/**
 * The object layout shared by every heap object, array and class monitor: a 24-byte header
 * followed by 8-byte field slots (array elements at their natural size).
 * <pre>
 *   0  i32  monitor owner: the id of the thread holding the monitor (see model.Monitors)
 *   4  i32  monitor count: how often the owner entered it; 0 when free
 *   8  i32  class id (ClassInfo.id), 0 for arrays and class monitors
 *  12  i32  array length
 *  16  i32  waiters: threads in the monitor's wait set not yet notified (see model.WaitNotify)
 *  20  i32  wake-ups: notifications granted to waiters and not yet taken
 *  24       fields, 8 bytes each, superclass fields first; array elements
 * </pre>
 */
public final class Layout {
    public static final long MONITOR_OWNER = 0;
    public static final long MONITOR_COUNT = 4;
    public static final long CLASS_ID = 8;
    public static final long ARRAY_LENGTH = 12;
    public static final long WAITERS = 16;
    public static final long WAKEUPS = 20;
    public static final long HEADER = 24;
    public static final long SLOT = 8;

    private Layout() {
    }
}
