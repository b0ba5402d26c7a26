package braid.models.java.util.concurrent;

import braid.Intrinsics;

/**
 * Braid's model of {@code java.util.concurrent.CountDownLatch}: the count, read and written only
 * inside atomic sections ({@code await = atomic { assume(count == 0) }}), so the latch itself never
 * races. A negative initial count fails as on the JVM; nothing interrupts a thread. Methods not
 * declared here are unsupported.
 */
public class CountDownLatch {
    private long count;

    public CountDownLatch(int count) {
        Intrinsics.check(count >= 0, "IllegalArgumentException: count < 0");
        this.count = count;
    }

    public void countDown() {
        Intrinsics.atomicBegin();
        if (count > 0) {
            count = count - 1;
        }
        Intrinsics.atomicEnd();
    }

    public void await() throws InterruptedException {
        Intrinsics.atomicBegin();
        Intrinsics.assume(count == 0);
        Intrinsics.atomicEnd();
    }

    public long getCount() {
        Intrinsics.atomicBegin();
        long current = count;
        Intrinsics.atomicEnd();
        return current;
    }
}
