/*
 * Braid environment model: the parts of <math.h> that are exact bit operations. fabs and fabsf
 * clear the sign bit (also of a NaN and of -0), as the x86-64 instruction gcc inlines does.
 * Not modelled: functions that round (sqrt, exp, sin, ...); a call to one is a note and its
 * result is any value.
 */
double fabs(double x)
{
    union { double d; unsigned long long u; } v;
    v.d = x;
    v.u &= ~(1ULL << 63);
    return v.d;
}

float fabsf(float x)
{
    union { float f; unsigned int u; } v;
    v.f = x;
    v.u &= ~(1U << 31);
    return v.f;
}
