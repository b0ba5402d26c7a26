/* A K&R function called without a prototype in scope with a wider argument than its
   parameter: gcc passes the long in a register and count() reads its low 32 bits, so
   0x100000005 arrives as 5. Two threads add through it without a lock: the updates race and
   one can be lost, so the total may be 5 instead of 10. */
#include <assert.h>
#include <pthread.h>

int total;

void count();

void *worker(void *arg)
{
    count(0x100000005L);
    return 0;
}

int main(void)
{
    pthread_t a, b;
    pthread_create(&a, 0, worker, 0);
    pthread_create(&b, 0, worker, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    assert(total == 10);
    return 0;
}

void count(n)
    int n;
{
    total = total + n;
}
