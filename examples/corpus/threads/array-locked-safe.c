/* Three threads share an array under one mutex: one fills it, one doubles each element, one
 * computes prefix sums into a second array. Every access is protected, so there is no race, and
 * the assertion (prefix sums of non-negative values stay non-negative) holds. */
#include <assert.h>
#include <pthread.h>

#define N 8

int data[N];
int sum[N];
int filled;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *fill(void *arg) {
    for (int i = 0; i < N; i++) {
        pthread_mutex_lock(&m);
        data[i] = i * 3 + 1;
        pthread_mutex_unlock(&m);
    }
    pthread_mutex_lock(&m);
    filled = 1;
    pthread_mutex_unlock(&m);
    return 0;
}

void *prefix(void *arg) {
    int acc = 0;
    for (int i = 0; i < N; i++) {
        pthread_mutex_lock(&m);
        acc += data[i];
        sum[i] = acc;
        pthread_mutex_unlock(&m);
    }
    return 0;
}

void *scale(void *arg) {
    for (int i = 0; i < N; i++) {
        pthread_mutex_lock(&m);
        data[i] = data[i] * 2;
        pthread_mutex_unlock(&m);
    }
    return 0;
}

int main(void) {
    pthread_t a, b, c;
    pthread_create(&a, 0, fill, 0);
    pthread_create(&b, 0, prefix, 0);
    pthread_create(&c, 0, scale, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    pthread_join(c, 0);
    pthread_mutex_lock(&m);
    if (filled) {
        assert(sum[N - 1] >= 0);
    }
    pthread_mutex_unlock(&m);
    return 0;
}
