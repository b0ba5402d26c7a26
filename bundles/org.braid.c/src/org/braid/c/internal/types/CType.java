package org.braid.c.internal.types;

import java.util.List;
import java.util.Objects;
import org.braid.core.internal.ir.Expr;

/**
 * A C type as the lowering sees it: qualifiers other than {@code _Atomic} are dropped, typedefs
 * and enums resolved. Structs and unions are named by tag; their layouts are in the
 * {@link StructTable}.
 */
public sealed interface CType {

    /** An integer type. */
    record Int(IntKind kind) implements CType {
        public Int {
            Objects.requireNonNull(kind, "kind");
        }

        @Override
        public String toString() {
            return kind.cName();
        }
    }

    /** {@code float}, {@code double} or {@code long double}: stored, never computed with. */
    record Floating(String name, int bytes) implements CType {
        @Override
        public String toString() {
            return name;
        }
    }

    /** A pointer; the target keeps its {@link Atomic} qualifier. */
    record Ptr(CType target) implements CType {
        public Ptr {
            Objects.requireNonNull(target, "target");
        }

        @Override
        public String toString() {
            return target + "*";
        }
    }

    /**
     * An array; {@code length} is -1 when unknown (incomplete type, flexible member, variable
     * length). A variable-length array type whose length the function computed where its
     * declaration was reached (C11 6.7.6.2p5) has that value in {@code runtimeLength}, a
     * {@code size_t} register read; otherwise it is {@code null}.
     */
    record Arr(CType element, long length, Expr runtimeLength) implements CType {
        public Arr {
            Objects.requireNonNull(element, "element");
            if (runtimeLength != null && length >= 0) {
                throw new IllegalArgumentException("an array of constant length " + length + " with a run-time length");
            }
        }

        public Arr(CType element, long length) {
            this(element, length, null);
        }

        @Override
        public String toString() {
            return element + "[" + (runtimeLength != null ? "*" : length < 0 ? "" : length) + "]";
        }
    }

    /** A struct or union, by its tag in the {@link StructTable}. */
    record Rec(String tag) implements CType {
        public Rec {
            Objects.requireNonNull(tag, "tag");
        }

        @Override
        public String toString() {
            return "struct " + tag;
        }
    }

    /** A function type. */
    record Fun(CType result, List<CType> params, boolean variadic) implements CType {
        public Fun {
            Objects.requireNonNull(result, "result");
            params = List.copyOf(params);
        }

        @Override
        public String toString() {
            return result + "(" + params + (variadic ? ", ..." : "") + ")";
        }
    }

    /** {@code void}. */
    record Void() implements CType {
        @Override
        public String toString() {
            return "void";
        }
    }

    /** An {@code _Atomic}-qualified type: every access to such an object is atomic (C11 7.17). */
    record Atomic(CType base) implements CType {
        public Atomic {
            Objects.requireNonNull(base, "base");
        }

        @Override
        public String toString() {
            return "_Atomic " + base;
        }
    }

    CType VOID = new Void();
    Int BOOL = new Int(IntKind.BOOL);
    Int CHAR = new Int(IntKind.CHAR);
    Int UCHAR = new Int(IntKind.UCHAR);
    Int INT = new Int(IntKind.INT);
    Int UINT = new Int(IntKind.UINT);
    Int LONG = new Int(IntKind.LONG);
    Int ULONG = new Int(IntKind.ULONG);
    Int LLONG = new Int(IntKind.LLONG);

    /** This type without {@code _Atomic}. */
    default CType unqualified() {
        return this instanceof Atomic a ? a.base().unqualified() : this;
    }

    default boolean isAtomic() {
        return this instanceof Atomic;
    }

    /** Whether this is an array type with a run-time length, or an array of such (C11's variably modified). */
    default boolean hasRuntimeSize() {
        return unqualified() instanceof Arr a && (a.runtimeLength() != null || a.element().hasRuntimeSize());
    }

    default boolean isInteger() {
        return unqualified() instanceof Int;
    }

    default boolean isPointer() {
        return unqualified() instanceof Ptr;
    }

    /** Integer, floating or pointer (C11 6.2.5p21). */
    default boolean isScalar() {
        CType t = unqualified();
        return t instanceof Int || t instanceof Ptr || t instanceof Floating;
    }
}
