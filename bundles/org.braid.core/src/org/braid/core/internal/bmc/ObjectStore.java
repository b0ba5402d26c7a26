package org.braid.core.internal.bmc;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

import org.braid.core.internal.bmc.term.Term;
import org.braid.core.internal.bmc.term.TermFactory;

/**
 * The contents of one memory object on one path, for the cell-typed memory of the CIR: cells
 * written at constant offsets ({@link Cell}s by offset) and a store chain of writes at symbolic
 * offsets, each guarded by the path condition under which it happened. A read at a symbolic
 * offset is an {@code ite} over the cells and chain entries it may hit (McCarthy's read-over-
 * write, as in CBMC's array encoding); never-written cells read 0. Accesses that would read a
 * cell with another width than it was written with, or partially overlap a written cell, are
 * reported as an unsupported condition. Immutable.
 */
final class ObjectStore {

    /** A write at a symbolic offset; {@code prev} is the write before it. */
    private record Entry(Entry prev, int length, Term guard, Term offset, int bytes, Term value) {
    }

    /** The value read (64 bits) and the condition under which the access is unsupported. */
    record Read(Term value, Term unsupported) {
    }

    /** The object after a write, and the condition under which the write is unsupported. */
    record Written(ObjectStore store, Term unsupported) {
    }

    static final ObjectStore EMPTY = new ObjectStore(Collections.emptyNavigableMap(), null);

    /** Widest scalar access in bytes. */
    private static final int MAX_BYTES = 8;

    private final java.util.NavigableMap<Long, Cell> cells;
    private final Entry chain;

    private ObjectStore(java.util.NavigableMap<Long, Cell> cells, Entry chain) {
        this.cells = cells;
        this.chain = chain;
    }

    /** A store with the given initial cells (all written). */
    static ObjectStore initialized(Map<Long, Cell> initial) {
        return new ObjectStore(new TreeMap<>(initial), null);
    }

    private List<Entry> entries() {
        List<Entry> list = new ArrayList<>();
        for (Entry e = chain; e != null; e = e.prev()) {
            list.add(e);
        }
        Collections.reverse(list);
        return list;
    }

    /** The cell at a constant offset, materialized from the chain if it has no cell of its own. */
    private Cell cellAt(long offset, MemoryTerms t) {
        Cell cell = cells.get(offset);
        if (cell != null) {
            return cell;
        }
        cell = Cell.EMPTY;
        if (chain == null) {
            return cell;
        }
        TermFactory f = t.f();
        Term k = f.constant(32, offset);
        for (Entry e : entries()) {
            if (t.residues().mayEqual(k, e.offset())) {
                cell = cell.write(e.bytes(), e.value(), f.and(e.guard(), f.eq(k, e.offset())), f);
            }
        }
        return cell;
    }

    private static Term overlapTerm(Term d, int bd, Term e, int be, TermFactory f) {
        return f.and(f.ne(d, e), f.and(f.slt(d, f.add(e, f.constant(32, be))), f.slt(e, f.add(d, f.constant(32, bd)))));
    }

    /** The condition that {@code [offset, offset+bytes)} partially overlaps a written cell. */
    private Term overlap(Term offset, int bytes, MemoryTerms t) {
        TermFactory f = t.f();
        List<Term> parts = new ArrayList<>();
        Map<Long, Cell> near = offset.isConst()
                ? cells.subMap(offset.value() - MAX_BYTES + 1, true, offset.value() + bytes - 1, true)
                : cells;
        for (Map.Entry<Long, Cell> c : near.entrySet()) {
            Term k = f.constant(32, c.getKey());
            for (Cell.Version v : c.getValue().versions()) {
                if (t.residues().mayOverlap(offset, bytes, k, v.bytes())) {
                    parts.add(f.and(v.written(), overlapTerm(offset, bytes, k, v.bytes(), f)));
                }
            }
        }
        for (Entry e = chain; e != null; e = e.prev()) {
            if (t.residues().mayOverlap(offset, bytes, e.offset(), e.bytes())) {
                parts.add(f.and(e.guard(), overlapTerm(offset, bytes, e.offset(), e.bytes(), f)));
            }
        }
        return f.orAll(parts);
    }

    /** Reads {@code bytes} bytes at {@code offset} (a 32-bit term). */
    Read read(Term offset, int bytes, MemoryTerms t) {
        TermFactory f = t.f();
        Term value;
        Term mismatch;
        if (offset.isConst()) {
            Cell cell = cellAt(offset.value(), t);
            value = cell.value(bytes, f);
            mismatch = cell.otherWidth(bytes, f);
        } else {
            value = f.constant(64, 0);
            mismatch = f.falseTerm;
            for (Entry e : entries()) {
                if (t.residues().mayEqual(offset, e.offset())) {
                    Term hit = f.and(e.guard(), f.eq(offset, e.offset()));
                    value = f.ite(hit, e.bytes() == bytes ? e.value() : f.constant(64, 0), value);
                    mismatch = f.ite(hit, f.bool(e.bytes() != bytes), mismatch);
                }
            }
            for (Map.Entry<Long, Cell> c : cells.entrySet()) {
                Term k = f.constant(32, c.getKey());
                if (t.residues().mayEqual(offset, k)) {
                    Term hit = f.eq(offset, k);
                    value = f.ite(hit, c.getValue().value(bytes, f), value);
                    mismatch = f.ite(hit, c.getValue().otherWidth(bytes, f), mismatch);
                }
            }
        }
        return new Read(value, f.or(mismatch, overlap(offset, bytes, t)));
    }

    /**
     * Writes {@code value} (64 bits) with {@code bytes} bytes at {@code offset} if
     * {@code select} holds (the pointer selects this object); {@code guard} is the path
     * condition, kept with writes at symbolic offsets so that chains of different paths merge.
     */
    Written write(Term offset, int bytes, Term value, Term select, Term guard, MemoryTerms t) {
        TermFactory f = t.f();
        Term unsupported = f.and(select, overlap(offset, bytes, t));
        TreeMap<Long, Cell> next = new TreeMap<>(cells);
        Entry nextChain = chain;
        if (offset.isConst()) {
            next.put(offset.value(), cellAt(offset.value(), t).write(bytes, value, select, f));
        } else {
            for (Map.Entry<Long, Cell> c : cells.entrySet()) {
                Term k = f.constant(32, c.getKey());
                if (t.residues().mayEqual(offset, k)) {
                    next.put(c.getKey(), c.getValue().write(bytes, value, f.and(select, f.eq(offset, k)), f));
                }
            }
            nextChain = new Entry(chain, chain == null ? 1 : chain.length() + 1, f.and(guard, select), offset, bytes,
                    value);
        }
        return new Written(new ObjectStore(next, nextChain), unsupported);
    }

    /** {@code guard ? a : b}. */
    static ObjectStore merge(Term guard, ObjectStore a, ObjectStore b, MemoryTerms t) {
        if (a == b) {
            return a;
        }
        TreeSet<Long> keys = new TreeSet<>(a.cells.keySet());
        keys.addAll(b.cells.keySet());
        TreeMap<Long, Cell> merged = new TreeMap<>();
        for (long k : keys) {
            Cell ca = a.cellAt(k, t);
            Cell cb = b.cellAt(k, t);
            merged.put(k, ca == cb ? ca : Cell.merge(guard, ca, cb, t.f()));
        }
        return new ObjectStore(merged, mergeChains(a.chain, b.chain));
    }

    /** The common prefix of both chains followed by the rest of {@code a}, then the rest of {@code b}. */
    private static Entry mergeChains(Entry a, Entry b) {
        Entry x = a;
        Entry y = b;
        while (length(x) > length(y)) {
            x = x.prev();
        }
        while (length(y) > length(x)) {
            y = y.prev();
        }
        while (x != y) {
            x = x.prev();
            y = y.prev();
        }
        Entry common = x;
        Entry result = common;
        for (Entry e : suffix(a, common)) {
            result = new Entry(result, length(result) + 1, e.guard(), e.offset(), e.bytes(), e.value());
        }
        for (Entry e : suffix(b, common)) {
            result = new Entry(result, length(result) + 1, e.guard(), e.offset(), e.bytes(), e.value());
        }
        return result;
    }

    private static int length(Entry e) {
        return e == null ? 0 : e.length();
    }

    private static List<Entry> suffix(Entry from, Entry common) {
        List<Entry> list = new ArrayList<>();
        for (Entry e = from; e != common; e = e.prev()) {
            list.add(e);
        }
        Collections.reverse(list);
        return list;
    }
}
