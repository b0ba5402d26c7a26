package org.braid.core.internal.interp;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.braid.core.AccessKind;
import org.braid.core.internal.ir.Loc;
import org.braid.core.internal.ir.StmtRef;

/**
 * The state-based race check: the next steps of two different enabled threads access a common
 * byte of one object (the same cell, or cells of different widths that overlap), at least one writes, and neither thread is inside an atomic
 * section (atomic depth 0; an {@code atomic_begin} accesses nothing). This is the state a
 * KISS race check ends in (KISS, Qadeer &amp; Wu, PLDI 2004, Sec. 5: {@code check_r}/{@code
 * check_w} of one thread followed by {@code RAISE}, then the conflicting access of another).
 */
final class RaceDetector {

    private RaceDetector() {
    }

    /** Every racing pair among the enabled threads, lower thread first, in thread and access order. */
    static List<Outcome.DataRace> races(State state, List<Integer> enabled) {
        List<ThreadState> candidates = new ArrayList<>();
        List<List<StepLog.CellAccess>> footprints = new ArrayList<>();
        for (int id : enabled) {
            ThreadState t = state.threads.get(id);
            if (t.atomicDepth == 0) {
                List<StepLog.CellAccess> accesses = Footprint.of(state, t);
                if (!accesses.isEmpty()) {
                    candidates.add(t);
                    footprints.add(accesses);
                }
            }
        }
        Set<Outcome.DataRace> races = new LinkedHashSet<>();
        for (int i = 0; i < candidates.size(); i++) {
            for (int j = i + 1; j < candidates.size(); j++) {
                for (StepLog.CellAccess a : footprints.get(i)) {
                    for (StepLog.CellAccess b : footprints.get(j)) {
                        if (a.conflicts(b)) {
                            races.add(new Outcome.DataRace(access(state, candidates.get(i), a),
                                access(state, candidates.get(j), b)));
                        }
                    }
                }
            }
        }
        return List.copyOf(races);
    }

    private static Outcome.Access access(State state, ThreadState thread, StepLog.CellAccess a) {
        Frame frame = thread.top();
        StmtRef ref = frame.ref();
        Loc statement = frame.atTerminator() ? frame.block.terminator().loc() : frame.block.statements().get(frame.index).loc();
        Loc loc = a.at().isKnown() ? new Loc(a.at().file(), a.at().line(), a.at().column(), statement.text()) : statement;
        String objectName = state.memory.object(a.object()).name();
        return new Outcome.Access(thread.id, ref, loc, a.write() ? AccessKind.WRITE : AccessKind.READ,
            new Outcome.Cell(a.object(), a.offset(), a.display(), objectName));
    }
}
