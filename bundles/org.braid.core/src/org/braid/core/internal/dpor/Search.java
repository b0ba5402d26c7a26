package org.braid.core.internal.dpor;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

import org.braid.core.Cancellation;
import org.braid.core.internal.interp.ControlledRun;
import org.braid.core.internal.interp.Outcome;
import org.braid.core.internal.interp.Replay;
import org.braid.core.internal.interp.ReplayStep;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.StmtRef;
import org.braid.core.internal.ir.Type;

/**
 * The stateless search (seed 004, Fig. 2 {@code DPORSearch} and Fig. 7 {@code PDPSearch}, made
 * iterative): an explicit stack of {@link Node}s, the top one choosing its next thread (from its
 * backtrack set, minus done and sleeping threads) and value, executing that transition on a copy
 * of its snapshot and pushing the state reached. The backtrack sets of the stack are updated for
 * every enabled thread of every new state ({@link Backtracking}), as in FG-DPOR. Each new state is
 * checked for data races (two enabled threads whose next steps conflict), each step for a failed
 * assertion, each state without enabled threads for a deadlock: all threads blocked in a
 * {@code join} or inside an atomic section (a lock, condition or semaphore model waiting for
 * another thread); a thread stuck on an {@code assume} outside any atomic section waits for
 * nothing (an input the program excludes) and makes the execution infeasible, not a deadlock.
 * Not thread-safe; one search per instance.
 */
public final class Search {

    /** Told of the search's progress now and then, on the searching thread. */
    @FunctionalInterface
    public interface Listener {
        /**
         * After every 500 executions, when an execution ends a second or more after the last
         * report (so a slow search still shows it is alive), and whenever a new violation is found:
         * {@code found} witnesses of distinct violations so far.
         */
        void explored(long executions, int pendingBacktracks, long pruned, int found);
    }

    private static final int REPORT_EVERY = 500;
    private static final long REPORT_AT_LEAST_EVERY_NANOS = 1_000_000_000L;

    private final Program program;
    private final String entry;
    private final DporOptions options;
    private final Cancellation cancel;
    private final Listener listener;
    private final Stepping stepping;
    private final Inputs inputs;
    private final Backtracking backtracking;
    private final List<Node> path = new ArrayList<>();
    private final List<Witness> witnesses = new ArrayList<>();
    private final Set<String> seen = new HashSet<>();
    private final Set<StmtRef> reached = new HashSet<>();
    private long executions;
    private long lastReport = System.nanoTime();
    private long transitions;
    private long sleepBlocked;
    private boolean stepCut;
    private boolean executionCut;
    private boolean inputsCut;
    private String stopped;

    private Search(Program program, String entry, DporOptions options, Set<String> unobserved, Cancellation cancel,
            Listener listener) {
        this.program = program;
        this.entry = entry;
        this.options = options;
        this.cancel = cancel;
        this.listener = listener;
        this.inputs = Inputs.of(program);
        this.stepping = new Stepping(inputs, unobserved);
        this.backtracking = new Backtracking(options.pdp() ? new Pdp(program, entry) : null);
    }

    /** Explores the program run from {@code entry} (a closed harness entry) as the options say. */
    public static DporResult explore(Program program, String entry, DporOptions options, Cancellation cancel,
            Listener listener) {
        return explore(program, entry, options, Set.of(), cancel, listener);
    }

    /**
     * As {@link #explore(Program, String, DporOptions, Cancellation, Listener)}, not counting
     * accesses to the {@code unobserved} globals as dependences: globals whose value nothing but
     * their own stores reads, in any execution from {@code entry} (the caller's proof obligation).
     */
    public static DporResult explore(Program program, String entry, DporOptions options, Set<String> unobserved,
            Cancellation cancel, Listener listener) {
        return new Search(program, entry, options, unobserved, cancel, listener).run();
    }

    private DporResult run() {
        push(new ControlledRun(program, entry), Set.of(), new int[0][], -1);
        while (!path.isEmpty()) {
            if (cancel.isCanceled()) {
                stopped = cancel.reason();
                break;
            }
            if (executions >= options.maxExecutions()) {
                executionCut = true;
                break;
            }
            Node top = path.get(path.size() - 1);
            if (!advance(top)) {
                path.remove(path.size() - 1);
                continue;
            }
            step(top);
            if (stopped != null) {
                break;
            }
        }
        return new DporResult(witnesses, executions, transitions, sleepBlocked, backtracking.pruned(), stepCut,
            executionCut, inputsCut, Optional.ofNullable(stopped), reached);
    }

    /** Picks the top node's next value, or next thread with its first value; false when it has none left. */
    private boolean advance(Node node) {
        if (node.thread >= 0 && node.values != null && node.valueIndex + 1 < node.values.length) {
            node.valueIndex++;
            return true;
        }
        for (int q : node.backtrack) {
            if (!node.done.contains(q) && !node.sleep.contains(q)) {
                node.thread = q;
                node.done.add(q);
                Optional<Type> type = node.state.valueNeeded(q);
                node.values = null;
                node.valueIndex = 0;
                if (type.isPresent()) {
                    Inputs.Domain domain = inputs.domain(node.state.next(q), type.get());
                    node.values = domain.values();
                    inputsCut |= !domain.complete();
                }
                return true;
            }
        }
        return false;
    }

    private void step(Node top) {
        ControlledRun run = top.state.copy();
        long value = top.values == null ? 0 : top.values[top.valueIndex];
        Executed executed = stepping.execute(run, top.thread, value, options.maxSteps());
        executed.steps().forEach(s -> reached.add(s.stmt()));
        transitions++;
        Outcome outcome = executed.outcome();
        if (outcome != null) {
            executed = executed.endingProgram();
        }
        top.taken = executed;
        int k = path.size() - 1;
        top.clock = Backtracking.clock(path, k);
        if (outcome != null) {
            ended(outcome);
            if (options.reduction()) {
                Node last = new Node(run, List.of(), false, Set.of(), clocksAfter(top, executed));
                path.add(last);
                updateBacktracks(run, last, true);
                path.remove(path.size() - 1);
            }
            return;
        }
        if (run.steps() >= options.maxSteps()) {
            stepCut = true;
            finished();
            return;
        }
        push(run, childSleep(top, executed.transition()), clocksAfter(top, executed), top.thread);
    }

    private void ended(Outcome outcome) {
        switch (outcome) {
            case Outcome.AssertionFailed failed -> {
                if (options.reports(failed.kind())) {
                    report("assert " + failed.stmt(), outcome);
                }
            }
            case Outcome.Error error -> stopped = error.reason();
            case Outcome.Completed completed -> {
            }
            case Outcome.DataRace race -> {
            }
            case Outcome.Deadlock deadlock -> {
            }
            case Outcome.StepLimit limit -> stepCut = true;
            case Outcome.Stopped s -> {
            }
        }
        finished();
    }

    private void finished() {
        executions++;
        if (executions % REPORT_EVERY == 0 || System.nanoTime() - lastReport >= REPORT_AT_LEAST_EVERY_NANOS) {
            explored();
        }
    }

    private void explored() {
        lastReport = System.nanoTime();
        listener.explored(executions, pendingBacktracks(), backtracking.pruned(), witnesses.size());
    }

    private int pendingBacktracks() {
        int pending = 0;
        for (Node n : path) {
            for (int q : n.backtrack) {
                if (!n.done.contains(q) && !n.sleep.contains(q)) {
                    pending++;
                }
            }
        }
        return pending;
    }

    /**
     * Creates the node of a new state, checks it, updates the backtrack sets, and pushes it if it
     * has a thread to explore. With the reduction on, a thread whose next transition would only
     * try an atomic section and block in it before writing anything (taking a held lock) counts
     * as disabled: the attempt changes nothing another thread can see, and the thread takes the
     * whole section once it can. The unreduced search keeps such attempts (the interpreter's
     * semantics, step by step), so the cross-check compares the two.
     */
    private void push(ControlledRun run, Set<Integer> sleep, int[][] threadClocks, int previous) {
        List<Integer> runnable = run.enabled();
        boolean continuation = runnable.size() == 1 && run.atomicOwner() == runnable.get(0)
            && run.atomicDepth(runnable.get(0)) > 0;
        if (options.races() && !continuation) {
            for (Outcome.DataRace race : run.races(runnable)) {
                report(raceKey(race), race);
            }
        }
        Map<Integer, Stepping.Pending> pending = new TreeMap<>();
        List<Integer> enabled = new ArrayList<>(runnable);
        if (options.reduction()) {
            for (int p : runnable) {
                pending.put(p, stepping.pending(run, p, options.maxSteps()));
            }
            enabled.removeIf(p -> pending.get(p).blockedAttempt() != null);
        }
        Node node = new Node(run, enabled, continuation, options.sleepSets() ? sleep : Set.of(), threadClocks);
        pending.forEach((p, t) -> node.pending.put(p, t.transition()));
        path.add(node);
        if (options.reduction()) {
            updateBacktracks(run, node, false);
        }
        if (enabled.isEmpty()) {
            if (!run.ended()) {
                deadlock(run, pending);
            }
            path.remove(path.size() - 1);
            finished();
            return;
        }
        int first = enabled.contains(previous) && !node.sleep.contains(previous) ? previous
            : enabled.stream().filter(q -> !node.sleep.contains(q)).findFirst().orElse(-1);
        if (first < 0) {
            path.remove(path.size() - 1);
            sleepBlocked++;
            return;
        }
        node.backtrack.add(first);
        if (!options.reduction()) {
            node.backtrack.addAll(enabled);
        }
    }

    /**
     * FG-DPOR's update for every thread that has not finished (FG 2005, Fig. 4: "for all
     * processes p"), with its next transition: enabled or not, also in a final state. A thread
     * that a transition disabled (the end of the program disables all of them, a lock taken
     * blocks the other acquirers) still needs the reversal that lets it go first.
     */
    private void updateBacktracks(ControlledRun run, Node node, boolean terminal) {
        for (int p = 0; p < run.threadCount(); p++) {
            if (run.finished(p)) {
                continue;
            }
            Transition t = node.pending.get(p);
            if (t == null) {
                boolean runnable = !terminal && !run.ended() && run.blockedBy(p) == null;
                t = runnable ? stepping.pending(run, p, options.maxSteps()).transition()
                    : stepping.stepFootprint(run, p);
            }
            backtracking.update(path, p, t);
        }
    }

    /**
     * No thread can go on. Threads that would only block in their next atomic section take that
     * attempt first (on a copy), so that the witness ends in a state the interpreter itself sees
     * as deadlocked.
     */
    private void deadlock(ControlledRun run, Map<Integer, Stepping.Pending> pending) {
        ControlledRun end = run;
        List<ReplayStep> attempts = new ArrayList<>();
        for (Map.Entry<Integer, Stepping.Pending> p : pending.entrySet()) {
            if (p.getValue().blockedAttempt() != null) {
                if (end == run) {
                    end = run.copy();
                }
                attempts.addAll(stepping.execute(end, p.getKey(), 0, options.maxSteps()).steps());
            }
        }
        if (end.ended() || !end.enabled().isEmpty()) {
            return;
        }
        deadlock(end, attempts);
    }

    private void deadlock(ControlledRun run, List<ReplayStep> attempts) {
        Outcome.Deadlock deadlock = run.deadlock();
        List<String> key = new ArrayList<>();
        for (Outcome.Blocked b : deadlock.blocked()) {
            boolean waits = b.reason().startsWith("join of thread") || b.reason().equals("assume")
                && run.atomicDepth(b.thread()) > 0;
            if (!waits) {
                return;
            }
            key.add(b.thread() + "@" + b.stmt());
        }
        report("deadlock " + key, deadlock, attempts);
    }

    private void report(String key, Outcome outcome) {
        report(key, outcome, List.of());
    }

    private void report(String key, Outcome outcome, List<ReplayStep> more) {
        if (seen.add(key)) {
            List<ReplayStep> steps = new ArrayList<>(replay().steps());
            steps.addAll(more);
            witnesses.add(new Witness(new Replay(steps), outcome));
            explored();
        }
    }

    /** The schedule of the current path: every transition taken from the root to the newest state. */
    private Replay replay() {
        List<ReplayStep> steps = new ArrayList<>();
        for (Node n : path) {
            if (n.taken != null) {
                steps.addAll(n.taken.steps());
            }
        }
        return new Replay(steps);
    }

    private static String raceKey(Outcome.DataRace race) {
        TreeSet<String> ends = new TreeSet<>();
        ends.add(race.first().stmt() + "/" + race.first().kind());
        ends.add(race.second().stmt() + "/" + race.second().kind());
        return "race " + ends + " " + race.first().cell().display();
    }

    /** Sleep sets (Godefroid 1996): the threads explored before at {@code parent}, and its sleeping ones, that {@code taken} does not disturb. */
    private static Set<Integer> childSleep(Node parent, Transition taken) {
        Set<Integer> out = new TreeSet<>();
        Set<Integer> candidates = new TreeSet<>(parent.sleep);
        candidates.addAll(parent.done);
        candidates.remove(parent.thread);
        for (int q : candidates) {
            Transition t = parent.pending.get(q);
            if (t != null && !t.dependent(taken)) {
                out.add(q);
            }
        }
        return out;
    }

    private static int[][] clocksAfter(Node node, Executed executed) {
        int threads = Math.max(node.threadClocks.length, Math.max(node.thread + 1,
            executed.firstStarted() + executed.started()));
        int[][] out = Arrays.copyOf(node.threadClocks, threads);
        for (int t = 0; t < threads; t++) {
            if (out[t] == null) {
                out[t] = new int[0];
            }
        }
        out[node.thread] = node.clock;
        for (int c = 0; c < executed.started(); c++) {
            out[executed.firstStarted() + c] = node.clock;
        }
        return out;
    }
}
