/*
 * Braid environment model: POSIX condition variables and their attributes.
 *
 * State: four unsigned int cells of the pthread_cond_t object, at offsets and widths of glibc's
 * unsigned int fields, so PTHREAD_COND_INITIALIZER (all zeros) works without pthread_cond_init:
 *   offset 16  tickets  number of waits ever begun (each wait takes the next ticket)  (__g_refs[0])
 *   offset 20  waiting  threads currently blocked in a wait                           (__g_refs[1])
 *   offset 24  bound    waits with a ticket below this may consume a signal           (__g_size[0])
 *   offset 40  signals  wake-ups not yet consumed                                     (__g_signals[0])
 *
 * Semantics
 *   wait(c, m)   = atomic { take ticket t; waiting++; unlock(m); }
 *                  atomic { assume(t < bound); assume(signals > 0); signals--; waiting--; }
 *                  lock(m)
 *   signal(c)    = atomic { if (signals < waiting) { signals++; bound = tickets; } }
 *   broadcast(c) = atomic { signals = waiting; bound = tickets; }
 * Releasing the mutex and starting to wait is one atomic step, as POSIX requires. A signal can
 * wake any one of the threads blocked when it was sent, never a thread that started waiting
 * afterwards (no stolen wake-ups), and a signal with no waiter is lost. Every behaviour of the
 * model is a POSIX behaviour, so the model creates no false alarms. The wake-up condition
 * "signals > 0 and t < bound" is waited for in two assumes of one cell each (the bound never
 * decreases, so once t < bound holds it holds for good).
 *
 * Simplifications: no spurious wake-ups and no signal waking more than one thread (both allowed
 * by POSIX): a program that is only wrong when they happen can pass. (Waiting with `if` instead
 * of `while` is still caught whenever another thread can change the condition between the
 * signal and the wake-up.) Timed waits ignore the clock: they either wait like pthread_cond_wait or
 * time out (ETIMEDOUT) after releasing and re-acquiring the mutex, a nondeterministic choice.
 * A recursive mutex locked more than once is released only once by a wait. Attributes (clock,
 * process-shared) are accepted and ignored.
 */
#include <errno.h>
#include <pthread.h>

#include "braid/intrinsics.h"

_Bool __braid_nondet_bool(void);

#define BRAID_COND_TICKETS(c) (((unsigned int *) (c))[4])
#define BRAID_COND_WAITING(c) (((unsigned int *) (c))[5])
#define BRAID_COND_BOUND(c) (((unsigned int *) (c))[6])
#define BRAID_COND_SIGNALS(c) (((unsigned int *) (c))[10])

int pthread_cond_init(pthread_cond_t *cond, const pthread_condattr_t *attr)
{
    __braid_atomic_begin();
    BRAID_COND_TICKETS(cond) = 0;
    BRAID_COND_WAITING(cond) = 0;
    BRAID_COND_BOUND(cond) = 0;
    BRAID_COND_SIGNALS(cond) = 0;
    __braid_atomic_end();
    return 0;
}

int pthread_cond_destroy(pthread_cond_t *cond)
{
    return 0;
}

int pthread_cond_wait(pthread_cond_t *cond, pthread_mutex_t *mutex)
{
    __braid_atomic_begin();
    unsigned int ticket = BRAID_COND_TICKETS(cond);
    BRAID_COND_TICKETS(cond) = ticket + 1;
    BRAID_COND_WAITING(cond) = BRAID_COND_WAITING(cond) + 1;
    pthread_mutex_unlock(mutex);
    __braid_atomic_end();

    __braid_atomic_begin();
    __braid_assume(ticket < BRAID_COND_BOUND(cond));
    __braid_assume(BRAID_COND_SIGNALS(cond) > 0);
    BRAID_COND_SIGNALS(cond) = BRAID_COND_SIGNALS(cond) - 1;
    BRAID_COND_WAITING(cond) = BRAID_COND_WAITING(cond) - 1;
    __braid_atomic_end();

    pthread_mutex_lock(mutex);
    return 0;
}

int pthread_cond_timedwait(pthread_cond_t *cond, pthread_mutex_t *mutex, const struct timespec *abstime)
{
    if (__braid_nondet_bool()) {
        return pthread_cond_wait(cond, mutex);
    }
    pthread_mutex_unlock(mutex);
    pthread_mutex_lock(mutex);
    return ETIMEDOUT;
}

int pthread_cond_signal(pthread_cond_t *cond)
{
    __braid_atomic_begin();
    if (BRAID_COND_SIGNALS(cond) < BRAID_COND_WAITING(cond)) {
        BRAID_COND_SIGNALS(cond) = BRAID_COND_SIGNALS(cond) + 1;
        BRAID_COND_BOUND(cond) = BRAID_COND_TICKETS(cond);
    }
    __braid_atomic_end();
    return 0;
}

int pthread_cond_broadcast(pthread_cond_t *cond)
{
    __braid_atomic_begin();
    BRAID_COND_SIGNALS(cond) = BRAID_COND_WAITING(cond);
    BRAID_COND_BOUND(cond) = BRAID_COND_TICKETS(cond);
    __braid_atomic_end();
    return 0;
}

int pthread_condattr_init(pthread_condattr_t *attr)
{
    return 0;
}

int pthread_condattr_destroy(pthread_condattr_t *attr)
{
    return 0;
}

int pthread_condattr_setclock(pthread_condattr_t *attr, clockid_t clock)
{
    return 0;
}

int pthread_condattr_setpshared(pthread_condattr_t *attr, int pshared)
{
    return pshared == PTHREAD_PROCESS_PRIVATE || pshared == PTHREAD_PROCESS_SHARED ? 0 : EINVAL;
}
