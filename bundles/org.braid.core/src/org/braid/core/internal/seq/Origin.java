package org.braid.core.internal.seq;

import java.util.Objects;
import org.braid.core.internal.ir.StmtRef;

/**
 * What executing one statement or terminator of a sequential program means for the concurrent
 * program it simulates. Statements without an origin are scheduling and checking glue and do
 * not appear in the concurrent trace.
 */
public sealed interface Origin {

    /** One step of the current thread: the {@code original} statement or terminator. */
    record Step(StmtRef original) implements Origin {
        public Step {
            Objects.requireNonNull(original, "original");
        }
    }

    /** An assignment to the current-thread ghost: the assigned value is the thread that runs from here on. */
    record ThreadSwitch() implements Origin {
    }

    /**
     * The current thread stops before {@code original}, whose {@code access} is the first access
     * of a race candidate (KISS, Fig. 5: {@code check_w(&v); RAISE}). The statement carrying this
     * origin assigns the watched pointer.
     */
    record RaceChoice(StmtRef original, MemoryAccess access) implements Origin {
        public RaceChoice {
            Objects.requireNonNull(original, "original");
            Objects.requireNonNull(access, "access");
        }
    }

    /**
     * An assertion that fails when the current thread's {@code access} of {@code original}
     * conflicts with the watched access of another thread.
     */
    record RaceCheck(StmtRef original, MemoryAccess access) implements Origin {
        public RaceCheck {
            Objects.requireNonNull(original, "original");
            Objects.requireNonNull(access, "access");
        }
    }
}
