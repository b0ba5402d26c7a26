/* A non-null pointer passed as an int condition is true, so the path goes on past the check
   and the race after it is found. */
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>

int shared;

void check(int cond)
{
    if (!cond) {
        abort();
    }
}

void *worker(void *arg)
{
    shared = (int) (intptr_t) arg;
    return NULL;
}

int main(void)
{
    int *p = malloc(16 * sizeof(int));
    if (!p) {
        return 0;
    }
    check((int) (intptr_t) p);
    pthread_t t;
    pthread_create(&t, NULL, worker, (void *) (intptr_t) 7);
    shared = 1;
    pthread_join(t, NULL);
    return 0;
}
