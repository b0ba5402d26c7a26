package org.braid.core.internal.bmc;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

import org.braid.core.internal.bmc.term.Term;
import org.braid.core.internal.bmc.term.TermFactory;

/**
 * The symbolic state of one path: its guard (the condition under which execution is on this
 * path, including every {@code assume} passed), the values of the register variables of all
 * live activations, and memory. Mutable and owned by one path.
 */
final class SymState {

    /** A register variable of one activation. */
    record Register(int frame, String name) implements Comparable<Register> {
        @Override
        public int compareTo(Register o) {
            int c = Integer.compare(frame, o.frame);
            return c != 0 ? c : name.compareTo(o.name);
        }
    }

    private Term guard;
    private final HashMap<Register, Term> registers;
    private final Memory memory;

    SymState(Term guard, HashMap<Register, Term> registers, Memory memory) {
        this.guard = guard;
        this.registers = registers;
        this.memory = memory;
    }

    Term guard() {
        return guard;
    }

    void guard(Term newGuard) {
        this.guard = newGuard;
    }

    Map<Register, Term> registers() {
        return registers;
    }

    Memory memory() {
        return memory;
    }

    /** An independent copy with another guard. */
    SymState fork(Term newGuard) {
        return new SymState(newGuard, new HashMap<>(registers), memory.copy());
    }

    /**
     * The state that is {@code states[i]} when its guard holds (the guards of different paths
     * into one node exclude each other); its guard is their disjunction. A register missing on
     * some path (never assigned there) is 0 on it.
     */
    static SymState merge(List<SymState> states, MemoryTerms t) {
        if (states.size() == 1) {
            return states.get(0);
        }
        TermFactory f = t.f();
        List<Term> guards = new ArrayList<>();
        List<Memory> memories = new ArrayList<>();
        TreeSet<Register> names = new TreeSet<>();
        for (SymState s : states) {
            guards.add(s.guard);
            memories.add(s.memory);
            names.addAll(s.registers.keySet());
        }
        HashMap<Register, Term> registers = new HashMap<>();
        for (Register r : names) {
            Term value = null;
            for (int i = states.size() - 1; i >= 0; i--) {
                Term v = states.get(i).registers.get(r);
                if (v == null) {
                    v = f.constant(width(states, r), 0);
                }
                value = value == null ? v : f.ite(guards.get(i), v, value);
            }
            registers.put(r, value);
        }
        return new SymState(f.orAll(guards), registers, Memory.merge(guards, memories, t));
    }

    private static int width(List<SymState> states, Register r) {
        for (SymState s : states) {
            Term v = s.registers.get(r);
            if (v != null) {
                return v.width();
            }
        }
        throw new IllegalStateException("register " + r + " on no path");
    }
}
