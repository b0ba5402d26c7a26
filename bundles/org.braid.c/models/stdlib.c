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
 * - strlen, strnlen, strcmp, strncmp, strcpy, strncpy, strcat, strncat, strchr, strrchr, memchr,
 *   strdup and strndup (a fresh heap copy, NULL when malloc fails) are byte loops over char cells, as
 *   the C standard describes them; they read and write shared memory like user code would (so
 *   their accesses can race). Bounded checking unrolls these loops like any other loop.
 * - Output functions (printf, fprintf, puts, putchar, fputs, fputc, fflush, perror) have no
 *   effect; the functions that return a character count return a nondeterministic non-negative
 *   count. stdin, stdout and stderr are defined (as null FILE pointers) so programs can name them.
 * - rand/random return any value in [0, RAND_MAX] (the sequence of a seeded generator is not
 *   reproduced; srand has no effect). sleep, usleep, nanosleep return at once (time is not
 *   modelled: a sleeping thread is one that is not scheduled).
 *
 * - memset, memcpy, memmove, memcmp and bzero: the C front end lowers calls on typed pointers
 *   itself, cell by cell of the pointed-to type, and calls of a constant size up to 256 bytes on
 *   other pointers byte by byte (org.braid.c.internal.expr.MemoryFunctions). The byte loops below
 *   are what remains: other sizes through void * or char * pointers and bytes after the last whole
 *   element. Memory reads and writes bytes of cells of any width as a little-endian machine does,
 *   so they are exact on any data.
 *
 * - realloc on a typed pointer is lowered by the front end (MemoryFunctions.realloc: malloc,
 *   a cell-by-cell copy of min(old size, new size) bytes, free); realloc(NULL, n) is malloc(n).
 *
 *   Through a void * pointer the copy is byte by byte.
 *
 * Not modelled (left undefined on purpose):
 * - reallocarray.
 * - Floating-point and other conversions the formatting helpers and sscanf do not cover (the
 *   check is unknown where they are used), files.
 *   (Variable arguments themselves work: va_start, va_arg, va_copy, va_end and user functions
 *   taking `...`; __braid_va_arg below is the model behind va_arg.)
 */
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
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

void *memset(void *destination, int c, size_t n)
{
    unsigned char *d = destination;
    size_t i = 0;
    while (i < n) {
        d[i] = (unsigned char) c;
        i++;
    }
    return destination;
}

void bzero(void *destination, size_t n)
{
    memset(destination, 0, n);
}

void *memcpy(void *destination, const void *source, size_t n)
{
    unsigned char *d = destination;
    const unsigned char *s = source;
    size_t i = 0;
    while (i < n) {
        d[i] = s[i];
        i++;
    }
    return destination;
}

void *memmove(void *destination, const void *source, size_t n)
{
    unsigned char *d = destination;
    const unsigned char *s = source;
    size_t i;
    if ((unsigned long) d > (unsigned long) s) {
        i = n;
        while (i > 0) {
            i--;
            d[i] = s[i];
        }
    } else {
        i = 0;
        while (i < n) {
            d[i] = s[i];
            i++;
        }
    }
    return destination;
}

int memcmp(const void *a, const void *b, size_t n)
{
    const unsigned char *x = a;
    const unsigned char *y = b;
    size_t i = 0;
    while (i < n) {
        if (x[i] != y[i]) {
            return x[i] - y[i];
        }
        i++;
    }
    return 0;
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

char *strcat(char *destination, const char *source)
{
    strcpy(destination + strlen(destination), source);
    return destination;
}

char *strncat(char *destination, const char *source, size_t n)
{
    char *end = destination + strlen(destination);
    size_t i = 0;
    while (i < n && source[i] != '\0') {
        end[i] = source[i];
        i++;
    }
    end[i] = '\0';
    return destination;
}

char *strrchr(const char *s, int c)
{
    const char *found = NULL;
    size_t i = 0;
    while (1) {
        if (s[i] == (char) c) {
            found = s + i;
        }
        if (s[i] == '\0') {
            return (char *) found;
        }
        i++;
    }
}

char *strdup(const char *s)
{
    size_t n = strlen(s) + 1;
    char *copy = malloc(n);
    if (copy != NULL) {
        memcpy(copy, s, n);
    }
    return copy;
}

char *strndup(const char *s, size_t max)
{
    size_t n = strnlen(s, max);
    char *copy = malloc(n + 1);
    if (copy != NULL) {
        memcpy(copy, s, n);
        copy[n] = '\0';
    }
    return copy;
}

void *memchr(const void *s, int c, size_t n)
{
    const unsigned char *p = s;
    size_t i = 0;
    while (i < n) {
        if (p[i] == (unsigned char) c) {
            return (void *) (p + i);
        }
        i++;
    }
    return NULL;
}

/*
 * Formatted output into a buffer: sprintf and snprintf with a string-literal format are lowered
 * by the C front end (org.braid.c.internal.expr.FormattedOutput) into calls of these helpers,
 * one per piece of the format. Each writes its text from position pos of out, but only the
 * characters that fit before the last byte of a buffer of cap bytes (cap is SIZE_MAX for
 * sprintf), and returns the position after the whole text, as snprintf counts it. Numbers are
 * converted without loops (at most 22 digits, unrolled), so no unwinding bound cuts them;
 * padding and %s copies are loops like strcpy's.
 */
unsigned long __braid_fmt_char(char *out, unsigned long pos, unsigned long cap, int c)
{
    if (pos + 1 < cap) {
        out[pos] = (char) c;
    }
    return pos + 1;
}

unsigned long __braid_fmt_pad(char *out, unsigned long pos, unsigned long cap, int c, long count)
{
    while (count > 0) {
        pos = __braid_fmt_char(out, pos, cap, c);
        count--;
    }
    return pos;
}

#define __BRAID_FMT_DIGIT \
    if (v != 0 || n == 0) { \
        d = (int) (v % base); \
        digits[n] = (char) (d < 10 ? '0' + d : (upper ? 'A' : 'a') + d - 10); \
        v = v / base; \
        n++; \
    }
#define __BRAID_FMT_EMIT \
    if (n > 0) { \
        n--; \
        pos = __braid_fmt_char(out, pos, cap, digits[n]); \
    }

/*
 * An integer as glibc writes it: magnitude v, '-' when negative. flags: 1 left-justify ('-'), 2 pad
 * with zeros ('0', ignored with a precision), 4 '+', 8 ' ' (the callers keep these two for the
 * signed conversions and %p only, as glibc does), 16 '#' ("0x"/"0X" before a non-zero hex number, a
 * leading 0 for octal); a negative width (from '*') left-justifies; precision: the least number of
 * digits (-1: none; 0 writes no digit for 0); prefix: 1 "0x" whatever the value (%p).
 */
unsigned long __braid_fmt_uint(char *out, unsigned long pos, unsigned long cap, unsigned long long v, int negative,
                               unsigned int base, int upper, long width, int flags, int prefix, long precision)
{
    char digits[24];
    int n = 0;
    int d = 0;
    int zero = v == 0;
    __BRAID_FMT_DIGIT __BRAID_FMT_DIGIT __BRAID_FMT_DIGIT __BRAID_FMT_DIGIT __BRAID_FMT_DIGIT __BRAID_FMT_DIGIT
    __BRAID_FMT_DIGIT __BRAID_FMT_DIGIT __BRAID_FMT_DIGIT __BRAID_FMT_DIGIT __BRAID_FMT_DIGIT __BRAID_FMT_DIGIT
    __BRAID_FMT_DIGIT __BRAID_FMT_DIGIT __BRAID_FMT_DIGIT __BRAID_FMT_DIGIT __BRAID_FMT_DIGIT __BRAID_FMT_DIGIT
    __BRAID_FMT_DIGIT __BRAID_FMT_DIGIT __BRAID_FMT_DIGIT __BRAID_FMT_DIGIT
    if (precision == 0 && zero) {
        n = 0;
    }
    if (width < 0) {
        flags |= 1;
        width = -width;
    }
    long zeros = precision > n ? precision - n : 0;
    if ((flags & 16) && base == 8 && zeros == 0 && (n == 0 || digits[n - 1] != '0')) {
        zeros = 1;
    }
    int hex = prefix || ((flags & 16) && base == 16 && !zero);
    int sign = negative ? '-' : (flags & 4) ? '+' : (flags & 8) ? ' ' : 0;
    int zero_pad = (flags & 2) && !(flags & 1) && precision < 0;
    long length = n + zeros + (sign != 0) + (hex ? 2 : 0);
    if (!(flags & 1) && !zero_pad) {
        pos = __braid_fmt_pad(out, pos, cap, ' ', width - length);
    }
    if (sign) {
        pos = __braid_fmt_char(out, pos, cap, sign);
    }
    if (hex) {
        pos = __braid_fmt_char(out, pos, cap, '0');
        pos = __braid_fmt_char(out, pos, cap, upper ? 'X' : 'x');
    }
    if (zero_pad) {
        pos = __braid_fmt_pad(out, pos, cap, '0', width - length);
    }
    pos = __braid_fmt_pad(out, pos, cap, '0', zeros);
    __BRAID_FMT_EMIT __BRAID_FMT_EMIT __BRAID_FMT_EMIT __BRAID_FMT_EMIT __BRAID_FMT_EMIT __BRAID_FMT_EMIT
    __BRAID_FMT_EMIT __BRAID_FMT_EMIT __BRAID_FMT_EMIT __BRAID_FMT_EMIT __BRAID_FMT_EMIT __BRAID_FMT_EMIT
    __BRAID_FMT_EMIT __BRAID_FMT_EMIT __BRAID_FMT_EMIT __BRAID_FMT_EMIT __BRAID_FMT_EMIT __BRAID_FMT_EMIT
    __BRAID_FMT_EMIT __BRAID_FMT_EMIT __BRAID_FMT_EMIT __BRAID_FMT_EMIT
    if (flags & 1) {
        pos = __braid_fmt_pad(out, pos, cap, ' ', width - length);
    }
    return pos;
}

/*
 * %s with an optional precision (-1: none) and width (a negative one, from '*', left-justifies);
 * glibc prints "(null)" for NULL, or nothing when the precision is below its 6 characters.
 */
unsigned long __braid_fmt_str(char *out, unsigned long pos, unsigned long cap, const char *s, long precision,
                              long width, int left)
{
    if (s == NULL) {
        s = precision < 0 || precision >= 6 ? "(null)" : "";
    }
    if (width < 0) {
        left = 1;
        width = -width;
    }
    long length = 0;
    while ((precision < 0 || length < precision) && s[length] != '\0') {
        length++;
    }
    if (!left) {
        pos = __braid_fmt_pad(out, pos, cap, ' ', width - length);
    }
    long i = 0;
    while (i < length) {
        pos = __braid_fmt_char(out, pos, cap, s[i]);
        i++;
    }
    if (left) {
        pos = __braid_fmt_pad(out, pos, cap, ' ', width - length);
    }
    return pos;
}

/*
 * %a and %A of a double, as glibc writes them: sign, "0x", the leading digit of the significand
 * (1, or 0 for zero and subnormals), its 52 further bits as 13 hex digits, "p" and the binary
 * exponent (-1022 for subnormals, 0 for zero) in decimal. Without a precision the digits stop at
 * the last non-zero one; a smaller precision rounds the significand to nearest, ties to even,
 * possibly into the leading digit ("0x2p+0" for %.0a of 1.5, as glibc writes it). '0' pads after
 * "0x". Exact for every double: only shifts, masks and comparisons.
 */
#define __BRAID_FMT_HEX_COUNT(i) \
    if (((significand >> (48 - 4 * i)) & 15) != 0) { \
        digits = i + 1; \
    }
#define __BRAID_FMT_HEX_DIGIT(i) \
    if (i < kept) { \
        d = (int) ((value >> (4 * (kept - 1 - i) & 63)) & 15); \
        pos = __braid_fmt_char(out, pos, cap, d < 10 ? '0' + d : (upper ? 'A' : 'a') + d - 10); \
    }
unsigned long __braid_fmt_hex_double(char *out, unsigned long pos, unsigned long cap, unsigned long long significand,
                                     int exponent, long precision, long width, int flags, int upper, int sign)
{
    long digits = 0;
    __BRAID_FMT_HEX_COUNT(0) __BRAID_FMT_HEX_COUNT(1) __BRAID_FMT_HEX_COUNT(2) __BRAID_FMT_HEX_COUNT(3)
    __BRAID_FMT_HEX_COUNT(4) __BRAID_FMT_HEX_COUNT(5) __BRAID_FMT_HEX_COUNT(6) __BRAID_FMT_HEX_COUNT(7)
    __BRAID_FMT_HEX_COUNT(8) __BRAID_FMT_HEX_COUNT(9) __BRAID_FMT_HEX_COUNT(10) __BRAID_FMT_HEX_COUNT(11)
    __BRAID_FMT_HEX_COUNT(12)
    if (precision < 0) {
        precision = digits;
    }
    long kept = precision < 13 ? precision : 13;
    int dropped_bits = (int) (52 - 4 * kept);
    unsigned long long value = significand >> dropped_bits;
    if (dropped_bits > 0) {
        unsigned long long rest = significand & ((1ULL << dropped_bits) - 1);
        unsigned long long half = 1ULL << (dropped_bits - 1);
        value += rest > half || (rest == half && (value & 1));
    }
    int magnitude = exponent < 0 ? -exponent : exponent;
    int thousands = magnitude >= 1000;
    int below = magnitude - thousands * 1000;
    int hundreds = (below >= 100) + (below >= 200) + (below >= 300) + (below >= 400) + (below >= 500)
        + (below >= 600) + (below >= 700) + (below >= 800) + (below >= 900);
    int rest100 = below - hundreds * 100;
    int tens = (rest100 >= 10) + (rest100 >= 20) + (rest100 >= 30) + (rest100 >= 40) + (rest100 >= 50)
        + (rest100 >= 60) + (rest100 >= 70) + (rest100 >= 80) + (rest100 >= 90);
    int point = precision > 0 || (flags & 16);
    long length = (sign != 0) + 3 + point + precision + 3 + (magnitude >= 10) + (magnitude >= 100) + thousands;
    if (!(flags & 1) && !(flags & 2)) {
        pos = __braid_fmt_pad(out, pos, cap, ' ', width - length);
    }
    if (sign) {
        pos = __braid_fmt_char(out, pos, cap, sign);
    }
    pos = __braid_fmt_char(out, pos, cap, '0');
    pos = __braid_fmt_char(out, pos, cap, upper ? 'X' : 'x');
    if (flags & 2) {
        pos = __braid_fmt_pad(out, pos, cap, '0', width - length);
    }
    pos = __braid_fmt_char(out, pos, cap, '0' + (int) (value >> (4 * kept & 63)));
    if (point) {
        pos = __braid_fmt_char(out, pos, cap, '.');
    }
    int d = 0;
    __BRAID_FMT_HEX_DIGIT(0) __BRAID_FMT_HEX_DIGIT(1) __BRAID_FMT_HEX_DIGIT(2) __BRAID_FMT_HEX_DIGIT(3)
    __BRAID_FMT_HEX_DIGIT(4) __BRAID_FMT_HEX_DIGIT(5) __BRAID_FMT_HEX_DIGIT(6) __BRAID_FMT_HEX_DIGIT(7)
    __BRAID_FMT_HEX_DIGIT(8) __BRAID_FMT_HEX_DIGIT(9) __BRAID_FMT_HEX_DIGIT(10) __BRAID_FMT_HEX_DIGIT(11)
    __BRAID_FMT_HEX_DIGIT(12)
    pos = __braid_fmt_pad(out, pos, cap, '0', precision - kept);
    pos = __braid_fmt_char(out, pos, cap, upper ? 'P' : 'p');
    pos = __braid_fmt_char(out, pos, cap, exponent < 0 ? '-' : '+');
    if (thousands) {
        pos = __braid_fmt_char(out, pos, cap, '1');
    }
    if (magnitude >= 100) {
        pos = __braid_fmt_char(out, pos, cap, '0' + hundreds);
    }
    if (magnitude >= 10) {
        pos = __braid_fmt_char(out, pos, cap, '0' + tens);
    }
    pos = __braid_fmt_char(out, pos, cap, '0' + rest100 - tens * 10);
    if (flags & 1) {
        pos = __braid_fmt_pad(out, pos, cap, ' ', width - length);
    }
    return pos;
}

/*
 * %f %F %e %E %g %G of a double given by its bit pattern, exactly as glibc writes them: the exact
 * binary value is rounded to nearest, ties to even, at `precision` decimals (-1: 6; for %e that
 * many after the first significant digit, for %g that many significant digits, 0 counting as 1),
 * with integer arithmetic only, so the model checker computes it as exactly as the interpreter.
 * conversion is the letter; flags: 1 '-', 2 '0', 4 '+', 8 ' ', 16 '#'; a negative width (from
 * '*') left-justifies. %g takes the style of %e when the decimal exponent X of the rounded value
 * is below -4 or at least the precision, else %f with precision - 1 - X decimals, and drops
 * trailing zeros (and a bare point) unless '#' is given.
 *
 * The value is significand * 2^shift. Its decimal expansion is kept in digits[]: positions 0..19
 * hold the 20 digits of the integer part, 20..51 the first 32 decimals (values 0..9, not
 * characters). The value is written exactly, or the execution is reported unsupported (the check
 * ends unknown), never written inexactly: its integer part must be below 2^64; the digits up to
 * the rounding position must lie within the first 32 decimals unless the rest of the expansion is
 * 0 (then every later decimal is 0: %.40f of 0.5 is exact); and a fraction of more than 124 binary
 * digits (a value below 2^-71) is written only by %f with at most 21 decimals (then it rounds to
 * 0).
 *
 * Only additions, shifts and comparisons, no divisions (a 64-bit division is some 40,000 clauses
 * in the model checker): the integer part becomes 20 BCD digits by double dabble (64 steps that
 * add 3 to every digit of 5 or more and shift in the next bit); the fraction is a 128-bit
 * fixed-point number (hi, lo) with its binary point at bit 124, multiplied by 10 (shifts and adds)
 * once per decimal, the digit being what rises above bit 124, until the rounding position (for
 * %e and %g of a value below 1, first until the first non-zero digit). What remains decides the
 * rounding (above or at half, ties to the even digit); when %e or %g round inside the integer
 * part, the first dropped digit and whether any later digit or the fraction is non-zero decide
 * it. A round-up carries through the kept digits, possibly into a new leading digit.
 */
#define __BRAID_FMT_PLACES 32
#define __BRAID_FMT_INTEGER_DIGIT(k) \
    digits[k] = (char) ((k < 4 ? bcd_hi >> (4 * (3 - k) & 63) : bcd_lo >> (4 * (19 - k) & 63)) & 15);
#define __BRAID_FMT_FRACTION_DIGIT(k) \
    if (k < limit) { \
        sum = (lo << 3) + (lo << 1); \
        hi = (hi << 3) + (hi << 1) + (lo >> 61) + (lo >> 63) + (sum < (lo << 3)); \
        lo = sum; \
        digits[20 + k] = (char) (hi >> 60); \
        hi &= (1ULL << 60) - 1; \
        if (seek && digits[20 + k] != 0) { \
            seek = 0; \
            lead = 20 + k; \
            limit = k + significant; \
        } \
    }
#define __BRAID_FMT_DABBLE \
    t = bcd_lo + 0x3333333333333333ULL; \
    bcd_lo += ((t & 0x8888888888888888ULL) >> 2) | ((t & 0x8888888888888888ULL) >> 3); \
    t = bcd_hi + 0x3333ULL; \
    bcd_hi += ((t & 0x8888ULL) >> 2) | ((t & 0x8888ULL) >> 3); \
    bcd_hi = (bcd_hi << 1) | (bcd_lo >> 63); \
    bcd_lo = (bcd_lo << 1) | (whole >> 63); \
    whole <<= 1;
/* The first dropped digit and whether a later one is non-zero, when rounding inside the integer part. */
#define __BRAID_FMT_DROPPED(k) \
    if (k == r) { \
        dropped = digits[k]; \
    } else if (k > r && digits[k] != 0) { \
        rest = 1; \
    }
#define __BRAID_FMT_CARRY(k) \
    if (k == r - 1) { \
        up = above || (tie && (digits[k] & 1)); \
    } \
    if (up && k < r) { \
        if (digits[k] == 9) { \
            digits[k] = 0; \
        } else { \
            digits[k]++; \
            up = 0; \
        } \
    }
/* The lowest and highest positions of a non-zero kept digit. */
#define __BRAID_FMT_SCAN(k) \
    if (k < r && digits[k] != 0) { \
        if (first > k) { \
            first = k; \
        } \
        if (last < k) { \
            last = k; \
        } \
    }
#define __BRAID_FMT_EMIT_DIGIT(k) \
    if (k >= start && k <= point_at + places) { \
        pos = __braid_fmt_char(out, pos, cap, '0' + digits[k]); \
    } \
    if (k == point_at && point) { \
        pos = __braid_fmt_char(out, pos, cap, '.'); \
    }
unsigned long __braid_fmt_double(char *out, unsigned long pos, unsigned long cap, unsigned long long bits,
                                 long precision, long width, int flags, int conversion)
{
    int negative = (bits >> 63) != 0;
    int exponent = (int) ((bits >> 52) & 0x7ff);
    unsigned long long mantissa = bits & 0xfffffffffffffULL;
    int upper = conversion < 'a';
    int style = conversion | 32;
    if (width < 0) {
        flags |= 1;
        width = -width;
    }
    if (flags & 1) {
        flags &= ~2;
    }
    int sign = negative ? '-' : (flags & 4) ? '+' : (flags & 8) ? ' ' : 0;
    if (exponent == 0x7ff) {
        /* inf and nan: never zero-padded, no decimal point. */
        long length = 3 + (sign != 0);
        if (!(flags & 1)) {
            pos = __braid_fmt_pad(out, pos, cap, ' ', width - length);
        }
        if (sign) {
            pos = __braid_fmt_char(out, pos, cap, sign);
        }
        pos = __braid_fmt_char(out, pos, cap, mantissa == 0 ? (upper ? 'I' : 'i') : (upper ? 'N' : 'n'));
        pos = __braid_fmt_char(out, pos, cap, mantissa == 0 ? (upper ? 'N' : 'n') : (upper ? 'A' : 'a'));
        pos = __braid_fmt_char(out, pos, cap, mantissa == 0 ? (upper ? 'F' : 'f') : (upper ? 'N' : 'n'));
        if (flags & 1) {
            pos = __braid_fmt_pad(out, pos, cap, ' ', width - length);
        }
        return pos;
    }
    unsigned long long significand = exponent == 0 ? mantissa : mantissa | (1ULL << 52);
    if (style == 'a') {
        return __braid_fmt_hex_double(out, pos, cap, significand, exponent == 0 ? (mantissa == 0 ? 0 : -1022)
            : exponent - 1023, precision, width, flags, upper, sign);
    }
    if (precision < 0) {
        precision = 6;
    }
    int shift = (exponent == 0 ? 1 : exponent) - 1075;
    unsigned long long whole = 0;
    unsigned long long fraction = 0;
    long fbits = 0;
    if (shift > 11) {
        if (style == 'e') {
            __braid_unsupported("%e of a value of 2^64 or more");
        } else if (style == 'g') {
            __braid_unsupported("%g of a value of 2^64 or more");
        } else {
            __braid_unsupported("%f of a value of 2^64 or more");
        }
        return pos;
    }
    if (shift >= 0) {
        whole = significand << shift;
    } else {
        fbits = -shift;
        whole = fbits >= 64 ? 0 : significand >> fbits;
        fraction = fbits >= 64 ? significand : significand & ((1ULL << fbits) - 1);
    }
    /* fraction / 2^fbits as (hi, lo) / 2^124; hi keeps bits 64..123. */
    unsigned long long hi = 0;
    unsigned long long lo = 0;
    int lossy = 0;
    if (fbits > 124) {
        lo = fbits - 124 >= 64 ? 0 : fraction >> (fbits - 124);
        lossy = fbits - 124 >= 64 ? fraction != 0 : (fraction & ((1ULL << (fbits - 124)) - 1)) != 0;
    } else if (fbits > 60) {
        lo = fraction << (124 - fbits);
        hi = fbits == 124 ? 0 : fraction >> (fbits - 60);
    } else if (fbits > 0) {
        hi = fraction << (60 - fbits);
    }
    if (lossy && (style != 'f' || precision > 21)) {
        if (style == 'e') {
            __braid_unsupported("%e of a value with more than 124 binary fraction digits");
        } else if (style == 'g') {
            __braid_unsupported("%g of a value with more than 124 binary fraction digits");
        } else {
            __braid_unsupported("%f with a precision above 21 of a value with more than 124 binary fraction digits");
        }
        return pos;
    }
    /* seek: %e and %g of a value below 1 look for the first significant digit among the decimals. */
    int seek = style != 'f' && whole == 0 && fraction != 0;
    unsigned long long bcd_hi = 0;
    unsigned long long bcd_lo = 0;
    unsigned long long t = 0;
    __BRAID_FMT_DABBLE __BRAID_FMT_DABBLE __BRAID_FMT_DABBLE __BRAID_FMT_DABBLE __BRAID_FMT_DABBLE __BRAID_FMT_DABBLE
    __BRAID_FMT_DABBLE __BRAID_FMT_DABBLE __BRAID_FMT_DABBLE __BRAID_FMT_DABBLE __BRAID_FMT_DABBLE __BRAID_FMT_DABBLE
    __BRAID_FMT_DABBLE __BRAID_FMT_DABBLE __BRAID_FMT_DABBLE __BRAID_FMT_DABBLE __BRAID_FMT_DABBLE __BRAID_FMT_DABBLE
    __BRAID_FMT_DABBLE __BRAID_FMT_DABBLE __BRAID_FMT_DABBLE __BRAID_FMT_DABBLE __BRAID_FMT_DABBLE __BRAID_FMT_DABBLE
    __BRAID_FMT_DABBLE __BRAID_FMT_DABBLE __BRAID_FMT_DABBLE __BRAID_FMT_DABBLE __BRAID_FMT_DABBLE __BRAID_FMT_DABBLE
    __BRAID_FMT_DABBLE __BRAID_FMT_DABBLE __BRAID_FMT_DABBLE __BRAID_FMT_DABBLE __BRAID_FMT_DABBLE __BRAID_FMT_DABBLE
    __BRAID_FMT_DABBLE __BRAID_FMT_DABBLE __BRAID_FMT_DABBLE __BRAID_FMT_DABBLE __BRAID_FMT_DABBLE __BRAID_FMT_DABBLE
    __BRAID_FMT_DABBLE __BRAID_FMT_DABBLE __BRAID_FMT_DABBLE __BRAID_FMT_DABBLE __BRAID_FMT_DABBLE __BRAID_FMT_DABBLE
    __BRAID_FMT_DABBLE __BRAID_FMT_DABBLE __BRAID_FMT_DABBLE __BRAID_FMT_DABBLE __BRAID_FMT_DABBLE __BRAID_FMT_DABBLE
    __BRAID_FMT_DABBLE __BRAID_FMT_DABBLE __BRAID_FMT_DABBLE __BRAID_FMT_DABBLE __BRAID_FMT_DABBLE __BRAID_FMT_DABBLE
    __BRAID_FMT_DABBLE __BRAID_FMT_DABBLE __BRAID_FMT_DABBLE __BRAID_FMT_DABBLE
    char digits[52] = {0};
    __BRAID_FMT_INTEGER_DIGIT(0) __BRAID_FMT_INTEGER_DIGIT(1) __BRAID_FMT_INTEGER_DIGIT(2) __BRAID_FMT_INTEGER_DIGIT(3) __BRAID_FMT_INTEGER_DIGIT(4)
    __BRAID_FMT_INTEGER_DIGIT(5) __BRAID_FMT_INTEGER_DIGIT(6) __BRAID_FMT_INTEGER_DIGIT(7) __BRAID_FMT_INTEGER_DIGIT(8) __BRAID_FMT_INTEGER_DIGIT(9)
    __BRAID_FMT_INTEGER_DIGIT(10) __BRAID_FMT_INTEGER_DIGIT(11) __BRAID_FMT_INTEGER_DIGIT(12) __BRAID_FMT_INTEGER_DIGIT(13) __BRAID_FMT_INTEGER_DIGIT(14)
    __BRAID_FMT_INTEGER_DIGIT(15) __BRAID_FMT_INTEGER_DIGIT(16) __BRAID_FMT_INTEGER_DIGIT(17) __BRAID_FMT_INTEGER_DIGIT(18) __BRAID_FMT_INTEGER_DIGIT(19)
    /* lead: the position of the first significant digit (19 for 0); significant: how many %e and %g keep. */
    long significant = style == 'g' ? (precision == 0 ? 1 : precision) : precision + 1;
    long lead = 19;
    if (digits[19] != 0) {
        lead = 19;
    }
    if (digits[18] != 0) {
        lead = 18;
    }
    if (digits[17] != 0) {
        lead = 17;
    }
    if (digits[16] != 0) {
        lead = 16;
    }
    if (digits[15] != 0) {
        lead = 15;
    }
    if (digits[14] != 0) {
        lead = 14;
    }
    if (digits[13] != 0) {
        lead = 13;
    }
    if (digits[12] != 0) {
        lead = 12;
    }
    if (digits[11] != 0) {
        lead = 11;
    }
    if (digits[10] != 0) {
        lead = 10;
    }
    if (digits[9] != 0) {
        lead = 9;
    }
    if (digits[8] != 0) {
        lead = 8;
    }
    if (digits[7] != 0) {
        lead = 7;
    }
    if (digits[6] != 0) {
        lead = 6;
    }
    if (digits[5] != 0) {
        lead = 5;
    }
    if (digits[4] != 0) {
        lead = 4;
    }
    if (digits[3] != 0) {
        lead = 3;
    }
    if (digits[2] != 0) {
        lead = 2;
    }
    if (digits[1] != 0) {
        lead = 1;
    }
    if (digits[0] != 0) {
        lead = 0;
    }
    /* r: the position of the first dropped digit; limit: how many decimals to compute. */
    long limit = style == 'f' ? precision : seek ? 32 : lead + significant - 20;
    unsigned long long sum = 0;
    __BRAID_FMT_FRACTION_DIGIT(0) __BRAID_FMT_FRACTION_DIGIT(1) __BRAID_FMT_FRACTION_DIGIT(2) __BRAID_FMT_FRACTION_DIGIT(3)
    __BRAID_FMT_FRACTION_DIGIT(4) __BRAID_FMT_FRACTION_DIGIT(5) __BRAID_FMT_FRACTION_DIGIT(6) __BRAID_FMT_FRACTION_DIGIT(7)
    __BRAID_FMT_FRACTION_DIGIT(8) __BRAID_FMT_FRACTION_DIGIT(9) __BRAID_FMT_FRACTION_DIGIT(10) __BRAID_FMT_FRACTION_DIGIT(11)
    __BRAID_FMT_FRACTION_DIGIT(12) __BRAID_FMT_FRACTION_DIGIT(13) __BRAID_FMT_FRACTION_DIGIT(14) __BRAID_FMT_FRACTION_DIGIT(15)
    __BRAID_FMT_FRACTION_DIGIT(16) __BRAID_FMT_FRACTION_DIGIT(17) __BRAID_FMT_FRACTION_DIGIT(18) __BRAID_FMT_FRACTION_DIGIT(19)
    __BRAID_FMT_FRACTION_DIGIT(20) __BRAID_FMT_FRACTION_DIGIT(21) __BRAID_FMT_FRACTION_DIGIT(22) __BRAID_FMT_FRACTION_DIGIT(23)
    __BRAID_FMT_FRACTION_DIGIT(24) __BRAID_FMT_FRACTION_DIGIT(25) __BRAID_FMT_FRACTION_DIGIT(26) __BRAID_FMT_FRACTION_DIGIT(27)
    __BRAID_FMT_FRACTION_DIGIT(28) __BRAID_FMT_FRACTION_DIGIT(29) __BRAID_FMT_FRACTION_DIGIT(30) __BRAID_FMT_FRACTION_DIGIT(31)
    long r = style == 'f' ? 20 + precision : lead + significant;
    int rest = hi != 0 || lo != 0;
    if (seek || (r > 52 && rest)) {
        if (style == 'e') {
            __braid_unsupported("%e of a value whose digits to write reach beyond the 32nd decimal");
        } else if (style == 'g') {
            __braid_unsupported("%g of a value whose digits to write reach beyond the 32nd decimal");
        } else {
            __braid_unsupported("%f with a precision above 32 of a value with more than 32 binary fraction digits");
        }
        return pos;
    }
    int above = hi > (1ULL << 59) || (hi == (1ULL << 59) && lo != 0);
    int tie = hi == (1ULL << 59) && lo == 0;
    if (r < 20) {
        int dropped = 0;
        __BRAID_FMT_DROPPED(0) __BRAID_FMT_DROPPED(1) __BRAID_FMT_DROPPED(2) __BRAID_FMT_DROPPED(3) __BRAID_FMT_DROPPED(4)
        __BRAID_FMT_DROPPED(5) __BRAID_FMT_DROPPED(6) __BRAID_FMT_DROPPED(7) __BRAID_FMT_DROPPED(8) __BRAID_FMT_DROPPED(9)
        __BRAID_FMT_DROPPED(10) __BRAID_FMT_DROPPED(11) __BRAID_FMT_DROPPED(12) __BRAID_FMT_DROPPED(13) __BRAID_FMT_DROPPED(14)
        __BRAID_FMT_DROPPED(15) __BRAID_FMT_DROPPED(16) __BRAID_FMT_DROPPED(17) __BRAID_FMT_DROPPED(18) __BRAID_FMT_DROPPED(19)
        above = dropped > 5 || (dropped == 5 && rest);
        tie = dropped == 5 && !rest;
    }
    int up = 0;
    __BRAID_FMT_CARRY(51) __BRAID_FMT_CARRY(50) __BRAID_FMT_CARRY(49) __BRAID_FMT_CARRY(48) __BRAID_FMT_CARRY(47)
    __BRAID_FMT_CARRY(46) __BRAID_FMT_CARRY(45) __BRAID_FMT_CARRY(44) __BRAID_FMT_CARRY(43) __BRAID_FMT_CARRY(42)
    __BRAID_FMT_CARRY(41) __BRAID_FMT_CARRY(40) __BRAID_FMT_CARRY(39) __BRAID_FMT_CARRY(38) __BRAID_FMT_CARRY(37)
    __BRAID_FMT_CARRY(36) __BRAID_FMT_CARRY(35) __BRAID_FMT_CARRY(34) __BRAID_FMT_CARRY(33) __BRAID_FMT_CARRY(32)
    __BRAID_FMT_CARRY(31) __BRAID_FMT_CARRY(30) __BRAID_FMT_CARRY(29) __BRAID_FMT_CARRY(28) __BRAID_FMT_CARRY(27)
    __BRAID_FMT_CARRY(26) __BRAID_FMT_CARRY(25) __BRAID_FMT_CARRY(24) __BRAID_FMT_CARRY(23) __BRAID_FMT_CARRY(22)
    __BRAID_FMT_CARRY(21) __BRAID_FMT_CARRY(20) __BRAID_FMT_CARRY(19) __BRAID_FMT_CARRY(18) __BRAID_FMT_CARRY(17)
    __BRAID_FMT_CARRY(16) __BRAID_FMT_CARRY(15) __BRAID_FMT_CARRY(14) __BRAID_FMT_CARRY(13) __BRAID_FMT_CARRY(12)
    __BRAID_FMT_CARRY(11) __BRAID_FMT_CARRY(10) __BRAID_FMT_CARRY(9) __BRAID_FMT_CARRY(8) __BRAID_FMT_CARRY(7)
    __BRAID_FMT_CARRY(6) __BRAID_FMT_CARRY(5) __BRAID_FMT_CARRY(4) __BRAID_FMT_CARRY(3) __BRAID_FMT_CARRY(2)
    __BRAID_FMT_CARRY(1) __BRAID_FMT_CARRY(0)
    long first = 52;
    long last = -1;
    __BRAID_FMT_SCAN(0) __BRAID_FMT_SCAN(1) __BRAID_FMT_SCAN(2) __BRAID_FMT_SCAN(3) __BRAID_FMT_SCAN(4)
    __BRAID_FMT_SCAN(5) __BRAID_FMT_SCAN(6) __BRAID_FMT_SCAN(7) __BRAID_FMT_SCAN(8) __BRAID_FMT_SCAN(9)
    __BRAID_FMT_SCAN(10) __BRAID_FMT_SCAN(11) __BRAID_FMT_SCAN(12) __BRAID_FMT_SCAN(13) __BRAID_FMT_SCAN(14)
    __BRAID_FMT_SCAN(15) __BRAID_FMT_SCAN(16) __BRAID_FMT_SCAN(17) __BRAID_FMT_SCAN(18) __BRAID_FMT_SCAN(19)
    __BRAID_FMT_SCAN(20) __BRAID_FMT_SCAN(21) __BRAID_FMT_SCAN(22) __BRAID_FMT_SCAN(23) __BRAID_FMT_SCAN(24)
    __BRAID_FMT_SCAN(25) __BRAID_FMT_SCAN(26) __BRAID_FMT_SCAN(27) __BRAID_FMT_SCAN(28) __BRAID_FMT_SCAN(29)
    __BRAID_FMT_SCAN(30) __BRAID_FMT_SCAN(31) __BRAID_FMT_SCAN(32) __BRAID_FMT_SCAN(33) __BRAID_FMT_SCAN(34)
    __BRAID_FMT_SCAN(35) __BRAID_FMT_SCAN(36) __BRAID_FMT_SCAN(37) __BRAID_FMT_SCAN(38) __BRAID_FMT_SCAN(39)
    __BRAID_FMT_SCAN(40) __BRAID_FMT_SCAN(41) __BRAID_FMT_SCAN(42) __BRAID_FMT_SCAN(43) __BRAID_FMT_SCAN(44)
    __BRAID_FMT_SCAN(45) __BRAID_FMT_SCAN(46) __BRAID_FMT_SCAN(47) __BRAID_FMT_SCAN(48) __BRAID_FMT_SCAN(49)
    __BRAID_FMT_SCAN(50) __BRAID_FMT_SCAN(51)
    /* exp10: the exponent of the rounded value in %e style (0 for 0). */
    long exp10 = last >= 0 ? 19 - first : 0;
    long places = precision;
    if (style == 'g') {
        if (exp10 >= -4 && exp10 < significant) {
            style = 'f';
            places = significant - 1 - exp10;
        } else {
            style = 'e';
            /* As glibc: when the round-up made the exponent reach the precision, only the leading 1
               (and with '#' the point) is written: %#.3g of 999.6 is "1.e+03". */
            places = 19 - lead >= -4 && 19 - lead < significant ? 0 : significant - 1;
        }
    }
    long point_at = style == 'e' ? (last >= 0 ? first : 19) : 19;
    long start = style == 'e' || first > 19 ? point_at : first;
    if ((conversion | 32) == 'g' && !(flags & 16)) {
        /* %g drops trailing zeros. */
        if (last - point_at < places) {
            places = last > point_at ? last - point_at : 0;
        }
    }
    int point = places > 0 || (flags & 16);
    long length = (sign != 0) + (point_at - start + 1) + point + places + (style == 'e' ? 4 : 0);
    if (!(flags & 1) && !(flags & 2)) {
        pos = __braid_fmt_pad(out, pos, cap, ' ', width - length);
    }
    if (sign) {
        pos = __braid_fmt_char(out, pos, cap, sign);
    }
    if (flags & 2) {
        pos = __braid_fmt_pad(out, pos, cap, '0', width - length);
    }
    __BRAID_FMT_EMIT_DIGIT(0) __BRAID_FMT_EMIT_DIGIT(1) __BRAID_FMT_EMIT_DIGIT(2) __BRAID_FMT_EMIT_DIGIT(3)
    __BRAID_FMT_EMIT_DIGIT(4) __BRAID_FMT_EMIT_DIGIT(5) __BRAID_FMT_EMIT_DIGIT(6) __BRAID_FMT_EMIT_DIGIT(7)
    __BRAID_FMT_EMIT_DIGIT(8) __BRAID_FMT_EMIT_DIGIT(9) __BRAID_FMT_EMIT_DIGIT(10) __BRAID_FMT_EMIT_DIGIT(11)
    __BRAID_FMT_EMIT_DIGIT(12) __BRAID_FMT_EMIT_DIGIT(13) __BRAID_FMT_EMIT_DIGIT(14) __BRAID_FMT_EMIT_DIGIT(15)
    __BRAID_FMT_EMIT_DIGIT(16) __BRAID_FMT_EMIT_DIGIT(17) __BRAID_FMT_EMIT_DIGIT(18) __BRAID_FMT_EMIT_DIGIT(19)
    __BRAID_FMT_EMIT_DIGIT(20) __BRAID_FMT_EMIT_DIGIT(21) __BRAID_FMT_EMIT_DIGIT(22) __BRAID_FMT_EMIT_DIGIT(23)
    __BRAID_FMT_EMIT_DIGIT(24) __BRAID_FMT_EMIT_DIGIT(25) __BRAID_FMT_EMIT_DIGIT(26) __BRAID_FMT_EMIT_DIGIT(27)
    __BRAID_FMT_EMIT_DIGIT(28) __BRAID_FMT_EMIT_DIGIT(29) __BRAID_FMT_EMIT_DIGIT(30) __BRAID_FMT_EMIT_DIGIT(31)
    __BRAID_FMT_EMIT_DIGIT(32) __BRAID_FMT_EMIT_DIGIT(33) __BRAID_FMT_EMIT_DIGIT(34) __BRAID_FMT_EMIT_DIGIT(35)
    __BRAID_FMT_EMIT_DIGIT(36) __BRAID_FMT_EMIT_DIGIT(37) __BRAID_FMT_EMIT_DIGIT(38) __BRAID_FMT_EMIT_DIGIT(39)
    __BRAID_FMT_EMIT_DIGIT(40) __BRAID_FMT_EMIT_DIGIT(41) __BRAID_FMT_EMIT_DIGIT(42) __BRAID_FMT_EMIT_DIGIT(43)
    __BRAID_FMT_EMIT_DIGIT(44) __BRAID_FMT_EMIT_DIGIT(45) __BRAID_FMT_EMIT_DIGIT(46) __BRAID_FMT_EMIT_DIGIT(47)
    __BRAID_FMT_EMIT_DIGIT(48) __BRAID_FMT_EMIT_DIGIT(49) __BRAID_FMT_EMIT_DIGIT(50) __BRAID_FMT_EMIT_DIGIT(51)
    pos = __braid_fmt_pad(out, pos, cap, '0', point_at + places - 51);
    if (style == 'e') {
        long magnitude = exp10 < 0 ? -exp10 : exp10;
        long tens = (magnitude >= 10) + (magnitude >= 20) + (magnitude >= 30);
        pos = __braid_fmt_char(out, pos, cap, upper ? 'E' : 'e');
        pos = __braid_fmt_char(out, pos, cap, exp10 < 0 ? '-' : '+');
        pos = __braid_fmt_char(out, pos, cap, '0' + (int) tens);
        pos = __braid_fmt_char(out, pos, cap, '0' + (int) (magnitude - tens * 10));
    }
    if (flags & 1) {
        pos = __braid_fmt_pad(out, pos, cap, ' ', width - length);
    }
    return pos;
}

/* The terminating NUL (when cap > 0) and the count snprintf returns. */
int __braid_fmt_end(char *out, unsigned long pos, unsigned long cap)
{
    if (cap > 0) {
        out[pos < cap ? pos : cap - 1] = '\0';
    }
    return (int) pos;
}

/*
 * The same conversions for a format known only at run time (vsnprintf, vsprintf, and sprintf or
 * snprintf whose format is not a string literal), with the same helpers: %d %i %u %x %X %o with
 * the length modifiers hh h l ll q z j t, %c, %s, %p, %f %F %e %E %g %G %a %A of a double (l
 * allowed), %%, the flags '- 0 + space #', a width and a precision, also from int arguments ('*':
 * a negative width left-justifies, a negative precision is none). The format is read character by
 * character, so the unwinding bound limits how long a format is followed (a cut is reported here);
 * __braid_fmt_uint, __braid_fmt_str and the large __braid_fmt_double have one call each in the
 * loop, the last in the branch of the floating conversions. %n, long double (L, and ll or q on a
 * floating conversion), wide characters (%lc, %ls) and any other conversion make the check unknown.
 */
int vsnprintf(char *out, size_t cap, const char *format, va_list ap)
{
    unsigned long pos = 0;
    size_t i = 0;
    while (format[i] != '\0') {
        char c = format[i];
        i++;
        if (c != '%') {
            pos = __braid_fmt_char(out, pos, cap, c);
            continue;
        }
        int flags = 0;
        while (format[i] == '-' || format[i] == '0' || format[i] == '+' || format[i] == ' ' || format[i] == '#') {
            flags |= format[i] == '-' ? 1 : format[i] == '0' ? 2 : format[i] == '+' ? 4 : format[i] == ' ' ? 8 : 16;
            i++;
        }
        long width = 0;
        if (format[i] == '*') {
            width = va_arg(ap, int);
            i++;
        }
        while (format[i] >= '0' && format[i] <= '9') {
            width = width * 10 + (format[i] - '0');
            i++;
        }
        long precision = -1;
        if (format[i] == '.') {
            i++;
            precision = 0;
            if (format[i] == '*') {
                precision = va_arg(ap, int);
                i++;
            }
            while (format[i] >= '0' && format[i] <= '9') {
                precision = precision * 10 + (format[i] - '0');
                i++;
            }
        }
        if (precision < 0) {
            precision = -1;
        }
        if (width < 0) {
            flags |= 1;
            width = -width;
        }
        if (flags & 1) {
            flags &= ~2;
        }
        if (flags & 4) {
            flags &= ~8;
        }
        /* length: -2 hh, -1 h, 0 none, 1 l, 2 ll q j (and z t where size_t is long long); 9 L. */
        int length = 0;
        while (format[i] == 'h' || format[i] == 'l' || format[i] == 'q' || format[i] == 'z' || format[i] == 'j'
               || format[i] == 't' || format[i] == 'L') {
            length = format[i] == 'L' ? 9 : format[i] == 'h' ? length - 1 : format[i] == 'l' ? length + 1
                : format[i] == 'q' || format[i] == 'j' || sizeof(size_t) == sizeof(long long) ? 2 : 0;
            i++;
        }
        char conversion = format[i];
        if (conversion != '\0') {
            i++;
        }
        int integer = conversion == 'd' || conversion == 'i' || conversion == 'u' || conversion == 'x'
            || conversion == 'X' || conversion == 'o';
        int floating = conversion == 'f' || conversion == 'F' || conversion == 'e' || conversion == 'E'
            || conversion == 'g' || conversion == 'G' || conversion == 'a' || conversion == 'A';
        if (conversion == 'n') {
            __braid_unsupported("%n in a run-time format (it stores the count through a pointer)");
            return -1;
        }
        if (length == 9 || (floating && length != 0 && length != 1)) {
            __braid_unsupported("long double (the length modifier L, or ll on a floating conversion) in a run-time format");
            return -1;
        }
        if ((conversion == 'c' || conversion == 's') && length != 0) {
            __braid_unsupported("wide characters (%lc, %ls) in a run-time format");
            return -1;
        }
        if (!integer && !floating && conversion != 'c' && conversion != 's' && conversion != 'p' && conversion != '%') {
            __braid_unsupported("a conversion other than d i u x X o c s p f F e E g G a A % in a run-time format");
            return -1;
        }
        void *address = NULL;
        if (conversion == 'p') {
            address = va_arg(ap, void *);
        }
        if (conversion == '%') {
            pos = __braid_fmt_char(out, pos, cap, '%');
        } else if (integer || (conversion == 'p' && address != NULL)) {
            unsigned long long magnitude = 0;
            int negative = 0;
            if (conversion == 'p') {
                magnitude = (unsigned long) address;
            } else if (conversion == 'd' || conversion == 'i') {
                long long v = length >= 2 ? va_arg(ap, long long) : length == 1 ? va_arg(ap, long) : va_arg(ap, int);
                if (length == -1) {
                    v = (short) v;
                } else if (length <= -2) {
                    v = (signed char) v;
                }
                negative = v < 0;
                magnitude = negative ? -(unsigned long long) v : (unsigned long long) v;
            } else {
                magnitude = length >= 2 ? va_arg(ap, unsigned long long)
                    : length == 1 ? va_arg(ap, unsigned long) : va_arg(ap, unsigned int);
                if (length == -1) {
                    magnitude = (unsigned short) magnitude;
                } else if (length <= -2) {
                    magnitude = (unsigned char) magnitude;
                }
                /* As glibc: '+' and ' ' only for the signed conversions (and %p). */
                flags &= ~(4 | 8);
            }
            unsigned int base = conversion == 'o' ? 8 : conversion == 'x' || conversion == 'X' || conversion == 'p' ? 16 : 10;
            pos = __braid_fmt_uint(out, pos, cap, magnitude, negative, base, conversion == 'X', width, flags,
                                   conversion == 'p', precision);
        } else if (conversion == 's' || conversion == 'p') {
            /* glibc writes a null %p as the string "(nil)", whole whatever the precision. */
            const char *v = conversion == 's' ? va_arg(ap, const char *) : "(nil)";
            pos = __braid_fmt_str(out, pos, cap, v, conversion == 's' ? precision : -1, width, flags & 1);
        } else if (conversion == 'c') {
            int v = va_arg(ap, int);
            if (!(flags & 1)) {
                pos = __braid_fmt_pad(out, pos, cap, ' ', width - 1);
            }
            pos = __braid_fmt_char(out, pos, cap, (unsigned char) v);
            if (flags & 1) {
                pos = __braid_fmt_pad(out, pos, cap, ' ', width - 1);
            }
        } else {
            union {
                double value;
                unsigned long long bits;
            } v;
            v.value = va_arg(ap, double);
            pos = __braid_fmt_double(out, pos, cap, v.bits, precision, width, flags, conversion);
        }
    }
    return __braid_fmt_end(out, pos, cap);
}

int vsprintf(char *out, const char *format, va_list ap)
{
    return vsnprintf(out, (size_t) -1, format, ap);
}

int snprintf(char *out, size_t cap, const char *format, ...)
{
    va_list ap;
    va_start(ap, format);
    int n = vsnprintf(out, cap, format, ap);
    va_end(ap);
    return n;
}

int sprintf(char *out, const char *format, ...)
{
    va_list ap;
    va_start(ap, format);
    int n = vsnprintf(out, (size_t) -1, format, ap);
    va_end(ap);
    return n;
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

/*
 * Number parsing as the C library does it: optional white space, a sign, a 0x/0 prefix for base
 * 16/8 (base 0 picks it), digits of the base; strtol and strtoul saturate and set ERANGE on
 * overflow and store the end of the number (or the start, if there is none) through end. The
 * digit loop is a loop like any other: the unwinding bound limits how many digits are read.
 */
static int __braid_digit(char c, int base)
{
    int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'z' ? c - 'a' + 10
        : c >= 'A' && c <= 'Z' ? c - 'A' + 10 : 99;
    return d < base ? d : -1;
}

static const char *__braid_number_start(const char *s, int *negative, int *base)
{
    while (*s == ' ' || (*s >= '\t' && *s <= '\r')) {
        s++;
    }
    *negative = *s == '-';
    if (*s == '-' || *s == '+') {
        s++;
    }
    if ((*base == 0 || *base == 16) && s[0] == '0' && (s[1] == 'x' || s[1] == 'X') && __braid_digit(s[2], 16) >= 0) {
        *base = 16;
        return s + 2;
    }
    if (*base == 0) {
        *base = s[0] == '0' ? 8 : 10;
    }
    return s;
}

unsigned long strtoul(const char *text, char **end, int base)
{
    int negative;
    const char *s = __braid_number_start(text, &negative, &base);
    unsigned long value = 0;
    int overflow = 0;
    const char *digits = s;
    int d = 0;
    while ((d = __braid_digit(*s, base)) >= 0) {
        if (value > (ULONG_MAX - (unsigned long) d) / (unsigned long) base) {
            overflow = 1;
        }
        value = value * (unsigned long) base + (unsigned long) d;
        s++;
    }
    if (end != NULL) {
        *end = (char *) (s == digits ? text : s);
    }
    if (overflow) {
        __braid_errno = ERANGE;
        return ULONG_MAX;
    }
    return negative ? -value : value;
}

long strtol(const char *text, char **end, int base)
{
    int negative;
    const char *s = __braid_number_start(text, &negative, &base);
    unsigned long limit = negative ? (unsigned long) LONG_MAX + 1 : (unsigned long) LONG_MAX;
    unsigned long value = 0;
    int overflow = 0;
    const char *digits = s;
    int d = 0;
    while ((d = __braid_digit(*s, base)) >= 0) {
        if (value > (limit - (unsigned long) d) / (unsigned long) base) {
            overflow = 1;
        } else {
            value = value * (unsigned long) base + (unsigned long) d;
        }
        s++;
    }
    if (end != NULL) {
        *end = (char *) (s == digits ? text : s);
    }
    if (overflow) {
        __braid_errno = ERANGE;
        return negative ? LONG_MIN : LONG_MAX;
    }
    return negative ? (long) -value : (long) value;
}

long atol(const char *s)
{
    return strtol(s, NULL, 10);
}

int atoi(const char *s)
{
    return (int) strtol(s, NULL, 10);
}

static int __braid_is_space(char c)
{
    return c == ' ' || (c >= '\t' && c <= '\r');
}

/*
 * sscanf reads program data, so it is exact (unlike scanf, whose input is any input): the format
 * is followed character by character as glibc does, white space in it skips white space in the
 * text, other characters must match, and the conversions %d %i %u %o %x %X (with the length
 * modifiers hh, h, l, ll, j, z, t) parse as strtol/strtoul with the base of the conversion, %c
 * (or %Nc) copies characters, %s and %Ns copy a word, %% matches '%', and '*' suppresses the
 * assignment. The result is the number of assignments, or EOF when the text ends before the
 * first conversion. The unwinding bound limits how long a format, a number or a word is followed
 * (a cut is reported). A field width on a number, %[...], %p, %n and floating-point conversions
 * are reported unsupported (the check ends unknown).
 */
int vsscanf(const char *text, const char *format, va_list ap)
{
    const char *s = text;
    const char *f = format;
    int count = 0;
    int started = 0;
    while (*f != '\0') {
        if (__braid_is_space(*f)) {
            while (__braid_is_space(*s)) {
                s++;
            }
            f++;
            continue;
        }
        if (*f != '%' || f[1] == '%') {
            if (*f == '%') {
                f++;
            }
            if (*s == '\0') {
                return count == 0 && !started ? EOF : count;
            }
            if (*s != *f) {
                return count;
            }
            s++;
            f++;
            continue;
        }
        f++;
        int assign = 1;
        if (*f == '*') {
            assign = 0;
            f++;
        }
        int width = 0;
        while (*f >= '0' && *f <= '9') {
            width = width * 10 + (*f - '0');
            f++;
        }
        int length = 0;
        while (*f == 'h' || *f == 'l' || *f == 'z' || *f == 'j' || *f == 't') {
            length = *f == 'h' ? length - 1 : *f == 'l' ? length + 1
                : *f == 'j' || sizeof(size_t) == sizeof(long long) ? 2 : 0;
            f++;
        }
        char conversion = *f;
        if (conversion != '\0') {
            f++;
        }
        if (conversion == 'c') {
            int n = width > 0 ? width : 1;
            if (*s == '\0') {
                return count == 0 && !started ? EOF : count;
            }
            started = 1;
            char *out = assign ? va_arg(ap, char *) : NULL;
            for (int i = 0; i < n; i++) {
                if (*s == '\0') {
                    return count;
                }
                if (out != NULL) {
                    out[i] = *s;
                }
                s++;
            }
            count += assign;
            continue;
        }
        while (__braid_is_space(*s)) {
            s++;
        }
        if (*s == '\0') {
            return count == 0 && !started ? EOF : count;
        }
        started = 1;
        if (conversion == 's') {
            char *out = assign ? va_arg(ap, char *) : NULL;
            int n = 0;
            while (*s != '\0' && !__braid_is_space(*s) && (width == 0 || n < width)) {
                if (out != NULL) {
                    out[n] = *s;
                }
                n++;
                s++;
            }
            if (out != NULL) {
                out[n] = '\0';
            }
            count += assign;
            continue;
        }
        int base = conversion == 'd' || conversion == 'u' ? 10 : conversion == 'i' ? 0
            : conversion == 'o' ? 8 : conversion == 'x' || conversion == 'X' ? 16 : -1;
        if (base < 0 || width > 0 || (length >= 2 && sizeof(long) < sizeof(long long))) {
            __braid_unsupported("a sscanf conversion other than %d %i %u %o %x %c %s (or a field width on a number)");
            return count;
        }
        char *end = NULL;
        unsigned long v = conversion == 'd' || conversion == 'i' ? (unsigned long) strtol(s, &end, base)
            : strtoul(s, &end, base);
        if (end == s) {
            return count;
        }
        s = end;
        if (assign) {
            void *out = va_arg(ap, void *);
            if (length <= -2) {
                *(unsigned char *) out = (unsigned char) v;
            } else if (length == -1) {
                *(unsigned short *) out = (unsigned short) v;
            } else if (length == 0) {
                *(unsigned int *) out = (unsigned int) v;
            } else {
                *(unsigned long *) out = v;
            }
            count++;
        }
    }
    return count;
}

int sscanf(const char *text, const char *format, ...)
{
    va_list ap;
    va_start(ap, format);
    int n = vsscanf(text, format, ap);
    va_end(ap);
    return n;
}

/* glibc's name for sscanf in preprocessed files (<stdio.h> with _GNU_SOURCE unset). */
int __isoc99_sscanf(const char *text, const char *format, ...)
{
    va_list ap;
    va_start(ap, format);
    int n = vsscanf(text, format, ap);
    va_end(ap);
    return n;
}

/*
 * The environment is the user's, not the program's: getenv returns NULL or a fresh string of up
 * to 7 arbitrary characters (the stated bound on environment values Braid explores).
 */
char *getenv(const char *name)
{
    if (__braid_nondet_int() & 1) {
        return NULL;
    }
    char *value = __braid_alloc(8);
    value[0] = (char) __braid_nondet_int();
    value[1] = (char) __braid_nondet_int();
    value[2] = (char) __braid_nondet_int();
    value[3] = (char) __braid_nondet_int();
    value[4] = (char) __braid_nondet_int();
    value[5] = (char) __braid_nondet_int();
    value[6] = (char) __braid_nondet_int();
    value[7] = '\0';
    return value;
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
