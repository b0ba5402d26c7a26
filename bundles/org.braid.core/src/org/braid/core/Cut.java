package org.braid.core;

import java.util.Objects;

/**
 * A bound that cut the search: some execution the check could explore (all its assumptions
 * holding) reached the bound and was not followed further, so behaviour past it was not checked.
 * A {@code no-violation-within-bounds} verdict without cuts is complete for its context bound.
 * Immutable and thread-safe.
 *
 * @param kind which bound
 * @param file the file of the cut place as the user named it ({@code ""} when Braid cannot point
 *        at one, e.g. for the thread bound)
 * @param line its 1-based line, 0 when unknown
 * @param bound the bound's value (iterations, nested calls, threads)
 */
public record Cut(Kind kind, String file, int line, int bound) {

    /** The kinds of bound that cut. */
    public enum Kind {
        /** A loop ran more iterations than the unwinding bound; {@code line} is the loop's jump back. */
        LOOP("loop"),
        /** A procedure was called recursively more often than the unwinding bound; {@code line} is the call. */
        RECURSION("recursion"),
        /** An execution would have started more threads than the thread bound. */
        THREADS("threads"),
        /** An execution of the DPOR search ran more interpreter steps than its step bound. */
        STEPS("steps"),
        /** The DPOR search stopped after its bound on executions. */
        EXECUTIONS("executions"),
        /** A nondeterministic value took representative values only, not its whole domain (DPOR). */
        INPUTS("inputs");

        private final String jsonName;

        Kind(String jsonName) {
            this.jsonName = jsonName;
        }

        public String jsonName() {
            return jsonName;
        }
    }

    public Cut {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(file, "file");
    }

    /** What was cut, without the place: {@code loop ran more than 2 iterations}. */
    public String what() {
        return switch (kind) {
            case LOOP -> "loop ran more than " + bound + " iteration" + (bound == 1 ? "" : "s");
            case RECURSION -> "recursive call nested more than " + bound + " deep";
            case THREADS -> "executions starting more than " + bound + " threads were not explored";
            case STEPS -> "executions longer than " + bound + " steps were cut";
            case EXECUTIONS -> "the search stopped after " + bound + " executions";
            case INPUTS -> "nondeterministic values took at most " + bound + " representative values";
        };
    }

    /** What was cut and where: {@code loop at f.c:12 ran more than 2 iterations}. */
    public String describe() {
        if (line <= 0) {
            return what();
        }
        String where = " at " + file + ":" + line;
        return switch (kind) {
            case LOOP -> "loop" + where + " ran more than " + bound + " iteration" + (bound == 1 ? "" : "s");
            case RECURSION -> "recursive call" + where + " nested more than " + bound + " deep";
            case THREADS, STEPS, EXECUTIONS, INPUTS -> what() + where;
        };
    }
}
