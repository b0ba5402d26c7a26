package org.braid.core.internal.interp;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Variable;

/**
 * Slot numbers of a procedure's variables: registers (parameters and locals not in memory) and
 * in-memory variables (one object each per activation, created in this order: parameters, then
 * locals, in declaration order).
 */
final class ProcInfo {
    private final Procedure procedure;
    private final Map<Variable, Integer> registers = new HashMap<>();
    private final Map<Variable, Integer> slots = new HashMap<>();
    private final List<Variable> inMemory = new ArrayList<>();

    ProcInfo(Procedure procedure) {
        this.procedure = procedure;
        List<Variable> all = new ArrayList<>(procedure.parameters());
        all.addAll(procedure.locals());
        for (Variable v : all) {
            if (v.inMemory()) {
                slots.put(v, inMemory.size());
                inMemory.add(v);
            } else {
                registers.put(v, registers.size());
            }
        }
    }

    Procedure procedure() {
        return procedure;
    }

    int registerCount() {
        return registers.size();
    }

    int register(Variable v) {
        Integer slot = registers.get(v);
        if (slot == null) {
            throw new IllegalStateException("register " + v + " is not declared in " + procedure.name());
        }
        return slot;
    }

    int slot(Variable v) {
        Integer slot = slots.get(v);
        if (slot == null) {
            throw new IllegalStateException("in-memory variable " + v + " is not declared in " + procedure.name());
        }
        return slot;
    }

    /** In-memory variables in object creation order. */
    List<Variable> inMemory() {
        return inMemory;
    }
}
