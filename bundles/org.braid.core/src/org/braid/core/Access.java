package org.braid.core;

import java.util.Objects;

/**
 * One of the two accesses of a data race: which thread, read or write, and where in the source.
 * Immutable and thread-safe.
 *
 * @param thread the thread id: 0 for the initial thread, then 1, 2, ... in creation order
 * @param kind read or write
 * @param file the source file as the user named it
 * @param line 1-based line where the accessing expression is written (inside a condition or an
 *     argument spanning lines too); the statement's line when the front end does not know it
 * @param column 1-based column of that expression (or of the statement); 0 when not known
 * @param function the function the access is in
 */
public record Access(int thread, AccessKind kind, String file, int line, int column, String function) {

    /** An access whose column is not known. */
    public Access(int thread, AccessKind kind, String file, int line, String function) {
        this(thread, kind, file, line, 0, function);
    }

    public Access {
        if (thread < 0) {
            throw new IllegalArgumentException("thread must be >= 0, was " + thread);
        }
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(file, "file");
        if (line < 1) {
            throw new IllegalArgumentException("line must be >= 1, was " + line);
        }
        if (column < 0) {
            throw new IllegalArgumentException("column must be >= 0, was " + column);
        }
        Objects.requireNonNull(function, "function");
    }
}
