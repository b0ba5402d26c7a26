package org.braid.core.internal.check;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;

import org.braid.core.Cancellation;
import org.braid.core.CheckOptions;
import org.braid.core.TraceStep;
import org.braid.core.Unreached;
import org.braid.core.internal.bmc.BmcOptions;
import org.braid.core.internal.bmc.BmcResult;
import org.braid.core.internal.bmc.BoundedModelChecker;
import org.braid.core.internal.harness.Harness;
import org.braid.core.internal.interp.Execution;
import org.braid.core.internal.interp.Interpreter;
import org.braid.core.internal.interp.InterpreterOptions;
import org.braid.core.internal.interp.RandomOracle;
import org.braid.core.internal.interp.Run;
import org.braid.core.internal.ir.Block;
import org.braid.core.internal.ir.Callee;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Loc;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.StmtRef;
import org.braid.core.internal.seq.CallTargets;
import org.braid.core.internal.seq.SeqConfig;
import org.braid.core.internal.seq.SequentialProgram;
import org.braid.core.internal.seq.UnsupportedProgramException;

/**
 * Which assertions and thread creations of the user's code no execution within the bounds
 * reaches ({@link Unreached}). A place is an assertion check (a call of a procedure that fails an
 * assertion, such as glibc's {@code __assert_fail} or {@code __VERIFIER_assert}, or an
 * {@code assert} statement) or a thread creation (a call that leads to a thread start, such as
 * {@code pthread_create}, or a thread start itself) in a procedure of the user's files that the
 * harness may run. The check point of an assertion is the first step on its line (the branch of
 * {@code assert(c)}'s expansion), of a thread creation its call.
 *
 * <p>Method: first a few random runs of the interpreter ({@value #SIMULATIONS} runs of at most
 * {@value #SIMULATION_STEPS} steps, fixed seeds) mark the places they pass as reached; they are
 * cheap and usually reach every place. For the rest, a copy of the program with a marker {@code assert(false)} before every place not
 * known to be reached yet, and every other assertion turned into an assumption (a failing
 * assertion ends an execution, so places after it are not reached by it); the model checker, with
 * the strategy and bounds of the check, finds an execution that reaches some marker, which is
 * then known to be reached and loses its marker; when no execution reaches a remaining marker,
 * those places are unreached within the bounds. If a run stops early (time, an unsupported
 * construct) nothing is claimed. A place found reached is not replayed: a wrong "reached" can
 * only hide a note, never add one, and a note is only given when the model checker proved that
 * no execution within the bounds reaches the place.
 */
final class Reachability {

    private static final String MARKER = "\u0000reach ";
    /** Random interpreter runs made first, and their step bound. */
    static final int SIMULATIONS = 16;
    static final long SIMULATION_STEPS = 20_000;
    /** At most this many model-checker runs per check. */
    static final int MAX_RUNS = 32;

    private record Place(Unreached unreached, String procedure, String block, int index) {
    }

    /**
     * What the search found: the unreached places, or empty if it stopped before it could tell,
     * and how many model-checker runs it made.
     */
    record Outcome(Optional<List<Unreached>> places, int runs) {
    }

    private Reachability() {
    }

    /**
     * The places of {@code closed} that no execution within {@code options}' bounds reaches
     * (empty if that could not be decided before {@code stop}); assertions only if
     * {@code assertions} (the check looked for assertion violations).
     */
    static Outcome unreached(Harness closed, CheckOptions options, boolean assertions, Cancellation stop) {
        Program program = closed.program();
        List<Place> open = new ArrayList<>(places(program, closed.entry()));
        if (!assertions) {
            open.removeIf(place -> place.unreached().kind() == Unreached.Kind.ASSERTION);
        }
        simulate(closed, open, stop);
        Sequentializer sequentializer = Sequentializer.of(options.strategy());
        SeqConfig config = SeqConfig.of(options.maxTs(), options.rounds(), options.threads(), options.unwind(),
            false, true);
        int run = 0;
        while (run < MAX_RUNS && !open.isEmpty()) {
            if (stop.isCanceled()) {
                return new Outcome(Optional.empty(), run);
            }
            SequentialProgram sequential;
            try {
                sequential = sequentializer.apply(marked(program, open), closed.entry(), config);
            } catch (UnsupportedProgramException e) {
                return new Outcome(Optional.empty(), run);
            }
            run++;
            BmcResult result = BoundedModelChecker.check(sequential.program(), sequential.entry(),
                BmcOptions.of(options.unwind(), options.unwind(), stop));
            switch (result) {
                case BmcResult.Violation v -> {
                    if (!v.message().startsWith(MARKER)) {
                        return new Outcome(Optional.empty(), run);
                    }
                    int reached = Integer.parseInt(v.message().substring(MARKER.length()));
                    open.remove(reached);
                }
                case BmcResult.NoViolation n -> {
                    return new Outcome(Optional.of(open.stream().map(Place::unreached).toList()), run);
                }
                case BmcResult.Unknown u -> {
                    return new Outcome(Optional.empty(), run);
                }
            }
        }
        return new Outcome(open.isEmpty() ? Optional.of(List.of()) : Optional.empty(), run);
    }

    /**
     * The places of {@code closed} that none of the statements {@code executed} passes (a step of
     * the place's procedure on its line): for an engine that explored executions one by one (DPOR),
     * the places none of them reached. Exact for the executions explored; the caller claims it only
     * for a search that ran to its end within its bounds.
     */
    static List<Unreached> notExecuted(Harness closed, Set<StmtRef> executed, boolean assertions) {
        Program program = closed.program();
        Set<String> passed = new HashSet<>();
        for (StmtRef ref : executed) {
            Optional<Procedure> p = program.procedure(ref.procedure());
            if (p.isEmpty()) {
                continue;
            }
            for (Block b : p.get().blocks()) {
                if (b.label().equals(ref.block())) {
                    Loc loc = ref.index() < b.statements().size() ? b.statements().get(ref.index()).loc()
                        : b.terminator().loc();
                    passed.add(ref.procedure() + ":" + loc.line());
                }
            }
        }
        return places(program, closed.entry()).stream()
            .filter(place -> assertions || place.unreached().kind() != Unreached.Kind.ASSERTION)
            .filter(place -> !passed.contains(place.procedure() + ":" + place.unreached().line()))
            .map(Place::unreached).toList();
    }

    /**
     * Removes from {@code open} the places that random runs pass (a step of the place's procedure
     * on its line). A run may go beyond the bounds (more loop iterations or threads than the check
     * explores), which can only hide a note.
     */
    private static void simulate(Harness closed, List<Place> open, Cancellation stop) {
        Interpreter interpreter = new Interpreter(closed.program(),
            new InterpreterOptions(SIMULATION_STEPS, false, true));
        SplittableRandom seeds = new SplittableRandom(SIMULATIONS);
        for (int i = 0; i < SIMULATIONS && !open.isEmpty() && !stop.isCanceled(); i++) {
            Run run = interpreter.run(closed.entry(), new RandomOracle(seeds.nextLong()));
            Set<String> passed = new HashSet<>();
            for (Execution.Step step : run.execution().steps()) {
                passed.add(step.stmt().procedure() + ":" + step.loc().line());
            }
            open.removeIf(place -> passed.contains(place.procedure() + ":" + place.unreached().line()));
        }
    }

    /** The assertion checks and thread creations in user procedures the harness may run. */
    private static List<Place> places(Program program, String entry) {
        Set<String> reachable = ReachableProcedures.from(program, entry);
        CallTargets targets = new CallTargets(program);
        Map<String, Place> out = new LinkedHashMap<>();
        for (Procedure p : program.procedures().values()) {
            if (p.isExternal() || !reachable.contains(p.name()) || !isUserCode(p.loc())) {
                continue;
            }
            for (Block b : p.blocks()) {
                for (int i = 0; i < b.statements().size(); i++) {
                    Stmt s = b.statements().get(i);
                    Optional<Unreached.Kind> kind = kind(s, targets);
                    if (kind.isPresent() && isUserCode(s.loc())) {
                        Place at = checkPoint(p, s.loc().line(), kind.get());
                        out.putIfAbsent(kind.get() + " " + s.loc().file() + ":" + s.loc().line(), at);
                    }
                }
            }
        }
        return new ArrayList<>(out.values());
    }

    /** What {@code s} is, if it is a place: an assertion check or a thread creation. */
    private static Optional<Unreached.Kind> kind(Stmt s, CallTargets targets) {
        return switch (s) {
            case Stmt.Assert a when !a.marksUnsupported() -> Optional.of(Unreached.Kind.ASSERTION);
            case Stmt.Async a -> Optional.of(Unreached.Kind.THREAD_START);
            case Stmt.Call c -> {
                List<Procedure> callees = targets.targets(c.callee(), c.arguments());
                if (c.callee() instanceof Callee.Direct && callees.stream().anyMatch(Reachability::fails)) {
                    yield Optional.of(Unreached.Kind.ASSERTION);
                }
                if (c.callee() instanceof Callee.Direct && callees.stream().anyMatch(Reachability::startsThread)) {
                    yield Optional.of(Unreached.Kind.THREAD_START);
                }
                yield Optional.empty();
            }
            default -> Optional.empty();
        };
    }

    /**
     * Whether {@code q} is an environment model whose every call fails an assertion
     * ({@code __assert_fail}, {@code reach_error}): its entry block asserts {@code false}. Models
     * that fail only on misuse ({@code pthread_mutex_unlock} of a free mutex) are not assertions
     * of the user's.
     */
    private static boolean fails(Procedure q) {
        return !isUserCode(q.loc()) && !q.isExternal() && q.entry().statements().stream()
            .anyMatch(s -> s instanceof Stmt.Assert a && !a.marksUnsupported()
                && a.condition() instanceof Expr.Const c && c.bits() == 0);
    }

    /** Whether {@code q} is an environment model that starts a thread ({@code pthread_create}, ...). */
    private static boolean startsThread(Procedure q) {
        return !isUserCode(q.loc()) && q.blocks().stream().flatMap(b -> b.statements().stream())
            .anyMatch(s -> s instanceof Stmt.Async);
    }

    /** The first step of {@code p} on {@code line}: where the check of an assertion on that line begins. */
    private static Place checkPoint(Procedure p, int line, Unreached.Kind kind) {
        for (Block b : p.blocks()) {
            for (int i = 0; i <= b.statements().size(); i++) {
                Loc loc = i < b.statements().size() ? b.statements().get(i).loc() : b.terminator().loc();
                if (loc.line() == line && isUserCode(loc)) {
                    return new Place(new Unreached(kind, loc.file(), line, p.name()), p.name(), b.label(), i);
                }
            }
        }
        throw new IllegalStateException("no step of " + p.name() + " on line " + line);
    }

    private static boolean isUserCode(Loc loc) {
        return loc.isKnown() && !loc.file().startsWith(TraceStep.MODEL_PREFIX);
    }

    /** {@code program} with a marker before every place of {@code open}, and its own assertions as assumptions. */
    private static Program marked(Program program, List<Place> open) {
        List<Procedure> procedures = new ArrayList<>();
        for (Procedure p : program.procedures().values()) {
            if (p.isExternal()) {
                procedures.add(p);
                continue;
            }
            List<Block> blocks = new ArrayList<>();
            for (Block b : p.blocks()) {
                List<Stmt> statements = new ArrayList<>();
                for (int i = 0; i <= b.statements().size(); i++) {
                    for (int k = 0; k < open.size(); k++) {
                        Place place = open.get(k);
                        if (place.procedure().equals(p.name()) && place.block().equals(b.label()) && place.index() == i) {
                            Loc at = i < b.statements().size() ? b.statements().get(i).loc() : b.terminator().loc();
                            statements.add(new Stmt.Assert(Expr.Const.bool(false), MARKER + k, at));
                        }
                    }
                    if (i < b.statements().size()) {
                        Stmt s = b.statements().get(i);
                        statements.add(s instanceof Stmt.Assert a && !a.marksUnsupported()
                            ? new Stmt.Assume(a.condition(), a.loc()) : s);
                    }
                }
                blocks.add(new Block(b.label(), statements, b.terminator()));
            }
            procedures.add(new Procedure(p.name(), p.type(), p.parameters(), p.locals(), blocks, p.loc()));
        }
        return program.withProcedures(procedures);
    }
}
