package org.braid.core.internal.sat;

import org.braid.core.Cancellation;

/**
 * An incremental SAT solver over DIMACS literals. Not thread-safe: one encoder uses one solver;
 * only {@link Cancellation} is polled from another thread. {@link #close()} releases the
 * solver's resources (threads, memory) and must always be called.
 */
public interface SatSolver extends AutoCloseable {

    /** The answer of {@link #solve}. */
    enum Result {
        /** A model exists; {@link #modelValue} reads it. */
        SAT,
        /** No model exists under the given assumptions. */
        UNSAT,
        /** Solving stopped because the cancellation fired. */
        UNKNOWN
    }

    /** A fresh variable, numbered 1, 2, 3, ... in creation order. */
    int newVariable();

    /** Adds the clause (disjunction) of {@code literals}; each names a variable created before. */
    void addClause(int... literals);

    /**
     * Decides the clauses added so far together with the unit {@code assumptions}, which hold
     * for this call only.
     */
    Result solve(int[] assumptions, Cancellation cancellation);

    /**
     * The value of {@code variable} in the model of the last {@link #solve} that answered
     * {@link Result#SAT}; variables the solver never saw are {@code false}.
     */
    boolean modelValue(int variable);

    /** Number of variables created. */
    int variables();

    /** Number of clauses added. */
    long clauses();

    /** Releases the solver; it must not be used afterwards. Never throws. */
    @Override
    void close();
}
