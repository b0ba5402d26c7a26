package org.braid.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.Test;

class CancellationTest {

    @Test
    void deadlineFiresWhenItsTimeHasPassed() {
        AtomicLong now = new AtomicLong(1_000);
        Deadline deadline = new Deadline(Duration.ofSeconds(2), now::get);
        now.set(1_000 + 1_999_999_999L);
        assertFalse(deadline.isCanceled());
        now.set(1_000 + 2_000_000_000L);
        assertTrue(deadline.isCanceled());
        assertEquals("timeout after 2 s", deadline.reason());
        assertEquals("timeout after 0.25 s", new Deadline(Duration.ofMillis(250), now::get).reason());
    }

    @Test
    void deadlineSurvivesClockOverflow() {
        AtomicLong now = new AtomicLong(Long.MAX_VALUE - 10);
        Deadline deadline = new Deadline(Duration.ofNanos(100), now::get);
        now.set(Long.MAX_VALUE);
        assertFalse(deadline.isCanceled());
        now.set(Long.MIN_VALUE + 100);
        assertTrue(deadline.isCanceled());
    }

    @Test
    void zeroTimeoutNeverCancels() {
        assertSame(Cancellation.none(), Cancellation.after(Duration.ZERO));
        assertFalse(Cancellation.none().isCanceled());
        assertEquals("timeout must be positive, was PT0S", assertThrows(IllegalArgumentException.class,
                () -> new Deadline(Duration.ZERO, System::nanoTime)).getMessage());
    }

    @Test
    void eitherCancelsWithTheReasonOfTheOneThatFired() {
        AtomicBoolean user = new AtomicBoolean();
        AtomicLong now = new AtomicLong();
        Cancellation both = ((Cancellation) user::get).or(new Deadline(Duration.ofSeconds(1), now::get));
        assertFalse(both.isCanceled());
        now.set(1_000_000_000L);
        assertTrue(both.isCanceled());
        assertEquals("timeout after 1 s", both.reason());
        user.set(true);
        assertEquals("canceled", both.reason());
    }
}
