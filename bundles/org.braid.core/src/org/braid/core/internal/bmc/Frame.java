package org.braid.core.internal.bmc;

import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Stmt;

/**
 * One inlined activation of a procedure in the unwound program. {@code call} is the statement
 * that created it and {@code caller} the call's node ({@code null} for the entry activation);
 * returning continues in {@code caller}'s block right after {@code call}.
 */
final class Frame {
    private final int id;
    private final Procedure procedure;
    private final Frame parent;
    private final Stmt.Call call;
    private final Node caller;
    private final int[] prefix;

    /** {@code prefix} starts the {@link Node#position()} of every node of this activation. */
    Frame(int id, Procedure procedure, Frame parent, Stmt.Call call, Node caller, int[] prefix) {
        this.id = id;
        this.procedure = procedure;
        this.parent = parent;
        this.call = call;
        this.caller = caller;
        this.prefix = prefix;
    }

    int[] prefix() {
        return prefix;
    }

    int id() {
        return id;
    }

    Procedure procedure() {
        return procedure;
    }

    /** The calling activation, or {@code null} for the entry activation. */
    Frame parent() {
        return parent;
    }

    Stmt.Call call() {
        return call;
    }

    Node caller() {
        return caller;
    }

    /** How many activations of {@code name} are on the call stack, this one included. */
    int activations(String name) {
        int n = 0;
        for (Frame f = this; f != null; f = f.parent) {
            if (f.procedure.name().equals(name)) {
                n++;
            }
        }
        return n;
    }
}
