/* Two threads write messages into one shared buffer under a mutex. */
#include <pthread.h>
#include <string.h>

static char line[16];
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static void *logger(void *arg)
{
    pthread_mutex_lock(&lock);
    strcpy(line, "hi");
    pthread_mutex_unlock(&lock);
    return arg;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, NULL, logger, NULL);
    pthread_mutex_lock(&lock);
    strcpy(line, "yo");
    pthread_mutex_unlock(&lock);
    pthread_join(t, NULL);
    return (int) strlen(line);
}
