package org.braid.core.internal.check;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.braid.core.Access;
import org.braid.core.AssertionFinding;
import org.braid.core.DataRaceFinding;
import org.braid.core.DeadlockFinding;
import org.braid.core.Finding;
import org.braid.core.Trace;
import org.braid.core.TraceStep;
import org.braid.core.internal.interp.Execution;
import org.braid.core.internal.interp.Outcome;
import org.braid.core.internal.ir.Block;
import org.braid.core.internal.ir.Loc;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.StmtRef;
import org.braid.core.internal.ir.Terminator;

/**
 * Builds the user-facing {@link Finding} of a confirmed replay: the trace is the interpreter's
 * execution (thread, function, file, line, text, values, context switches), never the
 * sequential program's.
 */
final class Findings {
    /** File, then line, then a read before a write, then the lower thread. */
    static final Comparator<Access> SOURCE_ORDER = Comparator.comparing(Access::file)
            .thenComparingInt(Access::line)
            .thenComparing(Access::kind)
            .thenComparingInt(Access::thread);

    private Findings() {
    }

    /** How a front end words an exception no handler catches, e.g. {@code uncaught NullPointerException: p}. */
    private static final String UNCAUGHT = "uncaught ";

    static Trace trace(Execution execution) {
        List<TraceStep> steps = new ArrayList<>();
        for (Execution.Step s : execution.steps()) {
            steps.add(new TraceStep(s.thread(), s.stmt().procedure(), s.loc().file(), Math.max(s.loc().line(), 0),
                s.text(), s.effects().stream().filter(e -> !e.temporary()).map(Execution.Effect::toString).toList(),
                s.contextSwitch()));
        }
        return new Trace(steps, execution.threadNames());
    }

    /**
     * The finding of a failed assertion, located at the innermost frame of the failing thread
     * that is not in an environment model: an {@code assert(c)} of the user fails inside the
     * model of {@code __assert_fail}, but the user wants to see the {@code assert} (whose source
     * text then is the message). An exception a model lets escape keeps its message
     * ({@code uncaught RejectedExecutionException: ...}), which says more than the call's text.
     */
    static AssertionFinding assertion(Program program, Confirmation.Confirmed confirmed, Outcome.AssertionFailed failed) {
        Loc where = failed.loc();
        String function = failed.stmt().procedure();
        String message = failed.message();
        List<Execution.Step> stack = callStack(program, confirmed.execution(), failed.thread());
        for (int i = stack.size() - 1; i >= 0 && isModel(where); i--) {
            where = stack.get(i).loc();
            function = stack.get(i).stmt().procedure();
            message = where.text().isEmpty() || failed.message().startsWith(UNCAUGHT) ? message : where.text();
        }
        return new AssertionFinding(where.file(), where.line(), function, message, trace(confirmed.execution()),
            AssertionKinds.property(failed.kind()));
    }

    /**
     * The finding of a deadlock: for every blocked thread, the innermost statement of its call
     * stack that is not in an environment model (where the user called {@code pthread_mutex_lock},
     * {@code pthread_join}, ...), and the procedure it is blocked in.
     */
    static DeadlockFinding deadlock(Program program, Execution execution, Outcome.Deadlock deadlock) {
        List<DeadlockFinding.Wait> waits = new ArrayList<>();
        for (Outcome.Blocked b : deadlock.blocked()) {
            Loc where = b.loc();
            String function = b.stmt().procedure();
            List<Execution.Step> stack = callStack(program, execution, b.thread());
            for (int i = stack.size() - 1; i >= 0 && isModel(where); i--) {
                where = stack.get(i).loc();
                function = stack.get(i).stmt().procedure();
            }
            waits.add(new DeadlockFinding.Wait(b.thread(), where.file(), Math.max(0, where.line()), function,
                where.text(), b.stmt().procedure()));
        }
        return new DeadlockFinding(waits, trace(execution));
    }

    /**
     * Whether code comes from Braid's bundled environment models, which the front ends name
     * {@value TraceStep#MODEL_PREFIX}{@code <file>} (for C, {@code models/pthread.c}), or was synthesised.
     */
    static boolean isModel(Loc loc) {
        return loc.file().startsWith(TraceStep.MODEL_PREFIX) || !loc.isKnown();
    }

    /**
     * The last step of {@code thread} if it is a call: its callee's first statement is then the
     * thread's next step (a race's access right at the start of a model's method), which
     * {@link #callStack} cannot tell from a call that has returned.
     */
    private static java.util.Optional<Execution.Step> lastCall(Program program, Execution execution, int thread) {
        Execution.Step last = null;
        for (Execution.Step s : execution.steps()) {
            if (s.thread() == thread) {
                last = s;
            }
        }
        if (last == null) {
            return java.util.Optional.empty();
        }
        StmtRef ref = last.stmt();
        Block b = program.procedure(ref.procedure()).orElseThrow().block(ref.block());
        return ref.index() < b.statements().size() && b.statements().get(ref.index()) instanceof Stmt.Call
            ? java.util.Optional.of(last) : java.util.Optional.empty();
    }

    /**
     * The call steps of {@code thread} that have not returned at the end of the execution,
     * outermost first. A call step entered a callee exactly when the thread's next step is not the
     * statement after the call (a call of an external procedure is one step).
     */
    private static List<Execution.Step> callStack(Program program, Execution execution, int thread) {
        List<Execution.Step> stack = new ArrayList<>();
        Execution.Step call = null;
        for (Execution.Step s : execution.steps()) {
            if (s.thread() != thread) {
                continue;
            }
            StmtRef ref = s.stmt();
            if (call != null) {
                StmtRef after = new StmtRef(call.stmt().procedure(), call.stmt().block(), call.stmt().index() + 1);
                if (!ref.equals(after)) {
                    stack.add(call);
                }
                call = null;
            }
            Block b = program.procedure(ref.procedure()).orElseThrow().block(ref.block());
            if (ref.index() == b.statements().size()) {
                if (b.terminator() instanceof Terminator.Return && !stack.isEmpty()) {
                    stack.remove(stack.size() - 1);
                }
            } else if (b.statements().get(ref.index()) instanceof Stmt.Call) {
                call = s;
            }
        }
        return stack;
    }

    /**
     * A race finding with its two accesses in source order ({@link #SOURCE_ORDER}), so that the same
     * race reads the same whichever thread the solver's counterexample lets access first. An access
     * inside an environment model (the state of a Java collection model, a C model's buffer) is
     * located, as a failed assertion is, at the innermost call of its thread from outside the
     * models: the user's {@code map.put(...)}. Both accesses are their threads' next steps at the
     * end of the execution, so each thread's call stack there is the one of its access.
     */
    static DataRaceFinding race(Program program, Confirmation.Confirmed confirmed, Outcome.DataRace race) {
        Access a = access(program, confirmed.execution(), race.first());
        Access b = access(program, confirmed.execution(), race.second());
        boolean inOrder = SOURCE_ORDER.compare(a, b) <= 0;
        return new DataRaceFinding(race.first().cell().display(), inOrder ? a : b, inOrder ? b : a,
                trace(confirmed.execution()));
    }

    private static Access access(Program program, Execution execution, Outcome.Access a) {
        Loc where = a.loc();
        String function = a.stmt().procedure();
        if (isModel(where)) {
            List<Execution.Step> stack = callStack(program, execution, a.thread());
            lastCall(program, execution, a.thread()).ifPresent(stack::add);
            for (int i = stack.size() - 1; i >= 0 && isModel(where); i--) {
                where = stack.get(i).loc();
                function = stack.get(i).stmt().procedure();
            }
            if (isModel(where) || where.line() < 1) {
                where = a.loc();
                function = a.stmt().procedure();
            }
        }
        return new Access(a.thread(), a.kind(), where.file(), where.line(), Math.max(0, where.column()), function);
    }
}
