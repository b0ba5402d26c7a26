/* A device reference count taken with a plain increment in one path and an atomic one in the
   other: the plain one races. */
#include <assert.h>
#include <pthread.h>

struct device {
    int refs;
    int open;
};

static struct device dev = { 1, 1 };

static void *opener(void *arg)
{
    __atomic_add_fetch(&dev.refs, 1, __ATOMIC_SEQ_CST);
    return arg;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, NULL, opener, NULL);
    dev.refs = dev.refs + 1;
    pthread_join(t, NULL);
    assert(dev.refs == 3);
    return 0;
}
