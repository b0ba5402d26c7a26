package braid.models.java.lang;

import braid.Intrinsics;

/**
 * Braid's model of {@code java.lang.Thread}: the target given to the constructor, and the CIR
 * thread id once started (read and written atomically, so the bookkeeping never races).
 * {@code start()} starts a CIR thread that calls this thread's {@code run()} by virtual dispatch;
 * starting twice fails as on the JVM; {@code join()} waits for the CIR thread, and returns at
 * once for a thread never started. Methods not declared here are unsupported.
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

    public final void join() throws InterruptedException {
        Intrinsics.atomicBegin();
        int id = tid;
        Intrinsics.atomicEnd();
        if (id != 0) {
            Intrinsics.join(id);
        }
    }
}
