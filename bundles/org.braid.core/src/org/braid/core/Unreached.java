package org.braid.core;

import java.util.Objects;

/**
 * A place of the user's program that no execution within the bounds reaches, so what it would
 * check or start was never explored: an assertion that was never evaluated ("vacuous within the
 * bounds") or a thread creation that never ran (its thread never started). Reported as a note,
 * never as a finding; raising a bound, or fixing what blocks the way there (a wait that never
 * ends, a condition that is never true), makes it reachable. Immutable and thread-safe.
 *
 * @param kind what is not reached
 * @param file the file as the user named it
 * @param line its 1-based line
 * @param function the function it is in
 */
public record Unreached(Kind kind, String file, int line, String function) {

    /** What kind of place is not reached. */
    public enum Kind {
        /** An assertion ({@code assert}, {@code __VERIFIER_assert}, ...) that is never evaluated. */
        ASSERTION("assertion"),
        /** A thread creation ({@code pthread_create}, ...) that never runs: its thread never starts. */
        THREAD_START("thread-start");

        private final String jsonName;

        Kind(String jsonName) {
            this.jsonName = jsonName;
        }

        public String jsonName() {
            return jsonName;
        }
    }

    public Unreached {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(function, "function");
    }

    /** What is not reached, for a note at the place: {@code assertion in main is never reached ...}. */
    public String describe() {
        return switch (kind) {
            case ASSERTION -> "assertion in " + function + " is never reached within the bounds, so it was not "
                + "checked (vacuous)";
            case THREAD_START -> "thread creation in " + function + " is never reached within the bounds, so its "
                + "thread never starts";
        };
    }
}
