/*
 * Braid environment model: the SV-COMP verification dialect (__VERIFIER_*, reach_error) and the
 * functions that end a program or report a failed assertion (__assert_fail, abort, exit).
 *
 * - __VERIFIER_nondet_T returns any value of type T (through Braid's __braid_nondet_* intrinsics,
 *   whose result is a nondeterministic value of their return type); _Bool gives 0 or 1.
 * - __VERIFIER_assume(c) blocks the calling thread for good when c is 0: SV-COMP defines it as
 *   "loops forever if the expression is 0", which is exactly that.
 * - __VERIFIER_atomic_begin/end open and close an atomic section (nestable); the section spans
 *   the code between the two calls in the caller.
 * - __VERIFIER_error, reach_error and __assert_fail (what assert() expands to) are assertion
 *   failures. Programs that define reach_error themselves (as SV-COMP files do, usually through
 *   __assert_fail) use their own definition: user definitions take precedence over models.
 * - abort() and exit() end the whole program normally, not with a finding. In the verification
 *   dialect abort() means "stop here" (assume_abort_if_not(c) { if (!c) abort(); }), so treating
 *   it as a bug would raise false alarms on every SV-COMP task; a program that signals a bug by
 *   calling abort() must use assert() or reach_error() to be checked.
 *
 * __VERIFIER_nondet_float/double return any bit pattern of their type: every number, both zeros,
 * subnormals, both infinities and every NaN (a float or double is its bit pattern in Braid's IR).
 * __VERIFIER_nondet_int128/uint128 exist where __int128 does (x86-64).
 */
#include <assert.h>
#include <pthread.h>
#include <stddef.h>
#include <stdlib.h>
#include <sys/types.h>
#include <unistd.h>

#include "braid/intrinsics.h"

_Bool __braid_nondet_bool(void);
char __braid_nondet_char(void);
unsigned char __braid_nondet_uchar(void);
short __braid_nondet_short(void);
unsigned short __braid_nondet_ushort(void);
int __braid_nondet_int(void);
unsigned int __braid_nondet_uint(void);
long __braid_nondet_long(void);
unsigned long __braid_nondet_ulong(void);
long long __braid_nondet_longlong(void);
unsigned long long __braid_nondet_ulonglong(void);
size_t __braid_nondet_size_t(void);
loff_t __braid_nondet_loff_t(void);
pthread_t __braid_nondet_pthread_t(void);
void *__braid_nondet_pointer(void);
char *__braid_nondet_pchar(void);
float __braid_nondet_float(void);
double __braid_nondet_double(void);

_Bool __VERIFIER_nondet_bool(void)
{
    return __braid_nondet_bool() != 0;
}

char __VERIFIER_nondet_char(void)
{
    return __braid_nondet_char();
}

unsigned char __VERIFIER_nondet_uchar(void)
{
    return __braid_nondet_uchar();
}

short __VERIFIER_nondet_short(void)
{
    return __braid_nondet_short();
}

unsigned short __VERIFIER_nondet_ushort(void)
{
    return __braid_nondet_ushort();
}

int __VERIFIER_nondet_int(void)
{
    return __braid_nondet_int();
}

unsigned int __VERIFIER_nondet_uint(void)
{
    return __braid_nondet_uint();
}

unsigned int __VERIFIER_nondet_unsigned(void)
{
    return __braid_nondet_uint();
}

unsigned int __VERIFIER_nondet_u32(void)
{
    return __braid_nondet_uint();
}

long __VERIFIER_nondet_long(void)
{
    return __braid_nondet_long();
}

unsigned long __VERIFIER_nondet_ulong(void)
{
    return __braid_nondet_ulong();
}

long long __VERIFIER_nondet_longlong(void)
{
    return __braid_nondet_longlong();
}

unsigned long long __VERIFIER_nondet_ulonglong(void)
{
    return __braid_nondet_ulonglong();
}

float __VERIFIER_nondet_float(void)
{
    return __braid_nondet_float();
}

double __VERIFIER_nondet_double(void)
{
    return __braid_nondet_double();
}

#ifdef __SIZEOF_INT128__
/* Any 128-bit value: two independent 64-bit halves (x86-64 only, as __int128 itself). */
unsigned __int128 __VERIFIER_nondet_uint128(void)
{
    unsigned __int128 high = __braid_nondet_ulonglong();
    return high << 64 | __braid_nondet_ulonglong();
}

__int128 __VERIFIER_nondet_int128(void)
{
    return (__int128) __VERIFIER_nondet_uint128();
}
#endif

size_t __VERIFIER_nondet_size_t(void)
{
    return __braid_nondet_size_t();
}

loff_t __VERIFIER_nondet_loff_t(void)
{
    return __braid_nondet_loff_t();
}

/* The Linux kernel's sector_t is a u64. */
unsigned long long __VERIFIER_nondet_sector_t(void)
{
    return __braid_nondet_ulonglong();
}

pthread_t __VERIFIER_nondet_pthread_t(void)
{
    return __braid_nondet_pthread_t();
}

void *__VERIFIER_nondet_pointer(void)
{
    return __braid_nondet_pointer();
}

char *__VERIFIER_nondet_pchar(void)
{
    return __braid_nondet_pchar();
}

void __VERIFIER_assume(int condition)
{
    __braid_assume(condition);
}

void __VERIFIER_atomic_begin(void)
{
    __braid_atomic_begin();
}

void __VERIFIER_atomic_end(void)
{
    __braid_atomic_end();
}

void __VERIFIER_error(void)
{
    __braid_error("__VERIFIER_error called");
    for (;;) {
        __braid_assume(0);
    }
}

void reach_error(void)
{
    __braid_error("reach_error called");
    for (;;) {
        __braid_assume(0);
    }
}

void __assert_fail(const char *assertion, const char *file, unsigned int line, const char *function)
{
    __braid_error(assertion);
    for (;;) {
        __braid_assume(0);
    }
}

void __assert_perror_fail(int errnum, const char *file, unsigned int line, const char *function)
{
    __braid_error("assert_perror failed");
    for (;;) {
        __braid_assume(0);
    }
}

void abort(void)
{
    __braid_exit();
    for (;;) {
        __braid_assume(0);
    }
}

void exit(int status)
{
    __braid_exit();
    for (;;) {
        __braid_assume(0);
    }
}

void _Exit(int status)
{
    __braid_exit();
    for (;;) {
        __braid_assume(0);
    }
}

void _exit(int status)
{
    __braid_exit();
    for (;;) {
        __braid_assume(0);
    }
}
