package org.braid.c.internal.types;

import java.util.ArrayList;
import java.util.List;
import org.braid.core.internal.ir.DataModel;
import org.braid.core.internal.ir.Notation;
import org.braid.core.internal.ir.Type;

/**
 * Sizes, alignments and CIR types of C types for one data model, following the System V ABIs
 * GCC uses: x86-64 for LP64, i386 for ILP32 (where 8-byte scalars are 4-aligned inside structs,
 * {@code long double} is 12 bytes, and {@code size_t} is {@code unsigned int}).
 *
 * <p>Structs (and {@code __int128} values) are passed and returned through memory: such a
 * parameter becomes a pointer to the caller's object (the callee copies it on entry) and such a
 * result a hidden first pointer parameter to the caller's result object.
 */
public final class Target {
    private final DataModel model;
    private final StructTable structs;

    public Target(DataModel model, StructTable structs) {
        this.model = model;
        this.structs = structs;
    }

    public DataModel model() {
        return model;
    }

    public StructTable structs() {
        return structs;
    }

    public IntKind sizeT() {
        return model == DataModel.LP64 ? IntKind.ULONG : IntKind.UINT;
    }

    public IntKind ptrdiffT() {
        return model == DataModel.LP64 ? IntKind.LONG : IntKind.INT;
    }

    /** {@code intptr_t}-sized signed type used for byte offsets ({@link Type.Int}). */
    public Type.Int offsetType() {
        return new Type.Int(model.pointerBits(), true);
    }

    /**
     * The CIR type of values of an integer kind; {@code __int128} has none (its values are two
     * 64-bit halves): {@link org.braid.c.internal.lower.WideUnsupported}.
     */
    public Type.Int ir(IntKind kind) {
        if (kind.isWide()) {
            throw new WideUnsupported();
        }
        return new Type.Int(kind.width(model), kind.signed());
    }

    /** The CIR type of a {@code __int128} object: two 64-bit cells, low half first (x86-64 is little-endian). */
    public static final Type.Array WIDE_STORAGE = new Type.Array(new Type.Int(64, false), 2);

    /** Whether {@code type} is {@code __int128} or {@code unsigned __int128}. */
    public static boolean isWide(CType type) {
        return type.unqualified() instanceof CType.Int i && i.kind().isWide();
    }

    public long sizeOf(CType type) {
        return switch (type) {
            case CType.Int i -> i.kind().width(model) / 8;
            case CType.Floating f -> f.bytes();
            case CType.Ptr p -> model.pointerBytes();
            case CType.Arr a -> a.length() < 0 ? 0 : a.length() * sizeOf(a.element());
            case CType.Rec r -> structs.layout(r.tag()).size();
            case CType.Fun f -> 1;
            case CType.Void v -> 1;
            case CType.Atomic a -> sizeOf(a.base());
        };
    }

    /** Alignment as a struct member (and {@code _Alignof}). */
    public int alignOf(CType type) {
        int max = model == DataModel.LP64 ? 16 : 4;
        return switch (type) {
            case CType.Int i -> (int) Math.min(sizeOf(i), max);
            case CType.Floating f -> (int) Math.min(f.bytes() == 12 ? 4 : f.bytes(), max);
            case CType.Ptr p -> model.pointerBytes();
            case CType.Arr a -> alignOf(a.element());
            case CType.Rec r -> structs.layout(r.tag()).align();
            case CType.Fun f -> 1;
            case CType.Void v -> 1;
            case CType.Atomic a -> alignOf(a.base());
        };
    }

    /** The CIR type of values or memory of this C type. */
    public Type ir(CType type) {
        return switch (type) {
            case CType.Int i -> i.kind().isWide() ? WIDE_STORAGE : ir(i.kind());
            case CType.Floating f -> f.bytes() <= 8 ? new Type.Int(f.bytes() * 8, true)
                : new Type.Array(new Type.Int(8, false), f.bytes());
            case CType.Ptr p -> new Type.Pointer(ir(p.target()));
            case CType.Arr a -> new Type.Array(ir(a.element()), Math.max(0, a.length()));
            case CType.Rec r -> new Type.Struct(r.tag());
            case CType.Fun f -> irFunction(f);
            case CType.Void v -> Type.VOID;
            case CType.Atomic a -> ir(a.base());
        };
    }

    /**
     * How traces write values of {@code type}: {@code float} and {@code double}, which {@link #ir}
     * lowers to the bit-vectors of their IEEE 754 encodings, as the floating-point numbers those
     * encode; everything else (integers, pointers, and the floating types Braid stores but does not
     * compute with) as integers.
     */
    public static Notation notation(CType type) {
        return type.unqualified() instanceof CType.Floating f && (f.name().equals("float") || f.name().equals("double"))
            ? Notation.FLOATING : Notation.INTEGER;
    }

    /**
     * The lowered signature: struct and {@code __int128} results and parameters pass through
     * pointers.
     */
    public Type.Function irFunction(CType.Fun f) {
        List<Type> params = new ArrayList<>();
        Type result = ir(f.result());
        if (inMemory(f.result())) {
            params.add(new Type.Pointer(result));
            result = Type.VOID;
        }
        for (CType p : f.params()) {
            Type t = ir(p);
            params.add(inMemory(p) ? new Type.Pointer(t) : t);
        }
        return new Type.Function(result, params, f.variadic());
    }

    /** Whether values of {@code type} are passed and returned through memory: structs, unions, {@code __int128}. */
    public static boolean inMemory(CType type) {
        return type.unqualified() instanceof CType.Rec || isWide(type);
    }

    public Type.Pointer pointerTo(CType target) {
        return new Type.Pointer(ir(target));
    }
}
