/*
 * stdatomic.h -- C11 atomics for Braid (replaces the compiler's header, whose macros rest on
 * compiler internals). Every operation is sequentially consistent: Braid's executions are, so
 * memory orders are accepted and ignored. The generic functions map to GCC's __atomic
 * built-ins, which Braid's front end lowers to atomic sections; plain accesses to an _Atomic
 * object are atomic too.
 */
#ifndef BRAID_STDATOMIC_H
#define BRAID_STDATOMIC_H

#include <stddef.h>
#include <stdint.h>

typedef enum memory_order {
    memory_order_relaxed = 0,
    memory_order_consume = 1,
    memory_order_acquire = 2,
    memory_order_release = 3,
    memory_order_acq_rel = 4,
    memory_order_seq_cst = 5
} memory_order;

typedef _Atomic _Bool atomic_bool;
typedef _Atomic char atomic_char;
typedef _Atomic signed char atomic_schar;
typedef _Atomic unsigned char atomic_uchar;
typedef _Atomic short atomic_short;
typedef _Atomic unsigned short atomic_ushort;
typedef _Atomic int atomic_int;
typedef _Atomic unsigned int atomic_uint;
typedef _Atomic long atomic_long;
typedef _Atomic unsigned long atomic_ulong;
typedef _Atomic long long atomic_llong;
typedef _Atomic unsigned long long atomic_ullong;
typedef _Atomic intptr_t atomic_intptr_t;
typedef _Atomic uintptr_t atomic_uintptr_t;
typedef _Atomic size_t atomic_size_t;
typedef _Atomic ptrdiff_t atomic_ptrdiff_t;
typedef _Atomic intmax_t atomic_intmax_t;
typedef _Atomic uintmax_t atomic_uintmax_t;

typedef struct atomic_flag {
    _Atomic unsigned char __value;
} atomic_flag;

#define ATOMIC_FLAG_INIT { 0 }
#define ATOMIC_VAR_INIT(value) (value)
#define atomic_init(object, value) ((void) (*(object) = (value)))
#define kill_dependency(y) (y)

#define ATOMIC_BOOL_LOCK_FREE 2
#define ATOMIC_CHAR_LOCK_FREE 2
#define ATOMIC_SHORT_LOCK_FREE 2
#define ATOMIC_INT_LOCK_FREE 2
#define ATOMIC_LONG_LOCK_FREE 2
#define ATOMIC_LLONG_LOCK_FREE 2
#define ATOMIC_POINTER_LOCK_FREE 2

#define atomic_thread_fence(order) __atomic_thread_fence(order)
#define atomic_signal_fence(order) __atomic_signal_fence(order)
#define atomic_is_lock_free(object) ((void) (object), 1)

#define atomic_store(object, desired) __atomic_store_n((object), (desired), 5)
#define atomic_store_explicit(object, desired, order) __atomic_store_n((object), (desired), (order))
#define atomic_load(object) __atomic_load_n((object), 5)
#define atomic_load_explicit(object, order) __atomic_load_n((object), (order))
#define atomic_exchange(object, desired) __atomic_exchange_n((object), (desired), 5)
#define atomic_exchange_explicit(object, desired, order) __atomic_exchange_n((object), (desired), (order))
#define atomic_compare_exchange_strong(object, expected, desired) \
    __atomic_compare_exchange_n((object), (expected), (desired), 0, 5, 5)
#define atomic_compare_exchange_strong_explicit(object, expected, desired, success, failure) \
    __atomic_compare_exchange_n((object), (expected), (desired), 0, (success), (failure))
#define atomic_compare_exchange_weak(object, expected, desired) \
    __atomic_compare_exchange_n((object), (expected), (desired), 1, 5, 5)
#define atomic_compare_exchange_weak_explicit(object, expected, desired, success, failure) \
    __atomic_compare_exchange_n((object), (expected), (desired), 1, (success), (failure))

#define atomic_fetch_add(object, operand) __atomic_fetch_add((object), (operand), 5)
#define atomic_fetch_add_explicit(object, operand, order) __atomic_fetch_add((object), (operand), (order))
#define atomic_fetch_sub(object, operand) __atomic_fetch_sub((object), (operand), 5)
#define atomic_fetch_sub_explicit(object, operand, order) __atomic_fetch_sub((object), (operand), (order))
#define atomic_fetch_or(object, operand) __atomic_fetch_or((object), (operand), 5)
#define atomic_fetch_or_explicit(object, operand, order) __atomic_fetch_or((object), (operand), (order))
#define atomic_fetch_xor(object, operand) __atomic_fetch_xor((object), (operand), 5)
#define atomic_fetch_xor_explicit(object, operand, order) __atomic_fetch_xor((object), (operand), (order))
#define atomic_fetch_and(object, operand) __atomic_fetch_and((object), (operand), 5)
#define atomic_fetch_and_explicit(object, operand, order) __atomic_fetch_and((object), (operand), (order))

#define atomic_flag_test_and_set(object) __atomic_test_and_set(&(object)->__value, 5)
#define atomic_flag_test_and_set_explicit(object, order) __atomic_test_and_set(&(object)->__value, (order))
#define atomic_flag_clear(object) __atomic_clear(&(object)->__value, 5)
#define atomic_flag_clear_explicit(object, order) __atomic_clear(&(object)->__value, (order))

#endif
