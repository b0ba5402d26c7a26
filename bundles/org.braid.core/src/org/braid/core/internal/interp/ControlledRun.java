package org.braid.core.internal.interp;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.StmtRef;
import org.braid.core.internal.ir.Terminator;
import org.braid.core.internal.ir.Type;

/**
 * A run driven step by step by an outside scheduler (the DPOR search): it asks which threads are
 * enabled, what the next step of a thread would access, and then executes the step of the thread
 * it chose with the value it chose for a havoc. Same semantics as {@link Interpreter#run}; the
 * steps are not recorded (a finding is replayed with {@link Interpreter#replay}, which records).
 * Not thread-safe.
 */
public final class ControlledRun {

    /**
     * A memory cell the next step of a thread would access: object id, byte offset, width in bytes,
     * write or read.
     */
    public record CellAccess(int object, long offset, int bytes, boolean write) {

        /** Whether both access a common byte of one object and at least one writes. */
        public boolean conflicts(CellAccess other) {
            return (write || other.write) && Memory.overlap(object, offset, bytes, other.object, other.offset,
                other.bytes);
        }
    }

    private final Machine machine;

    public ControlledRun(Program program, String entry) {
        this.machine = new Machine(program, entry, false);
    }

    private ControlledRun(Machine machine) {
        this.machine = machine;
    }

    /** An independent copy of this run in its current state (a snapshot the search can return to). */
    public ControlledRun copy() {
        return new ControlledRun(machine.copy());
    }

    /** How many steps this run has executed. */
    public long steps() {
        return machine.steps();
    }

    /** Ids of the enabled threads, ascending (empty once the program ended). */
    public List<Integer> enabled() {
        return machine.state.ended != null ? List.of() : machine.enabled();
    }

    /** Whether the program ended (thread 0 returned or a thread executed {@code exit}). */
    public boolean ended() {
        return machine.state.ended != null;
    }

    /** How many threads were started, the initial one included. */
    public int threadCount() {
        return machine.state.threads.size();
    }

    /** Whether the thread finished. */
    public boolean finished(int thread) {
        return machine.state.threads.get(thread).finished;
    }

    /** The thread's atomic nesting depth (its next step runs inside an atomic section when &gt; 0). */
    public int atomicDepth(int thread) {
        return machine.state.threads.get(thread).atomicDepth;
    }

    /** Why the thread cannot take its next step ({@code assume}, {@code join of thread 2}), or null if it can. */
    public String blockedBy(int thread) {
        return Scheduling.blockedBy(machine.state, machine.state.threads.get(thread));
    }

    /** The thread that owns the atomic section and may run alone, or -1. */
    public int atomicOwner() {
        return machine.state.atomicOwner;
    }

    /** How many activations the thread has (1: it is in its start procedure). */
    public int callDepth(int thread) {
        return machine.state.threads.get(thread).stack.size();
    }

    /**
     * Where each activation of an unfinished thread continues, outermost first: for a caller, its
     * call statement, which is not over yet (the callee's return still writes the call's result,
     * e.g. a global in {@code g = get()}); for the top, the next statement.
     */
    public List<StmtRef> positions(int thread) {
        List<StmtRef> out = new ArrayList<>();
        List<Frame> stack = machine.state.threads.get(thread).stack;
        for (int i = 0; i < stack.size(); i++) {
            StmtRef at = stack.get(i).ref();
            out.add(i < stack.size() - 1 ? new StmtRef(at.procedure(), at.block(), at.index() - 1) : at);
        }
        return out;
    }

    /** The next statement of an unfinished thread. */
    public StmtRef next(int thread) {
        return machine.next(thread);
    }

    /** The next statement of an unfinished thread, or empty at a terminator. */
    public Optional<Stmt> nextStatement(int thread) {
        Frame frame = machine.state.threads.get(thread).top();
        return frame.atTerminator() ? Optional.empty() : Optional.of(frame.block.statements().get(frame.index));
    }

    /** The terminator of the thread's current block (its next step when {@link #nextStatement} is empty). */
    public Terminator terminator(int thread) {
        return machine.state.threads.get(thread).top().block.terminator();
    }

    /** The memory cells the thread's next step would access, in access order (see {@link Footprint}). */
    public List<CellAccess> footprint(int thread) {
        List<CellAccess> out = new ArrayList<>();
        for (StepLog.CellAccess a : Footprint.of(machine.state, machine.state.threads.get(thread))) {
            out.add(new CellAccess(a.object(), a.offset(), a.bytes(), a.write()));
        }
        return out;
    }

    /** The name of memory object {@code object} (a global's name for a global). */
    public String objectName(int object) {
        return machine.state.memory.object(object).name();
    }

    /**
     * The type of the value the thread's next step takes from the oracle: a havoc, or the result
     * of a call of an external procedure; empty if the step takes none.
     */
    public Optional<Type> valueNeeded(int thread) {
        Optional<Stmt> next = nextStatement(thread);
        if (next.isEmpty()) {
            return Optional.empty();
        }
        if (next.get() instanceof Stmt.Havoc h) {
            return Optional.of(h.target().type());
        }
        if (next.get() instanceof Stmt.Call c && c.result().isPresent() && external(thread, c)) {
            return Optional.of(c.result().get().type());
        }
        return Optional.empty();
    }

    private boolean external(int thread, Stmt.Call call) {
        ThreadState t = machine.state.threads.get(thread);
        try {
            return new Stepper(machine.state).callee(call.callee(), new Evaluator(machine.state, t, t.top(),
                StepLog.silent()), "call").isExternal();
        } catch (Fault f) {
            return false;
        }
    }

    /**
     * Executes the next step of an enabled thread; {@code value} is used if the step takes a value
     * (normalized to its type, see {@link Oracle#chooseValue}).
     *
     * @return the outcome if the program ended or failed at this step, else null
     */
    public Outcome step(int thread, long value) {
        return machine.step(thread, (type, t, at) -> value);
    }

    /** Every racing pair of next steps among {@code enabled} (see {@link RaceDetector}). */
    public List<Outcome.DataRace> races(List<Integer> enabled) {
        return machine.races(enabled);
    }

    /** Every unfinished thread with where and why it waits. */
    public Outcome.Deadlock deadlock() {
        return machine.deadlock();
    }
}
