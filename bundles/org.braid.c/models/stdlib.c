/*
 * Braid environment model: the parts of the C library that concurrent programs use besides
 * threads -- heap allocation, errno, string functions over char arrays, output, rand, sleeping.
 *
 * - malloc/calloc/aligned_alloc/posix_memalign allocate a fresh heap object. Like a real
 *   allocator they fail for a request they cannot satisfy: malloc returns NULL (and sets errno to
 *   ENOMEM), posix_memalign returns ENOMEM, for a size above __BRAID_ALLOC_MAX (2^31 - 1 bytes,
 *   the largest object Braid's 32-bit offsets address; the stated allocation bound), and calloc
 *   also when count * size overflows. Smaller requests always succeed (out-of-memory paths for
 *   them are not explored). free releases the object (double frees and frees of non-heap
 *   pointers are the interpreter's to report).
 * - errno is a thread-local int (glibc's errno macro calls __errno_location).
 * - strlen, strnlen, strcmp, strncmp, strcpy, strncpy, strchr are byte loops over char cells, as
 *   the C standard describes them; they read and write shared memory like user code would (so
 *   their accesses can race). Bounded checking unrolls these loops like any other loop.
 * - Output functions (printf, fprintf, puts, putchar, fputs, fputc, fflush, perror) have no
 *   effect; the functions that return a character count return a nondeterministic non-negative
 *   count. stdin, stdout and stderr are defined (as null FILE pointers) so programs can name them.
 * - rand/random return any value in [0, RAND_MAX] (the sequence of a seeded generator is not
 *   reproduced; srand has no effect). sleep, usleep, nanosleep return at once (time is not
 *   modelled: a sleeping thread is one that is not scheduled).
 *
 * Not modelled (left undefined on purpose):
 * - realloc and reallocarray: copying the old contents needs the old object's size and its cells,
 *   which a C model cannot see.
 * - memset, memcpy, memmove, memcmp (and bzero, RtlZeroMemory, ...): Braid's memory is
 *   cell-typed, so a byte loop over an int array would write or read 1-byte cells where the
 *   program uses 4-byte ones, and the next typed access would be unsupported. They need
 *   cell-aware intrinsics in the interpreter and the encoder.
 * - Formatted input and string formatting (scanf, sprintf, snprintf), files, floating point.
 *   (Variable arguments themselves work: va_start, va_arg, va_copy, va_end and user functions
 *   taking `...`; __braid_va_arg below is the model behind va_arg.)
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "braid/intrinsics.h"

int __braid_nondet_int(void);
long __braid_nondet_long(void);

FILE *stdin;
FILE *stdout;
FILE *stderr;

static __thread int __braid_errno;

int *__errno_location(void)
{
    return &__braid_errno;
}

void *malloc(size_t size)
{
    if (size > __BRAID_ALLOC_MAX) {
        __braid_errno = ENOMEM;
        return NULL;
    }
    return __braid_alloc(size);
}

void *calloc(size_t count, size_t size)
{
    if (((count | size) >> (sizeof(size_t) * 4)) != 0 && size != 0 && count > (size_t) -1 / size) {
        __braid_errno = ENOMEM;
        return NULL;
    }
    if (count * size > __BRAID_ALLOC_MAX) {
        __braid_errno = ENOMEM;
        return NULL;
    }
    return __braid_alloc_zeroed(count * size);
}

void *aligned_alloc(size_t alignment, size_t size)
{
    return malloc(size);
}

int posix_memalign(void **memptr, size_t alignment, size_t size)
{
    if (size > __BRAID_ALLOC_MAX) {
        return ENOMEM;
    }
    *memptr = __braid_alloc(size);
    return 0;
}

void free(void *pointer)
{
    __braid_free(pointer);
}

size_t strlen(const char *s)
{
    size_t n = 0;
    while (s[n] != '\0') {
        n++;
    }
    return n;
}

size_t strnlen(const char *s, size_t max)
{
    size_t n = 0;
    while (n < max && s[n] != '\0') {
        n++;
    }
    return n;
}

int strcmp(const char *a, const char *b)
{
    size_t i = 0;
    while (a[i] != '\0' && a[i] == b[i]) {
        i++;
    }
    return (unsigned char) a[i] - (unsigned char) b[i];
}

int strncmp(const char *a, const char *b, size_t n)
{
    size_t i = 0;
    if (n == 0) {
        return 0;
    }
    while (i + 1 < n && a[i] != '\0' && a[i] == b[i]) {
        i++;
    }
    return (unsigned char) a[i] - (unsigned char) b[i];
}

char *strcpy(char *destination, const char *source)
{
    size_t i = 0;
    while (source[i] != '\0') {
        destination[i] = source[i];
        i++;
    }
    destination[i] = '\0';
    return destination;
}

char *strncpy(char *destination, const char *source, size_t n)
{
    size_t i = 0;
    while (i < n && source[i] != '\0') {
        destination[i] = source[i];
        i++;
    }
    while (i < n) {
        destination[i] = '\0';
        i++;
    }
    return destination;
}

char *strchr(const char *s, int c)
{
    size_t i = 0;
    while (s[i] != (char) c) {
        if (s[i] == '\0') {
            return NULL;
        }
        i++;
    }
    return (char *) s + i;
}

/*
 * va_arg(ap, T) (see org.braid.c.internal.expr.VarArgs): the address of the argument at *ap,
 * whose slot is size bytes rounded up to 8; *ap moves to the next slot.
 */
void *__braid_va_arg(void **ap, unsigned long size)
{
    char *at = *ap;
    *ap = at + ((size + 7) & ~7UL);
    return at;
}

/* Byte order (<arpa/inet.h>): x86 is little-endian, network order big-endian. */
unsigned int htonl(unsigned int host)
{
    return __builtin_bswap32(host);
}

unsigned int ntohl(unsigned int net)
{
    return __builtin_bswap32(net);
}

unsigned short htons(unsigned short host)
{
    return __builtin_bswap16(host);
}

unsigned short ntohs(unsigned short net)
{
    return __builtin_bswap16(net);
}

static int __braid_output_count(void)
{
    return __braid_nondet_int() & 0x7fffffff;
}

int printf(const char *format, ...)
{
    return __braid_output_count();
}

int fprintf(FILE *stream, const char *format, ...)
{
    return __braid_output_count();
}

int puts(const char *s)
{
    return __braid_output_count();
}

int putchar(int c)
{
    return (unsigned char) c;
}

int fputs(const char *s, FILE *stream)
{
    return __braid_output_count();
}

int fputc(int c, FILE *stream)
{
    return (unsigned char) c;
}

int fflush(FILE *stream)
{
    return 0;
}

void perror(const char *s)
{
}

int rand(void)
{
    return __braid_nondet_int() & RAND_MAX;
}

long random(void)
{
    return __braid_nondet_long() & RAND_MAX;
}

void srand(unsigned int seed)
{
}

void srandom(unsigned int seed)
{
}

unsigned int sleep(unsigned int seconds)
{
    return 0;
}

int usleep(useconds_t microseconds)
{
    return 0;
}

int nanosleep(const struct timespec *request, struct timespec *remaining)
{
    return 0;
}
