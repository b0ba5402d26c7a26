/*
 * Braid environment model: searching and sorting (C11 7.22.5) and the string searches of
 * <string.h> that stdlib.c does not have, as glibc 2.36 computes them.
 *
 * - qsort sorts stably, as glibc's does (a merge sort into a temporary buffer whenever that buffer
 *   can be allocated, which Braid's allocator always grants for the sizes it can check): for a
 *   comparison that is a total preorder every stable sort gives the same array, so the result is
 *   glibc's. It is an insertion sort here (the comparison is called O(n^2) times; bounded checking
 *   unrolls its loops like any other loop), in another order than glibc's merge sort calls it.
 *   Elements move in the widest units that divide their size (an int array int by int, as the
 *   model checker's memory holds it); the interpreter copies any element type exactly, the model
 *   checker may answer unknown ("mixed-width access") for elements whose members are narrower.
 * - bsearch is glibc's binary search step for step, so with equal keys it finds the element glibc
 *   finds.
 * - strstr, strspn, strcspn, strpbrk, strtok and strtok_r scan bytes as the C standard describes;
 *   strtok keeps its position in a global (as glibc does: strtok is not thread-safe, and calls
 *   from two threads race on it; strtok_r keeps it in the caller's pointer). A first call with a
 *   null string dereferences the null position, as glibc's does (a memory error, not NULL).
 * - The comparison function and the strings are read like user code reads them, so their accesses
 *   can race.
 */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

/*
 * Copies one element of `size` bytes in the widest units that divide it (8, 4, 2 or 1 bytes), so
 * that an array of int or long is copied cell for cell, as the model checker's memory holds it.
 */
static void __braid_copy_element(char *to, const char *from, size_t size)
{
    if (size % 8 == 0) {
        for (size_t k = 0; k < size; k += 8) {
            *(unsigned long long *) (to + k) = *(const unsigned long long *) (from + k);
        }
    } else if (size % 4 == 0) {
        for (size_t k = 0; k < size; k += 4) {
            *(unsigned int *) (to + k) = *(const unsigned int *) (from + k);
        }
    } else if (size % 2 == 0) {
        for (size_t k = 0; k < size; k += 2) {
            *(unsigned short *) (to + k) = *(const unsigned short *) (from + k);
        }
    } else {
        for (size_t k = 0; k < size; k++) {
            to[k] = from[k];
        }
    }
}

void qsort(void *base, size_t count, size_t size, int (*compare)(const void *, const void *))
{
    char *bytes = base;
    char *held = malloc(size == 0 ? 1 : size);
    for (size_t i = 1; i < count; i++) {
        size_t j = i;
        /* move element i left past every greater element: stable */
        while (j > 0 && compare(bytes + (j - 1) * size, bytes + i * size) > 0) {
            j--;
        }
        if (j < i) {
            __braid_copy_element(held, bytes + i * size, size);
            for (size_t k = i; k > j; k--) {
                __braid_copy_element(bytes + k * size, bytes + (k - 1) * size, size);
            }
            __braid_copy_element(bytes + j * size, held, size);
        }
    }
    free(held);
}

void *bsearch(const void *key, const void *base, size_t count, size_t size,
              int (*compare)(const void *, const void *))
{
    size_t low = 0;
    size_t high = count;
    while (low < high) {
        size_t index = (low + high) / 2;
        const void *p = (const char *) base + index * size;
        int c = compare(key, p);
        if (c < 0) {
            high = index;
        } else if (c > 0) {
            low = index + 1;
        } else {
            return (void *) p;
        }
    }
    return NULL;
}

char *strstr(const char *haystack, const char *needle)
{
    if (needle[0] == '\0') {
        return (char *) haystack;
    }
    for (size_t i = 0; haystack[i] != '\0'; i++) {
        size_t j = 0;
        while (needle[j] != '\0' && haystack[i + j] == needle[j]) {
            j++;
        }
        if (needle[j] == '\0') {
            return (char *) haystack + i;
        }
    }
    return NULL;
}

/* Whether byte c is one of the bytes of set (not its terminating zero). */
static int __braid_in_set(char c, const char *set)
{
    for (size_t k = 0; set[k] != '\0'; k++) {
        if (set[k] == c) {
            return 1;
        }
    }
    return 0;
}

size_t strspn(const char *s, const char *accept)
{
    size_t i = 0;
    while (s[i] != '\0' && __braid_in_set(s[i], accept)) {
        i++;
    }
    return i;
}

size_t strcspn(const char *s, const char *reject)
{
    size_t i = 0;
    while (s[i] != '\0' && !__braid_in_set(s[i], reject)) {
        i++;
    }
    return i;
}

char *strpbrk(const char *s, const char *accept)
{
    s += strcspn(s, accept);
    return *s != '\0' ? (char *) s : NULL;
}

char *strtok_r(char *s, const char *delimiters, char **saved)
{
    if (s == NULL) {
        s = *saved;
    }
    if (*s == '\0') {
        *saved = s;
        return NULL;
    }
    s += strspn(s, delimiters);
    if (*s == '\0') {
        *saved = s;
        return NULL;
    }
    char *end = s + strcspn(s, delimiters);
    if (*end == '\0') {
        *saved = end;
    } else {
        *end = '\0';
        *saved = end + 1;
    }
    return s;
}

/* strtok's position between calls, glibc's `olds`: one for the whole program. */
static char *strtok_position;

/* strtok_r's steps on strtok's own position, so that a race on it is named by that name. */
char *strtok(char *s, const char *delimiters)
{
    if (s == NULL) {
        s = strtok_position;
    }
    if (*s == '\0') {
        strtok_position = s;
        return NULL;
    }
    s += strspn(s, delimiters);
    if (*s == '\0') {
        strtok_position = s;
        return NULL;
    }
    char *end = s + strcspn(s, delimiters);
    if (*end == '\0') {
        strtok_position = end;
    } else {
        *end = '\0';
        strtok_position = end + 1;
    }
    return s;
}
