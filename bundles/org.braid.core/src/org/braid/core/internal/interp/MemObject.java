package org.braid.core.internal.interp;

import java.util.Map;
import java.util.TreeMap;

/**
 * One memory object: its id, kind, size and human name, whether it is still alive, and its
 * cells (offset to width and value) in offset order. Mutable; owned by {@link Memory}.
 */
final class MemObject {

    enum Kind { GLOBAL, THREAD_LOCAL, LOCAL, HEAP, FUNCTION }

    /** A written cell: its width in bytes and the value's bits. */
    record Cell(int bytes, long bits) {
    }

    private final int id;
    private final Kind kind;
    private final String name;
    private final long size;
    private final String procedure;
    private final TreeMap<Long, Cell> cells = new TreeMap<>();
    private boolean alive = true;

    MemObject(int id, Kind kind, String name, long size, String procedure) {
        this.id = id;
        this.kind = kind;
        this.name = name;
        this.size = size;
        this.procedure = procedure;
    }

    int id() {
        return id;
    }

    Kind kind() {
        return kind;
    }

    /** For people: {@code counter}, {@code malloc at f.c:12}, {@code local buf of f}. */
    String name() {
        return name;
    }

    long size() {
        return size;
    }

    /** The procedure of a {@link Kind#FUNCTION} object, else {@code null}. */
    String procedure() {
        return procedure;
    }

    boolean alive() {
        return alive;
    }

    void kill() {
        alive = false;
    }

    /** An independent copy (cells are immutable values, so the map is copied shallowly). */
    MemObject copy() {
        MemObject copy = new MemObject(id, kind, name, size, procedure);
        copy.cells.putAll(cells);
        copy.alive = alive;
        return copy;
    }

    /** The cell written at exactly {@code offset}, or {@code null}. */
    Cell cell(long offset) {
        return cells.get(offset);
    }

    /** The written cell that starts before {@code offset} and covers it, or {@code null}. */
    Map.Entry<Long, Cell> coveringBefore(long offset) {
        Map.Entry<Long, Cell> below = cells.lowerEntry(offset);
        return below != null && below.getKey() + below.getValue().bytes() > offset ? below : null;
    }

    /** Whether some cell starts inside {@code (offset, offset + bytes)}. */
    boolean startsInside(long offset, int bytes) {
        Long next = cells.higherKey(offset);
        return next != null && next < offset + bytes;
    }

    /** Writes a cell, dropping every cell it overlaps. */
    void put(long offset, Cell cell) {
        Map.Entry<Long, Cell> before = coveringBefore(offset);
        if (before != null) {
            cells.remove(before.getKey());
        }
        cells.subMap(offset, false, offset + cell.bytes(), false).clear();
        cells.put(offset, cell);
    }
}
