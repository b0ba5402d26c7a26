/* Functions taking `...`: va_start, va_arg of promoted and struct types, va_copy, va_end, and a
   va_list handed to another function. Every assertion holds (gcc agrees). */
#include <assert.h>
#include <stdarg.h>

struct pair { int a; long b; };

int sum(int n, ...)
{
    va_list ap;
    va_start(ap, n);
    int s = 0;
    for (int i = 0; i < n; i++) {
        s += va_arg(ap, int);
    }
    va_end(ap);
    return s;
}

long vmixed(va_list ap)
{
    char c = (char) va_arg(ap, int);
    long l = va_arg(ap, long);
    int *p = va_arg(ap, int *);
    struct pair q = va_arg(ap, struct pair);
    return c + l + *p + q.a + q.b;
}

long mixed(const char *tag, ...)
{
    va_list ap;
    va_list copy;
    va_start(ap, tag);
    va_copy(copy, ap);
    long all = vmixed(ap);
    int first = va_arg(copy, int);
    va_end(copy);
    va_end(ap);
    return all + first;
}

int main(void)
{
    int x = 7;
    short s = -2;
    struct pair q = { 100, 1000 };
    assert(sum(0) == 0);
    assert(sum(2, 3, s) == 1);
    assert(mixed("t", 'a', 10L, &x, q) == 'a' + 10 + 7 + 100 + 1000 + 'a');
    return 0;
}
