/* A handler called through a function pointer of another type, as old code does: the table's
   type is void (*)(int), the handler takes a short. gcc on x86-64 passes the int in a register
   and the handler reads its low 16 bits, so 0x18001 arrives as -32767, not as the 32769 the
   author expected: the assertion fails when gcc compiles it, and Braid reads the argument the
   same way. The worker's write races with nothing (main joins first). */
#include <assert.h>
#include <pthread.h>

int level;

void set_level(short x) { level = x; }

typedef void (*handler)(int);

void *worker(void *arg)
{
    handler h = (handler) set_level;
    h(0x18001);
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    pthread_join(t, 0);
    assert(level == 32769);
    return 0;
}
