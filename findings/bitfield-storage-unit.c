/*
 * Finding (ProgramDifferentialTest, seed 55 before the generator excluded it): a run of bit-fields
 * that no single 1, 2, 4 or 8-byte storage unit can hold without reaching into the next member.
 *
 * gcc (x86-64) places b0 at bits 0-20, b1 at bits 21-24, b2 at bits 32-44 (it would cross the
 * int boundary at bit 32) and tail at byte 6; the program is valid C and all assertions hold.
 *
 * Braid's layout (bundles/org.braid.c, Layouts.members) looks for one storage unit for the whole
 * run b0..b2 (bytes 0..5): 8 bytes would reach into tail at byte 6, so it falls back to one unit
 * per bit-field of its declared type's size, b2 in a u32 at byte 4 (`braid ir`:
 * `struct bits { u32 b0 @0; u32 b1 @0; u32 b2 @4; i16 tail @6; }`), which overlaps tail's i16
 * cell at byte 6. Braid's memory is cell-typed, so the interpreter stops with
 *   Error[kind=UNSUPPORTED, message=read of s.b2 overlaps a differently placed write in local s ...]
 * and the model checker answers `unknown (unsupported: mixed-width access to s.tail)`.
 * No wrong value is reported, but a valid program is not decided.
 *
 * The same fallback also gives bit-fields of one run units of different sizes at the same byte
 * when the run spans more than 8 bytes, e.g.
 *   struct { signed int b0 : 14; unsigned long long b1 : 49; int b2 : 12; }
 * (b0 in a u32 at byte 0, b1 in a u64 at byte 0: "read of 8 bytes from b.b1 ... last written
 * with 4 bytes").
 *
 * The generator now keeps the bit-fields of `struct bits` within 64 bits and follows them with a
 * long long member (ProgramGenerator.placed).
 */
#include <assert.h>

struct bits { signed int b0 : 21; signed int b1 : 4; signed int b2 : 13; short tail; };

int main(void)
{
    struct bits s;
    s.b2 = 5;
    s.tail = 7;
    assert(s.b2 + s.tail == 12);
    return 0;
}
