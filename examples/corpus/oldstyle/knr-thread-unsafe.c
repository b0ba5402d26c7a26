/* Old-style C: a start routine declared without a prototype, void *worker(), passed to
   pthread_create (GCC calls it with the one argument and it ignores it), and K&R definitions
   called with arguments. The thread runs, so its write races with main's read, and the
   assertion after the join fails. */
#include <assert.h>
#include <pthread.h>

int shared;

int scale(value, factor)
    int value;
    char factor;
{
    return value * factor;
}

void *worker()
{
    shared = scale(3, 2);
    return 0;
}

int main()
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    int seen = shared;
    pthread_join(t, 0);
    assert(seen + shared == 6);
    return 0;
}
