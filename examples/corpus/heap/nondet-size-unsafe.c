#include <pthread.h>
#include <stdlib.h>
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int *buf;
int n;
void *worker(void *arg) { buf[0] = 1; return 0; }
int main(void) {
    n = __VERIFIER_nondet_int();
    if (n <= 0) return 0;
    buf = malloc(n * sizeof *buf);
    if (!buf) return 0;
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    buf[0] = 2;
    pthread_join(t, 0);
    return 0;
}
