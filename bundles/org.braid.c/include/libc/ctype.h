#ifndef BRAID_CTYPE_H
#define BRAID_CTYPE_H
/* The character classes as functions (glibc's headers make most of them macros over
 * __ctype_b_loc(); Braid's models define both, see models/ctype.c). */
int isalnum(int c);
int isalpha(int c);
int isblank(int c);
int iscntrl(int c);
int isdigit(int c);
int isgraph(int c);
int islower(int c);
int isprint(int c);
int ispunct(int c);
int isspace(int c);
int isupper(int c);
int isxdigit(int c);
int tolower(int c);
int toupper(int c);
const unsigned short **__ctype_b_loc(void);
const int **__ctype_toupper_loc(void);
const int **__ctype_tolower_loc(void);
#endif
