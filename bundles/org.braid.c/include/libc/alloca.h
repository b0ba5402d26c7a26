#ifndef BRAID_ALLOCA_H
#define BRAID_ALLOCA_H
#include <stddef.h>
/* As glibc: alloca is the compiler's built-in (a fresh object of n bytes; see Builtins). */
void *alloca(size_t n);
#define alloca(n) __builtin_alloca(n)
#endif
