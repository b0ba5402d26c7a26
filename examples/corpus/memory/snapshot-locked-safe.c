/*
 * A statistics block that a worker updates under a lock and the main thread snapshots with
 * memcpy under the same lock; the table of sessions is cleared with memset of a size computed at
 * run time, and keys are compared with memcmp. Every access to the shared block is protected.
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
    live.last_code = 200;
    pthread_mutex_unlock(&lock);
    return NULL;
}

int main(void)
{
    int slots = __VERIFIER_nondet_int();
    if (slots < 1 || slots > 2) {
        return 0;
    }
    struct session *table = malloc(slots * sizeof *table);
    if (table == NULL) {
        return 0;
    }
    memset(table, 0, slots * sizeof *table);
    assert(table[slots - 1].next == NULL && table[0].key[3] == 0);
    memcpy(table[0].key, "abc", 4);
    assert(memcmp(table[0].key, table[slots - 1].key, 4) >= 0);

    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    struct stats copy;
    pthread_mutex_lock(&lock);
    memcpy(&copy, &live, sizeof live);
    pthread_mutex_unlock(&lock);
    pthread_join(t, NULL);
    assert(copy.requests <= 1 && (copy.requests == 0) == (copy.last_code == 0));
    free(table);
    return 0;
}
