/* Pointers converted to integers behave as on a real machine: non-null pointers are non-zero,
   aligned integers, distinct objects do not overlap, and round trips give the same pointer.
   Every assertion holds (gcc agrees). */
#include <assert.h>
#include <stdint.h>
#include <stdlib.h>

void check(int cond)
{
    assert(cond);
}

int main(void)
{
    int *p = malloc(16 * sizeof(int));
    if (!p) {
        return 0;
    }
    check(p);
    int *q = malloc(8);
    uintptr_t a = (uintptr_t) p;
    uintptr_t b = (uintptr_t) q;
    assert(a != 0 && a % 16 == 0);
    assert(a != b);
    assert(a + 16 * sizeof(int) <= b || b + 8 <= a);
    assert((int *) (uintptr_t) p == p);
    assert((int *) a + 3 == p + 3);
    assert((uintptr_t) (p + 3) - a == 3 * sizeof(int));
    assert((intptr_t) (void *) (intptr_t) 5 == 5);
    unsigned bucket = (unsigned) ((a >> 4) % 16);
    assert(bucket < 16);
    assert((unsigned) (uintptr_t) q != 0);
    free(q);
    free(p);
    return 0;
}
