package org.braid.java;

import static org.braid.java.JavaChecks.assertFindings;
import static org.braid.java.JavaChecks.assertNoViolation;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.braid.core.CheckResult;
import org.braid.core.Verdict;
import org.junit.jupiter.api.Test;

/**
 * Iterating the collection models: the enhanced {@code for} over an {@code Iterable} and explicit
 * iterators, with the JDK's fail-fast semantics ({@code ConcurrentModificationException} exactly
 * where the JVM throws it, none where it does not), the JDK's order for {@code HashSet} and the
 * views of {@code HashMap}, snapshots for {@code CopyOnWriteArrayList}; and iteration racing with
 * an unsynchronized modification from another thread. Each fixture of {@code fixtures/e2e/} was run
 * with {@code java -ea}: the JVM passes the safe ones and throws the
 * {@code ConcurrentModificationException} of {@code iterate-remove-cme-unsafe} at line 11. A
 * failed check inside a model is reported at the user's call with its source text as message.
 */
class IterationTest {

    private static CheckResult check(String name, String... settings) throws Exception {
        String[] all = new String[settings.length + 1];
        all[0] = "timeout=300";
        System.arraycopy(settings, 0, all, 1, settings.length);
        return JavaChecks.check("e2e/" + name, all);
    }

    @Test
    void removingFromTheListInsideItsForThrowsConcurrentModificationAtTheNextNext() throws Exception {
        assertFindings(check("iterate-remove-cme-unsafe.java"), List.of(),
            List.of("11: uncaught ConcurrentModificationException"));
    }

    /**
     * Unboxing loop variables, {@code Iterator.remove}, removing the next-to-last element (the loop
     * ends quietly), an {@code add} in the loop caught as {@code ConcurrentModificationException},
     * {@code NoSuchElementException}, {@code remove()} before {@code next()} as
     * {@code IllegalStateException}, a {@code CopyOnWriteArrayList} iterated over its snapshot.
     */
    @Test
    void listIterationIsTheJdks() throws Exception {
        assertNoViolation(check("iterate-list-safe.java"));
    }

    /** Bucket order ({@code 17, 1, 33} share a bucket, in insertion order), {@code keySet()}, {@code values()}, removal. */
    @Test
    void hashSetAndHashMapViewsIterateInTheJdksOrder() throws Exception {
        assertNoViolation(check("iterate-hash-safe.java"));
    }

    @Test
    void theProgramsOwnIterableWorksInAnEnhancedFor() throws Exception {
        assertNoViolation(check("iterate-own-iterable-safe.java"));
    }

    /**
     * The reader's {@code hasNext()} and {@code next()} (both at the {@code for} line) read the
     * list's state the writer's {@code add} writes: one race, located at the two user lines,
     * and the {@code ConcurrentModificationException} the JVM throws when the add comes between
     * the reader's {@code next()} calls. With the bounded model checker this took over 60 s.
     */
    @Test
    void iteratingWhileAnotherThreadAddsRacesOnTheListState() throws Exception {
        assertFindings(check("iterate-while-adding-unsafe.java", "engine=dpor"),
            List.of("java.util.ArrayList.state write@11/read@13"),
            List.of("13: uncaught ConcurrentModificationException"));
    }

    @Test
    void iteratingAndAddingUnderTheListsMonitorIsProved() throws Exception {
        CheckResult result = check("iterate-while-adding-synchronized-safe.java", "engine=dpor");
        assertEquals(Verdict.PROVED, result.verdict(), () -> "reason: " + result.reason() + " " + result.findings());
    }

    @Test
    void iteratingTheKeySetWhileAnotherThreadPutsRacesOnTheMapState() throws Exception {
        assertFindings(check("iterate-map-while-putting-unsafe.java", "engine=dpor"),
            List.of("java.util.HashMap.state write@11/read@13"),
            List.of("13: uncaught ConcurrentModificationException"));
    }

    @Test
    void iteratingTheKeySetAndPuttingUnderTheMapsMonitorIsProved() throws Exception {
        CheckResult result = check("iterate-map-while-putting-synchronized-safe.java", "engine=dpor");
        assertEquals(Verdict.PROVED, result.verdict(), () -> "reason: " + result.reason() + " " + result.findings());
    }

    /**
     * {@code Collections.synchronizedList}'s {@code add} holds the wrapper's monitor, its iterator
     * does not (the JDK asks the user to): the reader's {@code for} races with the writer's add.
     */
    @Test
    void iteratingASynchronizedListWithoutItsMonitorRaces() throws Exception {
        assertFindings(check("iterate-synchronized-list-unlocked-unsafe.java", "engine=dpor"),
            List.of("java.util.ArrayList.state write@15/read@17"),
            List.of("17: uncaught ConcurrentModificationException"));
    }

    @Test
    void iteratingASynchronizedListHoldingItsMonitorIsProved() throws Exception {
        CheckResult result = check("iterate-synchronized-list-locked-safe.java", "engine=dpor");
        assertEquals(Verdict.PROVED, result.verdict(), () -> "reason: " + result.reason() + " " + result.findings());
    }
}
