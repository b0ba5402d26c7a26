/* A logging helper taking `...`, called from two threads without a lock: the race on `total`
   and the lost update are found through va_arg. */
#include <assert.h>
#include <pthread.h>
#include <stdarg.h>

int total;

void log_count(const char *format, ...)
{
    va_list ap;
    va_start(ap, format);
    total += va_arg(ap, int);
    va_end(ap);
}

void *worker(void *arg)
{
    log_count("%d", 5);
    return arg;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    log_count("%d", 1);
    pthread_join(t, NULL);
    assert(total == 6);
    return 0;
}
