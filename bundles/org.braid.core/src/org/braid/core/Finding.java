package org.braid.core;

/**
 * A bug Braid found, with an interleaving the interpreter replayed on the original concurrent
 * program. Immutable and thread-safe; not intended to be implemented by clients (the set of
 * kinds is closed so that renderers can switch over it exhaustively).
 */
public sealed interface Finding permits DataRaceFinding, AssertionFinding, DeadlockFinding {

    /** The replayed interleaving that reaches the bug. */
    Trace trace();

    /** The source file of the primary location (for a race, the first access). */
    String file();

    /** The 1-based line of the primary location. */
    int line();

    /** The function of the primary location. */
    String function();
}
