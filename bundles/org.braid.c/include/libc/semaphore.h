#ifndef BRAID_SEMAPHORE_H
#define BRAID_SEMAPHORE_H
#include <time.h>
/* glibc's sizes: 32 bytes (16 on ILP32); the models keep the count in the int at offset 0. */
typedef union {
    int __words[__SIZEOF_POINTER__ == 8 ? 8 : 4];
    char __size[__SIZEOF_POINTER__ == 8 ? 32 : 16];
    long __align;
} sem_t;
#define SEM_VALUE_MAX 2147483647
int sem_init(sem_t *sem, int pshared, unsigned int value);
int sem_destroy(sem_t *sem);
int sem_wait(sem_t *sem);
int sem_trywait(sem_t *sem);
int sem_timedwait(sem_t *sem, const struct timespec *abstime);
int sem_post(sem_t *sem);
int sem_getvalue(sem_t *sem, int *value);
#endif
