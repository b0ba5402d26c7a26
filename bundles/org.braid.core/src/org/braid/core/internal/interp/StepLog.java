package org.braid.core.internal.interp;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;

import org.braid.core.internal.ir.Loc;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Notation;
import org.braid.core.internal.ir.Type;

/**
 * What one step (or the dry run of one step) touches: memory cell accesses for race detection,
 * and, when rendering, the values read and written for the {@link Execution}.
 */
final class StepLog {

    /**
     * A memory access: object, offset, read or write, the source's name for it and where it is
     * written ({@link Loc#NONE}: at its statement).
     */
    record CellAccess(int object, long offset, int bytes, boolean write, String display, Loc at) {

        /** Whether both access a common byte of one object and at least one writes: a conflict. */
        boolean conflicts(CellAccess other) {
            return (write || other.write) && Memory.overlap(object, offset, bytes, other.object, other.offset,
                other.bytes);
        }
    }

    private final Memory memory;
    private final List<Execution.Effect> effects;
    private final List<CellAccess> accesses = new ArrayList<>();
    private long havocValue;
    private boolean havocked;

    private StepLog(Memory memory, boolean render) {
        this.memory = memory;
        this.effects = render ? new ArrayList<>() : null;
    }

    /** A log that renders effects for an execution step. */
    static StepLog rendering(Memory memory) {
        return new StepLog(memory, true);
    }

    /** A log that only collects accesses. */
    static StepLog silent() {
        return new StepLog(null, false);
    }

    /**
     * Logs a register access ({@code temporary}: of a temporary holding no user variable's value),
     * its value written in {@code notation}.
     */
    void register(String name, Type type, Notation notation, long value, boolean write, boolean temporary) {
        if (effects != null) {
            effects.add(new Execution.Effect(name, ValueText.render(value, type, notation, memory), write, temporary));
        }
    }

    void cell(long pointer, int bytes, Lvalue.Mem m, long value, boolean write) {
        accesses.add(new CellAccess((int) Pointers.object(pointer), Pointers.offset(pointer), bytes, write, m.display(),
            m.at()));
        register(m.display(), m.type(), m.notation(), value, write, false);
    }

    /** Records a write access whose value is not computed (dry runs). */
    void cellAccess(long pointer, int bytes, Lvalue.Mem m, boolean write) {
        accesses.add(new CellAccess((int) Pointers.object(pointer), Pointers.offset(pointer), bytes, write, m.display(),
            m.at()));
    }

    void havoc(long value) {
        havocValue = value;
        havocked = true;
    }

    List<Execution.Effect> effects() {
        return effects == null ? List.of() : effects;
    }

    List<CellAccess> accesses() {
        return accesses;
    }

    OptionalLong havocValue() {
        return havocked ? OptionalLong.of(havocValue) : OptionalLong.empty();
    }
}
