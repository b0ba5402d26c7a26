#ifndef BRAID_SCHED_H
#define BRAID_SCHED_H
#include <sys/types.h>
struct sched_param {
    int sched_priority;
};
#define SCHED_OTHER 0
#define SCHED_FIFO 1
#define SCHED_RR 2
int sched_yield(void);
#endif
