package braid;

/**
 * The only methods Braid's Java front end gives a meaning of its own; Java models of the JDK
 * (package {@code braid.models}) are built from them. A call is lowered to one CIR statement.
 * The bodies here are never run.
 */
public final class Intrinsics {

    private Intrinsics() {
    }

    /** Begins an atomic section (nestable): no other thread runs until the matching end. */
    public static void atomicBegin() {
    }

    /** Ends an atomic section. */
    public static void atomicEnd() {
    }

    /** Blocks the calling thread while {@code condition} is false (inside an atomic section, gives up the turn). */
    public static void assume(boolean condition) {
    }

    /**
     * A check the JVM makes: a false {@code condition} is an assertion finding
     * "uncaught {@code exception}" (a string literal); execution goes on only where it holds.
     */
    public static void check(boolean condition, String exception) {
    }

    /**
     * Starts a CIR thread that calls {@code thread.run()} by virtual dispatch; returns its thread
     * id (positive).
     */
    public static int start(Object thread) {
        return 0;
    }

    /** The calling thread's identity (positive, the one monitors record as their owner). */
    public static int threadId() {
        return 0;
    }

    /**
     * Where a model stops modelling (a collection's fixed capacity): a false {@code withinModel}
     * makes the check {@code unknown}, "unsupported: {@code what}" at the user's call.
     */
    public static void bounded(boolean withinModel, String what) {
    }

    /**
     * Its argument, as a {@code T}: the unchecked conversion of an erased value back to a type
     * variable (no check, as on the JVM, where the type variable's erasure is {@code Object}).
     */
    public static <T> T erased(Object value) {
        return null;
    }

    /**
     * Whether {@code other} is not null and of the run-time class of {@code self} (not null): for a
     * final class, {@code other instanceof C} where {@code self} is a {@code C}.
     */
    public static boolean sameClass(Object self, Object other) {
        return false;
    }

    /**
     * Names {@code thread} (an object a thread is started with; null: the calling thread) for
     * traces and findings: {@code name}, or with {@code numbered}, {@code name} followed by how
     * many numbered names with that prefix the execution gave before ({@code "Thread-"}: the JDK's
     * {@code Thread-0}, {@code Thread-1}, ...). The program cannot observe it and no engine sees it
     * (CIR {@code ThreadNaming}); {@code name} is a string literal or a string of the model of
     * {@code String}, not null.
     */
    public static void nameThread(Object thread, Object name, boolean numbered) {
    }

    /** Waits until the CIR thread with this id has finished. */
    public static void join(int thread) {
    }
}
