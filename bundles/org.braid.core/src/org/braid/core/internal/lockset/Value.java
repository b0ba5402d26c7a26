package org.braid.core.internal.lockset;

import java.util.OptionalLong;

/**
 * Abstract register values: a known integer, the null pointer, an address into a named abstract
 * object (offset known or not), a function, or anything ({@link Top}).
 */
sealed interface Value {

    /** An integer constant, as masked bits. */
    record Const(long bits) implements Value {
    }

    /** The null pointer. */
    record Null() implements Value {
    }

    /** An address inside abstract object {@code object}, offset in bytes if known, or null if {@code maybeNull}. */
    record Addr(String object, OptionalLong offset, boolean maybeNull) implements Value {
        Addr(String object, OptionalLong offset) {
            this(object, offset, false);
        }
    }

    /** The address of procedure {@code name}. */
    record Func(String name) implements Value {
    }

    /** Any value. */
    record Top() implements Value {
    }

    Value TOP = new Top();

    /** The least upper bound: equal values stay, addresses into one object keep the object. */
    static Value join(Value a, Value b) {
        if (a == null) {
            return b;
        }
        if (b == null || a.equals(b)) {
            return a;
        }
        if (a instanceof Addr x && b instanceof Addr y && x.object().equals(y.object())) {
            return new Addr(x.object(), x.offset().equals(y.offset()) ? x.offset() : OptionalLong.empty(),
                x.maybeNull() || y.maybeNull());
        }
        if (a instanceof Addr && b instanceof Null || a instanceof Null && b instanceof Addr) {
            Addr x = a instanceof Addr y ? y : (Addr) b;
            return new Addr(x.object(), x.offset(), true);
        }
        return TOP;
    }
}
