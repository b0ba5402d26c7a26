package org.braid.java.internal.lower;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Variable;
import org.braid.java.internal.types.ClassInfo;
import org.braid.java.internal.types.JavaTypes;
import org.braid.java.internal.types.Layout;

/**
 * Java exceptions without a change to the core: every procedure returns normally, a thrown
 * exception waits in the thread-local global {@link #PENDING}, and the caller checks it after
 * every call ({@link MethodContext#afterCall}), going to its handler or to its own exception exit.
 * <p>
 * An exception nothing will catch must stay a finding where it is thrown (as failed run-time checks
 * always were, and as the JVM's stack trace shows it). So every thread counts, per type a
 * {@code catch} clause names, the handlers for it it is inside ({@code try} bodies entered and
 * not left): a thread-local global per type. Where an exception of class {@code K} is thrown, it is
 * caught somewhere up the stack exactly when a counter of a supertype of {@code K} is positive;
 * otherwise the throw is the finding "uncaught ..." (an assertion of kind {@code EXCEPTION}, or
 * {@code ASSERT} for an {@code AssertionError}). Either way the exception then propagates: one
 * that nothing catches unwinds its thread as on the JVM, running {@code finally} blocks and
 * releasing monitors up to the thread's entry, where the thread ends ({@code join} returns). A
 * check that selects the finding's property stops there; one that does not goes on with the other
 * threads. A {@code finally}
 * block that may complete abruptly (and so discard an exception) counts as a handler of
 * {@code Throwable}; an exception it does not discard after all is thrown again after it (a finding
 * there, at the {@code try}, if nothing else catches it). An exception pending at a thread's entry
 * after all is the finding {@link #UNCAUGHT_AT_ENTRY} ({@link MethodContext#reportUncaught()}).
 * <p>
 * When the program can throw no exception at all ({@link #enabled()} false), nothing is ever
 * pending: no checks after calls, and handlers are dead code. Checks after calls of procedures that
 * never throw are dropped ({@link ThrowingCalls}).
 */
public final class Exceptions {
    /** The thrown exception on its way to a handler, or null; one per thread. */
    public static final String PENDING = "java.lang.Throwable.pending";
    private static final String COUNTER = "java.lang.Throwable.handlers:";
    private static final String ASSERTION_ERROR = "java.lang.AssertionError";
    /**
     * The classes of the exceptions the JVM throws itself at the run-time checks the front end
     * lowers ({@code expr.Checks}, the models' {@code Intrinsics.check}), and of a failed
     * {@code assert}; the collections' iterators throw the two of {@code java.util}.
     */
    public static final List<String> RAISED_BY_THE_JVM = List.of("java.lang.NullPointerException",
        "java.lang.ArithmeticException", "java.lang.ArrayIndexOutOfBoundsException",
        "java.lang.NegativeArraySizeException", "java.lang.ClassCastException", "java.lang.IllegalMonitorStateException",
        "java.lang.IllegalArgumentException", "java.lang.IllegalThreadStateException",
        "java.lang.UnsupportedOperationException", "java.lang.AssertionError", "java.lang.IndexOutOfBoundsException",
        "java.lang.StringIndexOutOfBoundsException", "java.util.ConcurrentModificationException",
        "java.util.NoSuchElementException");

    private final boolean enabled;
    private final Set<String> caughtTypes;

    /**
     * @param caughtTypes the erased qualified names of the types the program's {@code catch} clauses
     *        name (with {@code java.lang.Throwable} for a {@code finally} block that may complete abruptly)
     * @param enabled whether some of them can catch an exception the program can throw
     */
    public Exceptions(Set<String> caughtTypes, boolean enabled) {
        this.caughtTypes = new TreeSet<>(caughtTypes);
        this.enabled = enabled;
    }

    public boolean enabled() {
        return enabled;
    }

    /** The thread's pending exception. */
    public Lvalue.Mem pending(ProgramParts program) {
        return new Lvalue.Mem(program.modelGlobal(PENDING, JavaTypes.REF, true), JavaTypes.REF, PENDING);
    }

    public Expr isPending(ProgramParts program) {
        return Ir.binary(Expr.BinaryOp.NE, Ir.read(pending(program)), Ir.nullRef());
    }

    /** The thread's count of the handlers of {@code type} it is inside. */
    public Lvalue.Mem counter(ProgramParts program, String type) {
        String name = COUNTER + type;
        return new Lvalue.Mem(program.modelGlobal(name, JavaTypes.INT, true), JavaTypes.INT, name);
    }

    /** Adds {@code delta} to the counters of {@code types} (entering or leaving handlers). */
    public void count(MethodContext ctx, List<String> types, int delta) {
        for (String type : types) {
            Lvalue.Mem counter = counter(ctx.program(), type);
            ctx.emit(new Stmt.Assign(counter, Ir.binary(Expr.BinaryOp.ADD, Ir.read(counter),
                Ir.integer(delta, JavaTypes.INT)), ctx.loc()));
        }
    }

    /** Whether a handler the thread is inside catches an exception of class {@code thrown}. */
    public Expr caught(ProgramParts program, ClassInfo thrown) {
        Expr any = Ir.bool(false);
        for (String type : caughtTypes) {
            if (thrown.isSubtypeOf(type)) {
                any = Ir.binary(Expr.BinaryOp.LOR, any,
                    Ir.binary(Expr.BinaryOp.GT, Ir.read(counter(program, type)), Ir.integer(0, JavaTypes.INT)));
            }
        }
        return any;
    }

    /**
     * Throws {@code exception} (not null), whose class is one of {@code classes}: the finding
     * {@code message} if no handler catches it (of the property {@link #kindOf} says), and either way
     * it becomes the pending exception and propagates, so that one nothing catches unwinds its
     * thread as on the JVM (a check that does not select the property {@code exception} goes on
     * there). An uncaught {@code AssertionError} ends the execution (an assumption after its
     * assertion): an assertion failure does in every property selection, as in C.
     */
    public void raise(MethodContext ctx, Expr exception, List<ClassInfo> classes, String message) {
        if (!enabled) {
            fail(ctx, message, kindOf(classes));
            return;
        }
        ProgramParts program = ctx.program();
        Expr caught = Ir.bool(false);
        Expr assertionError = Ir.bool(false);
        boolean mixed = classes.stream().map(Exceptions::kindOf).distinct().count() > 1;
        if (classes.size() == 1) {
            caught = caught(program, classes.get(0));
        } else if (!classes.isEmpty()) {
            Variable classId = ctx.newTemp(JavaTypes.INT);
            ctx.emit(new Stmt.Assign(new Lvalue.Var(classId),
                Ir.read(Ir.cell(exception, Layout.CLASS_ID, JavaTypes.INT, "class id")), ctx.loc()));
            for (ClassInfo cls : classes) {
                Expr isThis = Ir.binary(Expr.BinaryOp.EQ, Ir.read(new Lvalue.Var(classId)),
                    Ir.integer(cls.id(), JavaTypes.INT));
                caught = Ir.binary(Expr.BinaryOp.LOR, caught, Ir.binary(Expr.BinaryOp.LAND, isThis, caught(program, cls)));
                if (mixed && kindOf(cls) == Stmt.Assert.Kind.ASSERT) {
                    assertionError = Ir.binary(Expr.BinaryOp.LOR, assertionError, isThis);
                }
            }
        }
        Variable isCaught = ctx.newTemp(org.braid.core.internal.ir.Type.BOOL);
        ctx.emit(new Stmt.Assign(new Lvalue.Var(isCaught), caught, ctx.loc()));
        Expr handled = Ir.read(new Lvalue.Var(isCaught));
        if (mixed) {
            Variable isAssertionError = ctx.newTemp(org.braid.core.internal.ir.Type.BOOL);
            ctx.emit(new Stmt.Assign(new Lvalue.Var(isAssertionError), assertionError, ctx.loc()));
            Expr ae = Ir.read(new Lvalue.Var(isAssertionError));
            Expr assertionHandled = Ir.binary(Expr.BinaryOp.LOR, handled, Ir.not(ae));
            ctx.emit(new Stmt.Assert(assertionHandled, message, ctx.loc(), Stmt.Assert.Kind.ASSERT));
            ctx.emit(new Stmt.Assume(assertionHandled, ctx.loc()));
            ctx.emit(new Stmt.Assert(Ir.binary(Expr.BinaryOp.LOR, handled, ae), message, ctx.loc(),
                Stmt.Assert.Kind.EXCEPTION));
        } else if (kindOf(classes) == Stmt.Assert.Kind.ASSERT) {
            ctx.emit(new Stmt.Assert(handled, message, ctx.loc(), Stmt.Assert.Kind.ASSERT));
            ctx.emit(new Stmt.Assume(handled, ctx.loc()));
        } else {
            ctx.emit(new Stmt.Assert(handled, message, ctx.loc(), Stmt.Assert.Kind.EXCEPTION));
        }
        ctx.emit(new Stmt.Assign(pending(program), exception, ctx.loc()));
        ctx.propagate();
    }

    /**
     * The property of an uncaught exception of class {@code cls}: {@code assert} for an
     * {@code AssertionError} (a failed {@code assert}, a JUnit assertion), else {@code exception}.
     */
    public static Stmt.Assert.Kind kindOf(ClassInfo cls) {
        return cls.isSubtypeOf(ASSERTION_ERROR) ? Stmt.Assert.Kind.ASSERT : Stmt.Assert.Kind.EXCEPTION;
    }

    /** The kind of an exception of one of {@code classes}: {@code exception} unless all are {@code AssertionError}s. */
    public static Stmt.Assert.Kind kindOf(List<ClassInfo> classes) {
        return !classes.isEmpty() && classes.stream().allMatch(c -> kindOf(c) == Stmt.Assert.Kind.ASSERT)
            ? Stmt.Assert.Kind.ASSERT : Stmt.Assert.Kind.EXCEPTION;
    }

    /** The kind of an exception of the class named {@code qualifiedName}. */
    public static Stmt.Assert.Kind kindOf(String qualifiedName) {
        return qualifiedName.equals(ASSERTION_ERROR) ? Stmt.Assert.Kind.ASSERT : Stmt.Assert.Kind.EXCEPTION;
    }

    /** The finding {@code message} here, ending the execution (what follows is dead). */
    public static void fail(MethodContext ctx, String message, Stmt.Assert.Kind kind) {
        ctx.emit(new Stmt.Assert(Ir.bool(false), message, ctx.loc(), kind));
        ctx.emit(new Stmt.Assume(Ir.bool(false), ctx.loc()));
    }

    /**
     * The finding where an exception left a thread after all (a safety net: every throw checks its
     * handlers); of kind {@code EXCEPTION}, so without that property the thread just ends.
     */
    public static final String UNCAUGHT_AT_ENTRY =
        "uncaught exception (still pending when the thread ended)";
}
