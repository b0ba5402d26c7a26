package org.braid.core.internal.interp;

import java.util.List;

import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Terminator;

/**
 * The memory cells a thread's next step would read and write, computed in the current state
 * without executing it, in the order {@link Stepper} accesses them. Passing parameters to a
 * callee accesses no shared memory; a callee's {@code return} writes the caller's result lvalue.
 * If evaluating the step would fail, the accesses before the failure are returned (the step
 * itself will report the failure when it runs).
 */
final class Footprint {

    private Footprint() {
    }

    static List<StepLog.CellAccess> of(State state, ThreadState thread) {
        StepLog log = StepLog.silent();
        Frame frame = thread.top();
        Evaluator ev = new Evaluator(state, thread, frame, log);
        try {
            if (frame.atTerminator()) {
                terminator(state, thread, frame.block.terminator(), ev, log);
            } else {
                statement(state, thread, frame.block.statements().get(frame.index), ev);
            }
        } catch (Fault partial) {
            return log.accesses();
        }
        return log.accesses();
    }

    private static void statement(State state, ThreadState thread, Stmt stmt, Evaluator ev) {
        Stepper stepper = new Stepper(state);
        switch (stmt) {
            case Stmt.Assign a -> {
                ev.eval(a.value());
                ev.noteWrite(ev.locate(a.target()));
            }
            case Stmt.Havoc h -> ev.noteWrite(ev.locate(h.target()));
            case Stmt.Assume a -> ev.eval(a.condition());
            case Stmt.Assert a -> ev.eval(a.condition());
            case Stmt.Call c -> {
                boolean external = stepper.callee(c.callee(), ev, "call").isExternal();
                stepper.arguments(c.arguments(), ev);
                if (external && c.result().isPresent()) {
                    ev.noteWrite(ev.locate(c.result().get()));
                }
            }
            case Stmt.Async a -> {
                stepper.callee(a.callee(), ev, "thread start");
                stepper.arguments(a.arguments(), ev);
                if (a.threadId().isPresent()) {
                    ev.noteWrite(ev.locate(a.threadId().get()));
                }
            }
            case Stmt.Join j -> {
                stepper.joined(j, ev);
                if (j.result().isPresent()) {
                    ev.noteWrite(ev.locate(j.result().get()));
                }
            }
            case Stmt.AtomicBegin a -> {
            }
            case Stmt.AtomicEnd a -> {
            }
            case Stmt.Alloc a -> {
                ev.eval(a.size());
                ev.noteWrite(ev.locate(a.target()));
            }
            case Stmt.Free f -> ev.eval(f.pointer());
        }
    }

    private static void terminator(State state, ThreadState thread, Terminator t, Evaluator ev, StepLog log) {
        switch (t) {
            case Terminator.Goto g -> {
            }
            case Terminator.Branch b -> ev.eval(b.condition());
            case Terminator.Return r -> {
                r.value().ifPresent(ev::eval);
                Frame caller = thread.caller();
                if (caller != null && thread.top().result != null) {
                    Evaluator callerEv = new Evaluator(state, thread, caller, log);
                    callerEv.noteWrite(callerEv.locate(thread.top().result));
                }
            }
            case Terminator.Exit e -> {
            }
        }
    }
}
