/* The assertion fails only after a million iterations: with a small unwinding bound the loop is
   cut, and the check says so instead of looking complete. */
#include <assert.h>

int main(void)
{
    int i = 0;
    while (i < 1000000) {
        i++;
    }
    assert(i != 1000000);
    return 0;
}
