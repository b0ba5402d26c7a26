/* Thread-creation fan-out: a spawner thread starts four workers; each writes its id into one
 * heap byte and records itself as the last writer inside an atomic section; an observer reads
 * the byte atomically. main asserts that the byte holds the last writer's id (true: the two
 * writes are in one atomic section) and that worker 4 is never last (false). */
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);

char *slot;
int last;

void *worker(void *arg) {
    int id = (int)(long)arg;
    __VERIFIER_atomic_begin();
    slot[0] = (char)id;
    last = id;
    __VERIFIER_atomic_end();
    return NULL;
}

void *spawner(void *arg) {
    pthread_t w[4];
    for (int i = 0; i < 4; i++) {
        pthread_create(&w[i], NULL, worker, (void *)(long)(i + 1));
    }
    for (int i = 0; i < 4; i++) {
        pthread_join(w[i], NULL);
    }
    return NULL;
}

void *observer(void *arg) {
    __VERIFIER_atomic_begin();
    int seen = slot[0];
    __VERIFIER_atomic_end();
    return (void *)(long)seen;
}

int main(void) {
    slot = malloc(1);
    if (!slot) {
        return 0;
    }
    slot[0] = 0;
    pthread_t s, o;
    pthread_create(&s, NULL, spawner, NULL);
    pthread_create(&o, NULL, observer, NULL);
    pthread_join(s, NULL);
    pthread_join(o, NULL);
    assert(slot[0] == last);
    assert(last != 4);
    return 0;
}
