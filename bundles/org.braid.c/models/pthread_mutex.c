/*
 * Braid environment model: POSIX mutexes, mutex attributes and POSIX spin locks.
 *
 * Layout. The model keeps its state in int cells of the pthread_mutex_t object at glibc's
 * offsets and widths, so that PTHREAD_MUTEX_INITIALIZER (all zeros, written as int cells by
 * glibc's initializer), the recursive/error-checking static initializers, mutexes in arrays,
 * structs and on the heap all work without pthread_mutex_init:
 *   offset 0   int   lock word: 0 unlocked, 1 locked            (glibc __lock)
 *   offset 4   int   recursion depth (recursive, error-checking)  (glibc __count)
 *   offset 8   int   owner thread id (recursive, error-checking)  (glibc __owner)
 *   offset 16  int   kind (12 on ILP32)                           (glibc __kind)
 * Memory is cell-typed in Braid: user code must not access these words with another width.
 *
 * Semantics
 *   lock(m)   = atomic { assume(lock == 0); lock = 1; }            (default/normal kind)
 *   unlock(m) = atomic { lock = 0; }, and unlocking a mutex that is not locked is reported as an
 *               error: it is undefined behaviour for a default mutex (POSIX), so no correct
 *               program reaches it.
 *   Recursive mutexes count relocks by the owner; error-checking mutexes return EDEADLK on relock
 *   and EPERM on unlock by a non-owner; both return EPERM when unlocked while not locked.
 *   Relocking a default mutex by its owner deadlocks (the thread blocks forever).
 *
 * Simplifications: unlock of a default mutex by a thread that does not own it is allowed (as in
 * glibc); robust, priority-inheritance and process-shared attributes are not modelled
 * (pthread_mutexattr_setrobust and setprioceiling are left undefined, setpshared and
 * setprotocol are accepted and ignored); timed locks ignore the clock: they either wait like
 * lock or give up with ETIMEDOUT when the mutex is taken (a nondeterministic choice).
 */
#include <errno.h>
#include <pthread.h>

#include "braid/intrinsics.h"

_Bool __braid_nondet_bool(void);
pthread_t __braid_pthread_identity(void);

#define BRAID_MUTEX_LOCK(m) (((int *) (m))[0])
#define BRAID_MUTEX_COUNT(m) (((int *) (m))[1])
#define BRAID_MUTEX_OWNER(m) (((int *) (m))[2])
#define BRAID_MUTEX_KIND(m) (((int *) (m))[sizeof(void *) == 8 ? 4 : 3])
#define BRAID_MUTEX_TRACKS_OWNER(kind) \
    ((kind) == PTHREAD_MUTEX_RECURSIVE || (kind) == PTHREAD_MUTEX_ERRORCHECK)

/* The mutex kind lives in the int at offset 0 of pthread_mutexattr_t. */
#define BRAID_MUTEXATTR_KIND(attr) (*(int *) (attr))

int pthread_mutex_init(pthread_mutex_t *mutex, const pthread_mutexattr_t *attr)
{
    int kind = PTHREAD_MUTEX_DEFAULT;
    if (attr != NULL) {
        kind = BRAID_MUTEXATTR_KIND(attr);
    }
    __braid_atomic_begin();
    BRAID_MUTEX_LOCK(mutex) = 0;
    BRAID_MUTEX_COUNT(mutex) = 0;
    BRAID_MUTEX_OWNER(mutex) = 0;
    BRAID_MUTEX_KIND(mutex) = kind;
    __braid_atomic_end();
    return 0;
}

int pthread_mutex_destroy(pthread_mutex_t *mutex)
{
    return 0;
}

int pthread_mutex_lock(pthread_mutex_t *mutex)
{
    int result = 0;
    __braid_atomic_begin();
    int kind = BRAID_MUTEX_KIND(mutex) & 3;
    if (BRAID_MUTEX_TRACKS_OWNER(kind)) {
        int self = (int) __braid_pthread_identity();
        if (BRAID_MUTEX_LOCK(mutex) != 0 && BRAID_MUTEX_OWNER(mutex) == self) {
            if (kind == PTHREAD_MUTEX_RECURSIVE) {
                BRAID_MUTEX_COUNT(mutex) = BRAID_MUTEX_COUNT(mutex) + 1;
            } else {
                result = EDEADLK;
            }
        } else {
            __braid_assume(BRAID_MUTEX_LOCK(mutex) == 0);
            BRAID_MUTEX_LOCK(mutex) = 1;
            BRAID_MUTEX_OWNER(mutex) = self;
            BRAID_MUTEX_COUNT(mutex) = 1;
        }
    } else {
        __braid_assume(BRAID_MUTEX_LOCK(mutex) == 0);
        BRAID_MUTEX_LOCK(mutex) = 1;
    }
    __braid_atomic_end();
    return result;
}

int pthread_mutex_trylock(pthread_mutex_t *mutex)
{
    int result = 0;
    __braid_atomic_begin();
    int kind = BRAID_MUTEX_KIND(mutex) & 3;
    if (BRAID_MUTEX_TRACKS_OWNER(kind)) {
        int self = (int) __braid_pthread_identity();
        if (BRAID_MUTEX_LOCK(mutex) == 0) {
            BRAID_MUTEX_LOCK(mutex) = 1;
            BRAID_MUTEX_OWNER(mutex) = self;
            BRAID_MUTEX_COUNT(mutex) = 1;
        } else if (kind == PTHREAD_MUTEX_RECURSIVE && BRAID_MUTEX_OWNER(mutex) == self) {
            BRAID_MUTEX_COUNT(mutex) = BRAID_MUTEX_COUNT(mutex) + 1;
        } else {
            result = EBUSY;
        }
    } else if (BRAID_MUTEX_LOCK(mutex) == 0) {
        BRAID_MUTEX_LOCK(mutex) = 1;
    } else {
        result = EBUSY;
    }
    __braid_atomic_end();
    return result;
}

int pthread_mutex_timedlock(pthread_mutex_t *mutex, const struct timespec *abstime)
{
    if (__braid_nondet_bool()) {
        return pthread_mutex_lock(mutex);
    }
    int result = pthread_mutex_trylock(mutex);
    return result == EBUSY ? ETIMEDOUT : result;
}

int pthread_mutex_unlock(pthread_mutex_t *mutex)
{
    int result = 0;
    __braid_atomic_begin();
    int kind = BRAID_MUTEX_KIND(mutex) & 3;
    if (BRAID_MUTEX_TRACKS_OWNER(kind)) {
        if (BRAID_MUTEX_LOCK(mutex) == 0 || BRAID_MUTEX_OWNER(mutex) != (int) __braid_pthread_identity()) {
            result = EPERM;
        } else if (BRAID_MUTEX_COUNT(mutex) > 1) {
            BRAID_MUTEX_COUNT(mutex) = BRAID_MUTEX_COUNT(mutex) - 1;
        } else {
            BRAID_MUTEX_LOCK(mutex) = 0;
            BRAID_MUTEX_OWNER(mutex) = 0;
            BRAID_MUTEX_COUNT(mutex) = 0;
        }
    } else {
        if (BRAID_MUTEX_LOCK(mutex) == 0) {
            __braid_error("pthread_mutex_unlock: the mutex is not locked");
        }
        BRAID_MUTEX_LOCK(mutex) = 0;
    }
    __braid_atomic_end();
    return result;
}

int pthread_mutexattr_init(pthread_mutexattr_t *attr)
{
    BRAID_MUTEXATTR_KIND(attr) = PTHREAD_MUTEX_DEFAULT;
    return 0;
}

int pthread_mutexattr_destroy(pthread_mutexattr_t *attr)
{
    return 0;
}

int pthread_mutexattr_settype(pthread_mutexattr_t *attr, int kind)
{
    if (kind < PTHREAD_MUTEX_NORMAL || kind > PTHREAD_MUTEX_ERRORCHECK) {
        return EINVAL;
    }
    BRAID_MUTEXATTR_KIND(attr) = kind;
    return 0;
}

int pthread_mutexattr_gettype(const pthread_mutexattr_t *attr, int *kind)
{
    *kind = BRAID_MUTEXATTR_KIND(attr);
    return 0;
}

int pthread_mutexattr_setpshared(pthread_mutexattr_t *attr, int pshared)
{
    return pshared == PTHREAD_PROCESS_PRIVATE || pshared == PTHREAD_PROCESS_SHARED ? 0 : EINVAL;
}

int pthread_mutexattr_setprotocol(pthread_mutexattr_t *attr, int protocol)
{
    return 0;
}

/* POSIX spin locks: pthread_spinlock_t is an int, 0 unlocked and 1 locked. */
int pthread_spin_init(pthread_spinlock_t *lock, int pshared)
{
    __braid_atomic_begin();
    *lock = 0;
    __braid_atomic_end();
    return 0;
}

int pthread_spin_destroy(pthread_spinlock_t *lock)
{
    return 0;
}

int pthread_spin_lock(pthread_spinlock_t *lock)
{
    __braid_atomic_begin();
    __braid_assume(*lock == 0);
    *lock = 1;
    __braid_atomic_end();
    return 0;
}

int pthread_spin_trylock(pthread_spinlock_t *lock)
{
    int result = 0;
    __braid_atomic_begin();
    if (*lock == 0) {
        *lock = 1;
    } else {
        result = EBUSY;
    }
    __braid_atomic_end();
    return result;
}

int pthread_spin_unlock(pthread_spinlock_t *lock)
{
    __braid_atomic_begin();
    if (*lock == 0) {
        __braid_error("pthread_spin_unlock: the spin lock is not locked");
    }
    *lock = 0;
    __braid_atomic_end();
    return 0;
}
