package org.braid.core.internal.seq;

import java.util.ArrayList;
import java.util.List;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Type;

/**
 * KISS's multiset {@code ts} of threads that were started but have not run yet (Qadeer &amp; Wu,
 * PLDI 2004, Sec. 4), bounded by MAX: {@code max} slots, each with a {@code valid} flag, the
 * creating site, the thread id handed out at creation and the argument values (per site, typed),
 * plus the function pointer for sites that start a thread through one.
 */
final class PendingThreads {

    private final int capacity;
    private final List<Lvalue.Mem> valid = new ArrayList<>();
    private final List<Lvalue.Mem> site = new ArrayList<>();
    private final List<Lvalue.Mem> tid = new ArrayList<>();
    private final GhostGlobals ghosts;

    PendingThreads(GhostGlobals ghosts, int capacity) {
        this.ghosts = ghosts;
        this.capacity = capacity;
        for (int i = 0; i < capacity; i++) {
            valid.add(ghosts.declare("ts" + i + "_valid", Type.BOOL));
            site.add(ghosts.declare("ts" + i + "_site", Ex.I32));
            tid.add(ghosts.declare("ts" + i + "_thread", Ex.I32));
        }
    }

    int capacity() {
        return capacity;
    }

    Lvalue.Mem valid(int slot) {
        return valid.get(slot);
    }

    Lvalue.Mem site(int slot) {
        return site.get(slot);
    }

    Lvalue.Mem thread(int slot) {
        return tid.get(slot);
    }

    Lvalue.Mem argument(int slot, AsyncSite s, int k) {
        return ghosts.declare("ts" + slot + "_s" + s.id() + "_arg" + k, s.stmt().arguments().get(k).type());
    }

    Lvalue.Mem function(int slot, AsyncSite s) {
        return ghosts.declare("ts" + slot + "_s" + s.id() + "_fn", Ex.VOID_PTR);
    }
}
