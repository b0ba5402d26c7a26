package org.braid.core.internal.bmc;

import java.util.Objects;
import org.braid.core.internal.ir.Loc;

/**
 * A place where the unwinding bound cut a feasible path of the checked program: the jump back of
 * a loop that would run once more than the bound, or a recursive call nested deeper than it.
 */
public record BmcCut(Loc loc, boolean recursion) {
    public BmcCut {
        Objects.requireNonNull(loc, "loc");
    }
}
