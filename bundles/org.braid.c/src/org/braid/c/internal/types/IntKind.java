package org.braid.c.internal.types;

import org.braid.core.internal.ir.DataModel;

/**
 * The C integer types with their conversion rank (C11 6.3.1.1) and signedness. Plain
 * {@code char} is signed, as on x86. Enumerated types are mapped to {@link #INT} or
 * {@link #UINT} by the converter (GCC: unsigned int unless an enumerator is negative).
 */
public enum IntKind {
    BOOL(0, false, "_Bool"),
    CHAR(1, true, "char"),
    SCHAR(1, true, "signed char"),
    UCHAR(1, false, "unsigned char"),
    SHORT(2, true, "short"),
    USHORT(2, false, "unsigned short"),
    INT(3, true, "int"),
    UINT(3, false, "unsigned int"),
    LONG(4, true, "long"),
    ULONG(4, false, "unsigned long"),
    LLONG(5, true, "long long"),
    ULLONG(5, false, "unsigned long long"),
    /** GCC's {@code __int128} (x86-64 only): lowered as two 64-bit halves ({@code expr.WideArithmetic}). */
    INT128(6, true, "__int128"),
    UINT128(6, false, "unsigned __int128");

    private final int rank;
    private final boolean signed;
    private final String cName;

    IntKind(int rank, boolean signed, String cName) {
        this.rank = rank;
        this.signed = signed;
        this.cName = cName;
    }

    public int rank() {
        return rank;
    }

    public boolean signed() {
        return signed;
    }

    public String cName() {
        return cName;
    }

    /** Whether values of this type are 128 bits wide, held as two 64-bit halves. */
    public boolean isWide() {
        return this == INT128 || this == UINT128;
    }

    public int width(DataModel model) {
        return switch (this) {
            case BOOL, CHAR, SCHAR, UCHAR -> 8;
            case SHORT, USHORT -> 16;
            case INT, UINT -> model.intBits();
            case LONG, ULONG -> model.longBits();
            case LLONG, ULLONG -> 64;
            case INT128, UINT128 -> 128;
        };
    }

    /** The unsigned type of the same rank (C11 6.3.1.8). */
    public IntKind toUnsigned() {
        return switch (this) {
            case CHAR, SCHAR, UCHAR -> UCHAR;
            case SHORT, USHORT -> USHORT;
            case INT, UINT -> UINT;
            case LONG, ULONG -> ULONG;
            case LLONG, ULLONG -> ULLONG;
            case INT128, UINT128 -> UINT128;
            case BOOL -> BOOL;
        };
    }
}
