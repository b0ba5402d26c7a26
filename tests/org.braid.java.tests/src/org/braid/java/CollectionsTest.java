package org.braid.java;

import static org.braid.java.JavaChecks.assertFindings;
import static org.braid.java.JavaChecks.assertNoViolation;
import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.braid.core.CheckResult;
import org.braid.core.Verdict;
import org.junit.jupiter.api.Test;

/**
 * The collection models: the non-thread-safe ones race on their state at the user's calls, a
 * {@code ConcurrentHashMap} does not (but a check-then-act of two calls still breaks), and keys are
 * compared by {@code hashCode} and {@code equals} as the JDK compares them. Exact findings of each fixture of
 * {@code fixtures/e2e/}; the safe ones reach every assertion.
 */
class CollectionsTest {

    private static CheckResult check(String name) throws Exception {
        return JavaChecks.check("e2e/" + name, "timeout=300");
    }

    /**
     * Both puts read and write the map's state, so either read/write pair is the race the
     * solver's counterexample may name (one finding per location and kind of conflict).
     */
    @Test
    void hashMapSharedWithoutSynchronizationRacesAtThePutsAndLosesAnEntry() throws Exception {
        JavaChecks.assertUpdatesRace(check("hashmap-put-unsafe.java"), "java.util.HashMap.state", 8, 9,
            List.of("14: assert cache.size() == 2: an entry was lost"));
    }

    @Test
    void concurrentHashMapDoesNotRace() throws Exception {
        assertNoViolation(check("concurrent-hashmap-safe.java"));
    }

    @Test
    void checkThenActOnAConcurrentHashMapViolatesTheAssertWithoutARace() throws Exception {
        assertFindings(check("concurrent-hashmap-check-then-act-unsafe.java"), List.of(),
            List.of("23: assert created.get() == 1: two sessions were created for one user"));
    }

    @Test
    void arrayListAddRacesWithSetAtTheUsersCalls() throws Exception {
        assertFindings(check("arraylist-add-unsafe.java"), List.of("java.util.ArrayList.state write@9/read@11"),
            List.of());
    }

    @Test
    void keysAreComparedByHashCodeAndEquals() throws Exception {
        assertNoViolation(check("hash-keys-safe.java"));
    }
}
