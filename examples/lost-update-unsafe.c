/*
 * lost-update-unsafe.c: two threads increment a shared counter without a lock.
 *
 * An increment is a read followed by a write, so one thread can overwrite the
 * other's update: `counter` is raced on, and the assertion at the end fails when
 * both threads read 0 before either writes. Expected: a data race on `counter`
 * and an assertion violation, each with a two-thread interleaving.
 *
 *   ./braid check examples/lost-update-unsafe.c
 */
#include <assert.h>
#include <pthread.h>
#include <stddef.h>

static int counter;

static void *increment(void *arg)
{
    int seen = counter;     /* read  */
    counter = seen + 1;     /* write */
    return arg;
}

int main(void)
{
    pthread_t first, second;

    pthread_create(&first, NULL, increment, NULL);
    pthread_create(&second, NULL, increment, NULL);
    pthread_join(first, NULL);
    pthread_join(second, NULL);
    assert(counter == 2);
    return 0;
}
