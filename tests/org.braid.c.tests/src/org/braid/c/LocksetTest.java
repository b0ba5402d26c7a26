package org.braid.c;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import java.util.Set;
import org.braid.core.internal.harness.Harness;
import org.braid.core.internal.harness.HarnessSpec;
import org.braid.core.internal.harness.Harnesses;
import org.braid.core.internal.lockset.Locksets;
import org.junit.jupiter.api.Test;

/**
 * The lockset pre-pass on small C programs over the real environment models (locks found by what
 * the models do): exact race-free sets, and the conservative answer where mutual exclusion is not
 * certain.
 */
class LocksetTest {

    private static final String HEAD = """
        #include <pthread.h>
        pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
        pthread_mutex_t n = PTHREAD_MUTEX_INITIALIZER;
        int x;
        int y;
        int __VERIFIER_nondet_int(void);
        """;

    private static final String MAIN = """
        int main(void)
        {
            pthread_t a, b;
            pthread_create(&a, 0, t1, 0);
            pthread_create(&b, 0, t2, 0);
            return 0;
        }
        """;

    private static Locksets analyze(String body) throws Exception {
        LoweringResult lowered = Fixtures.lowerText(HEAD + body + MAIN);
        Harness h = Harnesses.build(lowered.program(), new HarnessSpec.Main());
        return Locksets.analyze(h.program(), h.entry());
    }

    private static Locksets analyzeWithMain(String body) throws Exception {
        LoweringResult lowered = Fixtures.lowerText(HEAD + body);
        Harness h = Harnesses.build(lowered.program(), new HarnessSpec.Main());
        return Locksets.analyze(h.program(), h.entry());
    }

    @Test
    void protectedAndUnprotectedLocations() throws Exception {
        Locksets l = analyze("""
            void *t1(void *p) { pthread_mutex_lock(&m); x = x + 1; pthread_mutex_unlock(&m); y = 1; return 0; }
            void *t2(void *p) { pthread_mutex_lock(&m); x = 2; y = 2; pthread_mutex_unlock(&m); return 0; }
            """);
        assertEquals(Optional.empty(), l.givenUp());
        assertEquals(Set.of("m"), l.locks());
        assertFalse(l.mayRace("x"));
        assertTrue(l.mayRace("y"));
        assertTrue(l.raceFreeGlobals().contains("x"));
        assertFalse(l.raceFreeGlobals().contains("y"));
    }

    @Test
    void differentLocksDoNotProtect() throws Exception {
        Locksets l = analyze("""
            void *t1(void *p) { pthread_mutex_lock(&m); x = 1; pthread_mutex_unlock(&m); return 0; }
            void *t2(void *p) { pthread_mutex_lock(&n); x = 2; pthread_mutex_unlock(&n); return 0; }
            """);
        assertEquals(Set.of("m", "n"), l.locks());
        assertTrue(l.mayRace("x"));
    }

    @Test
    void lockReleasedOnOneBranchOnly() throws Exception {
        Locksets l = analyze("""
            void *t1(void *p) {
                pthread_mutex_lock(&m);
                if (__VERIFIER_nondet_int()) { pthread_mutex_unlock(&m); x = 1; return 0; }
                x = 3;
                y = 3;
                pthread_mutex_unlock(&m);
                return 0;
            }
            void *t2(void *p) { pthread_mutex_lock(&m); x = 2; y = 2; pthread_mutex_unlock(&m); return 0; }
            """);
        assertEquals(Optional.empty(), l.givenUp());
        assertEquals(Set.of("m"), l.locks());
        assertTrue(l.mayRace("x"));
        assertFalse(l.mayRace("y"));
    }

    @Test
    void lockPassedThroughAPointerParameter() throws Exception {
        Locksets l = analyze("""
            void bump(pthread_mutex_t *lock, int *cell) { pthread_mutex_lock(lock); *cell = *cell + 1; pthread_mutex_unlock(lock); }
            void *t1(void *p) { bump(&m, &x); return 0; }
            void *t2(void *p) { pthread_mutex_t *q = &m; pthread_mutex_lock(q); x = 0; pthread_mutex_unlock(q); return 0; }
            """);
        assertEquals(Set.of("m"), l.locks());
        assertFalse(l.mayRace("x"));
    }

    @Test
    void recursionGivesUp() throws Exception {
        Locksets l = analyze("""
            void down(int k) { if (k > 0) { down(k - 1); } }
            void *t1(void *p) { pthread_mutex_lock(&m); x = 1; down(2); pthread_mutex_unlock(&m); return 0; }
            void *t2(void *p) { pthread_mutex_lock(&m); x = 2; pthread_mutex_unlock(&m); return 0; }
            """);
        assertEquals(Optional.of("recursive call of down"), l.givenUp());
        assertTrue(l.mayRace("x"));
        assertEquals(Set.of(), l.raceFreeGlobals());
    }

    @Test
    void recursiveMutexIsNotRecognised() throws Exception {
        Locksets l = analyzeWithMain("""
            void *t1(void *p) { pthread_mutex_lock(&n); pthread_mutex_lock(&n); x = 1; pthread_mutex_unlock(&n); pthread_mutex_unlock(&n); return 0; }
            int main(void)
            {
                pthread_t a, b;
                pthread_mutexattr_t attr;
                pthread_mutexattr_init(&attr);
                pthread_mutexattr_settype(&attr, PTHREAD_MUTEX_RECURSIVE);
                pthread_mutex_init(&n, &attr);
                pthread_create(&a, 0, t1, 0);
                pthread_create(&b, 0, t1, 0);
                return 0;
            }
            """);
        assertEquals(Optional.empty(), l.givenUp());
        assertEquals(Set.of(), l.locks(), "the owner-counting path of a recursive mutex is no acquire");
        assertTrue(l.mayRace("x"));
    }

    @Test
    void unlockByAThreadThatMayNotHoldTheMutexDisablesIt() throws Exception {
        Locksets l = analyze("""
            void *t1(void *p) { pthread_mutex_lock(&m); x = 1; pthread_mutex_unlock(&m); pthread_mutex_unlock(&m); return 0; }
            void *t2(void *p) { pthread_mutex_lock(&m); x = 2; pthread_mutex_unlock(&m); return 0; }
            """);
        assertEquals(Optional.empty(), l.givenUp());
        assertTrue(l.mayRace("x"), "an unlock by a thread that may not hold the mutex makes it protect nothing");
        assertEquals(Set.of(), l.locks());
    }

    @Test
    void initialisationBeforeTheFirstThreadNeedsNoLock() throws Exception {
        Locksets l = analyzeWithMain("""
            void *t1(void *p) { pthread_mutex_lock(&m); x = x + 1; pthread_mutex_unlock(&m); return 0; }
            int main(void)
            {
                pthread_t a, b;
                x = 5;
                pthread_mutex_init(&m, 0);
                pthread_create(&a, 0, t1, 0);
                pthread_create(&b, 0, t1, 0);
                pthread_join(a, 0);
                y = x;
                return 0;
            }
            """);
        assertEquals(Set.of("m"), l.locks());
        assertTrue(l.mayRace("x"), "the read after the join is not recognised as exclusive");
        assertFalse(l.mayRace("y"), "only the initial thread accesses y");
    }

    @Test
    void spinLocksAreRecognisedByBehaviour() throws Exception {
        LoweringResult lowered = Fixtures.lowerText("""
            #include <pthread.h>
            pthread_spinlock_t s;
            int x;
            void *t1(void *p) { pthread_spin_lock(&s); x = x + 1; pthread_spin_unlock(&s); return 0; }
            int main(void)
            {
                pthread_t a, b;
                pthread_spin_init(&s, 0);
                pthread_create(&a, 0, t1, 0);
                pthread_create(&b, 0, t1, 0);
                return 0;
            }
            """);
        Harness h = Harnesses.build(lowered.program(), new HarnessSpec.Main());
        Locksets l = Locksets.analyze(h.program(), h.entry());
        assertEquals(Set.of("s"), l.locks());
        assertFalse(l.mayRace("x"));
    }
}
