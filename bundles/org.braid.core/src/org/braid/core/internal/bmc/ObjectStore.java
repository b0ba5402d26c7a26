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
 * write, as in CBMC's array encoding); never-written cells read 0.
 *
 * <p>Bytes are exact at constant offsets, as on a little-endian machine (x86, which gcc targets)
 * and as the interpreter's memory has them: a read of another width than the cell was written
 * with, or one that covers several cells, is composed of their bytes, and a write that overlaps
 * cells partially first splits them into one-byte cells ({@link #explode}), so that no two cells of
 * the map overlap except under conditions reported unsupported. A byte read from a cell holding
 * more bits than its width (a 64-bit pointer in a 4-byte ILP32 cell) is reported unsupported. At a
 * symbolic offset a read is composed of the bytes of the cells and symbolic writes it may meet
 * when their widths differ from its own ({@link #composed}); a write of another width than the cells it may meet, or partially overlapping a written
 * cell or another symbolic write, is reported as an unsupported condition. Immutable.
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
        TermFactory f = t.f();
        Term k = f.constant(32, offset);
        boolean hit = false;
        for (Entry e = chain; e != null && !hit; e = e.prev()) {
            hit = t.residues().mayEqual(k, e.offset());
        }
        if (!hit) {
            return cell;
        }
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

    /**
     * The condition that {@code [offset, offset+bytes)} partially overlaps a symbolic write or, for
     * a symbolic {@code offset}, a written cell (cells at constant offsets are composed and split
     * exactly, {@link #byteAt}, {@link #explode}).
     */
    private Term overlap(Term offset, int bytes, MemoryTerms t) {
        TermFactory f = t.f();
        List<Term> parts = new ArrayList<>();
        Map<Long, Cell> near = offset.isConst() ? Collections.emptyNavigableMap() : cells;
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

    /**
     * The constant offsets of the cells some version of which covers a byte of
     * {@code [k, k + bytes)}, ascending: the map's, and at {@code k} also the symbolic writes that
     * may hit {@code k} ({@link #source}).
     */
    private List<Long> overlapping(long k, int bytes, MemoryTerms t) {
        List<Long> out = new ArrayList<>();
        for (long start = k - MAX_BYTES + 1; start < k + bytes; start++) {
            if (reaches(source(start, k, t), start, Math.max(k, start))) {
                out.add(start);
            }
        }
        return out;
    }

    /**
     * The cell at constant offset {@code start} as an access at constant offset {@code k} sees it:
     * at {@code k} itself with the symbolic writes that may hit {@code k} exactly; elsewhere the
     * map's cell only (a symbolic write that overlaps the access at another offset makes it
     * unsupported, {@link #overlap}).
     */
    private Cell source(long start, long k, MemoryTerms t) {
        return start == k ? cellAt(k, t) : cells.getOrDefault(start, Cell.EMPTY);
    }

    /** Whether every version of the cells at {@code starts} lies inside {@code [k, k + bytes)}. */
    private boolean within(List<Long> starts, long k, int bytes, MemoryTerms t) {
        for (long start : starts) {
            if (start < k) {
                return false;
            }
            for (Cell.Version v : source(start, k, t).versions()) {
                if (start + v.bytes() > k + bytes) {
                    return false;
                }
            }
        }
        return true;
    }

    private static boolean reaches(Cell cell, long start, long position) {
        for (Cell.Version v : cell.versions()) {
            if (start + v.bytes() > position) {
                return true;
            }
        }
        return false;
    }

    /**
     * The byte at constant offset {@code position} (8 bits) for an access at constant offset
     * {@code k}: of the cell version that covers it ({@link #source}), little-endian; 0 if none
     * does. Cells of the map never overlap where written (writes that would, split them first,
     * {@link #explode}). Adds to {@code wide} the condition that the byte comes from a cell holding
     * more bits than its width.
     */
    private Term byteAt(long position, long k, MemoryTerms t, List<Term> wide) {
        Term result = t.f().constant(8, 0);
        for (long start = position - MAX_BYTES + 1; start <= position; start++) {
            result = byteOfVersions(source(start, k, t), start, position, result, t.f(), wide);
        }
        return result;
    }

    private static Term byteOfVersions(Cell cell, long start, long position, Term otherwise, TermFactory f,
            List<Term> wide) {
        Term result = otherwise;
        for (Cell.Version v : cell.versions()) {
            if (start + v.bytes() > position) {
                Term hit = v.written();
                result = f.ite(hit, byteOf(v.value(), (int) (position - start), f), result);
                wide.add(wider(v.bytes(), v.value(), hit, f));
            }
        }
        return result;
    }

    /** Byte {@code index} (little-endian) of a 64-bit raw value. */
    private static Term byteOf(Term raw, int index, TermFactory f) {
        return f.extract(raw, 8 * index + 7, 8 * index);
    }

    /** The condition that a cell of {@code bytes} bytes holding {@code raw} under {@code hit} holds more bits than its width. */
    private static Term wider(int bytes, Term raw, Term hit, TermFactory f) {
        return bytes >= MAX_BYTES ? f.falseTerm
            : f.and(hit, f.ne(f.extract(raw, 63, 8 * bytes), f.constant(64 - 8 * bytes, 0)));
    }

    /**
     * Replaces, in {@code next}, every cell that covers a byte of {@code [k, k + bytes)} by
     * one-byte cells of its bytes, and puts one-byte cells at the bytes of that range no cell
     * covers: afterwards each byte of the range and of the cells it touched is a cell of its own
     * in the map.
     */
    private void explode(TreeMap<Long, Cell> next, long k, int bytes, MemoryTerms t, List<Term> wide) {
        TermFactory f = t.f();
        long from = k;
        long to = k + bytes;
        for (long start : overlapping(k, bytes, t)) {
            from = Math.min(from, start);
            for (Cell.Version v : source(start, k, t).versions()) {
                to = Math.max(to, start + v.bytes());
            }
        }
        List<Term> bytesOfRange = new ArrayList<>();
        for (long position = from; position < to; position++) {
            bytesOfRange.add(byteAt(position, k, t, wide));
        }
        for (long position = from; position < to; position++) {
            next.put(position, Cell.of(1, f.zeroExtend(bytesOfRange.get((int) (position - from)), 64), f));
        }
    }

    /**
     * Whether a read at the symbolic {@code offset} may meet a cell or symbolic write of another
     * width than {@code bytes}: then it is composed of bytes ({@link #composed}).
     */
    private boolean mixedWidths(Term offset, int bytes, MemoryTerms t) {
        for (Entry e = chain; e != null; e = e.prev()) {
            if (e.bytes() != bytes && t.residues().mayShare(offset, bytes, e.offset(), e.bytes())) {
                return true;
            }
        }
        for (Map.Entry<Long, Cell> c : cells.entrySet()) {
            Term k = t.f().constant(32, c.getKey());
            for (Cell.Version v : c.getValue().versions()) {
                if (v.bytes() != bytes && t.residues().mayShare(offset, bytes, k, v.bytes())) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * {@code bytes} bytes at the symbolic {@code offset}, each, little-endian, the byte of the map's
     * cell version that covers it if one was written, else of the last symbolic write that covers
     * it, else 0. (Where a cell of the map and a symbolic write at another offset both cover a
     * byte, the later one overlapped the earlier one partially, which is reported unsupported
     * when the symbolic write is the later one; at the same offset the cell holds the write. So
     * where both cover a byte, the map's cell has the value.)
     */
    private Read composed(Term offset, int bytes, MemoryTerms t) {
        TermFactory f = t.f();
        List<Term> wide = new ArrayList<>();
        List<Entry> entries = entries();
        Term all = null;
        for (int j = bytes - 1; j >= 0; j--) {
            Term b = f.constant(8, 0);
            for (Entry e : entries) {
                if (!t.residues().mayShare(offset, bytes, e.offset(), e.bytes())) {
                    continue;
                }
                for (int q = 0; q < e.bytes(); q++) {
                    Term hit = f.and(e.guard(), f.eq(f.add(offset, f.constant(32, j - q)), e.offset()));
                    b = f.ite(hit, byteOf(e.value(), q, f), b);
                    wide.add(wider(e.bytes(), e.value(), hit, f));
                }
            }
            for (Map.Entry<Long, Cell> c : cells.entrySet()) {
                for (Cell.Version v : c.getValue().versions()) {
                    if (!t.residues().mayShare(offset, bytes, f.constant(32, c.getKey()), v.bytes())) {
                        continue;
                    }
                    for (int q = 0; q < v.bytes(); q++) {
                        Term hit = f.and(v.written(), f.eq(offset, f.constant(32, c.getKey() + q - j)));
                        b = f.ite(hit, byteOf(v.value(), q, f), b);
                        wide.add(wider(v.bytes(), v.value(), hit, f));
                    }
                }
            }
            all = all == null ? b : f.concat(all, b);
        }
        return new Read(f.zeroExtend(all, 64), f.orAll(wide));
    }

    /** Reads {@code bytes} bytes at {@code offset} (a 32-bit term). */
    Read read(Term offset, int bytes, MemoryTerms t) {
        TermFactory f = t.f();
        Term value;
        Term mismatch;
        if (offset.isConst()) {
            long k = offset.value();
            Cell cell = cellAt(k, t);
            List<Long> overlapping = overlapping(k, bytes, t);
            if (overlapping.isEmpty() || overlapping.equals(List.of(k)) && cell.otherWidth(bytes, f).isFalse()) {
                return new Read(cell.value(bytes, f), overlap(offset, bytes, t));
            }
            if (chain != null) {
                return new Read(cell.value(bytes, f), f.or(cell.otherWidth(bytes, f), overlap(offset, bytes, t)));
            }
            List<Term> wide = new ArrayList<>();
            Term all = null;
            for (int j = bytes - 1; j >= 0; j--) {
                Term b = byteAt(k + j, k, t, wide);
                all = all == null ? b : f.concat(all, b);
            }
            return new Read(f.zeroExtend(all, 64), f.orAll(wide));
        } else if (mixedWidths(offset, bytes, t)) {
            return composed(offset, bytes, t);
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
            long k = offset.value();
            Cell cell = cellAt(k, t);
            List<Long> overlapping = overlapping(k, bytes, t);
            if (cell.widthsAtMost(bytes) && (overlapping.isEmpty() || overlapping.equals(List.of(k)))) {
                next.put(k, cell.write(bytes, value, select, f));
            } else if (select.isTrue() && within(overlapping, k, bytes, t)) {
                overlapping.forEach(next::remove);
                next.put(k, Cell.of(bytes, value, f));
            } else {
                List<Term> wide = new ArrayList<>();
                explode(next, k, bytes, t, wide);
                unsupported = f.or(unsupported, f.and(select, f.orAll(wide)));
                for (int j = 0; j < bytes; j++) {
                    Term b = f.zeroExtend(f.extract(value, 8 * j + 7, 8 * j), 64);
                    next.put(k + j, next.get(k + j).write(1, b, select, f));
                }
            }
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
