/*
 * Finding (ProgramDifferentialTest benchmark, 27 of 2000 programs, e.g. seeds 147, 330, 742):
 * a wrong value for `unsigned long long` bit-fields of 32 to 63 bits.
 *
 * gcc (the C front end, x86-64) gives such a bit-field a type of exactly its width, which is
 * implementation-defined (C11 6.7.2.1p5): `unsigned long long x : 40` takes part in arithmetic
 * as a 40-bit unsigned type, so `s.x * 2` and `s.x << 1` wrap at 2^40, `-s.x` is 2^40 - s.x, and
 * in `-1LL < s.x` it converts to long long (it is narrower), so the comparison is true; a
 * 32-bit one (`unsigned long long y : 32`) behaves as unsigned int.
 *
 * Braid (Access.promotedBitField / TypeOf) promotes such a bit-field to its declared type,
 * unsigned long long, so all five assertions below fail under Braid's interpreter and model
 * checker, while gcc passes them: s.x * 2 is 2^40 instead of 0, -1LL < s.x is 0, and s.y * 2 is
 * 2^32 instead of 0.
 *
 * Fixing it means giving the lowering N-bit intermediate types (truncate after every operation
 * on such an operand, convert to long long in the usual arithmetic conversions). Until then the
 * generator declares `unsigned long long` bit-fields of 1 to 31 bits (they promote to int, as in
 * gcc) or of the full 64 bits only (ProgramGenerator.bitField).
 */
#include <assert.h>

struct bits { unsigned long long x : 40; unsigned long long y : 32; };

int main(void)
{
    struct bits s;
    s.x = 1ULL << 39;
    s.y = 1ULL << 31;
    assert(s.x * 2 == 0);
    assert((s.x << 1) == 0);
    assert(-s.x == 1ULL << 39);
    assert(-1LL < s.x);
    assert(s.y * 2 == 0);
    return 0;
}
