/*
 * array-locked-safe.c: three threads update a shared array of 8 ints, each element in a loop,
 * all under one mutex; the main thread checks the array under the mutex after joining them.
 *
 * Every access to `data` and `updates` holds `lock`, so the lockset pre-pass proves both
 * race-free and the sequentializations put no switch point at these accesses (see README,
 * "Speed"). Expected: no violation within the bounds.
 *
 *   ./braid check examples/corpus/locks/array-locked-safe.c
 */
#include <assert.h>
#include <pthread.h>

static int data[8];
static int updates;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static void *worker(void *arg)
{
    pthread_mutex_lock(&lock);
    for (int i = 0; i < 8; i++) {
        data[i] = data[i] + 1;
    }
    updates = updates + 1;
    assert(data[7] == updates);
    pthread_mutex_unlock(&lock);
    return arg;
}

int main(void)
{
    pthread_t threads[3];
    for (int t = 0; t < 3; t++) {
        pthread_create(&threads[t], NULL, worker, NULL);
    }
    for (int t = 0; t < 3; t++) {
        pthread_join(threads[t], NULL);
    }
    pthread_mutex_lock(&lock);
    assert(data[0] == updates);
    pthread_mutex_unlock(&lock);
    return 0;
}
