#ifndef BRAID_STRINGS_H
#define BRAID_STRINGS_H
#include <stddef.h>
void bzero(void *s, size_t n);
int strcasecmp(const char *a, const char *b);
#endif
