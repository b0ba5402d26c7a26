/* A shared running total of doubles updated by two threads without a lock. */
#include <pthread.h>

static double total;

static void *add(void *arg)
{
    total += 0.5;
    return arg;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, NULL, add, NULL);
    total += 1.5;
    pthread_join(t, NULL);
    return total > 1.0 ? 0 : 1;
}
