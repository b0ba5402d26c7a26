package org.braid.core.internal.bmc;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

import org.braid.core.internal.bmc.term.Evaluator;
import org.braid.core.internal.bmc.term.Term;
import org.braid.core.internal.bmc.term.TermFactory;
import org.braid.core.internal.bmc.term.ValueSets;

/**
 * Loads, stores and frees through pointers. A pointer is a 64-bit term, object id in bits
 * 63..32 and byte offset in bits 31..0: exactly the CIR's pointer/integer encoding
 * ({@code o * 2^32 + d}), which the interpreter also uses, so pointer casts are bit operations.
 * The offset is read as a signed 32-bit number, the interpreter's convention. An access is
 * dispatched over the objects the pointer may point to; after constant folding most pointers
 * have a constant object part, and the others a small set of possible objects
 * ({@link ValueSets}), even when that part is computed from an {@code ite} DAG of constants. An
 * access is defined when the object is a live data object and {@code 0 <= d} and
 * {@code d + size <= size(object)}; otherwise it is a memory error, which makes the check unknown
 * if reachable ({@link MemoryFaults} words it as the interpreter does) and blocks the path.
 */
final class MemoryEncoder {

    private final MemoryTerms terms;
    private final TermFactory f;
    private final ObjectTable objects;
    private final MemoryFaults faults;

    MemoryEncoder(MemoryTerms terms, ObjectTable objects) {
        this.terms = terms;
        this.f = terms.f();
        this.objects = objects;
        this.faults = new MemoryFaults(objects);
    }

    Term pointer(int object, Term offset) {
        return f.concat(f.constant(32, object), offset);
    }

    static Term object(Term pointer, TermFactory f) {
        return f.extract(pointer, 63, 32);
    }

    static Term offset(Term pointer, TermFactory f) {
        return f.extract(pointer, 31, 0);
    }

    /**
     * The objects a pointer's object part may denote, ascending: its {@link ValueSets value set}
     * when that is known, else every object.
     */
    List<Integer> candidates(Term object) {
        List<Integer> result = new ArrayList<>();
        Optional<long[]> values = terms.values().of(object);
        if (values.isEmpty()) {
            for (int o = 1; o < objects.size(); o++) {
                if (objects.get(o).isData()) {
                    result.add(o);
                }
            }
            return result;
        }
        for (long v : values.get()) {
            if (v > 0 && v < objects.size() && objects.get((int) v).isData()) {
                result.add((int) v);
            }
        }
        return result;
    }

    /** Whether {@code bytes} bytes at {@code offset} of object {@code o} may be accessed. */
    Term valid(Memory memory, int o, Term offset, int bytes) {
        ObjectTable.MemoryObject object = objects.get(o);
        Term inBounds = f.and(f.not(f.slt(offset, f.constant(32, 0))),
                f.ule(f.add(f.zeroExtend(offset, 64), f.constant(64, bytes)), object.size()));
        return switch (object.kind()) {
            case GLOBAL -> inBounds;
            case LOCAL, HEAP -> f.and(memory.alive(o, f), inBounds);
            case NULL, FUNCTION -> f.falseTerm;
        };
    }

    /** The 64-bit raw value of the cell at {@code pointer}, read with {@code bytes} bytes. */
    Term load(Memory memory, Term pointer, int bytes, Conditions conditions, String what) {
        Term object = object(pointer, f);
        Term offset = offset(pointer, f);
        Term value = f.constant(64, 0);
        List<Term> valid = new ArrayList<>();
        List<Term> unsupported = new ArrayList<>();
        List<Integer> candidates = candidates(object);
        for (int o : candidates) {
            Term select = f.eq(object, f.constant(32, o));
            Term ok = f.and(select, valid(memory, o, offset, bytes));
            if (ok.isFalse()) {
                continue;
            }
            ObjectStore.Read read = memory.store(o).read(offset, bytes, terms);
            value = f.ite(select, read.value(), value);
            valid.add(ok);
            unsupported.add(f.and(ok, read.unsupported()));
        }
        Term validity = f.orAll(valid);
        if (!validity.isTrue()) {
            requireValid(validity, conditions, faults.access(pointer, bytes, liveness(memory, candidates), what));
        }
        conditions.unsupported(f.orAll(unsupported), "mixed-width access to " + what);
        return value;
    }

    /** Writes the 64-bit raw {@code value} with {@code bytes} bytes at {@code pointer}. */
    void store(Memory memory, Term pointer, int bytes, Term value, Term guard, Conditions conditions, String what) {
        Term object = object(pointer, f);
        Term offset = offset(pointer, f);
        List<Term> valid = new ArrayList<>();
        List<Term> unsupported = new ArrayList<>();
        List<Integer> candidates = candidates(object);
        for (int o : candidates) {
            Term select = f.eq(object, f.constant(32, o));
            Term ok = f.and(select, valid(memory, o, offset, bytes));
            if (ok.isFalse()) {
                continue;
            }
            ObjectStore.Written written = memory.store(o).write(offset, bytes, value, select, guard, terms);
            memory.put(o, written.store());
            valid.add(ok);
            unsupported.add(f.and(ok, written.unsupported()));
        }
        Term validity = f.orAll(valid);
        if (!validity.isTrue()) {
            requireValid(validity, conditions, faults.access(pointer, bytes, liveness(memory, candidates), what));
        }
        conditions.unsupported(f.orAll(unsupported), "mixed-width access to " + what);
    }

    /** Frees a heap object; freeing null does nothing; anything else but a live heap object's start is a memory error. */
    void free(Memory memory, Term pointer, Conditions conditions) {
        Term object = object(pointer, f);
        Term offset = offset(pointer, f);
        List<Term> valid = new ArrayList<>();
        valid.add(f.eq(pointer, f.constant(64, 0)));
        Map<Integer, Term> before = new HashMap<>();
        for (int o : candidates(object)) {
            if (objects.get(o).kind() != ObjectTable.Kind.HEAP) {
                continue;
            }
            Term select = f.eq(object, f.constant(32, o));
            Term alive = memory.alive(o, f);
            before.put(o, alive);
            valid.add(f.and(select, f.and(alive, f.eq(offset, f.constant(32, 0)))));
            memory.setAlive(o, f.and(alive, f.not(select)));
        }
        requireValid(f.orAll(valid), conditions, faults.free(pointer, before));
    }

    /** The liveness of each of {@code candidates} now. */
    private Map<Integer, Term> liveness(Memory memory, List<Integer> candidates) {
        Map<Integer, Term> alive = new HashMap<>();
        for (int o : candidates) {
            alive.put(o, memory.alive(o, f));
        }
        return alive;
    }

    /**
     * An invalid access or free is a memory error: a reachable one makes the check unknown with
     * the reason {@code message} gives, and the path ends there (as the interpreter's run does).
     * An access whose validity folds to true adds nothing.
     */
    private void requireValid(Term valid, Conditions conditions, Function<Evaluator, String> message) {
        if (!valid.isTrue()) {
            conditions.undefined(f.not(valid), message);
            conditions.requireSafe(valid);
        }
    }
}
