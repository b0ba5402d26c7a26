#ifndef BRAID_TIME_H
#define BRAID_TIME_H
#include <sys/types.h>
struct timespec {
    time_t tv_sec;
    long tv_nsec;
};
typedef long clock_t;
#define CLOCK_REALTIME 0
#define CLOCK_MONOTONIC 1
#define CLOCKS_PER_SEC 1000000L
int nanosleep(const struct timespec *request, struct timespec *remaining);
int clock_gettime(clockid_t clock, struct timespec *time);
time_t time(time_t *result);
clock_t clock(void);
#endif
