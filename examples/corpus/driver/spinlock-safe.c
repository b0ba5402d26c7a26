/* A statistics block updated under a spin lock from an interrupt-like thread and the main path. */
#include <assert.h>
#include <pthread.h>

static pthread_spinlock_t lock;
static int rx;
static int tx;

static void *irq(void *arg)
{
    pthread_spin_lock(&lock);
    rx++;
    pthread_spin_unlock(&lock);
    return arg;
}

int main(void)
{
    pthread_t t;
    pthread_spin_init(&lock, PTHREAD_PROCESS_PRIVATE);
    pthread_create(&t, NULL, irq, NULL);
    pthread_spin_lock(&lock);
    tx++;
    rx++;
    pthread_spin_unlock(&lock);
    pthread_join(t, NULL);
    assert(rx == 2 && tx == 1);
    return 0;
}
