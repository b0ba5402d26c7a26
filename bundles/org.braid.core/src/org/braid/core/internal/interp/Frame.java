package org.braid.core.internal.interp;

import org.braid.core.internal.ir.Block;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Notation;
import org.braid.core.internal.ir.StmtRef;

/**
 * One activation: the procedure, the position of the next statement, register values, the ids
 * of the in-memory variables' objects, and where the caller wants the return value.
 */
final class Frame {

    /** A user's variable or memory cell as traces show it: its name and how its values are written. */
    record Source(String name, Notation notation) {
    }

    final ProcInfo info;
    final long[] registers;
    /**
     * Per register, the user's variable whose value a temporary holds when it was copied from one
     * ({@code tmp.1 = counter} gives {@code counter}); null otherwise.
     */
    final Source[] sources;
    final int[] objects;
    /** The caller's lvalue for the result, evaluated in the caller's frame on return; or null. */
    final Lvalue result;
    Block block;
    int index;

    Frame(ProcInfo info, int[] objects, Lvalue result) {
        this.info = info;
        this.registers = new long[info.registerCount()];
        this.sources = new Source[info.registerCount()];
        this.objects = objects;
        this.result = result;
        this.block = info.procedure().entry();
        this.index = 0;
    }

    /** An independent copy (registers copied; procedure, object ids and result lvalue shared, never changed). */
    Frame copy() {
        Frame copy = new Frame(info, objects, result, registers.clone(), sources.clone());
        copy.block = block;
        copy.index = index;
        return copy;
    }

    private Frame(ProcInfo info, int[] objects, Lvalue result, long[] registers, Source[] sources) {
        this.info = info;
        this.registers = registers;
        this.sources = sources;
        this.objects = objects;
        this.result = result;
    }

    boolean atTerminator() {
        return index == block.statements().size();
    }

    StmtRef ref() {
        return new StmtRef(info.procedure().name(), block.label(), index);
    }
}
