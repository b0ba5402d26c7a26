/*
 * The same statistics block snapshotted without the lock: the memcpy reads live.requests while
 * the worker writes it (a data race at the memcpy), and an entry copied with a size that is one
 * element short keeps a stale id (the assertion fails).
 */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <assert.h>

struct stats { long requests; int errors; short last_code; };
struct session { int id; unsigned char key[4]; struct session *next; };

static struct stats live;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static void *worker(void *arg)
{
    pthread_mutex_lock(&lock);
    live.requests++;
    pthread_mutex_unlock(&lock);
    return NULL;
}

int main(void)
{
    int slots = __VERIFIER_nondet_int();
    if (slots < 2 || slots > 3) {
        return 0;
    }
    struct session *table = calloc(slots, sizeof *table);
    struct session *old = calloc(slots, sizeof *old);
    if (table == NULL || old == NULL) {
        return 0;
    }
    for (int i = 0; i < slots; i++) {
        old[i].id = i + 1;
    }
    memcpy(table, old, (slots - 1) * sizeof *table);
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    struct stats copy;
    memcpy(&copy, &live, sizeof live);
    pthread_join(t, NULL);
    assert(table[slots - 1].id == slots);
    return 0;
}
