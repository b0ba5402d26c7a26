package org.braid.java;

import static org.braid.java.JavaChecks.assertFindings;
import static org.braid.java.JavaChecks.assertNoViolation;
import static org.junit.jupiter.api.Assertions.assertAll;

import java.util.List;
import org.braid.core.CheckResult;
import org.junit.jupiter.api.Test;

/**
 * The model of {@code StampedLock} ({@code models/.../locks/StampedLock.java}): the write lock
 * excludes readers, read locks are shared, optimistic stamps validate until a write lock, and a
 * stamp that does not match fails like the JDK's. Each fixture of {@code fixtures/e2e/} was run with
 * {@code java -ea}: the JVM passes all but {@code stamped-stamps-unsafe}, which it fails with
 * {@code IllegalMonitorStateException} at line 30; the racy ones it passes unless the race hits.
 */
class StampedLockTest {

    private static CheckResult check(String name, String... settings) throws Exception {
        String[] all = new String[settings.length + 1];
        all[0] = "timeout=300";
        System.arraycopy(settings, 0, all, 1, settings.length);
        return JavaChecks.check("e2e/" + name, all);
    }

    @Test
    void writeLockExcludesTheReaderAndReadLockSeesAWholeMove() throws Exception {
        assertNoViolation(check("stamped-write-read-safe.java"));
    }

    @Test
    void writingUnderAReadLockRacesAndLosesAnUpdate() throws Exception {
        JavaChecks.assertUpdatesRace(check("stamped-read-lock-write-unsafe.java"), "Main.count", 12, 12,
            List.of("21: assert count == 2: an update was lost"));
    }

    /**
     * The stamps of every operation as the JDK's (the earlier asserts hold), then a read stamp
     * given to {@code unlockWrite}: the model's failed check, reported at the user's call.
     */
    @Test
    void stampsAreTheJdksAndAReadStampDoesNotUnlockTheWriteLock() throws Exception {
        assertFindings(check("stamped-stamps-unsafe.java"), List.of(), List.of("30: uncaught IllegalMonitorStateException"));
    }

    /**
     * The optimistic-read idiom: the optimistic reads race with the writer's writes (reported: they
     * are data races), yet after {@code validate} and the fallback to a read lock the reader never
     * uses a half-moved point, so the assertion property alone has no violation.
     */
    @Test
    void optimisticReadsRaceButValidateKeepsThePointWhole() throws Exception {
        CheckResult all = check("stamped-optimistic-validate-race.java");
        CheckResult assertions = check("stamped-optimistic-validate-race.java", "properties=assert");
        assertAll(
            () -> assertFindings(all, List.of("Main.x write@14/read@20", "Main.y write@15/read@21"), List.of()),
            () -> assertNoViolation(assertions));
    }

    @Test
    void optimisticReadsWithoutValidateSeeAHalfMovedPoint() throws Exception {
        assertFindings(check("stamped-optimistic-no-validate-unsafe.java", "properties=assert"), List.of(),
            List.of("19: assert seenX == seenY: a half-moved point"));
    }
}
