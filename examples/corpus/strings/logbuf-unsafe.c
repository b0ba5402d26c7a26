/* Two threads write messages into one shared buffer without a lock. */
#include <pthread.h>
#include <string.h>

static char line[16];

static void *logger(void *arg)
{
    strcpy(line, "hi");
    return arg;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, NULL, logger, NULL);
    strcpy(line, "yo");
    pthread_join(t, NULL);
    return (int) strlen(line);
}
