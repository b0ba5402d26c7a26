/*
 * Braid environment model: POSIX unnamed semaphores (<semaphore.h>).
 *
 * State: the count is the int cell at offset 0 of the sem_t object (written by sem_init).
 *
 * Semantics
 *   sem_wait = atomic { assume(count > 0); count--; }
 *   sem_post = atomic { count++; }  (EOVERFLOW at SEM_VALUE_MAX)
 *   sem_trywait fails with EAGAIN when the count is 0; errors are reported through errno
 *   (see __errno_location in stdlib.c), as POSIX specifies.
 *
 * Simplifications: sem_wait is never interrupted by a signal (no EINTR); sem_timedwait ignores
 * the clock (it either waits or, when the count is 0, fails with ETIMEDOUT); process-shared
 * semaphores behave like private ones. Named semaphores (sem_open, sem_close, sem_unlink) are
 * not modelled.
 */
#include <errno.h>
#include <semaphore.h>

#include "braid/intrinsics.h"

_Bool __braid_nondet_bool(void);

#define BRAID_SEM_COUNT(s) (*(int *) (s))
#define BRAID_SEM_VALUE_MAX 2147483647

int sem_init(sem_t *sem, int pshared, unsigned int value)
{
    if (value > BRAID_SEM_VALUE_MAX) {
        errno = EINVAL;
        return -1;
    }
    __braid_atomic_begin();
    BRAID_SEM_COUNT(sem) = (int) value;
    __braid_atomic_end();
    return 0;
}

int sem_destroy(sem_t *sem)
{
    return 0;
}

int sem_wait(sem_t *sem)
{
    __braid_atomic_begin();
    __braid_assume(BRAID_SEM_COUNT(sem) > 0);
    BRAID_SEM_COUNT(sem) = BRAID_SEM_COUNT(sem) - 1;
    __braid_atomic_end();
    return 0;
}

int sem_trywait(sem_t *sem)
{
    int taken = 0;
    __braid_atomic_begin();
    if (BRAID_SEM_COUNT(sem) > 0) {
        BRAID_SEM_COUNT(sem) = BRAID_SEM_COUNT(sem) - 1;
        taken = 1;
    }
    __braid_atomic_end();
    if (!taken) {
        errno = EAGAIN;
        return -1;
    }
    return 0;
}

int sem_timedwait(sem_t *sem, const struct timespec *abstime)
{
    if (__braid_nondet_bool()) {
        return sem_wait(sem);
    }
    if (sem_trywait(sem) != 0) {
        errno = ETIMEDOUT;
        return -1;
    }
    return 0;
}

int sem_post(sem_t *sem)
{
    int overflow = 0;
    __braid_atomic_begin();
    if (BRAID_SEM_COUNT(sem) == BRAID_SEM_VALUE_MAX) {
        overflow = 1;
    } else {
        BRAID_SEM_COUNT(sem) = BRAID_SEM_COUNT(sem) + 1;
    }
    __braid_atomic_end();
    if (overflow) {
        errno = EOVERFLOW;
        return -1;
    }
    return 0;
}

int sem_getvalue(sem_t *sem, int *value)
{
    __braid_atomic_begin();
    int count = BRAID_SEM_COUNT(sem);
    __braid_atomic_end();
    *value = count;
    return 0;
}
