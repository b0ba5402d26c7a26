package org.braid.core.internal.ir;

import java.util.List;
import java.util.Objects;

/**
 * CIR types. Scalars ({@link Int}, {@link Bool}, {@link Pointer}) are values; {@link Struct} and
 * {@link Array} only describe memory. Struct types refer to a {@link StructDef} of the program by
 * tag, so recursive structs need no cycles.
 */
public sealed interface Type {

    /** A bit-vector of exact width (1..64 bits) and signedness. */
    record Int(int width, boolean signed) implements Type {
        public Int {
            if (width < 1 || width > 64) {
                throw new IllegalArgumentException("bit-vector width out of range: " + width);
            }
        }

        /** The value range mask, e.g. 0xff for 8 bits. */
        public long mask() {
            return width == 64 ? -1L : (1L << width) - 1;
        }

        @Override
        public String toString() {
            return (signed ? "i" : "u") + width;
        }
    }

    /** A truth value (C's {@code _Bool} is {@code Int(8, false)}; this is for conditions). */
    record Bool() implements Type {
        @Override
        public String toString() {
            return "bool";
        }
    }

    /** A pointer to {@code target}; {@link Void} for {@code void*}, {@link Function} for code. */
    record Pointer(Type target) implements Type {
        public Pointer {
            Objects.requireNonNull(target, "target");
        }

        @Override
        public String toString() {
            return target instanceof Function ? "fnptr" : target + "*";
        }
    }

    /** Reference to the program's struct or union with this tag. */
    record Struct(String tag) implements Type {
        public Struct {
            Objects.requireNonNull(tag, "tag");
        }

        @Override
        public String toString() {
            return "struct " + tag;
        }
    }

    /** A fixed-length array; {@code length} 0 for flexible or unknown length. */
    record Array(Type element, long length) implements Type {
        public Array {
            Objects.requireNonNull(element, "element");
            if (length < 0) {
                throw new IllegalArgumentException("negative array length: " + length);
            }
        }

        @Override
        public String toString() {
            return element + "[" + length + "]";
        }
    }

    /** A function signature. */
    record Function(Type returnType, List<Type> parameters, boolean variadic) implements Type {
        public Function {
            Objects.requireNonNull(returnType, "returnType");
            parameters = List.copyOf(parameters);
        }

        @Override
        public String toString() {
            return "fn(" + parameters + (variadic ? ", ..." : "") + ") -> " + returnType;
        }
    }

    /** No value: the return type of procedures that return nothing, and {@code void*}'s target. */
    record Void() implements Type {
        @Override
        public String toString() {
            return "void";
        }
    }

    Bool BOOL = new Bool();
    Void VOID = new Void();

    /** Whether values of this type can be held in a variable. */
    default boolean isScalar() {
        return this instanceof Int || this instanceof Bool || this instanceof Pointer;
    }
}
