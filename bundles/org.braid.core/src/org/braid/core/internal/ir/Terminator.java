package org.braid.core.internal.ir;

import java.util.Objects;
import java.util.Optional;

/** How control leaves a {@link Block}. */
public sealed interface Terminator {

    Loc loc();

    /** Continue at the block with this label. */
    record Goto(String target, Loc loc) implements Terminator {
        public Goto {
            Objects.requireNonNull(target, "target");
            Objects.requireNonNull(loc, "loc");
        }
    }

    /** Two-way branch on a boolean condition. */
    record Branch(Expr condition, String then, String otherwise, Loc loc) implements Terminator {
        public Branch {
            if (!(condition.type() instanceof Type.Bool)) {
                throw new IllegalArgumentException("branch on " + condition.type() + " at " + loc);
            }
            Objects.requireNonNull(then, "then");
            Objects.requireNonNull(otherwise, "otherwise");
            Objects.requireNonNull(loc, "loc");
        }
    }

    /**
     * Return from the procedure, with a value unless it returns void. A return at
     * {@link #ABANDONS} leaves the activation without ending it.
     */
    record Return(Optional<Expr> value, Loc loc) implements Terminator {
        /**
         * The location of a sequentialization's return that abandons a thread which a context
         * switch stops for good (KISS's {@code RAISE} and its propagation to the scheduler): the
         * activation's in-memory locals stay alive, as the preempted thread of the concurrent
         * program keeps them, so another thread may still use them.
         */
        public static final Loc ABANDONS = new Loc("<braid>", 0, 0, "return abandoning the thread");

        public Return {
            Objects.requireNonNull(value, "value");
            Objects.requireNonNull(loc, "loc");
        }
    }

    /** Ends the whole program normally ({@code exit}, or {@code abort} where it is not a bug). */
    record Exit(Loc loc) implements Terminator {
        public Exit {
            Objects.requireNonNull(loc, "loc");
        }
    }
}
