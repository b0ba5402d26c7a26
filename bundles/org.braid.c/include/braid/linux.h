/*
 * braid/linux.h -- the Linux kernel's synchronization API for driver-style code checked by Braid.
 *
 * This header stands in for the kernel headers (<linux/spinlock.h>, <linux/mutex.h>,
 * <linux/atomic.h>, <linux/completion.h>, <linux/wait.h>, <linux/kthread.h>, <linux/slab.h>):
 * include it instead of them and compile as ordinary C. The functions are modelled in
 * bundles/org.braid.c/models/linux.c (see docs/models.md); the types are minimal and hold only
 * what the models need.
 *
 * Interrupts are not modelled: the _irq, _irqsave and _bh variants behave like the plain ones
 * (an interrupt handler that a harness runs as a thread is excluded by the lock itself). Memory
 * barriers have no effect (Braid's executions are sequentially consistent). READ_ONCE and
 * WRITE_ONCE are atomic accesses, so (as in the Linux kernel memory model) they never race.
 */
#ifndef BRAID_LINUX_H
#define BRAID_LINUX_H

#include <errno.h>
#include <stdbool.h>
#include <stddef.h>

#include "braid/intrinsics.h"

/* Annotations and module boilerplate. */
#define __init
#define __exit
#define __user
#define __iomem
#define __must_check
#define likely(x) (!!(x))
#define unlikely(x) (!!(x))
#define EXPORT_SYMBOL(symbol)
#define EXPORT_SYMBOL_GPL(symbol)
#define MODULE_LICENSE(license)
#define MODULE_AUTHOR(author)
#define MODULE_DESCRIPTION(description)
#define module_init(function)
#define module_exit(function)

typedef signed char s8;
typedef unsigned char u8;
typedef short s16;
typedef unsigned short u16;
typedef int s32;
typedef unsigned int u32;
typedef long long s64;
typedef unsigned long long u64;
typedef unsigned int gfp_t;

#define ERESTARTSYS 512
#define BITS_PER_LONG ((int) (8 * sizeof(long)))

#define container_of(ptr, type, member) ((type *) ((char *) (ptr) - offsetof(type, member)))

/* Assertions: BUG() and BUG_ON() are kernel crashes, reported as assertion failures. */
#define BUG()                                                                                      \
    do {                                                                                           \
        __braid_error("BUG()");                                                                    \
        __braid_assume(0);                                                                         \
    } while (0)
#define BUG_ON(condition)                                                                          \
    do {                                                                                           \
        if (condition) {                                                                           \
            __braid_error("BUG_ON(" #condition ")");                                               \
            __braid_assume(0);                                                                     \
        }                                                                                          \
    } while (0)
#define WARN_ON(condition) (!!(condition))
#define WARN_ON_ONCE(condition) (!!(condition))
#define might_sleep()                                                                              \
    do {                                                                                           \
    } while (0)

/* Compiler and memory barriers: no effect under sequential consistency. */
#define barrier()                                                                                  \
    do {                                                                                           \
    } while (0)
#define smp_mb() barrier()
#define smp_rmb() barrier()
#define smp_wmb() barrier()
#define mb() barrier()
#define rmb() barrier()
#define wmb() barrier()
#define cpu_relax() barrier()

/* Marked accesses: atomic, so they never race (READ_ONCE is an expression of x's type). */
#define READ_ONCE(x)                                                                               \
    ({                                                                                             \
        __typeof__(x) __braid_read_once_value;                                                     \
        __braid_atomic_begin();                                                                    \
        __braid_read_once_value = (x);                                                             \
        __braid_atomic_end();                                                                      \
        __braid_read_once_value;                                                                   \
    })
#define WRITE_ONCE(x, value)                                                                       \
    do {                                                                                           \
        __typeof__(x) __braid_write_once_value = (value);                                          \
        __braid_atomic_begin();                                                                    \
        (x) = __braid_write_once_value;                                                            \
        __braid_atomic_end();                                                                      \
    } while (0)

/* Spin locks: 0 unlocked, 1 locked. */
typedef struct spinlock {
    int locked;
} spinlock_t;
typedef spinlock_t raw_spinlock_t;

#define __SPIN_LOCK_UNLOCKED(name) { 0 }
#define DEFINE_SPINLOCK(name) spinlock_t name = __SPIN_LOCK_UNLOCKED(name)

void spin_lock_init(spinlock_t *lock);
void spin_lock(spinlock_t *lock);
void spin_unlock(spinlock_t *lock);
int spin_trylock(spinlock_t *lock);
int spin_is_locked(spinlock_t *lock);
void spin_lock_irq(spinlock_t *lock);
void spin_unlock_irq(spinlock_t *lock);
void spin_lock_bh(spinlock_t *lock);
void spin_unlock_bh(spinlock_t *lock);
unsigned long __braid_spin_lock_irqsave(spinlock_t *lock);
void spin_unlock_irqrestore(spinlock_t *lock, unsigned long flags);
#define spin_lock_irqsave(lock, flags) ((flags) = __braid_spin_lock_irqsave(lock))
#define assert_spin_locked(lock) BUG_ON(!spin_is_locked(lock))

/* Reader-writer spin locks: state 0 when free, n with n readers, -1 with a writer. */
typedef struct {
    int state;
} rwlock_t;

#define __RW_LOCK_UNLOCKED(name) { 0 }
#define DEFINE_RWLOCK(name) rwlock_t name = __RW_LOCK_UNLOCKED(name)

void rwlock_init(rwlock_t *lock);
void read_lock(rwlock_t *lock);
void read_unlock(rwlock_t *lock);
void write_lock(rwlock_t *lock);
void write_unlock(rwlock_t *lock);

/* Sleeping mutexes: only the owner may unlock. */
struct mutex {
    int locked;
    void *owner;
};

#define __MUTEX_INITIALIZER(name) { 0, NULL }
#define DEFINE_MUTEX(name) struct mutex name = __MUTEX_INITIALIZER(name)

void mutex_init(struct mutex *lock);
void mutex_destroy(struct mutex *lock);
void mutex_lock(struct mutex *lock);
int mutex_lock_interruptible(struct mutex *lock);
int mutex_trylock(struct mutex *lock);
void mutex_unlock(struct mutex *lock);
int mutex_is_locked(struct mutex *lock);

/* Counting semaphores. */
struct semaphore {
    int count;
};

void sema_init(struct semaphore *sem, int value);
void down(struct semaphore *sem);
int down_interruptible(struct semaphore *sem);
int down_trylock(struct semaphore *sem);
void up(struct semaphore *sem);

/* Atomic integers and bit operations. */
typedef struct {
    int counter;
} atomic_t;

#define ATOMIC_INIT(value) { (value) }

int atomic_read(const atomic_t *v);
void atomic_set(atomic_t *v, int value);
void atomic_add(int value, atomic_t *v);
void atomic_sub(int value, atomic_t *v);
void atomic_inc(atomic_t *v);
void atomic_dec(atomic_t *v);
int atomic_add_return(int value, atomic_t *v);
int atomic_sub_return(int value, atomic_t *v);
int atomic_inc_return(atomic_t *v);
int atomic_dec_return(atomic_t *v);
int atomic_fetch_add(int value, atomic_t *v);
int atomic_fetch_sub(int value, atomic_t *v);
bool atomic_inc_and_test(atomic_t *v);
bool atomic_dec_and_test(atomic_t *v);
bool atomic_sub_and_test(int value, atomic_t *v);
int atomic_cmpxchg(atomic_t *v, int old, int value);
int atomic_xchg(atomic_t *v, int value);
bool atomic_add_unless(atomic_t *v, int value, int unless);
bool atomic_inc_not_zero(atomic_t *v);

void set_bit(long nr, volatile unsigned long *addr);
void clear_bit(long nr, volatile unsigned long *addr);
bool test_bit(long nr, const volatile unsigned long *addr);
bool test_and_set_bit(long nr, volatile unsigned long *addr);
bool test_and_clear_bit(long nr, volatile unsigned long *addr);

/* Completions. */
struct completion {
    unsigned int done;
};

#define COMPLETION_INITIALIZER(work) { 0 }
#define DECLARE_COMPLETION(work) struct completion work = COMPLETION_INITIALIZER(work)

void init_completion(struct completion *x);
void reinit_completion(struct completion *x);
void complete(struct completion *x);
void complete_all(struct completion *x);
void wait_for_completion(struct completion *x);
int wait_for_completion_interruptible(struct completion *x);
unsigned long wait_for_completion_timeout(struct completion *x, unsigned long timeout);
bool try_wait_for_completion(struct completion *x);
bool completion_done(struct completion *x);

/*
 * Wait queues: wake_up advances the queue's generation; wait_event(wq, condition) re-checks the
 * condition after every wake-up and sleeps until the next one, as the kernel's macro does (a
 * missing wake_up after the condition became true is a lost wake-up: the waiter sleeps on).
 */
typedef struct wait_queue_head {
    unsigned int generation;
} wait_queue_head_t;

#define __WAIT_QUEUE_HEAD_INITIALIZER(name) { 0 }
#define DECLARE_WAIT_QUEUE_HEAD(name) wait_queue_head_t name = __WAIT_QUEUE_HEAD_INITIALIZER(name)

void init_waitqueue_head(wait_queue_head_t *wq);
void wake_up(wait_queue_head_t *wq);
void wake_up_all(wait_queue_head_t *wq);
void wake_up_interruptible(wait_queue_head_t *wq);
unsigned int __braid_wait_queue_generation(wait_queue_head_t *wq);
void __braid_wait_queue_sleep(wait_queue_head_t *wq, unsigned int generation);
int __braid_wait_queue_sleep_interruptible(wait_queue_head_t *wq, unsigned int generation);

#define wait_event(wq, condition)                                                                  \
    do {                                                                                           \
        for (;;) {                                                                                 \
            unsigned int __braid_wait_generation = __braid_wait_queue_generation(&(wq));           \
            if (condition) {                                                                       \
                break;                                                                             \
            }                                                                                      \
            __braid_wait_queue_sleep(&(wq), __braid_wait_generation);                              \
        }                                                                                          \
    } while (0)

#define wait_event_interruptible(wq, condition)                                                    \
    ({                                                                                             \
        int __braid_wait_result = 0;                                                               \
        for (;;) {                                                                                 \
            unsigned int __braid_wait_generation = __braid_wait_queue_generation(&(wq));           \
            if (condition) {                                                                       \
                break;                                                                             \
            }                                                                                      \
            if (__braid_wait_queue_sleep_interruptible(&(wq), __braid_wait_generation)) {          \
                __braid_wait_result = -ERESTARTSYS;                                                \
                break;                                                                             \
            }                                                                                      \
        }                                                                                          \
        __braid_wait_result;                                                                       \
    })

/* Kernel threads. */
struct task_struct {
    int (*function)(void *data);
    void *data;
    int should_stop;
    int exited;
    int result;
};

struct task_struct *kthread_run(int (*function)(void *data), void *data, const char *name, ...);
int kthread_stop(struct task_struct *task);
bool kthread_should_stop(void);

/* Memory allocation: never fails (see docs/models.md). */
#define GFP_KERNEL 0x0cc0u
#define GFP_ATOMIC 0x0820u
#define GFP_NOWAIT 0x0800u

void *kmalloc(size_t size, gfp_t flags);
void *kzalloc(size_t size, gfp_t flags);
void *kcalloc(size_t count, size_t size, gfp_t flags);
void kfree(const void *pointer);

/* Delays and output: no effect (time is not modelled). */
void msleep(unsigned int milliseconds);
void udelay(unsigned long microseconds);
void mdelay(unsigned long milliseconds);
void schedule(void);
int printk(const char *format, ...);

#define pr_err(...) printk(__VA_ARGS__)
#define pr_warn(...) printk(__VA_ARGS__)
#define pr_info(...) printk(__VA_ARGS__)
#define pr_debug(...) printk(__VA_ARGS__)

#endif
