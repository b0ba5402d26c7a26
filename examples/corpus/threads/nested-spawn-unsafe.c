/* A thread that starts another thread: a dispatcher thread hands a job to a worker it creates
 * and waits for it. Both the worker and main touch 'status' without a lock (a race), and main's
 * check that the worker has not run yet fails when the worker runs before main's read. */
#include <assert.h>
#include <pthread.h>

int status;
int result;

void *worker(void *arg) {
    result = 42;
    status = 2;
    return 0;
}

void *dispatcher(void *arg) {
    pthread_t w;
    status = 1;
    pthread_create(&w, 0, worker, 0);
    pthread_join(w, 0);
    return 0;
}

int main(void) {
    pthread_t d;
    pthread_create(&d, 0, dispatcher, 0);
    int seen = status;
    pthread_join(d, 0);
    assert(seen != 2);
    return 0;
}
