package org.braid.core.internal.bmc;

import java.util.List;
import java.util.TreeMap;
import java.util.TreeSet;

import org.braid.core.internal.bmc.term.Term;
import org.braid.core.internal.bmc.term.TermFactory;

/**
 * The memory of one path during symbolic execution: an {@link ObjectStore} per object written
 * so far and, for locals and heap objects, the condition that the object is alive. Mutable and
 * owned by one path; {@link #copy()} when a path forks, {@link #merge} where paths join.
 */
final class Memory {
    private final TreeMap<Integer, ObjectStore> stores;
    private final TreeMap<Integer, Term> alive;

    Memory() {
        this(new TreeMap<>(), new TreeMap<>());
    }

    private Memory(TreeMap<Integer, ObjectStore> stores, TreeMap<Integer, Term> alive) {
        this.stores = stores;
        this.alive = alive;
    }

    Memory copy() {
        return new Memory(new TreeMap<>(stores), new TreeMap<>(alive));
    }

    ObjectStore store(int object) {
        return stores.getOrDefault(object, ObjectStore.EMPTY);
    }

    void put(int object, ObjectStore store) {
        stores.put(object, store);
    }

    /** Whether a local or heap object is alive; objects never created are not. */
    Term alive(int object, TermFactory f) {
        return alive.getOrDefault(object, f.falseTerm);
    }

    void setAlive(int object, Term condition) {
        alive.put(object, condition);
    }

    /**
     * The memory that is {@code memories[i]} under {@code guards[i]} (guards of distinct paths
     * are mutually exclusive; the last memory is the default).
     */
    static Memory merge(List<Term> guards, List<Memory> memories, MemoryTerms t) {
        Memory result = memories.get(memories.size() - 1);
        for (int i = memories.size() - 2; i >= 0; i--) {
            result = merge(guards.get(i), memories.get(i), result, t);
        }
        return result;
    }

    private static Memory merge(Term guard, Memory a, Memory b, MemoryTerms t) {
        TermFactory f = t.f();
        TreeSet<Integer> objects = new TreeSet<>(a.stores.keySet());
        objects.addAll(b.stores.keySet());
        TreeMap<Integer, ObjectStore> stores = new TreeMap<>();
        for (int o : objects) {
            stores.put(o, ObjectStore.merge(guard, a.store(o), b.store(o), t));
        }
        TreeSet<Integer> tracked = new TreeSet<>(a.alive.keySet());
        tracked.addAll(b.alive.keySet());
        TreeMap<Integer, Term> alive = new TreeMap<>();
        for (int o : tracked) {
            alive.put(o, f.ite(guard, a.alive(o, f), b.alive(o, f)));
        }
        return new Memory(stores, alive);
    }
}
