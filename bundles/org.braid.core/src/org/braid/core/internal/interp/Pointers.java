package org.braid.core.internal.interp;

/**
 * The pointer encoding of the interpreter, identical to the pointer/integer cast encoding of the
 * CIR: (object {@code o}, offset {@code d}) is the long {@code o * 2^32 + (d mod 2^32)}; null is
 * 0. The offset is read back as a signed 32-bit number, so {@code p - 1} from offset 0 is offset
 * -1 (out of bounds) rather than a huge offset.
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
}
