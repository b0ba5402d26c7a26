/*
 * lost-update-locked-safe.c: the lost update of lost-update-unsafe.c, fixed with a
 * mutex around the increment.
 *
 * Every access to `counter` in the threads happens while `lock` is held, and main
 * reads it only after joining both threads, so there is no race and the assertion
 * holds. Expected: no violation within the bounds.
 *
 *   ./braid check examples/lost-update-locked-safe.c
 */
#include <assert.h>
#include <pthread.h>
#include <stddef.h>

static int counter;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static void *increment(void *arg)
{
    pthread_mutex_lock(&lock);
    int seen = counter;
    counter = seen + 1;
    pthread_mutex_unlock(&lock);
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
