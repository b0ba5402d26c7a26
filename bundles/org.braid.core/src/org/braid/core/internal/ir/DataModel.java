package org.braid.core.internal.ir;

/** The C data model: widths in bits of {@code int}, {@code long} and pointers. */
public enum DataModel {
    /** 32-bit int, long and pointers. */
    ILP32(32, 32, 32),
    /** 32-bit int, 64-bit long and pointers (Linux x86_64). */
    LP64(32, 64, 64);

    private final int intBits;
    private final int longBits;
    private final int pointerBits;

    DataModel(int intBits, int longBits, int pointerBits) {
        this.intBits = intBits;
        this.longBits = longBits;
        this.pointerBits = pointerBits;
    }

    public int intBits() {
        return intBits;
    }

    public int longBits() {
        return longBits;
    }

    public int pointerBits() {
        return pointerBits;
    }

    public int pointerBytes() {
        return pointerBits / 8;
    }
}
