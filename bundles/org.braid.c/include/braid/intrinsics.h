/*
 * braid/intrinsics.h -- the only functions Braid's C front end gives a meaning of its own.
 *
 * Environment models (locks, threads, allocation, the verification dialect) are C code built
 * from these; programs may call them too. A call is lowered to one CIR statement:
 *
 *   __braid_atomic_begin(), __braid_atomic_end()
 *       an atomic section (nestable): no other thread runs in between, unless this thread blocks
 *       on an assumption, which gives up the turn. Accesses inside never race.
 *   __braid_assume(c)          blocks the calling thread while c == 0.
 *   __braid_assert(c, msg)     an assertion; msg (a string literal) describes a violation.
 *   __braid_error(msg)         an assertion that always fails (reach_error, __assert_fail, ...).
 *   __braid_unsupported(what)  marks behaviour a model does not cover (what, a string literal):
 *                              an execution that reaches it makes the check unknown, never a
 *                              violation.
 *   __braid_async(f, ...)      starts a thread running f(...) with the remaining arguments;
 *                              returns its thread id (1, 2, 3, ... in start order; main is 0).
 *   __braid_join(tid)          waits until thread tid has finished; returns what f returned.
 *   __braid_alloc(n), __braid_alloc_zeroed(n)
 *                              a fresh heap object of n bytes (zero-filled for _zeroed);
 *                              n must be at most __BRAID_ALLOC_MAX (a larger object is beyond
 *                              Braid's 32-bit offsets: the check ends unknown). The models'
 *                              malloc and calloc return NULL for larger requests instead.
 *   __braid_free(p)            releases a heap object; p == NULL does nothing.
 *   __braid_exit()             ends the whole program normally.
 *   __braid_nondet_NAME()      any function whose name starts with __braid_nondet and has no
 *                              body returns any value of its return type (0 or 1 for _Bool).
 */
#ifndef BRAID_INTRINSICS_H
#define BRAID_INTRINSICS_H

void __braid_atomic_begin(void);
void __braid_atomic_end(void);
void __braid_assume(int condition);
void __braid_assert(int condition, const char *message);
void __braid_error(const char *message);
void __braid_unsupported(const char *what);
/* void *, not void *(*)(void *): thread functions of any signature (trampolines, dispatch routines)
   pass without -Wincompatible-pointer-types; the front end reads the function's own type. */
int __braid_async(void *start, ...);
void *__braid_join(int thread);
/* The largest object Braid addresses: offsets are 32-bit signed. */
#define __BRAID_ALLOC_MAX 0x7fffffffUL
void *__braid_alloc(unsigned long size);
void *__braid_alloc_zeroed(unsigned long size);
void __braid_free(void *pointer);
void __braid_exit(void);

int __braid_nondet_int(void);
unsigned int __braid_nondet_uint(void);
long __braid_nondet_long(void);
unsigned long __braid_nondet_ulong(void);
_Bool __braid_nondet_bool(void);
char __braid_nondet_char(void);
void *__braid_nondet_ptr(void);

#endif
