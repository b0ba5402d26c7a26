package org.braid.core.internal.interp;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalLong;

import org.braid.core.internal.ir.Loc;
import org.braid.core.internal.ir.StmtRef;

/**
 * What a run did, step by step, in execution order. Immutable. {@link #toReplay()} turns it
 * back into the input of {@link Interpreter#replay}, which reproduces it exactly.
 *
 * @param threadNames the names the program gave its threads by the end of the run
 *        ({@link org.braid.core.internal.ir.ThreadNaming}), by thread id
 */
public record Execution(List<Step> steps, Map<Integer, String> threadNames) {

    public Execution {
        steps = List.copyOf(steps);
        threadNames = Map.copyOf(threadNames);
    }

    /**
     * One step: one statement or terminator executed by one thread.
     *
     * @param thread the thread id
     * @param stmt the statement ({@code index == statements.size()} for the terminator)
     * @param loc its source location
     * @param text the source text, or the CIR text of statements Braid synthesised
     * @param effects values read (in evaluation order) and then written
     * @param contextSwitch whether a different thread executed the previous step
     * @param havocValue the value the oracle gave for a havoc or an external call's result
     */
    public record Step(int thread, StmtRef stmt, Loc loc, String text, List<Effect> effects, boolean contextSwitch,
            OptionalLong havocValue) {
        public Step {
            Objects.requireNonNull(stmt, "stmt");
            Objects.requireNonNull(loc, "loc");
            Objects.requireNonNull(text, "text");
            effects = List.copyOf(effects);
            Objects.requireNonNull(havocValue, "havocValue");
        }
    }

    /**
     * A value read or written: a register ({@code tmp}) or a memory cell as the source names it
     * ({@code e->stoppingFlag}), and the value rendered for people ({@code 1}, {@code null},
     * {@code &counter}, {@code &malloc at f.c:12+8}). Rendered as {@code name = value} for a
     * read and {@code name := value} for a write. A {@code temporary} effect reads or writes a
     * {@linkplain org.braid.core.internal.ir.Variable#temporary() temporary} that holds no user
     * variable's value; findings' traces leave it out. A temporary read from a user variable
     * ({@code tmp.1 = counter}) is read under that variable's name instead, as a user effect.
     */
    public record Effect(String name, String value, boolean write, boolean temporary) {
        public Effect {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(value, "value");
        }

        @Override
        public String toString() {
            return name + (write ? " := " : " = ") + value;
        }
    }

    /** The thread schedule and havoc values of this execution. */
    public Replay toReplay() {
        return new Replay(steps.stream().map(s -> new ReplayStep(s.thread(), s.stmt(), s.havocValue())).toList());
    }
}
