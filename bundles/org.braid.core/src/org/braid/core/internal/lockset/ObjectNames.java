package org.braid.core.internal.lockset;

/** Names of abstract objects: globals {@code g:NAME}, in-memory locals {@code l:PROC.NAME},
 * all heap objects {@code h:heap}. One abstract object may stand for many concrete ones. */
final class ObjectNames {

    private ObjectNames() {
    }

    static String global(String name) {
        return "g:" + name;
    }

    static String local(String procedure, String variable) {
        return "l:" + procedure + "." + variable;
    }

    /** All heap objects, as one abstract object (an allocation may also fail and give null). */
    static String heap() {
        return "h:heap";
    }

    static boolean isHeap(String object) {
        return object.startsWith("h:");
    }

    static boolean isGlobal(String object) {
        return object.startsWith("g:");
    }
}
