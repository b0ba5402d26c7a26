package org.braid.core.internal.bmc;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.braid.core.Stats;
import org.braid.core.internal.bmc.term.BitBlaster;
import org.braid.core.internal.bmc.term.Evaluator;
import org.braid.core.internal.bmc.term.Term;
import org.braid.core.internal.bmc.term.TermFactory;
import org.braid.core.internal.ir.Loc;
import org.braid.core.internal.sat.Sat4jSolver;
import org.braid.core.internal.sat.SatSolver;

/**
 * Stages 3 and 4: bit-blasts the questions of one {@link Encoding} into one incremental CNF on
 * one solver and asks them, each under an assumption literal: can an assertion fail that is not
 * excluded yet, on a path without unsupported behaviour (then build the trace; asked again after
 * every {@link #exclude}), else can an
 * unsupported behaviour happen (unknown), else can a bound cut a path. An exclusion is a
 * blocking clause, so it holds for every later question; learned clauses carry over too.
 * Questions whose term folded to false never reach the solver. Not thread-safe.
 */
final class Decider implements AutoCloseable {

    private final BmcOptions options;
    private final TermFactory f;
    private final Node root;
    private final Encoding encoding;
    private final int blockInstances;
    private final long startNanos;
    private final BoundedModelChecker.SolveListener listener;
    private final SatSolver solver = new Sat4jSolver();
    private final BitBlaster blaster;
    private BmcResult.Unknown stopped;
    private int solverCalls;
    private long solveNanos;

    Decider(BmcOptions options, TermFactory f, Node root, Encoding encoding, int blockInstances, long startNanos,
            BoundedModelChecker.SolveListener listener) {
        this.options = options;
        this.f = f;
        this.root = root;
        this.encoding = encoding;
        this.blockInstances = blockInstances;
        this.startNanos = startNanos;
        this.listener = listener;
        this.blaster = new BitBlaster(solver, options.maxClauses(), this::checkpoint);
    }

    /**
     * A violation by an assertion instance not excluded yet, else the unknown reason of a
     * reachable unsupported behaviour, else no violation with the cuts found.
     */
    BmcResult next() {
        if (stopped != null) {
            return stopped;
        }
        try {
            return decide();
        } catch (CheckStopped e) {
            stopped = new BmcResult.Unknown(e.reason(), stats());
        } catch (BitBlaster.TooLarge e) {
            stopped = new BmcResult.Unknown(CheckStopped.memoryGuardReason(e.getMessage()), stats());
        }
        return stopped;
    }

    /** Blocks the failure of every assertion instance that {@code exclusion} matches. */
    void exclude(BmcSession.Exclusion exclusion) {
        if (stopped != null) {
            return;
        }
        try {
            for (Encoding.Step failure : encoding.failures()) {
                if (!exclusion.at().contains(failure.stmt())
                    || !failure.observed().keySet().containsAll(exclusion.values().keySet())) {
                    continue;
                }
                Term match = failure.failure();
                for (Map.Entry<String, Long> v : exclusion.values().entrySet()) {
                    Term observed = failure.observed().get(v.getKey());
                    match = f.and(match, f.eq(observed, f.constant(observed.width(), v.getValue())));
                }
                if (!match.isFalse()) {
                    solver.addClause(-blaster.literal(match));
                }
            }
        } catch (CheckStopped e) {
            stopped = new BmcResult.Unknown(e.reason(), stats());
        } catch (BitBlaster.TooLarge e) {
            stopped = new BmcResult.Unknown(CheckStopped.memoryGuardReason(e.getMessage()), stats());
        }
    }

    private BmcResult decide() {
        Term unsupported = f.orAll(encoding.unsupported().stream().map(Conditions.Event::condition).toList());
        // A path that meets unsupported behaviour before it fails an assertion has no value the
        // failure could be trusted with (steps after a failure are guarded by the assertion
        // holding, so an event on a failing path happened before the failure): it is unknown.
        // An undefined behaviour blocks its path, so no failure comes after one.
        Term failure = f.and(f.orAll(encoding.failures().stream().map(Encoding.Step::failure).toList()),
            f.not(unsupported));
        List<Conditions.Event> events = new ArrayList<>(encoding.unsupported());
        events.addAll(encoding.undefined());
        if (ask(failure)) {
            Evaluator model = new Evaluator(blaster::modelValue);
            TraceBuilder.Trace trace = TraceBuilder.build(root, encoding, model);
            Map<String, Long> observed = new LinkedHashMap<>();
            trace.failed().observed().forEach((name, value) -> observed.put(name, model.value(value)));
            return new BmcResult.Violation(trace.steps(), trace.failed().stmt(), trace.failed().message(), observed,
                stats());
        }
        if (ask(f.orAll(events.stream().map(Conditions.Event::condition).toList()))) {
            Evaluator model = new Evaluator(blaster::modelValue);
            for (Conditions.Event e : events) {
                if (model.isTrue(e.condition())) {
                    return new BmcResult.Unknown(e.message(model), stats());
                }
            }
            throw new IllegalStateException("model satisfies no unsupported event");
        }
        return new BmcResult.NoViolation(cuts(encoding.cuts()), stats());
    }

    /**
     * The places where a bound cuts a feasible path: asks whether any cut not found yet is
     * reachable, reads every cut the model reaches, and asks again without them, at most
     * {@link BoundedModelChecker#MAX_CUT_QUERIES} times. A separate question after the
     * assertions (CBMC's unwinding assertions), so it changes no finding.
     */
    private List<BmcCut> cuts(List<Encoding.CutEvent> events) {
        Map<Loc, BmcCut> found = new LinkedHashMap<>();
        List<Encoding.CutEvent> open = new ArrayList<>(events);
        for (int query = 0; query < BoundedModelChecker.MAX_CUT_QUERIES && !open.isEmpty(); query++) {
            if (!ask(f.orAll(open.stream().map(Encoding.CutEvent::condition).toList()))) {
                break;
            }
            Evaluator model = new Evaluator(blaster::modelValue);
            for (Encoding.CutEvent e : open) {
                if (model.isTrue(e.condition())) {
                    found.putIfAbsent(e.cut().loc(), new BmcCut(e.cut().loc(), e.cut().recursion()));
                }
            }
            open.removeIf(e -> found.containsKey(e.cut().loc()));
        }
        return List.copyOf(found.values());
    }

    /** Whether {@code question} is satisfiable; a model is then available. */
    private boolean ask(Term question) {
        if (question.isFalse()) {
            return false;
        }
        int literal = blaster.literal(question);
        checkpoint();
        listener.solving(solver.variables(), solver.clauses());
        long begin = System.nanoTime();
        solverCalls++;
        SatSolver.Result result = solver.solve(new int[] {literal}, options.cancellation());
        solveNanos += System.nanoTime() - begin;
        return switch (result) {
            case SAT -> true;
            case UNSAT -> false;
            case UNKNOWN -> throw new CheckStopped(options.cancellation().reason());
        };
    }

    private void checkpoint() {
        if (options.cancellation().isCanceled()) {
            throw new CheckStopped(options.cancellation().reason());
        }
    }

    /** The statistics so far: CNF size, solver calls and time since the encoding started. */
    Stats stats() {
        return stats(startNanos, solver.variables(), solver.clauses(), blockInstances, f.size(), solverCalls,
                solveNanos);
    }

    @Override
    public void close() {
        solver.close();
    }

    static Stats stats(long startNanos, long variables, long clauses, int blockInstances, int terms, int solverCalls,
            long solveNanos) {
        long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - startNanos);
        return new Stats(millis, 0, variables, clauses, Map.of("blockInstances", (long) blockInstances,
                "terms", (long) terms, "solverCalls", (long) solverCalls,
                "solveMillis", TimeUnit.NANOSECONDS.toMillis(solveNanos)));
    }
}
