package braid.models.java.lang;

import braid.Intrinsics;

/**
 * Braid's model of {@code java.lang.Thread}: the target given to the constructor, the name given
 * to it or to {@code setName}, and the CIR thread id once started (read and written atomically,
 * so the bookkeeping never races; the JDK's name field is volatile).
 * {@code start()} starts a CIR thread that calls this thread's {@code run()} by virtual dispatch;
 * starting twice fails as on the JVM; {@code join()} waits for the CIR thread, and returns at
 * once for a thread never started; {@code sleep}, {@code yield} and {@code onSpinWait} do nothing
 * but let other threads run. Methods not declared here are unsupported.
 *
 * <p>Names: traces and findings name the thread as the JVM does ({@code Intrinsics.nameThread},
 * which the program cannot observe): the name given to a constructor or {@code setName}, else
 * {@code "Thread-"} with the number the JDK's {@code Thread()} and {@code Thread(Runnable)} take
 * from a global counter at construction ({@code Thread-0}, {@code Thread-1}, ... in the order of
 * the constructions in the execution). The model keeps no counter of its own, so numbering adds
 * no shared state, race or dependence; {@code getName()} therefore answers only for a thread
 * given a name (else the check is {@code unknown}).
 */
public class Thread implements Runnable {
    private Runnable target;
    private int tid;
    /** The name given to a constructor or {@code setName}, null for a numbered {@code Thread-N}. */
    private String name;

    public Thread() {
        Intrinsics.nameThread(this, "Thread-", true);
    }

    public Thread(Runnable task) {
        target = task;
        Intrinsics.nameThread(this, "Thread-", true);
    }

    public Thread(Runnable task, String name) {
        Intrinsics.check(name != null, "NullPointerException: 'name' is null");
        target = task;
        named(name);
    }

    public Thread(String name) {
        Intrinsics.check(name != null, "NullPointerException: 'name' is null");
        named(name);
    }

    /**
     * A worker of an executor model: the JDK's pool threads are named by their pool's thread
     * factory ({@code pool-1-thread-1}), which the models do not follow, so it takes no
     * {@code Thread-N} number and no name (traces show its id). Not a JDK constructor: programs
     * cannot call it.
     */
    protected Thread(boolean poolWorker) {
    }

    public final void setName(String name) {
        Intrinsics.check(name != null, "NullPointerException: name cannot be null");
        named(name);
    }

    public final String getName() {
        Intrinsics.atomicBegin();
        String given = name;
        Intrinsics.atomicEnd();
        Intrinsics.bounded(given != null, "getName() of a thread without a given name (Thread-N)");
        return given;
    }

    private void named(String given) {
        Intrinsics.atomicBegin();
        name = given;
        Intrinsics.atomicEnd();
        Intrinsics.nameThread(this, given, false);
    }

    @Override
    public void run() {
        if (target != null) {
            target.run();
        }
    }

    public void start() {
        Intrinsics.atomicBegin();
        int started = tid;
        Intrinsics.atomicEnd();
        Intrinsics.check(started == 0, "IllegalThreadStateException: thread started twice");
        int id = Intrinsics.start(this);
        Intrinsics.atomicBegin();
        tid = id;
        Intrinsics.atomicEnd();
    }

    /**
     * Sleeping only lets other threads run, which every interleaving already explores: a no-op
     * (threads are never interrupted in this model).
     */
    public static void sleep(long millis) throws java.lang.InterruptedException {
        Intrinsics.check(millis >= 0, "IllegalArgumentException: timeout value is negative");
    }

    /** A hint to the scheduler: a no-op, every interleaving is explored anyway. */
    public static void yield() {
    }

    /** A hint to the processor: a no-op. */
    public static void onSpinWait() {
    }

    public final void join() throws java.lang.InterruptedException {
        Intrinsics.atomicBegin();
        int id = tid;
        Intrinsics.atomicEnd();
        if (id != 0) {
            Intrinsics.join(id);
        }
    }
}
