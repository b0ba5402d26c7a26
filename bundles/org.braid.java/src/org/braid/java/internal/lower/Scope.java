package org.braid.java.internal.lower;

import java.util.Optional;

/**
 * A statement the code being lowered is nested in and that does something on the ways out of it:
 * a {@code synchronized} statement or method releases its monitor, a {@code try} statement
 * stops counting its handlers and runs its {@code finally} block. The context keeps them in a
 * stack ({@link MethodContext#scopes()}); each method below runs with the stack cut to the scopes
 * outside this one, so what it lowers behaves as if written after the statement.
 */
public interface Scope {

    /** Emits what a {@code break}, {@code continue} or {@code return} leaving this scope does. */
    void leave(MethodContext ctx);

    /**
     * Emits what a pending exception leaving this scope does; returns the block that handles it
     * (a {@code catch} dispatch, a {@code finally} block), or empty to go on to the outer scope.
     */
    Optional<String> raise(MethodContext ctx);
}
