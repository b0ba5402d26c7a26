package org.braid.core.internal.ir;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** Straight-line statements of a {@link Block}; each carries its source location. */
public sealed interface Stmt {

    Loc loc();

    /** {@code target = value}. */
    record Assign(Lvalue target, Expr value, Loc loc) implements Stmt {
        public Assign {
            Objects.requireNonNull(loc, "loc");
            if (!target.type().equals(value.type())
                && !(target.type() instanceof Type.Pointer && value.type() instanceof Type.Pointer)) {
                throw new IllegalArgumentException(
                    "assigning " + value.type() + " to " + target.type() + " at " + loc);
            }
        }
    }

    /** {@code target = *}: any value of the target's type. */
    record Havoc(Lvalue target, Loc loc) implements Stmt {
        public Havoc {
            Objects.requireNonNull(target, "target");
            Objects.requireNonNull(loc, "loc");
        }
    }

    /** Blocks the thread while {@code condition} is false. */
    record Assume(Expr condition, Loc loc) implements Stmt {
        public Assume {
            requireBool(condition, loc);
        }
    }

    /**
     * An assertion; a false condition is a violation described by {@code message}. An assertion
     * made by {@link #unsupported} instead marks behaviour Braid does not model: reaching it makes
     * a check {@code unknown} with that reason, in every property, never a violation. Its
     * {@link Kind} says which property it belongs to: a check that does not select that property
     * treats it as {@link Kind} says.
     */
    record Assert(Expr condition, String message, Loc loc, Kind kind) implements Stmt {
        private static final String UNSUPPORTED = "\u0000unsupported: ";

        /** The property an assertion belongs to. */
        public enum Kind {
            /**
             * An assertion of the program ({@code assert}, {@code reach_error()}, a failed Java
             * {@code assert}'s uncaught {@code AssertionError}), property {@code assert}; not
             * checked, a failing one ends the execution (it is assumed).
             */
            ASSERT,
            /**
             * An uncaught exception where it is thrown (Java), property {@code exception}; the
             * lowering goes on after it as the JVM does (the exception unwinds its thread), so not
             * checked, it is dropped.
             */
            EXCEPTION
        }

        public Assert {
            requireBool(condition, loc);
            Objects.requireNonNull(message, "message");
            Objects.requireNonNull(kind, "kind");
        }

        /** An assertion of kind {@link Kind#ASSERT}. */
        public Assert(Expr condition, String message, Loc loc) {
            this(condition, message, loc, Kind.ASSERT);
        }

        /** This assertion with another condition, same message, location and kind. */
        public Assert withCondition(Expr other) {
            return new Assert(other, message, loc, kind);
        }

        /** Marks a point whose behaviour is not modelled: {@code what}, e.g. "vsnprintf conversion %f". */
        public static Assert unsupported(String what, Loc loc) {
            return new Assert(Expr.Const.bool(false), UNSUPPORTED + what, loc);
        }

        /**
         * Marks a point whose behaviour is not modelled only when the property of {@code kind} is
         * not checked: of kind {@code EXCEPTION}, a point where an uncaught exception could not be
         * unwound, which that property reports where it is thrown (then this is dropped).
         */
        public static Assert unsupported(String what, Loc loc, Kind kind) {
            return new Assert(Expr.Const.bool(false), UNSUPPORTED + what, loc, kind);
        }

        /** Whether this marks behaviour that is not modelled rather than a property. */
        public boolean marksUnsupported() {
            return message.startsWith(UNSUPPORTED);
        }

        /** What is not modelled, for an assertion that {@link #marksUnsupported()}. */
        public String unsupportedWhat() {
            return message.substring(UNSUPPORTED.length());
        }
    }

    /** {@code result = callee(arguments)}; no result for void or an ignored value. */
    record Call(Optional<Lvalue> result, Callee callee, List<Expr> arguments, Loc loc) implements Stmt {
        public Call {
            Objects.requireNonNull(result, "result");
            Objects.requireNonNull(callee, "callee");
            arguments = List.copyOf(arguments);
            Objects.requireNonNull(loc, "loc");
        }
    }

    /**
     * Starts a thread running {@code callee(arguments)}; stores its thread id (a positive
     * {@code int}-typed value; the initial thread is 0) into {@code threadId} if present.
     */
    record Async(Optional<Lvalue> threadId, Callee callee, List<Expr> arguments, Loc loc) implements Stmt {
        public Async {
            Objects.requireNonNull(threadId, "threadId");
            Objects.requireNonNull(callee, "callee");
            arguments = List.copyOf(arguments);
            Objects.requireNonNull(loc, "loc");
        }
    }

    /**
     * Blocks until the thread with id {@code threadId} has finished; stores the value its start
     * procedure returned into {@code result} if present.
     */
    record Join(Expr threadId, Optional<Lvalue> result, Loc loc) implements Stmt {
        public Join {
            Objects.requireNonNull(threadId, "threadId");
            Objects.requireNonNull(result, "result");
            Objects.requireNonNull(loc, "loc");
        }
    }

    /** Begins an atomic section (sections nest; the outermost end releases). */
    record AtomicBegin(Loc loc) implements Stmt {
        public AtomicBegin {
            Objects.requireNonNull(loc, "loc");
        }
    }

    /** Ends an atomic section. */
    record AtomicEnd(Loc loc) implements Stmt {
        public AtomicEnd {
            Objects.requireNonNull(loc, "loc");
        }
    }

    /**
     * {@code target = new object of size bytes}: a fresh heap object, its contents
     * indeterminate, or zero-filled when {@code zeroed} ({@code calloc}). {@code site} names the
     * allocation for reports ("malloc at f.c:12").
     */
    record Alloc(Lvalue target, Expr size, boolean zeroed, String site, Loc loc) implements Stmt {
        public Alloc {
            if (!(target.type() instanceof Type.Pointer)) {
                throw new IllegalArgumentException("allocation into " + target.type() + " at " + loc);
            }
            if (!(size.type() instanceof Type.Int)) {
                throw new IllegalArgumentException("allocation size of type " + size.type());
            }
            Objects.requireNonNull(site, "site");
            Objects.requireNonNull(loc, "loc");
        }
    }

    /** Releases a heap object; freeing null does nothing. */
    record Free(Expr pointer, Loc loc) implements Stmt {
        public Free {
            if (!(pointer.type() instanceof Type.Pointer)) {
                throw new IllegalArgumentException("free of " + pointer.type());
            }
            Objects.requireNonNull(loc, "loc");
        }
    }

    private static void requireBool(Expr condition, Loc loc) {
        Objects.requireNonNull(loc, "loc");
        if (!(condition.type() instanceof Type.Bool)) {
            throw new IllegalArgumentException("condition of type " + condition.type() + " at " + loc);
        }
    }
}
