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

    /**
     * The byte at {@code offset}: the byte of the cell that covers it (little-endian, as on x86),
     * 0 if no written cell does.
     */
    int byteAt(long offset) {
        Map.Entry<Long, Cell> covering = cells.floorEntry(offset);
        if (covering == null || covering.getKey() + covering.getValue().bytes() <= offset) {
            return 0;
        }
        Cell cell = covering.getValue();
        if (cell.bytes() < 8 && cell.bits() >>> (8 * cell.bytes()) != 0) {
            throw Fault.unsupported("byte access to " + name + " at offset " + offset + ", whose cell holds a "
                + "value wider than its " + cell.bytes() + " bytes (a pointer in a 32-bit data model)");
        }
        return (int) (cell.bits() >>> (8 * (offset - covering.getKey()))) & 0xFF;
    }

    /**
     * Writes a cell. The cells it overlaps partially keep the bytes it does not cover, as one-byte
     * cells; those it covers are dropped.
     */
    void put(long offset, Cell cell) {
        long end = offset + cell.bytes();
        Map.Entry<Long, Cell> before = coveringBefore(offset);
        TreeMap<Long, Cell> touched = new TreeMap<>(cells.subMap(offset, true, end, false));
        if (before != null) {
            touched.put(before.getKey(), before.getValue());
        }
        for (Map.Entry<Long, Cell> t : touched.entrySet()) {
            cells.remove(t.getKey());
            for (long b = t.getKey(); b < t.getKey() + t.getValue().bytes(); b++) {
                if (b < offset || b >= end) {
                    cells.put(b, new Cell(1, (t.getValue().bits() >>> (8 * (b - t.getKey()))) & 0xFF));
                }
            }
        }
        cells.put(offset, cell);
    }

}
