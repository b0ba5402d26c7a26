package org.braid.core.internal.interp;

/**
 * The pointer encoding of the interpreter, identical to the pointer/integer cast encoding of the
 * CIR: (object {@code o}, offset {@code d}) is the long {@code o * 2^32 + (d mod 2^32)}; null is
 * 0. The offset is read back as a signed 32-bit number, so {@code p - 1} from offset 0 is offset
 * -1 (out of bounds) rather than a huge offset. Casts between pointers and integers go through
 * {@link #address} and {@link #fromAddress}.
 */
final class Pointers {

    private Pointers() {
    }

    static long of(long object, long offset) {
        return (object << 32) | (offset & 0xFFFF_FFFFL);
    }

    static long object(long pointer) {
        return pointer >>> 32;
    }

    static long offset(long pointer) {
        return (int) pointer;
    }

    static long add(long pointer, long bytes) {
        return of(object(pointer), offset(pointer) + bytes);
    }

    /**
     * The machine address of a pointer, as the CIR package documentation defines it: object
     * {@code o}'s base {@code o * (2^32 + 2^20)} plus the offset (sign-extended; zero-extended
     * for object 0, the integers cast to pointers); null is 0.
     */
    static long address(long pointer) {
        long object = object(pointer);
        return object == 0 ? pointer & 0xFFFF_FFFFL : base(object) + offset(pointer);
    }

    /**
     * The pointer at a machine address of {@code pointerBits} bits ({@link #address} read back):
     * a 64-bit address names object {@code a >>> 32}, a 32-bit one object {@code a >>> 20}.
     */
    static long fromAddress(long address, int pointerBits) {
        long object = pointerBits == 64 ? address >>> 32 : (address & 0xFFFF_FFFFL) >>> 20;
        long base = pointerBits == 64 ? base(object) : base(object) & 0xFFFF_FFFFL;
        return of(object, address - base);
    }

    private static long base(long object) {
        return (object << 32) + (object << 20);
    }
}
