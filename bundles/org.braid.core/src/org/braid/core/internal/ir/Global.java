package org.braid.core.internal.ir;

import java.util.List;
import java.util.Objects;

/**
 * A global (or static) variable: a memory object of {@code type}, zero-filled at program start
 * and then written with {@code initializer}'s cells. {@code threadLocal} globals
 * ({@code __thread}) have one object per thread.
 */
public record Global(String name, Type type, List<Init> initializer, boolean threadLocal, Loc loc) {

    /** The scalar {@code value} (a constant or constant address) at a byte offset. */
    public record Init(long offset, Expr value) {
        public Init {
            Objects.requireNonNull(value, "value");
        }
    }

    public Global {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(type, "type");
        initializer = List.copyOf(initializer);
        Objects.requireNonNull(loc, "loc");
    }
}
