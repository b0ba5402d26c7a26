package org.braid.core.internal.check;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.braid.core.Bounds;
import org.braid.core.Cancellation;
import org.braid.core.CheckProgress;
import org.braid.core.CheckOptions;
import org.braid.core.CheckResult;
import org.braid.core.Cut;
import org.braid.core.Engine;
import org.braid.core.Property;
import org.braid.core.Stats;
import org.braid.core.Verdict;
import org.braid.core.internal.harness.Harness;
import org.braid.core.internal.harness.HarnessException;
import org.braid.core.internal.harness.HarnessSpec;
import org.braid.core.internal.harness.Harnesses;
import org.braid.core.internal.ir.Global;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.lockset.Locksets;
import org.braid.core.internal.seq.SeqConfig;

/**
 * The check pipeline, shared by the command line and the IDE:
 * <ol>
 * <li>close the program with the harness ({@link Harnesses});</li>
 * <li>sequentialize it with the chosen strategy ({@code kiss} or {@code rounds});</li>
 * <li>bounded model checking of the sequential program;</li>
 * <li>map a counterexample back to a schedule of the concurrent program ({@link TraceMapper});</li>
 * <li>replay it on the interpreter against the original concurrent program
 * ({@link Confirmation}); only a replay that reaches the claimed bug becomes a finding, anything
 * else is an internal error;</li>
 * <li>repeat with the reported bug excluded ({@link CheckSession}).</li>
 * </ol>
 * Verdict: {@code violation} if there are findings, else {@code unknown} if a search stopped
 * early (timeout, cancellation, memory guard, unsupported construct), else
 * {@code no-violation-within-bounds}, with the assertions and thread creations that no execution
 * within the bounds reaches ({@link Reachability}). With {@code engine=dpor} the closed program
 * goes to the DPOR engine instead ({@link DporCheck}): no sequentialization, no unwinding, and the
 * verdict {@code proved} when its search was complete. With {@code engine=auto} both engines run
 * at once ({@link PortfolioCheck}); {@link #crossCheck} runs both to the end and compares them
 * ({@link CrossCheck}). Stateless and thread-safe.
 */
public final class Checker {

    private Checker() {
    }

    public static CheckResult check(Program program, HarnessSpec harness, CheckOptions options, Cancellation cancel)
            throws HarnessException {
        return check(program, harness, options, cancel, List.of());
    }

    /** Checks {@code program} closed by {@code harness}, reporting no progress. */
    public static CheckResult check(Program program, HarnessSpec harness, CheckOptions options, Cancellation cancel,
            List<Unsupported> unsupported) throws HarnessException {
        return check(program, harness, options, cancel, unsupported, CheckProgress.NONE);
    }

    /**
     * Checks {@code program} closed by {@code harness}.
     *
     * @param unsupported constructs the front end could not lower exactly; if any is at file
     *        scope or in a procedure the harness may run ({@link ReachableProcedures}), the verdict
     *        is {@code unknown} naming the first of those (and no progress is reported); the others
     *        cannot affect any execution of this harness
     * @param progress told of each phase on the calling thread, assertions before races
     * @throws HarnessException if the harness cannot be built (unknown function, bad signature)
     */
    public static CheckResult check(Program program, HarnessSpec harness, CheckOptions options, Cancellation cancel,
            List<Unsupported> unsupported, CheckProgress progress) throws HarnessException {
        return check(program, harness, options, cancel, unsupported, progress, LOCK_REDUCTION,
            PropertySearches.PARALLEL, false);
    }

    /**
     * Checks {@code program} closed by {@code harness} with both engines to the end and compares
     * them ({@link CrossCheck}): the result {@code engine=auto} would give when both finish
     * ({@link PortfolioCheck#choose}), its {@link org.braid.core.Portfolio} listing the
     * disagreements. The engine of {@code options} is ignored. Parameters as in {@link #check}.
     *
     * @throws HarnessException if the harness cannot be built (unknown function, bad signature)
     */
    public static CheckResult crossCheck(Program program, HarnessSpec harness, CheckOptions options,
            Cancellation cancel, List<Unsupported> unsupported, CheckProgress progress) throws HarnessException {
        return check(program, harness, options, cancel, unsupported, progress, LOCK_REDUCTION,
            PropertySearches.PARALLEL, true);
    }

    /** As above, with the lockset reduction ({@link SeqConfig#lockReduction()}) on or off, for comparisons. */
    static CheckResult check(Program program, HarnessSpec harness, CheckOptions options, Cancellation cancel,
            List<Unsupported> unsupported, CheckProgress progress, boolean lockReduction) throws HarnessException {
        return check(program, harness, options, cancel, unsupported, progress, lockReduction,
            PropertySearches.PARALLEL, false);
    }

    /**
     * As above, with the property searches at once or one after the other ({@link PropertySearches}),
     * for comparisons and benchmarks.
     */
    public static CheckResult check(Program program, HarnessSpec harness, CheckOptions options, Cancellation cancel,
            List<Unsupported> unsupported, CheckProgress progress, boolean lockReduction, boolean parallel)
            throws HarnessException {
        return check(program, harness, options, cancel, unsupported, progress, lockReduction, parallel, false);
    }

    private static CheckResult check(Program program, HarnessSpec harness, CheckOptions options, Cancellation cancel,
            List<Unsupported> unsupported, CheckProgress progress, boolean lockReduction, boolean parallel,
            boolean crossCheck)
            throws HarnessException {
        long start = System.nanoTime();
        Bounds bounds = Bounds.of(options);
        Harness closed = Harnesses.build(program, harness);
        Optional<Unsupported> reached = firstReached(unsupported, closed);
        if (reached.isPresent()) {
            return CheckResult.unknown(reached.get().describe(), bounds, Stats.NONE);
        }
        Cancellation stop = Cancellation.after(options.timeout()).or(cancel);
        // The assertions of unselected properties: an uncaught exception's is dropped (its thread
        // unwinds and ends, the JVM's semantics); for the BMC an assertion's becomes an assumption.
        // Each engine selects on its own run, so a check with one engine does the work once.
        PortfolioCheck.EngineRun bmc = (s, p) -> bmc(AssertionKinds.select(closed, options.properties(), true),
            options.withEngine(Engine.BMC), s, p, start, lockReduction, parallel);
        CheckOptions dporOptions = options.withEngine(Engine.DPOR);
        if (options.engine() == Engine.DPOR_THEN_BMC) {
            dporOptions = dporOptions.withDporExecutions(
                Math.min(options.dporExecutions(), Engine.FIRST_DPOR_EXECUTIONS));
        }
        CheckOptions dporChecked = dporOptions;
        PortfolioCheck.EngineRun dpor = (s, p) -> DporCheck.check(
            AssertionKinds.select(closed, options.properties(), false), dporChecked, s, p, start);
        if (crossCheck) {
            return PortfolioCheck.both(bmc, dpor, stop, progress);
        }
        return switch (options.engine()) {
            case BMC -> bmc.run(stop, progress);
            case DPOR -> dpor.run(stop, progress);
            case AUTO -> PortfolioCheck.first(bmc, dpor, stop, progress);
            case DPOR_THEN_BMC -> PortfolioCheck.dporThenBmc(bmc, dpor, options.timeout(), stop, progress);
        };
    }

    /**
     * The BMC engine: checks with deepening, then (after a violation or no violation) looks for
     * places no execution within the bounds reaches.
     */
    private static CheckResult bmc(Harness closed, CheckOptions options, Cancellation stop, CheckProgress progress,
            long start, boolean lockReduction, boolean parallel) {
        if (options.checks(Property.RACE) && lockReduction && !stop.isCanceled()) {
            Locksets pre = Locksets.analyze(closed.program(), closed.entry());
            if (pre.givenUp().isEmpty()) {
                // The user's globals: a model's own state (the pthread model's bookkeeping) is
                // not the user's business, and a thread-local one never races.
                progress.report(new CheckProgress.RaceCandidates(pre.possiblyRacingGlobals().stream()
                    .filter(name -> closed.program().globals().get(name) instanceof Global g && !g.threadLocal()
                        && !g.loc().file().startsWith(org.braid.core.TraceStep.MODEL_PREFIX))
                    .toList(), pre.otherObjectsMayRace()));
            }
        }
        CheckResult result = once(closed, options, stop, progress, start, lockReduction, parallel);
        CheckOptions step = options;
        while (result.verdict() == Verdict.NO_VIOLATION_WITHIN_BOUNDS && step.unwind() < options.maxUnwind()
                && result.cuts().stream().anyMatch(Checker::unwindingCut) && !stop.isCanceled()) {
            step = step.withUnwind(Math.min(options.maxUnwind(), step.unwind() * 2));
            progress.report(new CheckProgress.Deepening(step.unwind(),
                (int) result.cuts().stream().filter(Checker::unwindingCut).count()));
            CheckResult deeper = once(closed, step, stop, progress, start, lockReduction, parallel);
            if (deeper.verdict() == Verdict.UNKNOWN && (stop.isCanceled() || resourceLimit(deeper))) {
                break;
            }
            result = deeper;
        }
        if ((result.verdict() == Verdict.NO_VIOLATION_WITHIN_BOUNDS || result.verdict() == Verdict.VIOLATION)
                && !stop.isCanceled()) {
            // A violation does not make a never-evaluated assertion or a never-started thread
            // any less of a gap: the places are looked for after either verdict.
            Reachability.Outcome reach = Reachability.unreached(closed, step.withUnwind(result.bounds().unwind()),
                options.checks(Property.ASSERT), stop);
            result = result.withStats(result.stats().withCount("reachabilityRuns", reach.runs()));
            if (reach.places().isPresent()) {
                result = result.withUnreached(reach.places().get());
            }
        }
        return result;
    }

    /**
     * Deepening (issue "bounds a user can trust"): a check whose unwinding bound cut a loop or
     * recursion, with no violation, runs again with the bound doubled while the budget lasts, up
     * to {@link CheckOptions#maxUnwind()}. The result is the deepest check that finished: a
     * violation as soon as one is found (its bounds say the unwinding it needed), else
     * no-violation with the cuts of that bound. A deeper check that runs out of time or memory
     * leaves the last finished one; one that is unknown for another reason (an unsupported
     * construct only the deeper bound reaches) is the result. The whole program is checked again at each step, every loop with the
     * higher bound.
     */
    private static boolean unwindingCut(Cut cut) {
        return cut.kind() != Cut.Kind.THREADS;
    }

    /**
     * Whether an unknown deeper check ran out of a resource (time, the memory guard): then the
     * last finished check stands. Any other unknown (an unsupported construct or behaviour that
     * the deeper bound reaches) is the result: the user learns what the deeper search met.
     */
    private static boolean resourceLimit(CheckResult unknown) {
        String reason = unknown.reason().orElse("");
        return reason.startsWith("timeout") || reason.startsWith("memory guard") || reason.contains("canceled");
    }

    /**
     * One check with fixed bounds: the assertion and race searches, at once when {@code parallel}
     * ({@link PropertySearches}, same outcome either way); {@code start} is when the whole check
     * began (for its time).
     */
    private static CheckResult once(Harness closed, CheckOptions options, Cancellation stop, CheckProgress progress,
            long start, boolean lockReduction, boolean parallel) {
        Bounds bounds = Bounds.of(options);
        SeqConfig assertions = config(options, false, true, lockReduction);
        SeqConfig races = config(options, true, false, lockReduction);
        CheckSession session = PropertySearches.run(
            (s, p) -> new CheckSession(closed, Sequentializer.of(options.strategy()), options.unwind(), s, p),
            AssertionKinds.anyChecked(options.properties())
                ? search -> search.assertions(assertions, AssertionKinds.searched(closed.program(), options.properties()))
                : null,
            options.checks(Property.RACE) ? search -> search.races(races) : null, stop, progress, parallel);
        Stats stats = session.stats((System.nanoTime() - start) / 1_000_000);
        if (!session.findings().isEmpty()) {
            return session.reason()
                    .map(reason -> CheckResult.violationSoFar(reason, bounds, session.findings(), stats))
                    .orElseGet(() -> CheckResult.violation(bounds, session.findings(), stats));
        }
        if (session.reason().isPresent()) {
            return CheckResult.unknown(session.reason().get(), bounds, stats);
        }
        return CheckResult.noViolation(bounds, session.cuts(options.threads()), stats);
    }

    /**
     * The first construct that an execution of the harness may reach: one at file scope, in a
     * procedure the harness may run, or in a procedure the program does not have under that name
     * (conservatively reached).
     */
    static Optional<Unsupported> firstReached(List<Unsupported> unsupported, Harness closed) {
        if (unsupported.isEmpty()) {
            return Optional.empty();
        }
        Set<String> reachable = ReachableProcedures.from(closed.program(), closed.entry());
        return unsupported.stream()
                .filter(u -> u.inProcedure().map(p -> reachable.contains(p)
                    || closed.program().procedure(p).isEmpty()).orElse(true))
                .findFirst();
    }

    /**
     * Internal switch for measuring the lockset reduction: the JVM property
     * {@code braid.lockReduction=false} turns it off (e.g. {@code BRAID_JAVA_OPTS=-Dbraid.lockReduction=false
     * ./braid bench examples}). Not a user option: findings are the same either way.
     */
    private static final boolean LOCK_REDUCTION = !"false".equals(System.getProperty("braid.lockReduction"));

    private static SeqConfig config(CheckOptions options, boolean races, boolean assertions, boolean lockReduction) {
        return SeqConfig.of(options.maxTs(), options.rounds(), options.threads(), options.unwind(), races, assertions)
            .withLockReduction(lockReduction);
    }
}
