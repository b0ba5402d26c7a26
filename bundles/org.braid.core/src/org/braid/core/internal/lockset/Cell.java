package org.braid.core.internal.lockset;

/**
 * One memory cell of a global object: a symbolic lock is named by the cell its acquire sets
 * ({@code object} is {@code g:NAME}, see {@link ObjectNames}).
 */
record Cell(String object, long offset) {

    @Override
    public String toString() {
        return object.substring(2) + (offset == 0 ? "" : "+" + offset);
    }
}
