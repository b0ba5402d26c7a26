package org.braid.core.internal.interp;

import java.util.List;
import java.util.Objects;

import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.StmtRef;

/**
 * The concrete interpreter of the CIR: runs a program from an entry procedure under an
 * {@link Oracle}, or replays a given schedule. Each call builds a fresh state, so one
 * interpreter may serve many runs (not concurrently).
 */
public final class Interpreter {
    private final Program program;
    private final InterpreterOptions options;

    public Interpreter(Program program, InterpreterOptions options) {
        this.program = Objects.requireNonNull(program, "program");
        this.options = Objects.requireNonNull(options, "options");
    }

    /**
     * Runs {@code entry} (a procedure with a body and no parameters) as thread 0 until the
     * program ends, a step fails, a race is found (if {@link InterpreterOptions#detectRaces()};
     * checked before every scheduling decision), no thread is enabled, or the step bound is
     * reached.
     *
     * @throws IllegalArgumentException if the entry procedure is missing, external or has parameters
     */
    public Run run(String entry, Oracle oracle) {
        Machine machine = new Machine(program, entry, options.recordExecution());
        int previous = -1;
        while (true) {
            List<Integer> enabled = machine.enabled();
            if (options.detectRaces()) {
                List<Outcome.DataRace> races = machine.races(enabled);
                if (!races.isEmpty()) {
                    return new Run(races.get(0), machine.execution(), machine.state);
                }
            }
            if (enabled.isEmpty()) {
                return new Run(machine.deadlock(), machine.execution(), machine.state);
            }
            if (machine.steps() >= options.maxSteps()) {
                return new Run(new Outcome.StepLimit(machine.steps()), machine.execution(), machine.state);
            }
            int thread = oracle.chooseThread(enabled, previous);
            if (!enabled.contains(thread)) {
                throw new IllegalStateException("oracle chose thread " + thread + ", enabled are " + enabled);
            }
            Outcome outcome = machine.step(thread, oracle::chooseValue);
            previous = thread;
            if (outcome != null) {
                return new Run(outcome, machine.execution(), machine.state);
            }
        }
    }

    /**
     * Executes exactly the steps of {@code replay} from {@code entry} and reports the outcome
     * the final state shows (see {@link ReplayResult.Reached}), or the first step that could not
     * be executed ({@link ReplayResult.Mismatch}). The step bound does not apply.
     *
     * @throws IllegalArgumentException if the entry procedure is missing, external or has parameters
     */
    public ReplayResult replay(String entry, Replay replay) {
        Machine machine = new Machine(program, entry, true);
        List<ReplayStep> steps = replay.steps();
        for (int i = 0; i < steps.size(); i++) {
            ReplayStep step = steps.get(i);
            String expected = "thread " + step.thread() + " at " + step.stmt();
            String problem = problem(machine, step);
            if (problem != null) {
                return new ReplayResult.Mismatch(i, expected, problem, machine.execution());
            }
            Outcome outcome;
            try {
                outcome = machine.step(step.thread(), (type, thread, at) -> step.havocValue()
                    .orElseThrow(() -> new MissingValue(type + " value for " + at)));
            } catch (MissingValue e) {
                return new ReplayResult.Mismatch(i, expected + " with " + e.getMessage(), "no value given",
                    machine.execution());
            }
            if (outcome != null) {
                if (i + 1 < steps.size()) {
                    ReplayStep next = steps.get(i + 1);
                    return new ReplayResult.Mismatch(i + 1, "thread " + next.thread() + " at " + next.stmt(),
                        "the program ended at step " + i + ": " + outcome, machine.execution());
                }
                return new ReplayResult.Reached(outcome, List.of(), machine.execution());
            }
        }
        List<Integer> enabled = machine.enabled();
        List<Outcome.DataRace> races = machine.races(enabled);
        if (!races.isEmpty()) {
            return new ReplayResult.Reached(races.get(0), races, machine.execution());
        }
        if (enabled.isEmpty()) {
            return new ReplayResult.Reached(machine.deadlock(), List.of(), machine.execution());
        }
        return new ReplayResult.Reached(new Outcome.Stopped(steps.size()), List.of(), machine.execution());
    }

    /** Why a replay step cannot run now, or null if it can. */
    private static String problem(Machine machine, ReplayStep step) {
        if (machine.state.ended != null) {
            return "the program has ended";
        }
        ThreadState thread = machine.state.thread(step.thread());
        if (thread == null) {
            return "thread " + step.thread() + " does not exist (" + machine.state.threads.size() + " threads started)";
        }
        if (thread.finished) {
            return "thread " + step.thread() + " has finished";
        }
        String blocked = Scheduling.blockedBy(machine.state, thread);
        if (blocked != null) {
            return "thread " + step.thread() + " is blocked at " + machine.next(step.thread()) + " (" + blocked + ")";
        }
        if (!machine.enabled().contains(step.thread())) {
            return "thread " + machine.state.atomicOwner + " holds the atomic section";
        }
        StmtRef next = machine.next(step.thread());
        if (!next.equals(step.stmt())) {
            return "thread " + step.thread() + " is at " + next;
        }
        return null;
    }

    /** A replay step lacks the value its havoc needs. */
    private static final class MissingValue extends RuntimeException {
        private static final long serialVersionUID = 1L;

        MissingValue(String message) {
            super(message, null, false, false);
        }
    }
}
