package org.braid.core.internal.interp;

import java.util.ArrayList;
import java.util.List;

import org.braid.core.internal.ir.Stmt;

/**
 * Which threads may take the next step. A thread is <em>runnable</em> when it has not finished
 * and its next step is not blocked: an {@code assume} whose condition is false, or a
 * {@code join} on a thread that has not finished (or does not exist yet). It is <em>enabled</em>
 * when it is runnable and no other runnable thread owns the atomic section: the owner of an
 * atomic section runs alone until its outermost {@code atomic_end}, except while it is blocked
 * on an {@code assume}, when it gives up the turn (KISS, Qadeer &amp; Wu, PLDI 2004, Sec. 3:
 * {@code lock_acquire(l) = atomic { assume(*l == 0); *l = 1; }}).
 */
final class Scheduling {

    private Scheduling() {
    }

    /** Why the thread cannot run its next step, or null if it can (finished threads: "finished"). */
    static String blockedBy(State state, ThreadState thread) {
        if (thread.finished) {
            return "finished";
        }
        Frame frame = thread.top();
        if (frame.atTerminator()) {
            return null;
        }
        Evaluator ev = new Evaluator(state, thread, frame, StepLog.silent());
        Stmt next = frame.block.statements().get(frame.index);
        try {
            if (next instanceof Stmt.Assume a) {
                return ev.eval(a.condition()) == 0 ? "assume" : null;
            }
            if (next instanceof Stmt.Join j) {
                ThreadState joined = new Stepper(state).joined(j, ev);
                return joined == null ? "join of a thread that was never started"
                    : joined.finished ? null : "join of thread " + joined.id;
            }
            return null;
        } catch (Fault f) {
            return null;
        }
    }

    /** Ids of the enabled threads, ascending. */
    static List<Integer> enabled(State state) {
        List<Integer> runnable = new ArrayList<>();
        for (ThreadState t : state.threads) {
            if (blockedBy(state, t) == null) {
                runnable.add(t.id);
            }
        }
        if (state.atomicOwner >= 0 && runnable.contains(state.atomicOwner)) {
            return List.of(state.atomicOwner);
        }
        return runnable;
    }

    /** Updates the atomic owner after {@code thread} took a step. */
    static void afterStep(State state, ThreadState thread) {
        if (thread.atomicDepth > 0) {
            state.atomicOwner = thread.id;
        } else if (state.atomicOwner == thread.id) {
            state.atomicOwner = -1;
        }
    }
}
