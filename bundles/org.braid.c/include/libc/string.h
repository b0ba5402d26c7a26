#ifndef BRAID_STRING_H
#define BRAID_STRING_H
#include <stddef.h>
void *memcpy(void *destination, const void *source, size_t n);
void *memmove(void *destination, const void *source, size_t n);
void *memset(void *destination, int c, size_t n);
int memcmp(const void *a, const void *b, size_t n);
size_t strlen(const char *s);
size_t strnlen(const char *s, size_t max);
int strcmp(const char *a, const char *b);
int strncmp(const char *a, const char *b, size_t n);
char *strcpy(char *destination, const char *source);
char *strncpy(char *destination, const char *source, size_t n);
char *strcat(char *destination, const char *source);
char *strncat(char *destination, const char *source, size_t n);
char *strchr(const char *s, int c);
char *strrchr(const char *s, int c);
char *strstr(const char *haystack, const char *needle);
size_t strspn(const char *s, const char *accept);
size_t strcspn(const char *s, const char *reject);
char *strpbrk(const char *s, const char *accept);
char *strtok(char *s, const char *delimiters);
char *strtok_r(char *s, const char *delimiters, char **saved);
char *strdup(const char *s);
char *strndup(const char *s, size_t max);
void *memchr(const void *s, int c, size_t n);
char *strerror(int errnum);
#endif
