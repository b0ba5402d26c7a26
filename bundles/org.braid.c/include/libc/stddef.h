#ifndef BRAID_STDDEF_H
#define BRAID_STDDEF_H
#if __SIZEOF_POINTER__ == 8
typedef unsigned long size_t;
typedef long ptrdiff_t;
#else
typedef unsigned int size_t;
typedef int ptrdiff_t;
#endif
typedef int wchar_t;
typedef struct { long long __ll; long double __ld; } max_align_t;
#define NULL ((void *) 0)
#define offsetof(type, member) __builtin_offsetof(type, member)
#endif
