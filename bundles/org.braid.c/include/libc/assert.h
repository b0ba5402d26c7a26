#ifndef BRAID_ASSERT_H
#define BRAID_ASSERT_H
void __assert_fail(const char *assertion, const char *file, unsigned int line, const char *function);
void __assert_perror_fail(int errnum, const char *file, unsigned int line, const char *function);
#endif
#undef assert
#ifdef NDEBUG
#define assert(expression) ((void) 0)
#else
#define assert(expression) ((expression) ? (void) 0 : __assert_fail(#expression, __builtin_FILE(), __builtin_LINE(), __func__))
#endif
#ifndef static_assert
#define static_assert _Static_assert
#endif
