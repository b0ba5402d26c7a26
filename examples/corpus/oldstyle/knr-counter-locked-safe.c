/* K&R definitions and an implicit int, with the shared counter under a mutex. */
#include <assert.h>
#include <pthread.h>

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static count;

bump(by)
    int by;
{
    pthread_mutex_lock(&lock);
    count += by;
    pthread_mutex_unlock(&lock);
    return by;
}

void *worker(arg)
    void *arg;
{
    bump(2);
    return arg;
}

main()
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    bump(1);
    pthread_join(t, 0);
    assert(count == 3);
    return 0;
}
