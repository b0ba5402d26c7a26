package org.braid.core.internal.interp;

import java.util.ArrayList;
import java.util.List;

import org.braid.core.internal.ir.Loc;
import org.braid.core.internal.ir.Printer;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.StmtRef;
import org.braid.core.internal.ir.Terminator;

/**
 * A program being run: the state, the steps executed so far, and the operations both the
 * random run loop and the replay loop are made of.
 */
final class Machine {
    final State state;
    private final Stepper stepper;
    private final List<Execution.Step> steps = new ArrayList<>();
    private final boolean record;
    private int previous = -1;
    private long count;

    Machine(Program program, String entry, boolean record) {
        this.record = record;
        Procedure procedure = program.procedure(entry)
            .orElseThrow(() -> new IllegalArgumentException("no entry procedure " + entry));
        if (procedure.isExternal() || !procedure.parameters().isEmpty()) {
            throw new IllegalArgumentException("entry procedure " + entry + " must have a body and no parameters");
        }
        state = new State(program);
        stepper = new Stepper(state);
        state.startThread(procedure, List.of());
    }

    private Machine(Machine original) {
        this.record = original.record;
        this.state = original.state.copy();
        this.stepper = new Stepper(state);
        this.previous = original.previous;
        this.count = original.count;
        if (record) {
            steps.addAll(original.steps);
        }
    }

    /** An independent copy of this machine: same state, same steps so far. */
    Machine copy() {
        return new Machine(this);
    }

    List<Integer> enabled() {
        return Scheduling.enabled(state);
    }

    List<Outcome.DataRace> races(List<Integer> enabled) {
        return RaceDetector.races(state, enabled);
    }

    /** The next statement of a thread that has not finished. */
    StmtRef next(int thread) {
        return state.threads.get(thread).top().ref();
    }

    long steps() {
        return count;
    }

    Execution execution() {
        return new Execution(steps, state.threadNames());
    }

    /**
     * Executes the next step of an enabled thread and records it.
     *
     * @return the outcome if the program ended or failed at this step, else null
     */
    Outcome step(int thread, ValueSource values) {
        ThreadState t = state.threads.get(thread);
        Frame frame = t.top();
        StmtRef ref = frame.ref();
        Stmt stmt = frame.atTerminator() ? null : frame.block.statements().get(frame.index);
        Terminator terminator = stmt == null ? frame.block.terminator() : null;
        Loc loc = stmt == null ? terminator.loc() : stmt.loc();
        StepLog log = record ? StepLog.rendering(state.memory) : StepLog.silent();
        Outcome outcome;
        try {
            outcome = switch (stepper.step(t, values, log)) {
                case CONTINUE -> null;
                case ASSERTION_FAILED -> new Outcome.AssertionFailed(thread, ref, loc, ((Stmt.Assert) stmt).message(),
                    ((Stmt.Assert) stmt).kind());
                case ENDED -> state.ended;
            };
        } catch (Fault f) {
            outcome = new Outcome.Error(f.kind(), f.getMessage(), thread, ref, loc, where(t, loc));
        }
        Scheduling.afterStep(state, t);
        if (record) {
            steps.add(new Execution.Step(thread, ref, loc, text(stmt, terminator, loc), log.effects(),
                previous >= 0 && previous != thread, log.havocValue()));
        }
        previous = thread;
        count++;
        return outcome;
    }

    /** {@code loc}, and for a location in an environment model the innermost call from user code that led there ({@link Loc#where}). */
    private static String where(ThreadState t, Loc loc) {
        java.util.List<Loc> calls = new java.util.ArrayList<>();
        for (int i = t.stack.size() - 2; i >= 0; i--) {
            Frame caller = t.stack.get(i);
            // a caller's index is past its call statement while the callee runs
            calls.add(caller.index > 0 ? caller.block.statements().get(caller.index - 1).loc() : null);
        }
        return loc.where(calls);
    }

    private static String text(Stmt stmt, Terminator terminator, Loc loc) {
        return !loc.text().isBlank() ? loc.text()
            : stmt == null ? Printer.terminator(terminator) : Printer.statement(stmt);
    }

    /** Every unfinished thread with where and why it waits. */
    Outcome.Deadlock deadlock() {
        List<Outcome.Blocked> blocked = new ArrayList<>();
        for (ThreadState t : state.threads) {
            if (!t.finished) {
                Frame frame = t.top();
                Loc loc = frame.atTerminator() ? frame.block.terminator().loc()
                    : frame.block.statements().get(frame.index).loc();
                String reason = Scheduling.blockedBy(state, t);
                blocked.add(new Outcome.Blocked(t.id, frame.ref(), loc, reason == null ? "runnable" : reason));
            }
        }
        return new Outcome.Deadlock(blocked);
    }
}
