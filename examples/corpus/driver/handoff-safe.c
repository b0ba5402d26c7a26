/* A producer hands one request to a consumer through a condition variable. */
#include <assert.h>
#include <pthread.h>

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t ready = PTHREAD_COND_INITIALIZER;
static int request;
static int pending;

static void *consumer(void *arg)
{
    pthread_mutex_lock(&lock);
    while (!pending) {
        pthread_cond_wait(&ready, &lock);
    }
    assert(request == 42);
    pending = 0;
    pthread_mutex_unlock(&lock);
    return arg;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, NULL, consumer, NULL);
    pthread_mutex_lock(&lock);
    request = 42;
    pending = 1;
    pthread_cond_signal(&ready);
    pthread_mutex_unlock(&lock);
    pthread_join(t, NULL);
    return 0;
}
