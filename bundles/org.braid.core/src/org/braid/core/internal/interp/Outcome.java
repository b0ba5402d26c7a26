package org.braid.core.internal.interp;

import java.util.List;
import java.util.Objects;
import java.util.OptionalLong;

import org.braid.core.AccessKind;
import org.braid.core.internal.ir.Loc;
import org.braid.core.internal.ir.StmtRef;

/** How a run ended. Immutable values. */
public sealed interface Outcome {

    /**
     * The program ended: the initial thread returned from the entry procedure (with its value,
     * if it returns one) or some thread executed {@code exit}.
     */
    record Completed(OptionalLong returnValue) implements Outcome {
        public Completed {
            Objects.requireNonNull(returnValue, "returnValue");
        }
    }

    /**
     * {@code thread} executed a failing {@code assert} (the last step of the execution), of the
     * property {@code kind} says.
     */
    record AssertionFailed(int thread, StmtRef stmt, Loc loc, String message,
            org.braid.core.internal.ir.Stmt.Assert.Kind kind) implements Outcome {
        public AssertionFailed {
            Objects.requireNonNull(stmt, "stmt");
            Objects.requireNonNull(loc, "loc");
            Objects.requireNonNull(message, "message");
            Objects.requireNonNull(kind, "kind");
        }

        /** A failed assertion of kind {@code ASSERT}. */
        public AssertionFailed(int thread, StmtRef stmt, Loc loc, String message) {
            this(thread, stmt, loc, message, org.braid.core.internal.ir.Stmt.Assert.Kind.ASSERT);
        }
    }

    /**
     * In the final state, the next steps of two different threads access the same cell, at
     * least one writes, neither runs inside an atomic section, and both threads are enabled.
     * {@code first.thread() < second.thread()}.
     */
    record DataRace(Access first, Access second) implements Outcome {
        public DataRace {
            Objects.requireNonNull(first, "first");
            Objects.requireNonNull(second, "second");
            if (first.thread() == second.thread()) {
                throw new IllegalArgumentException("race within thread " + first.thread());
            }
            if (first.kind() == AccessKind.READ && second.kind() == AccessKind.READ) {
                throw new IllegalArgumentException("a race needs a write");
            }
        }
    }

    /** No thread is enabled but the program has not ended; every unfinished thread is listed. */
    record Deadlock(List<Blocked> blocked) implements Outcome {
        public Deadlock {
            blocked = List.copyOf(blocked);
        }
    }

    /**
     * The step of {@code thread} at {@code stmt} failed: memory error, division by zero, unsupported.
     *
     * @param where {@code loc} as reasons name it ({@code file:line:column}), followed for a
     *        location in an environment model by the innermost call from user code that led there,
     *        {@code " (called from f.c:13)"}, as the model checker names the same event
     */
    record Error(ErrorKind kind, String message, int thread, StmtRef stmt, Loc loc, String where) implements Outcome {
        public Error {
            Objects.requireNonNull(kind, "kind");
            Objects.requireNonNull(message, "message");
            Objects.requireNonNull(stmt, "stmt");
            Objects.requireNonNull(loc, "loc");
            Objects.requireNonNull(where, "where");
        }

        /**
         * Why a check that met this error is {@code unknown}, worded as the model checker words the
         * same event: {@code unsupported: WHAT at f.c:9:5}, {@code division by zero at f.c:9:5},
         * {@code memory error: null pointer dereference in *p at f.c:9:5}.
         */
        public String reason() {
            return switch (kind) {
                case UNSUPPORTED -> "unsupported: " + message + " at " + where;
                case DIVISION_BY_ZERO -> message + " at " + where;
                case MEMORY_ERROR -> "memory error: " + message + " at " + where;
            };
        }
    }

    /** The run reached {@link InterpreterOptions#maxSteps()} steps without ending. */
    record StepLimit(long steps) implements Outcome {
    }

    /**
     * A replay executed all its steps; the program has not ended, some thread is enabled, and
     * the final state has no race.
     */
    record Stopped(long steps) implements Outcome {
    }

    /**
     * One access of a data race: the thread, its next statement, read or write, and the cell.
     */
    record Access(int thread, StmtRef stmt, Loc loc, AccessKind kind, Cell cell) {
        public Access {
            Objects.requireNonNull(stmt, "stmt");
            Objects.requireNonNull(loc, "loc");
            Objects.requireNonNull(kind, "kind");
            Objects.requireNonNull(cell, "cell");
        }
    }

    /**
     * A memory cell: {@code object} id and byte {@code offset}; {@code display} is the access as
     * the source wrote it ({@code e->stoppingFlag}); {@code objectName} names the object for
     * people ({@code counter}, {@code malloc at f.c:12}, {@code local buf of f}).
     */
    record Cell(int object, long offset, String display, String objectName) {
        public Cell {
            Objects.requireNonNull(display, "display");
            Objects.requireNonNull(objectName, "objectName");
        }
    }

    /** An unfinished thread that cannot run, where it waits, and why ({@code assume}, {@code join 2}). */
    record Blocked(int thread, StmtRef stmt, Loc loc, String reason) {
        public Blocked {
            Objects.requireNonNull(stmt, "stmt");
            Objects.requireNonNull(loc, "loc");
            Objects.requireNonNull(reason, "reason");
        }
    }
}
