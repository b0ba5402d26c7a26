package org.braid.core.internal.lockset;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * The abstract state of one thread at one program point: register values of the current
 * activation, the locks it must hold, whether it is still the only thread ({@code alone}), its
 * atomic nesting depth, and the cells it has seen to be 0 inside the current atomic section
 * (an acquire is {@code assume(*c == 0); *c = 1} in one atomic section).
 */
final class State {

    final Map<String, Value> registers;
    final Set<Cell> held;
    boolean alone;
    int atomicDepth;
    final Set<Cell> zero;

    State(Map<String, Value> registers, Set<Cell> held, boolean alone, int atomicDepth, Set<Cell> zero) {
        this.registers = new HashMap<>(registers);
        this.held = new HashSet<>(held);
        this.alone = alone;
        this.atomicDepth = atomicDepth;
        this.zero = new HashSet<>(zero);
    }

    State copy() {
        return new State(registers, held, alone, atomicDepth, zero);
    }

    /**
     * The join at a control-flow merge: registers pointwise, must-hold locks intersected.
     *
     * @throws GiveUp when the atomic depths differ (the models never do this)
     */
    static State join(State a, State b) {
        if (a == null) {
            return b.copy();
        }
        if (a.atomicDepth != b.atomicDepth) {
            throw new GiveUp("atomic sections nest differently on merging paths");
        }
        Map<String, Value> regs = new HashMap<>();
        for (String name : a.registers.keySet()) {
            regs.put(name, b.registers.containsKey(name)
                ? Value.join(a.registers.get(name), b.registers.get(name)) : Value.TOP);
        }
        for (String name : b.registers.keySet()) {
            regs.putIfAbsent(name, Value.TOP);
        }
        Set<Cell> held = new HashSet<>(a.held);
        held.retainAll(b.held);
        Set<Cell> zero = new HashSet<>(a.zero);
        zero.retainAll(b.zero);
        return new State(regs, held, a.alone && b.alone, a.atomicDepth, zero);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof State s && registers.equals(s.registers) && held.equals(s.held) && alone == s.alone
            && atomicDepth == s.atomicDepth && zero.equals(s.zero);
    }

    @Override
    public int hashCode() {
        return java.util.Objects.hash(registers, held, alone, atomicDepth, zero);
    }
}
