package org.braid.core.internal.interp;

import org.braid.core.internal.ir.StmtRef;
import org.braid.core.internal.ir.Type;

/** Where a step gets the value of a havoc or of an external call's result (an oracle, or a replay step). */
@FunctionalInterface
interface ValueSource {
    /** The raw value; the caller normalizes it to {@code type}. */
    long value(Type type, int thread, StmtRef at);
}
