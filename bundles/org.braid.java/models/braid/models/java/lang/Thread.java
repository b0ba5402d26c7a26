package braid.models.java.lang;

import braid.Intrinsics;

/**
 * Braid's model of {@code java.lang.Thread}: the target given to the constructor, and the CIR
 * thread id once started (read and written atomically, so the bookkeeping never races).
 * {@code start()} starts a CIR thread that calls this thread's {@code run()} by virtual dispatch;
 * starting twice fails as on the JVM; {@code join()} waits for the CIR thread, and returns at
 * once for a thread never started; {@code sleep}, {@code yield} and {@code onSpinWait} do nothing
 * but let other threads run. Methods not declared here are unsupported.
 */
public class Thread implements Runnable {
    private Runnable target;
    private int tid;

    public Thread() {
    }

    public Thread(Runnable task) {
        target = task;
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
