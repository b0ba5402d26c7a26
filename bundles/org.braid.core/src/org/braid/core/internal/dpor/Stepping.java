package org.braid.core.internal.dpor;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;

import org.braid.core.internal.interp.ControlledRun;
import org.braid.core.internal.interp.ControlledRun.CellAccess;
import org.braid.core.internal.interp.Outcome;
import org.braid.core.internal.interp.ReplayStep;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.StmtRef;
import org.braid.core.internal.ir.Terminator;
import org.braid.core.internal.ir.Type;

/**
 * Executes transitions and computes the footprints of transitions not taken yet. A transition
 * is one step of a thread, then the same thread's steps for as long as it owns an atomic section
 * (it runs alone there), then its invisible steps (no memory access, no value, no thread start
 * or end, no join, no atomic section): the seed's "one visible operation followed by the
 * invisible operations up to the next visible one" (PDP, Sec. 2.1). A step that takes a value
 * always starts a transition, so that the search can enumerate the values there, unless nothing
 * reads that value ({@link Inputs#chosen}): it then takes 0 inside the transition.
 */
final class Stepping {

    private final Inputs inputs;
    private final Set<String> unobserved;

    /** @param unobserved globals whose accesses no transition counts (see {@code SelfFedCounters}) */
    Stepping(Inputs inputs, Set<String> unobserved) {
        this.inputs = inputs;
        this.unobserved = Set.copyOf(unobserved);
    }

    /** Executes the transition of {@code thread} on {@code run}, the first step taking {@code value}. */
    Executed execute(ControlledRun run, int thread, long value, long maxSteps) {
        List<ReplayStep> steps = new ArrayList<>();
        Transition t = new Transition(thread, List.of(), false, false, false);
        int threadsBefore = run.threadCount();
        boolean first = true;
        while (true) {
            t = t.union(stepFootprint(run, thread));
            boolean needsValue = run.valueNeeded(thread).isPresent();
            StmtRef at = run.next(thread);
            Outcome outcome = run.step(thread, first ? value : 0);
            steps.add(new ReplayStep(thread, at, needsValue ? OptionalLong.of(first ? value : 0) : OptionalLong.empty()));
            first = false;
            int started = run.threadCount() - threadsBefore;
            if (outcome != null || run.steps() >= maxSteps || !continues(run, thread)) {
                if (outcome == null && blocked(run, thread)) {
                    t = t.union(stepFootprint(run, thread));
                }
                return new Executed(t, steps, started > 0 ? threadsBefore : -1, started, outcome);
            }
        }
    }

    /**
     * Whether the thread is waiting: its next step is blocked (an {@code assume} or a
     * {@code join}). The transition then includes what that step reads: trying to take a lock
     * that is held reads the lock word, so it depends on the release that will let it through.
     */
    private static boolean blocked(ControlledRun run, int thread) {
        return !run.ended() && !run.finished(thread) && !run.enabled().contains(thread)
            && run.blockedBy(thread) != null;
    }

    /** Whether the thread's transition goes on with its next step. */
    private boolean continues(ControlledRun run, int thread) {
        if (run.ended() || run.finished(thread) || !run.enabled().contains(thread)
                || run.valueNeeded(thread).isPresent() && inputs.chosen(run.next(thread))) {
            return false;
        }
        if (run.atomicOwner() == thread && run.atomicDepth(thread) > 0) {
            return true;
        }
        return invisible(run, thread);
    }

    private boolean invisible(ControlledRun run, int thread) {
        Optional<Stmt> next = run.nextStatement(thread);
        if (next.isPresent()) {
            Stmt s = next.get();
            if (s instanceof Stmt.AtomicBegin || s instanceof Stmt.Join || s instanceof Stmt.Async) {
                return false;
            }
        } else if (run.callDepth(thread) == 1 || run.terminator(thread) instanceof Terminator.Exit) {
            return false;
        }
        return footprint(run, thread).isEmpty();
    }

    /** The cells the thread's next step accesses, but those of the unobserved globals. */
    private List<CellAccess> footprint(ControlledRun run, int thread) {
        List<CellAccess> all = run.footprint(thread);
        if (unobserved.isEmpty()) {
            return all;
        }
        List<CellAccess> out = new ArrayList<>(all.size());
        for (CellAccess a : all) {
            if (!unobserved.contains(run.objectName(a.object()))) {
                out.add(a);
            }
        }
        return out;
    }

    /** The footprint of the thread's next step alone. */
    Transition stepFootprint(ControlledRun run, int thread) {
        Optional<Stmt> next = run.nextStatement(thread);
        boolean joins = next.isPresent() && next.get() instanceof Stmt.Join;
        boolean last = next.isEmpty() && run.terminator(thread) instanceof Terminator.Return
            && run.callDepth(thread) == 1;
        boolean exit = next.isEmpty() && run.terminator(thread) instanceof Terminator.Exit;
        return new Transition(thread, footprint(run, thread), joins, last, exit || last && thread == 0);
    }

    /**
     * The transition a thread would take now, and, when it would only try and block (an atomic
     * section whose {@code assume} fails before it writes anything, such as taking a lock that is
     * held), that attempt.
     *
     * @param transition what it touches
     * @param blockedAttempt the executed attempt if the transition blocks without writing, else null
     */
    record Pending(Transition transition, Executed blockedAttempt) {
    }

    /**
     * The footprint of the transition {@code thread} would take now, without changing
     * {@code run}: its next step's, or, when that starts or continues an atomic section, the union
     * over copies of the run that execute the section with every value of the input domain.
     */
    Pending pending(ControlledRun run, int thread, long maxSteps) {
        boolean atomic = run.atomicDepth(thread) > 0
            || run.nextStatement(thread).filter(s -> s instanceof Stmt.AtomicBegin).isPresent();
        if (!atomic) {
            return new Pending(stepFootprint(run, thread), null);
        }
        Transition union = new Transition(thread, List.of(), false, false, false);
        Executed attempt = null;
        Deque<ControlledRun> work = new ArrayDeque<>();
        work.push(run);
        while (!work.isEmpty()) {
            ControlledRun from = work.pop();
            Optional<Type> type = from.valueNeeded(thread);
            long[] values = type.isPresent() ? inputs.domain(from.next(thread), type.get()).values() : new long[] {0};
            for (long v : values) {
                ControlledRun copy = from.copy();
                Executed e = execute(copy, thread, v, maxSteps);
                union = union.union(e.transition());
                if (from == run && type.isEmpty() && blocksWithoutWriting(copy, thread, e)) {
                    attempt = e;
                }
                if (e.outcome() == null && copy.steps() < maxSteps && !copy.finished(thread)
                        && copy.atomicOwner() == thread && copy.atomicDepth(thread) > 0
                        && copy.enabled().contains(thread)) {
                    work.push(copy);
                }
            }
        }
        return new Pending(union, attempt);
    }

    private static boolean blocksWithoutWriting(ControlledRun after, int thread, Executed e) {
        return e.outcome() == null && e.started() == 0 && blocked(after, thread)
            && e.transition().accesses().stream().noneMatch(a -> a.write());
    }
}
