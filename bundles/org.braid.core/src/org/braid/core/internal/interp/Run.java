package org.braid.core.internal.interp;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.OptionalLong;

import org.braid.core.internal.ir.Loc;
import org.braid.core.internal.ir.Type;

/**
 * The result of {@link Interpreter#run}: the outcome, the execution, and read access to the
 * final state (for tests and the sequentializers' checks). Not thread-safe.
 */
public final class Run {
    private final Outcome outcome;
    private final Execution execution;
    private final State state;

    Run(Outcome outcome, Execution execution, State state) {
        this.outcome = Objects.requireNonNull(outcome, "outcome");
        this.execution = Objects.requireNonNull(execution, "execution");
        this.state = state;
    }

    public Outcome outcome() {
        return outcome;
    }

    public Execution execution() {
        return execution;
    }

    /** Number of threads started, including the initial thread 0. */
    public int threadCount() {
        return state.threads.size();
    }

    /** The value a thread returned, if it finished with a value. */
    public OptionalLong threadResult(int thread) {
        ThreadState t = state.thread(thread);
        if (t == null) {
            throw new IllegalArgumentException("no thread " + thread);
        }
        return t.result;
    }

    /**
     * Where a thread's current activations were called from in the final state, innermost
     * first: for each frame below the top one, the location of the call statement. Empty for a
     * finished thread.
     */
    public List<Loc> callSites(int thread) {
        ThreadState t = state.thread(thread);
        if (t == null) {
            throw new IllegalArgumentException("no thread " + thread);
        }
        List<Loc> sites = new ArrayList<>();
        for (int i = t.stack.size() - 2; i >= 0; i--) {
            Frame caller = t.stack.get(i);
            sites.add(caller.block.statements().get(caller.index - 1).loc());
        }
        return sites;
    }

    /**
     * The final value of the scalar of {@code type} at {@code offset} in a global (thread 0's
     * copy of a thread-local global), as the interpreter holds it: integers as their low bits.
     *
     * @throws IllegalArgumentException for an unknown global or an access the memory rejects
     */
    public long readGlobal(String name, long offset, Type type) {
        try {
            long pointer = Pointers.of(state.global(name, state.threads.get(0)), offset);
            return state.memory.load(pointer, type, state.bytes(type), name);
        } catch (Fault f) {
            throw new IllegalArgumentException(f.getMessage(), f);
        }
    }
}
