/*
 * Braid environment model: POSIX barriers.
 *
 * State: three int cells of the pthread_barrier_t object (it has no static initializer, so
 * pthread_barrier_init always writes them first):
 *   offset 0  count       threads the barrier waits for
 *   offset 4  arrived     threads waiting in the current round
 *   offset 8  generation  number of completed rounds
 *
 * Semantics: the thread that arrives last starts the next round (arrived = 0, generation + 1) and
 * returns PTHREAD_BARRIER_SERIAL_THREAD; the others wait until the generation changes and return
 * 0. The arrival is atomic; every access of the model is inside an atomic section.
 *
 * Simplifications: destroying a barrier with waiting threads is not checked; attributes are
 * ignored.
 */
#include <errno.h>
#include <pthread.h>

#include "braid/intrinsics.h"

#define BRAID_BARRIER_COUNT(b) (((int *) (b))[0])
#define BRAID_BARRIER_ARRIVED(b) (((int *) (b))[1])
#define BRAID_BARRIER_GENERATION(b) (((int *) (b))[2])

int pthread_barrier_init(pthread_barrier_t *barrier, const pthread_barrierattr_t *attr, unsigned int count)
{
    if (count == 0 || count > 0x7fffffffu) {
        return EINVAL;
    }
    __braid_atomic_begin();
    BRAID_BARRIER_COUNT(barrier) = (int) count;
    BRAID_BARRIER_ARRIVED(barrier) = 0;
    BRAID_BARRIER_GENERATION(barrier) = 0;
    __braid_atomic_end();
    return 0;
}

int pthread_barrier_destroy(pthread_barrier_t *barrier)
{
    return 0;
}

int pthread_barrier_wait(pthread_barrier_t *barrier)
{
    int last = 0;
    __braid_atomic_begin();
    int generation = BRAID_BARRIER_GENERATION(barrier);
    BRAID_BARRIER_ARRIVED(barrier) = BRAID_BARRIER_ARRIVED(barrier) + 1;
    if (BRAID_BARRIER_ARRIVED(barrier) == BRAID_BARRIER_COUNT(barrier)) {
        BRAID_BARRIER_ARRIVED(barrier) = 0;
        BRAID_BARRIER_GENERATION(barrier) = generation + 1;
        last = 1;
    }
    __braid_atomic_end();
    if (last) {
        return PTHREAD_BARRIER_SERIAL_THREAD;
    }
    __braid_atomic_begin();
    __braid_assume(BRAID_BARRIER_GENERATION(barrier) != generation);
    __braid_atomic_end();
    return 0;
}

int pthread_barrierattr_init(pthread_barrierattr_t *attr)
{
    return 0;
}

int pthread_barrierattr_destroy(pthread_barrierattr_t *attr)
{
    return 0;
}
