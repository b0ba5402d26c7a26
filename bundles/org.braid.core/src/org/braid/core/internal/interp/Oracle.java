package org.braid.core.internal.interp;

import java.util.List;

import org.braid.core.internal.ir.StmtRef;
import org.braid.core.internal.ir.Type;

/**
 * The source of every nondeterministic choice of a run: which thread runs next and which value
 * a {@link org.braid.core.internal.ir.Stmt.Havoc} (or the result of a call to an external
 * procedure) takes. Implemented by clients (tests, random exploration); an oracle is used by one
 * run at a time and need not be thread-safe.
 */
public interface Oracle {

    /**
     * Picks the thread that executes the next step.
     *
     * @param enabled ids of the enabled threads in ascending order, never empty
     * @param previous the thread that executed the previous step, or -1 before the first step
     * @return one of {@code enabled}
     */
    int chooseThread(List<Integer> enabled, int previous);

    /**
     * Picks a value of a scalar type. The interpreter normalizes the answer: an
     * {@link Type.Int} keeps the low {@code width} bits, a {@link Type.Bool} is {@code v != 0},
     * and a {@link Type.Pointer} becomes {@code null} for 0 and otherwise the invalid pointer
     * (object 0, offset {@code v mod 2^32}).
     *
     * @param type the scalar type of the havocked lvalue or of the external call's result
     * @param thread the thread executing the step
     * @param at the statement asking
     */
    long chooseValue(Type type, int thread, StmtRef at);
}
