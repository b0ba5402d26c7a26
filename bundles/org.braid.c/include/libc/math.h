#ifndef BRAID_MATH_H
#define BRAID_MATH_H
/* What Braid's models define (models/math.c); other functions are declared for programs that call
 * them (a call is a note, its result any value). */
double fabs(double x);
float fabsf(float x);
double sqrt(double x);
float sqrtf(float x);
double floor(double x);
double ceil(double x);
double pow(double x, double y);
#endif
