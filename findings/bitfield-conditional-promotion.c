/*
 * Finding (ProgramDifferentialTest, seed 15): a wrong value. A bit-field narrower than int
 * promotes to int (C11 6.3.1.1p2), also as an operand of the conditional operator; Braid typed
 * the conditional from the bit-field's declared type.
 *
 * gcc: `0 ? b.b0 : -1` has type int (int and int), so r == -1; and `1 ? -b.b0 : 3` is -2.
 * Braid before the fix: the front end's TypeOf used the declared type `unsigned` for the
 * bit-field operands, so the conditional had type unsigned int and r was 4294967295
 * (and 4294967294); both the interpreter and the model checker report the assertions violated.
 * In the random program the value reached a `%`: `x % ((-(b.b0)) == 0 || ... ? 3 : (-(b.b0)))`
 * divided by 4294967294 instead of -2.
 *
 * Fixed in TypeOf (bundles/org.braid.c): operands that undergo the integer promotions take a
 * bit-field's promoted type; regression: r_bits_conditional* in fixtures/bitprecise/structs.c.
 */
#include <assert.h>

struct bits { unsigned b0 : 3; };

int main(void)
{
    struct bits b;
    b.b0 = 2;
    long long r = 0 ? b.b0 : -1;
    assert(r == -1);
    long long s = 1 ? -b.b0 : 3;
    assert(s == -2);
    return 0;
}
