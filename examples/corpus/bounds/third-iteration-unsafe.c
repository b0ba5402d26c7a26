/* The assertion fails only when the worker's loop runs all three iterations: the default bounds
   start at unwind 2, see the loop cut, deepen to 4 and find it. */
#include <assert.h>
#include <pthread.h>
int count;
void *w(void *a) { for (int i = 0; i < 3; i++) { count++; } return a; }
int main(void) {
    pthread_t t;
    pthread_create(&t, 0, w, 0);
    pthread_join(t, 0);
    assert(count != 3);
    return 0;
}
