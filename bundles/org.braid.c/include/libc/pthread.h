#ifndef BRAID_PTHREAD_H
#define BRAID_PTHREAD_H
/*
 * POSIX threads with glibc's type sizes (x86-64 or i386). The mutex has glibc's word layout
 * (lock, count, owner, and kind at offset 16, or 12 on ILP32), which Braid's models use; the
 * other types are arrays of int words of glibc's sizes.
 */
#include <sched.h>
#include <time.h>

typedef unsigned long pthread_t;
typedef unsigned int pthread_key_t;
typedef int pthread_once_t;
typedef volatile int pthread_spinlock_t;

#if __SIZEOF_POINTER__ == 8
#define __BRAID_ATTR_SIZE 56
#define __BRAID_RWLOCK_SIZE 56
#define __BRAID_BARRIER_SIZE 32
struct __pthread_mutex_s {
    int __lock;
    unsigned int __count;
    int __owner;
    unsigned int __nusers;
    int __kind;
    short __spins;
    short __elision;
    void *__prev;
    void *__next;
};
#define __BRAID_MUTEX_SIZE 40
#define __BRAID_MUTEX_INITIALIZER(kind) { { 0, 0, 0, 0, (kind) } }
#else
#define __BRAID_ATTR_SIZE 36
#define __BRAID_RWLOCK_SIZE 32
#define __BRAID_BARRIER_SIZE 20
struct __pthread_mutex_s {
    int __lock;
    unsigned int __count;
    int __owner;
    int __kind;
    unsigned int __nusers;
    int __spins;
};
#define __BRAID_MUTEX_SIZE 24
#define __BRAID_MUTEX_INITIALIZER(kind) { { 0, 0, 0, (kind) } }
#endif

typedef union {
    int __words[__BRAID_ATTR_SIZE / 4];
    char __size[__BRAID_ATTR_SIZE];
    long __align;
} pthread_attr_t;

typedef union {
    struct __pthread_mutex_s __data;
    char __size[__BRAID_MUTEX_SIZE];
    long __align;
} pthread_mutex_t;

typedef union {
    unsigned int __words[12];
    char __size[48];
    long long __align;
} pthread_cond_t;

typedef union {
    unsigned int __words[__BRAID_RWLOCK_SIZE / 4];
    char __size[__BRAID_RWLOCK_SIZE];
    long __align;
} pthread_rwlock_t;

typedef union {
    int __words[__BRAID_BARRIER_SIZE / 4];
    char __size[__BRAID_BARRIER_SIZE];
    long __align;
} pthread_barrier_t;

typedef union { int __align; char __size[4]; } pthread_mutexattr_t;
typedef union { int __align; char __size[4]; } pthread_condattr_t;
typedef union { long __align; char __size[8]; } pthread_rwlockattr_t;
typedef union { int __align; char __size[4]; } pthread_barrierattr_t;

enum {
    PTHREAD_CREATE_JOINABLE = 0,
    PTHREAD_CREATE_DETACHED = 1
};
enum {
    PTHREAD_MUTEX_NORMAL = 0,
    PTHREAD_MUTEX_RECURSIVE = 1,
    PTHREAD_MUTEX_ERRORCHECK = 2,
    PTHREAD_MUTEX_DEFAULT = 0
};
#define PTHREAD_MUTEX_TIMED_NP PTHREAD_MUTEX_NORMAL
#define PTHREAD_MUTEX_RECURSIVE_NP PTHREAD_MUTEX_RECURSIVE
#define PTHREAD_MUTEX_ERRORCHECK_NP PTHREAD_MUTEX_ERRORCHECK
enum {
    PTHREAD_PROCESS_PRIVATE = 0,
    PTHREAD_PROCESS_SHARED = 1
};
enum {
    PTHREAD_SCOPE_SYSTEM = 0,
    PTHREAD_SCOPE_PROCESS = 1
};
enum {
    PTHREAD_INHERIT_SCHED = 0,
    PTHREAD_EXPLICIT_SCHED = 1
};
enum {
    PTHREAD_PRIO_NONE = 0,
    PTHREAD_PRIO_INHERIT = 1,
    PTHREAD_PRIO_PROTECT = 2
};
#define PTHREAD_BARRIER_SERIAL_THREAD (-1)
#define PTHREAD_ONCE_INIT 0
#define PTHREAD_CANCELED ((void *) -1)

#define PTHREAD_MUTEX_INITIALIZER __BRAID_MUTEX_INITIALIZER(PTHREAD_MUTEX_NORMAL)
#define PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP __BRAID_MUTEX_INITIALIZER(PTHREAD_MUTEX_RECURSIVE)
#define PTHREAD_ERRORCHECK_MUTEX_INITIALIZER_NP __BRAID_MUTEX_INITIALIZER(PTHREAD_MUTEX_ERRORCHECK)
#define PTHREAD_COND_INITIALIZER { { 0 } }
#define PTHREAD_RWLOCK_INITIALIZER { { 0 } }

int pthread_create(pthread_t *thread, const pthread_attr_t *attr, void *(*start)(void *), void *arg);
int pthread_join(pthread_t thread, void **retval);
int pthread_detach(pthread_t thread);
void pthread_exit(void *retval);
pthread_t pthread_self(void);
int pthread_equal(pthread_t thread1, pthread_t thread2);
int pthread_yield(void);
int pthread_cancel(pthread_t thread);
int pthread_once(pthread_once_t *once, void (*init)(void));

int pthread_attr_init(pthread_attr_t *attr);
int pthread_attr_destroy(pthread_attr_t *attr);
int pthread_attr_setdetachstate(pthread_attr_t *attr, int state);
int pthread_attr_getdetachstate(const pthread_attr_t *attr, int *state);
int pthread_attr_setstacksize(pthread_attr_t *attr, size_t size);
int pthread_attr_getstacksize(const pthread_attr_t *attr, size_t *size);
int pthread_attr_setscope(pthread_attr_t *attr, int scope);
int pthread_attr_setguardsize(pthread_attr_t *attr, size_t size);
int pthread_attr_setinheritsched(pthread_attr_t *attr, int inherit);
int pthread_attr_setschedpolicy(pthread_attr_t *attr, int policy);
int pthread_attr_setschedparam(pthread_attr_t *attr, const struct sched_param *param);

int pthread_mutex_init(pthread_mutex_t *mutex, const pthread_mutexattr_t *attr);
int pthread_mutex_destroy(pthread_mutex_t *mutex);
int pthread_mutex_lock(pthread_mutex_t *mutex);
int pthread_mutex_trylock(pthread_mutex_t *mutex);
int pthread_mutex_timedlock(pthread_mutex_t *mutex, const struct timespec *abstime);
int pthread_mutex_unlock(pthread_mutex_t *mutex);
int pthread_mutexattr_init(pthread_mutexattr_t *attr);
int pthread_mutexattr_destroy(pthread_mutexattr_t *attr);
int pthread_mutexattr_settype(pthread_mutexattr_t *attr, int kind);
int pthread_mutexattr_gettype(const pthread_mutexattr_t *attr, int *kind);
int pthread_mutexattr_setpshared(pthread_mutexattr_t *attr, int pshared);
int pthread_mutexattr_setprotocol(pthread_mutexattr_t *attr, int protocol);

int pthread_cond_init(pthread_cond_t *cond, const pthread_condattr_t *attr);
int pthread_cond_destroy(pthread_cond_t *cond);
int pthread_cond_wait(pthread_cond_t *cond, pthread_mutex_t *mutex);
int pthread_cond_timedwait(pthread_cond_t *cond, pthread_mutex_t *mutex, const struct timespec *abstime);
int pthread_cond_signal(pthread_cond_t *cond);
int pthread_cond_broadcast(pthread_cond_t *cond);
int pthread_condattr_init(pthread_condattr_t *attr);
int pthread_condattr_destroy(pthread_condattr_t *attr);
int pthread_condattr_setclock(pthread_condattr_t *attr, clockid_t clock);
int pthread_condattr_setpshared(pthread_condattr_t *attr, int pshared);

int pthread_rwlock_init(pthread_rwlock_t *rwlock, const pthread_rwlockattr_t *attr);
int pthread_rwlock_destroy(pthread_rwlock_t *rwlock);
int pthread_rwlock_rdlock(pthread_rwlock_t *rwlock);
int pthread_rwlock_tryrdlock(pthread_rwlock_t *rwlock);
int pthread_rwlock_timedrdlock(pthread_rwlock_t *rwlock, const struct timespec *abstime);
int pthread_rwlock_wrlock(pthread_rwlock_t *rwlock);
int pthread_rwlock_trywrlock(pthread_rwlock_t *rwlock);
int pthread_rwlock_timedwrlock(pthread_rwlock_t *rwlock, const struct timespec *abstime);
int pthread_rwlock_unlock(pthread_rwlock_t *rwlock);
int pthread_rwlockattr_init(pthread_rwlockattr_t *attr);
int pthread_rwlockattr_destroy(pthread_rwlockattr_t *attr);
int pthread_rwlockattr_setpshared(pthread_rwlockattr_t *attr, int pshared);

int pthread_barrier_init(pthread_barrier_t *barrier, const pthread_barrierattr_t *attr, unsigned int count);
int pthread_barrier_destroy(pthread_barrier_t *barrier);
int pthread_barrier_wait(pthread_barrier_t *barrier);
int pthread_barrierattr_init(pthread_barrierattr_t *attr);
int pthread_barrierattr_destroy(pthread_barrierattr_t *attr);

int pthread_spin_init(pthread_spinlock_t *lock, int pshared);
int pthread_spin_destroy(pthread_spinlock_t *lock);
int pthread_spin_lock(pthread_spinlock_t *lock);
int pthread_spin_trylock(pthread_spinlock_t *lock);
int pthread_spin_unlock(pthread_spinlock_t *lock);

int pthread_key_create(pthread_key_t *key, void (*destructor)(void *));
int pthread_key_delete(pthread_key_t key);
int pthread_setspecific(pthread_key_t key, const void *value);
void *pthread_getspecific(pthread_key_t key);
#endif
