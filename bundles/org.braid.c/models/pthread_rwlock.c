/*
 * Braid environment model: POSIX read-write locks and their attributes.
 *
 * State: one unsigned int cell, at offset 0 of the pthread_rwlock_t object (the width and place
 * of glibc's __readers), so PTHREAD_RWLOCK_INITIALIZER (all zeros) works without
 * pthread_rwlock_init: 0 when free, n when n read locks are held, BRAID_RW_WRITER (all ones)
 * while the write lock is held. One cell, so that every wait is an assume on a single word.
 *
 * Semantics
 *   rdlock = atomic { assume(state != WRITER); state++; }
 *   wrlock = atomic { assume(state == 0); state = WRITER; }
 *   unlock = atomic { if (state == WRITER) state = 0; else if (state > 0) state--; else error }
 * Unlocking a read-write lock that is not held is undefined behaviour (POSIX) and is reported as
 * an error. A thread may take several read locks (they nest, as POSIX allows).
 *
 * Simplifications: no reader or writer preference (the scheduler decides who gets the lock when
 * it is free; glibc prefers readers by default, which is one of these schedules); the model does
 * not check that the unlocking thread holds the lock; timed locks ignore the clock (they either
 * wait or, when the lock is not available, give up with ETIMEDOUT); attributes are ignored.
 */
#include <errno.h>
#include <pthread.h>

#include "braid/intrinsics.h"

_Bool __braid_nondet_bool(void);

#define BRAID_RW_STATE(rw) (((unsigned int *) (rw))[0])
#define BRAID_RW_WRITER 0xffffffffu

int pthread_rwlock_init(pthread_rwlock_t *rwlock, const pthread_rwlockattr_t *attr)
{
    __braid_atomic_begin();
    BRAID_RW_STATE(rwlock) = 0;
    __braid_atomic_end();
    return 0;
}

int pthread_rwlock_destroy(pthread_rwlock_t *rwlock)
{
    return 0;
}

int pthread_rwlock_rdlock(pthread_rwlock_t *rwlock)
{
    __braid_atomic_begin();
    __braid_assume(BRAID_RW_STATE(rwlock) != BRAID_RW_WRITER);
    BRAID_RW_STATE(rwlock) = BRAID_RW_STATE(rwlock) + 1;
    __braid_atomic_end();
    return 0;
}

int pthread_rwlock_tryrdlock(pthread_rwlock_t *rwlock)
{
    int result = 0;
    __braid_atomic_begin();
    if (BRAID_RW_STATE(rwlock) != BRAID_RW_WRITER) {
        BRAID_RW_STATE(rwlock) = BRAID_RW_STATE(rwlock) + 1;
    } else {
        result = EBUSY;
    }
    __braid_atomic_end();
    return result;
}

int pthread_rwlock_wrlock(pthread_rwlock_t *rwlock)
{
    __braid_atomic_begin();
    __braid_assume(BRAID_RW_STATE(rwlock) == 0);
    BRAID_RW_STATE(rwlock) = BRAID_RW_WRITER;
    __braid_atomic_end();
    return 0;
}

int pthread_rwlock_trywrlock(pthread_rwlock_t *rwlock)
{
    int result = 0;
    __braid_atomic_begin();
    if (BRAID_RW_STATE(rwlock) == 0) {
        BRAID_RW_STATE(rwlock) = BRAID_RW_WRITER;
    } else {
        result = EBUSY;
    }
    __braid_atomic_end();
    return result;
}

int pthread_rwlock_timedrdlock(pthread_rwlock_t *rwlock, const struct timespec *abstime)
{
    if (__braid_nondet_bool()) {
        return pthread_rwlock_rdlock(rwlock);
    }
    int result = pthread_rwlock_tryrdlock(rwlock);
    return result == EBUSY ? ETIMEDOUT : result;
}

int pthread_rwlock_timedwrlock(pthread_rwlock_t *rwlock, const struct timespec *abstime)
{
    if (__braid_nondet_bool()) {
        return pthread_rwlock_wrlock(rwlock);
    }
    int result = pthread_rwlock_trywrlock(rwlock);
    return result == EBUSY ? ETIMEDOUT : result;
}

int pthread_rwlock_unlock(pthread_rwlock_t *rwlock)
{
    __braid_atomic_begin();
    unsigned int state = BRAID_RW_STATE(rwlock);
    if (state == BRAID_RW_WRITER) {
        BRAID_RW_STATE(rwlock) = 0;
    } else if (state != 0) {
        BRAID_RW_STATE(rwlock) = state - 1;
    } else {
        __braid_error("pthread_rwlock_unlock: the read-write lock is not held");
    }
    __braid_atomic_end();
    return 0;
}

int pthread_rwlockattr_init(pthread_rwlockattr_t *attr)
{
    return 0;
}

int pthread_rwlockattr_destroy(pthread_rwlockattr_t *attr)
{
    return 0;
}

int pthread_rwlockattr_setpshared(pthread_rwlockattr_t *attr, int pshared)
{
    return pshared == PTHREAD_PROCESS_PRIVATE || pshared == PTHREAD_PROCESS_SHARED ? 0 : EINVAL;
}
