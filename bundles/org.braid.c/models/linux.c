/*
 * Braid environment model: the Linux kernel synchronization API declared in braid/linux.h.
 *
 * Semantics (each operation on a synchronization object is one atomic section, so the model's
 * accesses never race; blocking is an assume inside the section):
 *   spin_lock     = atomic { assume(locked == 0); locked = 1; }
 *   spin_unlock   = atomic { locked = 0; }   -- error if it was not locked
 *   mutex_lock    = atomic { assume(locked == 0); locked = 1; owner = current task; }
 *   mutex_unlock  = error unless locked by the current task; then locked = 0
 *   mutex_trylock = 1 if it took the lock, else 0 (kernel convention)
 *   down/up       = counting semaphore (down_trylock returns 0 on success, kernel convention)
 *   atomic_*      = the read-modify-write in one atomic section
 *   completions   = counter of completions (complete_all makes it "infinite")
 *   wait queues   = generation counter advanced by every wake_up
 *   kthread_run   = starts a thread; kthread_stop sets the stop flag and waits for the thread
 * Relocking a mutex or spin lock the task already holds deadlocks (the task blocks forever).
 *
 * Simplifications: interrupts and preemption are not modelled (the _irq/_irqsave/_bh variants
 * are the plain operations; spin_lock_irqsave returns flags 0); the interruptible and timeout
 * variants give up nondeterministically, but only when they would have to sleep; memory
 * allocation fails (NULL) only above __BRAID_ALLOC_MAX bytes; delays return at once; spin locks
 * do not record their owner.
 */
#include "braid/linux.h"

/* Definitions spell the return type `_Bool` (the type `bool` names), so that no definition
   begins with a token from a macro of a system header. */

_Bool __braid_nondet_bool(void);

/* The current task: the address of a thread-local object is unique per thread. */
static __thread char __braid_linux_task_token;
static __thread struct task_struct *__braid_linux_current_kthread;

#define BRAID_CURRENT_TASK ((void *) &__braid_linux_task_token)

/* Spin locks. */
void spin_lock_init(spinlock_t *lock)
{
    __braid_atomic_begin();
    lock->locked = 0;
    __braid_atomic_end();
}

void spin_lock(spinlock_t *lock)
{
    __braid_atomic_begin();
    __braid_assume(lock->locked == 0);
    lock->locked = 1;
    __braid_atomic_end();
}

void spin_unlock(spinlock_t *lock)
{
    __braid_atomic_begin();
    if (lock->locked == 0) {
        __braid_error("spin_unlock: the spin lock is not locked");
    }
    lock->locked = 0;
    __braid_atomic_end();
}

int spin_trylock(spinlock_t *lock)
{
    int taken = 0;
    __braid_atomic_begin();
    if (lock->locked == 0) {
        lock->locked = 1;
        taken = 1;
    }
    __braid_atomic_end();
    return taken;
}

int spin_is_locked(spinlock_t *lock)
{
    __braid_atomic_begin();
    int locked = lock->locked;
    __braid_atomic_end();
    return locked;
}

void spin_lock_irq(spinlock_t *lock)
{
    spin_lock(lock);
}

void spin_unlock_irq(spinlock_t *lock)
{
    spin_unlock(lock);
}

void spin_lock_bh(spinlock_t *lock)
{
    spin_lock(lock);
}

void spin_unlock_bh(spinlock_t *lock)
{
    spin_unlock(lock);
}

unsigned long __braid_spin_lock_irqsave(spinlock_t *lock)
{
    spin_lock(lock);
    return 0;
}

void spin_unlock_irqrestore(spinlock_t *lock, unsigned long flags)
{
    spin_unlock(lock);
}

/* Reader-writer spin locks: one word, so that each wait is an assume on a single cell. */
#define BRAID_RW_WRITER (-1)

void rwlock_init(rwlock_t *lock)
{
    __braid_atomic_begin();
    lock->state = 0;
    __braid_atomic_end();
}

void read_lock(rwlock_t *lock)
{
    __braid_atomic_begin();
    __braid_assume(lock->state != BRAID_RW_WRITER);
    lock->state = lock->state + 1;
    __braid_atomic_end();
}

void read_unlock(rwlock_t *lock)
{
    __braid_atomic_begin();
    if (lock->state <= 0) {
        __braid_error("read_unlock: no read lock is held");
    }
    lock->state = lock->state - 1;
    __braid_atomic_end();
}

void write_lock(rwlock_t *lock)
{
    __braid_atomic_begin();
    __braid_assume(lock->state == 0);
    lock->state = BRAID_RW_WRITER;
    __braid_atomic_end();
}

void write_unlock(rwlock_t *lock)
{
    __braid_atomic_begin();
    if (lock->state != BRAID_RW_WRITER) {
        __braid_error("write_unlock: the write lock is not held");
    }
    lock->state = 0;
    __braid_atomic_end();
}

/* Mutexes. */
void mutex_init(struct mutex *lock)
{
    __braid_atomic_begin();
    lock->locked = 0;
    lock->owner = NULL;
    __braid_atomic_end();
}

void mutex_destroy(struct mutex *lock)
{
}

void mutex_lock(struct mutex *lock)
{
    __braid_atomic_begin();
    __braid_assume(lock->locked == 0);
    lock->locked = 1;
    lock->owner = BRAID_CURRENT_TASK;
    __braid_atomic_end();
}

int mutex_lock_interruptible(struct mutex *lock)
{
    int taken = 0;
    if (__braid_nondet_bool()) {
        mutex_lock(lock);
        return 0;
    }
    __braid_atomic_begin();
    if (lock->locked == 0) {
        lock->locked = 1;
        lock->owner = BRAID_CURRENT_TASK;
        taken = 1;
    }
    __braid_atomic_end();
    return taken ? 0 : -EINTR;
}

int mutex_trylock(struct mutex *lock)
{
    int taken = 0;
    __braid_atomic_begin();
    if (lock->locked == 0) {
        lock->locked = 1;
        lock->owner = BRAID_CURRENT_TASK;
        taken = 1;
    }
    __braid_atomic_end();
    return taken;
}

void mutex_unlock(struct mutex *lock)
{
    __braid_atomic_begin();
    if (lock->locked == 0) {
        __braid_error("mutex_unlock: the mutex is not locked");
    } else if (lock->owner != BRAID_CURRENT_TASK) {
        __braid_error("mutex_unlock: the mutex is held by another task");
    }
    lock->locked = 0;
    lock->owner = NULL;
    __braid_atomic_end();
}

int mutex_is_locked(struct mutex *lock)
{
    __braid_atomic_begin();
    int locked = lock->locked;
    __braid_atomic_end();
    return locked;
}

/* Semaphores. */
void sema_init(struct semaphore *sem, int value)
{
    __braid_atomic_begin();
    sem->count = value;
    __braid_atomic_end();
}

void down(struct semaphore *sem)
{
    __braid_atomic_begin();
    __braid_assume(sem->count > 0);
    sem->count = sem->count - 1;
    __braid_atomic_end();
}

int down_trylock(struct semaphore *sem)
{
    int failed = 1;
    __braid_atomic_begin();
    if (sem->count > 0) {
        sem->count = sem->count - 1;
        failed = 0;
    }
    __braid_atomic_end();
    return failed;
}

int down_interruptible(struct semaphore *sem)
{
    if (__braid_nondet_bool()) {
        down(sem);
        return 0;
    }
    return down_trylock(sem) ? -EINTR : 0;
}

void up(struct semaphore *sem)
{
    __braid_atomic_begin();
    sem->count = sem->count + 1;
    __braid_atomic_end();
}

/* Atomic integers. */
int atomic_read(const atomic_t *v)
{
    __braid_atomic_begin();
    int value = v->counter;
    __braid_atomic_end();
    return value;
}

void atomic_set(atomic_t *v, int value)
{
    __braid_atomic_begin();
    v->counter = value;
    __braid_atomic_end();
}

int atomic_fetch_add(int value, atomic_t *v)
{
    __braid_atomic_begin();
    int old = v->counter;
    v->counter = old + value;
    __braid_atomic_end();
    return old;
}

int atomic_fetch_sub(int value, atomic_t *v)
{
    return atomic_fetch_add(-value, v);
}

int atomic_add_return(int value, atomic_t *v)
{
    return atomic_fetch_add(value, v) + value;
}

int atomic_sub_return(int value, atomic_t *v)
{
    return atomic_fetch_add(-value, v) - value;
}

void atomic_add(int value, atomic_t *v)
{
    atomic_fetch_add(value, v);
}

void atomic_sub(int value, atomic_t *v)
{
    atomic_fetch_add(-value, v);
}

void atomic_inc(atomic_t *v)
{
    atomic_fetch_add(1, v);
}

void atomic_dec(atomic_t *v)
{
    atomic_fetch_add(-1, v);
}

int atomic_inc_return(atomic_t *v)
{
    return atomic_fetch_add(1, v) + 1;
}

int atomic_dec_return(atomic_t *v)
{
    return atomic_fetch_add(-1, v) - 1;
}

_Bool atomic_inc_and_test(atomic_t *v)
{
    return atomic_fetch_add(1, v) + 1 == 0;
}

_Bool atomic_dec_and_test(atomic_t *v)
{
    return atomic_fetch_add(-1, v) - 1 == 0;
}

_Bool atomic_sub_and_test(int value, atomic_t *v)
{
    return atomic_fetch_add(-value, v) - value == 0;
}

int atomic_cmpxchg(atomic_t *v, int old, int value)
{
    __braid_atomic_begin();
    int current = v->counter;
    if (current == old) {
        v->counter = value;
    }
    __braid_atomic_end();
    return current;
}

int atomic_xchg(atomic_t *v, int value)
{
    __braid_atomic_begin();
    int old = v->counter;
    v->counter = value;
    __braid_atomic_end();
    return old;
}

_Bool atomic_add_unless(atomic_t *v, int value, int unless)
{
    bool added = false;
    __braid_atomic_begin();
    if (v->counter != unless) {
        v->counter = v->counter + value;
        added = true;
    }
    __braid_atomic_end();
    return added;
}

_Bool atomic_inc_not_zero(atomic_t *v)
{
    return atomic_add_unless(v, 1, 0);
}

/* Bit operations on arrays of unsigned long. */
#define BRAID_BIT_WORD(addr, nr) ((addr)[(nr) / BITS_PER_LONG])
#define BRAID_BIT_MASK(nr) (1UL << ((nr) % BITS_PER_LONG))

void set_bit(long nr, volatile unsigned long *addr)
{
    __braid_atomic_begin();
    BRAID_BIT_WORD(addr, nr) = BRAID_BIT_WORD(addr, nr) | BRAID_BIT_MASK(nr);
    __braid_atomic_end();
}

void clear_bit(long nr, volatile unsigned long *addr)
{
    __braid_atomic_begin();
    BRAID_BIT_WORD(addr, nr) = BRAID_BIT_WORD(addr, nr) & ~BRAID_BIT_MASK(nr);
    __braid_atomic_end();
}

_Bool test_bit(long nr, const volatile unsigned long *addr)
{
    __braid_atomic_begin();
    unsigned long word = BRAID_BIT_WORD(addr, nr);
    __braid_atomic_end();
    return (word & BRAID_BIT_MASK(nr)) != 0;
}

_Bool test_and_set_bit(long nr, volatile unsigned long *addr)
{
    __braid_atomic_begin();
    unsigned long old = BRAID_BIT_WORD(addr, nr);
    BRAID_BIT_WORD(addr, nr) = old | BRAID_BIT_MASK(nr);
    __braid_atomic_end();
    return (old & BRAID_BIT_MASK(nr)) != 0;
}

_Bool test_and_clear_bit(long nr, volatile unsigned long *addr)
{
    __braid_atomic_begin();
    unsigned long old = BRAID_BIT_WORD(addr, nr);
    BRAID_BIT_WORD(addr, nr) = old & ~BRAID_BIT_MASK(nr);
    __braid_atomic_end();
    return (old & BRAID_BIT_MASK(nr)) != 0;
}

/* Completions: done counts complete() calls; complete_all() sets it to UINT_MAX for good. */
#define BRAID_COMPLETE_ALL 0xffffffffu

void init_completion(struct completion *x)
{
    __braid_atomic_begin();
    x->done = 0;
    __braid_atomic_end();
}

void reinit_completion(struct completion *x)
{
    init_completion(x);
}

void complete(struct completion *x)
{
    __braid_atomic_begin();
    if (x->done != BRAID_COMPLETE_ALL) {
        x->done = x->done + 1;
    }
    __braid_atomic_end();
}

void complete_all(struct completion *x)
{
    __braid_atomic_begin();
    x->done = BRAID_COMPLETE_ALL;
    __braid_atomic_end();
}

void wait_for_completion(struct completion *x)
{
    __braid_atomic_begin();
    __braid_assume(x->done != 0);
    if (x->done != BRAID_COMPLETE_ALL) {
        x->done = x->done - 1;
    }
    __braid_atomic_end();
}

_Bool try_wait_for_completion(struct completion *x)
{
    bool taken = false;
    __braid_atomic_begin();
    if (x->done != 0) {
        if (x->done != BRAID_COMPLETE_ALL) {
            x->done = x->done - 1;
        }
        taken = true;
    }
    __braid_atomic_end();
    return taken;
}

int wait_for_completion_interruptible(struct completion *x)
{
    if (__braid_nondet_bool()) {
        wait_for_completion(x);
        return 0;
    }
    return try_wait_for_completion(x) ? 0 : -ERESTARTSYS;
}

unsigned long wait_for_completion_timeout(struct completion *x, unsigned long timeout)
{
    if (__braid_nondet_bool()) {
        wait_for_completion(x);
        return timeout > 0 ? timeout : 1;
    }
    return try_wait_for_completion(x) ? (timeout > 0 ? timeout : 1) : 0;
}

_Bool completion_done(struct completion *x)
{
    __braid_atomic_begin();
    bool done = x->done != 0;
    __braid_atomic_end();
    return done;
}

/* Wait queues. */
void init_waitqueue_head(wait_queue_head_t *wq)
{
    __braid_atomic_begin();
    wq->generation = 0;
    __braid_atomic_end();
}

void wake_up(wait_queue_head_t *wq)
{
    __braid_atomic_begin();
    wq->generation = wq->generation + 1;
    __braid_atomic_end();
}

void wake_up_all(wait_queue_head_t *wq)
{
    wake_up(wq);
}

void wake_up_interruptible(wait_queue_head_t *wq)
{
    wake_up(wq);
}

unsigned int __braid_wait_queue_generation(wait_queue_head_t *wq)
{
    __braid_atomic_begin();
    unsigned int generation = wq->generation;
    __braid_atomic_end();
    return generation;
}

void __braid_wait_queue_sleep(wait_queue_head_t *wq, unsigned int generation)
{
    __braid_atomic_begin();
    __braid_assume(wq->generation != generation);
    __braid_atomic_end();
}

/* Returns 1 when a signal interrupted the sleep, 0 after a wake-up. */
int __braid_wait_queue_sleep_interruptible(wait_queue_head_t *wq, unsigned int generation)
{
    if (__braid_nondet_bool()) {
        return 1;
    }
    __braid_wait_queue_sleep(wq, generation);
    return 0;
}

/* Kernel threads. */
static void *__braid_kthread_start(struct task_struct *task)
{
    __braid_linux_current_kthread = task;
    int result = task->function(task->data);
    __braid_atomic_begin();
    task->result = result;
    task->exited = 1;
    __braid_atomic_end();
    return NULL;
}

struct task_struct *kthread_run(int (*function)(void *data), void *data, const char *name, ...)
{
    struct task_struct *task = __braid_alloc_zeroed(sizeof(struct task_struct));
    task->function = function;
    task->data = data;
    __braid_async(__braid_kthread_start, task);
    return task;
}

int kthread_stop(struct task_struct *task)
{
    __braid_atomic_begin();
    task->should_stop = 1;
    __braid_atomic_end();
    __braid_atomic_begin();
    __braid_assume(task->exited);
    int result = task->result;
    __braid_atomic_end();
    return result;
}

_Bool kthread_should_stop(void)
{
    struct task_struct *task = __braid_linux_current_kthread;
    bool stop = false;
    if (task != NULL) {
        __braid_atomic_begin();
        stop = task->should_stop != 0;
        __braid_atomic_end();
    }
    return stop;
}

/* Memory. */
void *kmalloc(size_t size, gfp_t flags)
{
    if (size > __BRAID_ALLOC_MAX) {
        return NULL;
    }
    return __braid_alloc(size);
}

void *kzalloc(size_t size, gfp_t flags)
{
    if (size > __BRAID_ALLOC_MAX) {
        return NULL;
    }
    return __braid_alloc_zeroed(size);
}

void *kcalloc(size_t count, size_t size, gfp_t flags)
{
    if (((count | size) >> (sizeof(size_t) * 4)) != 0 && size != 0 && count > (size_t) -1 / size) {
        return NULL;
    }
    if (count * size > __BRAID_ALLOC_MAX) {
        return NULL;
    }
    return __braid_alloc_zeroed(count * size);
}

void kfree(const void *pointer)
{
    __braid_free((void *) pointer);
}

/* Delays and output. */
void msleep(unsigned int milliseconds)
{
}

void udelay(unsigned long microseconds)
{
}

void mdelay(unsigned long milliseconds)
{
}

void schedule(void)
{
}

int printk(const char *format, ...)
{
    return 0;
}
