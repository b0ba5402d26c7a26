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
import org.braid.core.internal.sat.Sat4jSolver;
import org.braid.core.internal.sat.SatSolver;
import org.braid.core.internal.ir.Loc;

/**
 * Stages 3 and 4: bit-blasts the questions of an {@link Encoding} into one incremental CNF and
 * asks them in order, each under an assumption literal: can an assertion fail (then build the
 * trace), else can an unsupported behaviour happen (unknown), else can a bound cut a path.
 * Questions whose term folded to false never reach the solver.
 */
final class Decider {

    private final BmcOptions options;
    private final TermFactory f;
    private final int blockInstances;
    private final long startNanos;
    private final BoundedModelChecker.SolveListener listener;
    private int solverCalls;
    private long solveNanos;

    Decider(BmcOptions options, TermFactory f, int blockInstances, long startNanos,
            BoundedModelChecker.SolveListener listener) {
        this.options = options;
        this.f = f;
        this.blockInstances = blockInstances;
        this.startNanos = startNanos;
        this.listener = listener;
    }

    BmcResult decide(Node root, Encoding encoding) {
        try (SatSolver solver = new Sat4jSolver()) {
            BitBlaster blaster = new BitBlaster(solver, options.maxClauses(), this::checkpoint);
            try {
                return decide(root, encoding, solver, blaster);
            } catch (CheckStopped e) {
                return new BmcResult.Unknown(e.reason(), stats(solver));
            } catch (BitBlaster.TooLarge e) {
                return new BmcResult.Unknown("memory guard: " + e.getMessage(), stats(solver));
            }
        }
    }

    private BmcResult decide(Node root, Encoding encoding, SatSolver solver, BitBlaster blaster) {
        Term failure = f.orAll(encoding.failures());
        if (ask(failure, solver, blaster)) {
            Evaluator model = new Evaluator(blaster::modelValue);
            TraceBuilder.Trace trace = TraceBuilder.build(root, encoding, model);
            return new BmcResult.Violation(trace.steps(), trace.failed(), trace.message(), stats(solver));
        }
        List<Conditions.Event> events = encoding.unsupported();
        Term unsupported = f.orAll(events.stream().map(Conditions.Event::condition).toList());
        if (ask(unsupported, solver, blaster)) {
            Evaluator model = new Evaluator(blaster::modelValue);
            for (Conditions.Event e : events) {
                if (model.isTrue(e.condition())) {
                    return new BmcResult.Unknown(e.message(), stats(solver));
                }
            }
            throw new IllegalStateException("model satisfies no unsupported event");
        }
        return new BmcResult.NoViolation(cuts(encoding.cuts(), solver, blaster), stats(solver));
    }

    /**
     * The places where a bound cuts a feasible path: asks whether any cut not found yet is
     * reachable, reads every cut the model reaches, and asks again without them, at most
     * {@link BoundedModelChecker#MAX_CUT_QUERIES} times. A separate question after the
     * assertions (CBMC's unwinding assertions), so it changes no finding.
     */
    private List<BmcCut> cuts(List<Encoding.CutEvent> events, SatSolver solver, BitBlaster blaster) {
        Map<Loc, BmcCut> found = new LinkedHashMap<>();
        List<Encoding.CutEvent> open = new ArrayList<>(events);
        for (int query = 0; query < BoundedModelChecker.MAX_CUT_QUERIES && !open.isEmpty(); query++) {
            if (!ask(f.orAll(open.stream().map(Encoding.CutEvent::condition).toList()), solver, blaster)) {
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
    private boolean ask(Term question, SatSolver solver, BitBlaster blaster) {
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

    private Stats stats(SatSolver solver) {
        return stats(startNanos, solver.variables(), solver.clauses(), blockInstances, f.size(), solverCalls,
                solveNanos);
    }

    static Stats stats(long startNanos, long variables, long clauses, int blockInstances, int terms, int solverCalls,
            long solveNanos) {
        long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - startNanos);
        return new Stats(millis, 0, variables, clauses, Map.of("blockInstances", (long) blockInstances,
                "terms", (long) terms, "solverCalls", (long) solverCalls,
                "solveMillis", TimeUnit.NANOSECONDS.toMillis(solveNanos)));
    }
}
