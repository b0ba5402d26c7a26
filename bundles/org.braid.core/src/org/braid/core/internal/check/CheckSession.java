package org.braid.core.internal.check;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.braid.core.Cancellation;
import org.braid.core.CheckProgress;
import org.braid.core.Cut;
import org.braid.core.Finding;
import org.braid.core.Property;
import org.braid.core.Stats;
import org.braid.core.internal.bmc.BmcCut;
import org.braid.core.internal.bmc.BmcOptions;
import org.braid.core.internal.bmc.BmcResult;
import org.braid.core.internal.bmc.BoundedModelChecker;
import org.braid.core.internal.harness.Harness;
import org.braid.core.internal.interp.Outcome;
import org.braid.core.internal.ir.Global;
import org.braid.core.internal.ir.Loc;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.seq.Exclusion;
import org.braid.core.internal.seq.SeqConfig;
import org.braid.core.internal.seq.SequentialProgram;
import org.braid.core.internal.seq.UnsupportedProgramException;

/**
 * The runs of one check: sequentialize, model check, map the counterexample back, replay it on
 * the interpreter, record the finding, and run again with the finding excluded, until no
 * violation is left within the bounds, the time is up, or the run budget is spent.
 *
 * <p>Assertions and races are searched in separate runs: assertion runs instrument no race
 * checks, race runs turn assertions into assumptions (a failed assertion ends the program). After
 * an assertion finding the assertion becomes an assumption; after a race finding on a cell the
 * cell can no longer be watched (KISS checks one variable per program, Sec. 5; the symbolic
 * watched cell with exclusions reports every racy cell the bounds reach, one finding each).
 */
final class CheckSession {

    /** Upper bound on model-checker runs per property. */
    static final int MAX_RUNS = 32;

    private final Harness harness;
    private final Sequentializer sequentializer;
    private final int unwind;
    private final Cancellation stop;
    private final CheckProgress progress;
    private final List<Finding> findings = new ArrayList<>();
    private final Map<String, Long> counts = new TreeMap<>();
    private final Map<String, Cut> cuts = new LinkedHashMap<>();
    private long variables;
    private long clauses;
    private Optional<String> reason = Optional.empty();
    private boolean floatsLimited;

    CheckSession(Harness harness, Sequentializer sequentializer, int unwind, Cancellation stop,
            CheckProgress progress) {
        this.harness = harness;
        this.sequentializer = sequentializer;
        this.unwind = unwind;
        this.stop = stop;
        this.progress = progress;
    }

    List<Finding> findings() {
        return findings;
    }

    /**
     * Where the bounds cut the searches so far: every loop or recursion cut a model-checker run
     * found reachable, then the thread bound if the sequentializer's static count of started
     * threads exceeded it (then executions starting more threads, if there are any, were cut).
     */
    List<Cut> cuts(int threads) {
        List<Cut> all = new ArrayList<>(cuts.values());
        if (counts.getOrDefault("threadBoundMayCut", 0L) > 0) {
            all.add(new Cut(Cut.Kind.THREADS, "", 0, threads));
        }
        return all;
    }

    /**
     * Whether the search stopped only because a counterexample relied on an over-approximated
     * floating-point result; the search for the other property still makes sense then.
     */
    boolean stoppedOnlyByFloats() {
        return floatsLimited;
    }

    /** Why a search stopped before it was complete, if it did. */
    Optional<String> reason() {
        return reason;
    }

    Stats stats(long millis) {
        return new Stats(millis, 0, variables, clauses, counts);
    }

    /** Reports every failing assertion the bounds reach. */
    void assertions(SeqConfig config) {
        progress.report(new CheckProgress.PropertyStarted(Property.ASSERT));
        SeqConfig current = config;
        for (int run = 1; run <= MAX_RUNS; run++) {
            Optional<MappedTrace> trace = counterexample(current, Property.ASSERT, run);
            if (trace.isEmpty()) {
                return;
            }
            if (!(trace.get().claim() instanceof Claim.AssertionFailure claim)) {
                throw new IllegalStateException("an assertion run claims " + trace.get().claim());
            }
            Optional<Confirmation.Confirmed> replayed = confirm(trace.get());
            if (replayed.isEmpty()) {
                return;
            }
            Confirmation.Confirmed confirmed = replayed.get();
            confirmed(Property.ASSERT, run,
                Findings.assertion(harness.program(), confirmed, (Outcome.AssertionFailed) confirmed.outcome()));
            current = current.assuming(claim.assertion());
        }
        reason = Optional.of("stopped after " + MAX_RUNS + " runs");
    }

    /** Reports one race for every racy cell the bounds reach. */
    void races(SeqConfig config) {
        progress.report(new CheckProgress.PropertyStarted(Property.RACE));
        SeqConfig current = config;
        Set<String> reported = new HashSet<>();
        for (int run = 1; run <= MAX_RUNS; run++) {
            Optional<MappedTrace> trace = counterexample(current, Property.RACE, run);
            if (trace.isEmpty()) {
                return;
            }
            if (!(trace.get().claim() instanceof Claim.Race claim)) {
                throw new IllegalStateException("a race run claims " + trace.get().claim());
            }
            Optional<Confirmation.Confirmed> replayed = confirm(trace.get());
            if (replayed.isEmpty()) {
                return;
            }
            Confirmation.Confirmed confirmed = replayed.get();
            Outcome.DataRace race = (Outcome.DataRace) confirmed.outcome();
            Outcome.Cell cell = race.first().cell();
            Exclusion.Conflict conflict = Exclusion.Conflict.of(claim.firstAccess().kind(), claim.secondAccess().kind());
            if (reported.add(cell.objectName() + "+" + cell.offset() + " " + conflict)) {
                confirmed(Property.RACE, run, Findings.race(confirmed, race));
            }
            current = current.excluding(new Exclusion(cell(harness.program(), cell, claim), conflict));
        }
        reason = Optional.of("stopped after " + MAX_RUNS + " runs");
    }

    /**
     * The replay of a counterexample. The model checker over-approximates floating-point results
     * ({@code bmc.ExprEncoder}), so in a program that computes with floats a counterexample may
     * rely on a value the real operation never gives; its replay, which computes exactly, then
     * does not reach the bug. That ends the search for this property with an unknown reason
     * instead of an internal error; in a program without floating-point operations a replay that
     * fails is a Braid bug and stays an exception.
     */
    private Optional<Confirmation.Confirmed> confirm(MappedTrace trace) {
        try {
            return Optional.of(Confirmation.confirm(harness.program(), harness.entry(), trace));
        } catch (ReplayMismatchException e) {
            Optional<Loc> floats = FloatOperations.first(harness.program());
            if (floats.isEmpty()) {
                throw e;
            }
            floatsLimited = true;
            reason = Optional.of("a counterexample depends on floating-point results, which Braid's model checker "
                + "over-approximates (first floating-point operation at " + floats.get().file() + ":"
                + floats.get().line() + "); its exact replay did not reach the bug");
            return Optional.empty();
        }
    }

    private void confirmed(Property property, int run, Finding finding) {
        findings.add(finding);
        progress.report(new CheckProgress.FindingConfirmed(property, run, finding));
    }

    /** The next counterexample, or empty when there is none (or the search has to stop). */
    private Optional<MappedTrace> counterexample(SeqConfig config, Property property, int run) {
        if (stop.isCanceled()) {
            reason = Optional.of(stop.reason());
            return Optional.empty();
        }
        progress.report(new CheckProgress.RunStarted(property, run, MAX_RUNS, findings.size()));
        SequentialProgram sequential;
        try {
            sequential = sequentializer.apply(harness.program(), harness.entry(), config);
        } catch (UnsupportedProgramException e) {
            reason = Optional.of("unsupported: " + e.describe());
            return Optional.empty();
        }
        sequential.bounds().forEach((name, value) -> counts.merge(name, (long) value, Math::max));
        BmcResult result = BoundedModelChecker.check(sequential.program(), sequential.entry(),
            BmcOptions.of(unwind, unwind, stop),
            (variables, clauses) -> progress.report(new CheckProgress.Solving(property, run, variables, clauses)));
        record(result.stats());
        return switch (result) {
            case BmcResult.Violation v -> {
                MappedTrace trace = TraceMapper.map(harness.program(), sequential, v.steps());
                progress.report(new CheckProgress.Replaying(property, run, trace.steps().size()));
                yield Optional.of(trace);
            }
            case BmcResult.NoViolation n -> {
                if (n.unwindingAssumptionHit()) {
                    counts.put("unwindingAssumptionHit", 1L);
                }
                for (BmcCut cut : n.cuts()) {
                    Cut found = new Cut(cut.recursion() ? Cut.Kind.RECURSION : Cut.Kind.LOOP, cut.loc().file(),
                        cut.loc().line(), unwind);
                    cuts.putIfAbsent(found.kind() + " " + found.file() + ":" + found.line(), found);
                }
                yield Optional.empty();
            }
            case BmcResult.Unknown u -> {
                reason = Optional.of(u.reason());
                yield Optional.empty();
            }
        };
    }

    private void record(Stats stats) {
        variables = Math.max(variables, stats.satVariables());
        clauses = Math.max(clauses, stats.satClauses());
        counts.merge("bmcRuns", 1L, Long::sum);
        stats.counts().forEach((name, value) -> {
            if (name.equals("solverCalls") || name.equals("solveMillis")) {
                counts.merge(name, value, Long::sum);
            }
        });
    }

    /** A reported cell in terms of the sequential program: a global by name and offset, another object by its bits. */
    static Exclusion.Cell cell(Program program, Outcome.Cell cell, Claim.Race claim) {
        List<Global> globals = program.globals().values().stream().filter(g -> !g.threadLocal()).toList();
        if (cell.object() >= 1 && cell.object() <= globals.size()) {
            return new Exclusion.GlobalCell(globals.get(cell.object() - 1).name(), cell.offset());
        }
        return new Exclusion.PointerBits(claim.watchedBits().orElseThrow(() ->
            new IllegalStateException("the counterexample does not name the watched cell")));
    }
}
