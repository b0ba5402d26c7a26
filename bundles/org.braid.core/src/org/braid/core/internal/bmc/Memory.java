package org.braid.core.internal.bmc;

import java.util.Arrays;
import java.util.List;

import org.braid.core.internal.bmc.term.Term;
import org.braid.core.internal.bmc.term.TermFactory;

/**
 * The memory of one path during symbolic execution: an {@link ObjectStore} per object written
 * so far and, for locals and heap objects, the condition that the object is alive. Mutable and
 * owned by one path; {@link #copy()} when a path forks, {@link #merge} where paths join.
 *
 * <p>Both are arrays indexed by the {@link ObjectTable}'s dense object ids ({@code null}: never
 * written, never tracked), so that a fork is one array copy and a join compares references and
 * merges only the objects whose stores differ: with many objects and many joins (every switch
 * point of a sequentialized program is one), sorted maps made forks and joins the larger part of
 * the encoding time (issue 11, the thread-creation fan-out program).
 */
final class Memory {
    private ObjectStore[] stores;
    private Term[] alive;

    Memory() {
        this(new ObjectStore[0], new Term[0]);
    }

    private Memory(ObjectStore[] stores, Term[] alive) {
        this.stores = stores;
        this.alive = alive;
    }

    Memory copy() {
        return new Memory(stores.clone(), alive.clone());
    }

    ObjectStore store(int object) {
        ObjectStore store = object < stores.length ? stores[object] : null;
        return store == null ? ObjectStore.EMPTY : store;
    }

    void put(int object, ObjectStore store) {
        if (object >= stores.length) {
            stores = Arrays.copyOf(stores, Math.max(object + 1, stores.length * 2));
        }
        stores[object] = store;
    }

    /** Whether a local or heap object is alive; objects never created are not. */
    Term alive(int object, TermFactory f) {
        Term condition = object < alive.length ? alive[object] : null;
        return condition == null ? f.falseTerm : condition;
    }

    void setAlive(int object, Term condition) {
        if (object >= alive.length) {
            alive = Arrays.copyOf(alive, Math.max(object + 1, alive.length * 2));
        }
        alive[object] = condition;
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

    /** Objects in increasing id order, stores before liveness, as the terms were always made. */
    private static Memory merge(Term guard, Memory a, Memory b, MemoryTerms t) {
        TermFactory f = t.f();
        ObjectStore[] stores = new ObjectStore[Math.max(a.stores.length, b.stores.length)];
        for (int o = 0; o < stores.length; o++) {
            ObjectStore sa = o < a.stores.length ? a.stores[o] : null;
            ObjectStore sb = o < b.stores.length ? b.stores[o] : null;
            if (sa == sb) {
                stores[o] = sa;
            } else {
                stores[o] = ObjectStore.merge(guard, sa == null ? ObjectStore.EMPTY : sa,
                    sb == null ? ObjectStore.EMPTY : sb, t);
            }
        }
        Term[] alive = new Term[Math.max(a.alive.length, b.alive.length)];
        for (int o = 0; o < alive.length; o++) {
            Term ca = o < a.alive.length ? a.alive[o] : null;
            Term cb = o < b.alive.length ? b.alive[o] : null;
            if (ca == cb) {
                alive[o] = ca;
            } else {
                alive[o] = f.ite(guard, ca == null ? f.falseTerm : ca, cb == null ? f.falseTerm : cb);
            }
        }
        return new Memory(stores, alive);
    }
}
