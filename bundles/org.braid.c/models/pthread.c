/*
 * Braid environment model: POSIX threads -- creation, join, exit, identity, thread attributes,
 * pthread_once and thread-specific data (keys). Mutexes, condition variables, read-write locks,
 * barriers, spin locks and semaphores are in the sibling files pthread_*.c and semaphore.c.
 *
 * How threads are modelled
 *   pthread_create hands out the next thread id (1, 2, 3, ... in creation order; pthread_t is
 *   that number), stores it into *thread BEFORE the thread starts (as glibc does), and starts a
 *   Braid thread running __braid_pthread_start(start, arg, id). That trampoline records the id in
 *   a thread-local variable, calls start(arg), runs the key destructors and publishes the result
 *   in the thread table. pthread_join waits for that publication, not for the Braid thread to
 *   end, so pthread_exit can end a thread early: it publishes its value exactly like a return
 *   from the start routine and then blocks the thread for good (it never runs user code again).
 *   All accesses to the model's own bookkeeping are inside atomic sections, so they never race.
 *
 * Simplifications (documented in docs/models.md)
 *   - At most BRAID_PTHREAD_MAX threads get an id (pthread_create'd threads, plus threads that
 *     ask pthread_self without being created by pthread_create, e.g. main). The call that would
 *     exceed the bound blocks forever: like an unwinding assumption it cuts executions, it never
 *     creates a finding.
 *   - Attributes are accepted; only the detach state and the stack size are stored (so the
 *     getters return what was set). A thread created detached can still be joined.
 *   - pthread_exit in a thread that pthread_create did not start (main, or a thread of a Braid
 *     harness) behaves as pthread_exit in main: it waits until every pthread_create'd thread has
 *     finished and then ends the program normally (exit status 0).
 *   - Keys: at most BRAID_PTHREAD_KEYS_MAX keys, then pthread_key_create fails with EAGAIN as
 *     POSIX permits; destructors run in one round (POSIX allows up to
 *     PTHREAD_DESTRUCTOR_ITERATIONS rounds); deleted keys are not reused.
 *   - Not modelled (left undefined on purpose): cancellation (pthread_cancel, cancel state and
 *     type, cleanup handlers), signals (pthread_kill, sigmask), scheduling (priorities, affinity),
 *     pthread_atfork, CPU-time clocks, thread names.
 */
#include <errno.h>
#include <pthread.h>
#include <sched.h>
#include <stddef.h>

#include "braid/intrinsics.h"

#ifndef BRAID_PTHREAD_MAX
#define BRAID_PTHREAD_MAX 128
#endif
#ifndef BRAID_PTHREAD_KEYS_MAX
#define BRAID_PTHREAD_KEYS_MAX 32
#endif

/* The thread table, indexed by pthread_t (entry 0 is never used). */
struct __braid_pthread_record {
    int finished;
    void *result;
};

static struct __braid_pthread_record __braid_pthreads[BRAID_PTHREAD_MAX + 1];
static pthread_t __braid_pthread_last_id;
/* Threads started by pthread_create that have not finished yet. */
static int __braid_pthread_running;
/* This thread's id; 0 until pthread_create or pthread_self assigns one. */
static __thread pthread_t __braid_pthread_self_id;
/* Whether pthread_create started this thread. */
static __thread int __braid_pthread_created;

/* Thread-specific data: destructors per key, values per thread. */
static unsigned int __braid_key_count;
static void (*__braid_key_destructors[BRAID_PTHREAD_KEYS_MAX])(void *);
static __thread const void *__braid_key_values[BRAID_PTHREAD_KEYS_MAX];

static pthread_t __braid_pthread_new_id(void)
{
    __braid_atomic_begin();
    pthread_t id = __braid_pthread_last_id + 1;
    __braid_pthread_last_id = id;
    __braid_atomic_end();
    __braid_assume(id <= BRAID_PTHREAD_MAX);
    return id;
}

/* This thread's id; also the owner identity used by the error-checking and recursive mutexes. */
pthread_t __braid_pthread_identity(void)
{
    if (__braid_pthread_self_id == 0) {
        __braid_pthread_self_id = __braid_pthread_new_id();
    }
    return __braid_pthread_self_id;
}

static void __braid_pthread_run_destructors(void)
{
    __braid_atomic_begin();
    unsigned int count = __braid_key_count;
    __braid_atomic_end();
    for (unsigned int key = 0; key < count; key++) {
        void *value = (void *) __braid_key_values[key];
        __braid_atomic_begin();
        void (*destructor)(void *) = __braid_key_destructors[key];
        __braid_atomic_end();
        if (value != NULL && destructor != NULL) {
            __braid_key_values[key] = NULL;
            destructor(value);
        }
    }
}

/* Publishes the result of the calling pthread_create'd thread; pthread_join waits for this. */
static void __braid_pthread_finish(void *result)
{
    pthread_t id = __braid_pthread_self_id;
    __braid_pthread_run_destructors();
    __braid_atomic_begin();
    __braid_pthreads[id].result = result;
    __braid_pthreads[id].finished = 1;
    __braid_pthread_running = __braid_pthread_running - 1;
    __braid_atomic_end();
}

/* Every pthread_create'd thread runs this. */
static void *__braid_pthread_start(void *(*start)(void *), void *arg, pthread_t id)
{
    __braid_pthread_self_id = id;
    __braid_pthread_created = 1;
    void *result = start(arg);
    __braid_pthread_finish(result);
    return result;
}

int pthread_create(pthread_t *thread, const pthread_attr_t *attr, void *(*start)(void *), void *arg)
{
    __braid_atomic_begin();
    __braid_pthread_running = __braid_pthread_running + 1;
    __braid_atomic_end();
    pthread_t id = __braid_pthread_new_id();
    *thread = id;
    __braid_async(__braid_pthread_start, start, arg, id);
    return 0;
}

int pthread_join(pthread_t thread, void **retval)
{
    if (thread == 0 || thread > BRAID_PTHREAD_MAX) {
        return ESRCH;
    }
    __braid_atomic_begin();
    __braid_assume(__braid_pthreads[thread].finished);
    void *result = __braid_pthreads[thread].result;
    __braid_atomic_end();
    if (retval != NULL) {
        *retval = result;
    }
    return 0;
}

void pthread_exit(void *retval)
{
    if (__braid_pthread_created) {
        __braid_pthread_finish(retval);
    } else {
        __braid_atomic_begin();
        __braid_assume(__braid_pthread_running == 0);
        __braid_atomic_end();
        __braid_exit();
    }
    for (;;) {
        __braid_assume(0);
    }
}

pthread_t pthread_self(void)
{
    return __braid_pthread_identity();
}

int pthread_equal(pthread_t thread1, pthread_t thread2)
{
    return thread1 == thread2;
}

int pthread_detach(pthread_t thread)
{
    if (thread == 0 || thread > BRAID_PTHREAD_MAX) {
        return ESRCH;
    }
    return 0;
}

int sched_yield(void)
{
    return 0;
}

int pthread_yield(void)
{
    return 0;
}

/* Thread attributes: detach state as the int at offset 0, stack size as the size_t at offset 8. */
#define BRAID_ATTR_DETACH(attr) (*(int *) (attr))
#define BRAID_ATTR_STACKSIZE(attr) (*(size_t *) ((char *) (attr) + 8))
#define BRAID_DEFAULT_STACKSIZE ((size_t) 8 << 20)
#define BRAID_PTHREAD_STACK_MIN 16384 /* glibc's PTHREAD_STACK_MIN on x86 */

int pthread_attr_init(pthread_attr_t *attr)
{
    BRAID_ATTR_DETACH(attr) = PTHREAD_CREATE_JOINABLE;
    BRAID_ATTR_STACKSIZE(attr) = BRAID_DEFAULT_STACKSIZE;
    return 0;
}

int pthread_attr_destroy(pthread_attr_t *attr)
{
    return 0;
}

int pthread_attr_setdetachstate(pthread_attr_t *attr, int state)
{
    if (state != PTHREAD_CREATE_JOINABLE && state != PTHREAD_CREATE_DETACHED) {
        return EINVAL;
    }
    BRAID_ATTR_DETACH(attr) = state;
    return 0;
}

int pthread_attr_getdetachstate(const pthread_attr_t *attr, int *state)
{
    *state = BRAID_ATTR_DETACH(attr);
    return 0;
}

int pthread_attr_setstacksize(pthread_attr_t *attr, size_t size)
{
    if (size < BRAID_PTHREAD_STACK_MIN) {
        return EINVAL;
    }
    BRAID_ATTR_STACKSIZE(attr) = size;
    return 0;
}

int pthread_attr_getstacksize(const pthread_attr_t *attr, size_t *size)
{
    *size = BRAID_ATTR_STACKSIZE(attr);
    return 0;
}

int pthread_attr_setscope(pthread_attr_t *attr, int scope)
{
    return scope == PTHREAD_SCOPE_SYSTEM || scope == PTHREAD_SCOPE_PROCESS ? 0 : EINVAL;
}

int pthread_attr_setguardsize(pthread_attr_t *attr, size_t size)
{
    return 0;
}

int pthread_attr_setinheritsched(pthread_attr_t *attr, int inherit)
{
    return 0;
}

int pthread_attr_setschedpolicy(pthread_attr_t *attr, int policy)
{
    return 0;
}

int pthread_attr_setschedparam(pthread_attr_t *attr, const struct sched_param *param)
{
    return 0;
}

/*
 * pthread_once: the control word (an int, PTHREAD_ONCE_INIT is 0) goes 0 -> 1 (running) -> 2
 * (done). Exactly one caller runs init; the others wait until it has returned.
 */
int pthread_once(pthread_once_t *once, void (*init)(void))
{
    __braid_atomic_begin();
    int state = *once;
    if (state == 0) {
        *once = 1;
    }
    __braid_atomic_end();
    if (state == 0) {
        init();
        __braid_atomic_begin();
        *once = 2;
        __braid_atomic_end();
        return 0;
    }
    __braid_atomic_begin();
    __braid_assume(*once == 2);
    __braid_atomic_end();
    return 0;
}

/* Thread-specific data: a key is an index into a thread-local table. */
int pthread_key_create(pthread_key_t *key, void (*destructor)(void *))
{
    __braid_atomic_begin();
    unsigned int id = __braid_key_count;
    if (id < BRAID_PTHREAD_KEYS_MAX) {
        __braid_key_destructors[id] = destructor;
        __braid_key_count = id + 1;
    }
    __braid_atomic_end();
    if (id >= BRAID_PTHREAD_KEYS_MAX) {
        return EAGAIN;
    }
    *key = id;
    return 0;
}

int pthread_key_delete(pthread_key_t key)
{
    if (key >= BRAID_PTHREAD_KEYS_MAX) {
        return EINVAL;
    }
    __braid_atomic_begin();
    __braid_key_destructors[key] = NULL;
    __braid_atomic_end();
    return 0;
}

void *pthread_getspecific(pthread_key_t key)
{
    if (key >= BRAID_PTHREAD_KEYS_MAX) {
        return NULL;
    }
    return (void *) __braid_key_values[key];
}

int pthread_setspecific(pthread_key_t key, const void *value)
{
    if (key >= BRAID_PTHREAD_KEYS_MAX) {
        return EINVAL;
    }
    __braid_key_values[key] = value;
    return 0;
}
