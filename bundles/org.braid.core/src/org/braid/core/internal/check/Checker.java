package org.braid.core.internal.check;

import java.util.List;
import org.braid.core.Bounds;
import org.braid.core.Cancellation;
import org.braid.core.CheckProgress;
import org.braid.core.CheckOptions;
import org.braid.core.CheckResult;
import org.braid.core.Property;
import org.braid.core.Stats;
import org.braid.core.internal.harness.Harness;
import org.braid.core.internal.harness.HarnessException;
import org.braid.core.internal.harness.HarnessSpec;
import org.braid.core.internal.harness.Harnesses;
import org.braid.core.internal.ir.Program;
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
 * {@code no-violation-within-bounds}. Stateless and thread-safe.
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
     * @param unsupported constructs the front end could not lower exactly; if there are any the
     *        verdict is {@code unknown} naming the first (and no progress is reported)
     * @param progress told of each phase on the calling thread, assertions before races
     * @throws HarnessException if the harness cannot be built (unknown function, bad signature)
     */
    public static CheckResult check(Program program, HarnessSpec harness, CheckOptions options, Cancellation cancel,
            List<Unsupported> unsupported, CheckProgress progress) throws HarnessException {
        long start = System.nanoTime();
        Bounds bounds = Bounds.of(options);
        if (!unsupported.isEmpty()) {
            return CheckResult.unknown(unsupported.get(0).describe(), bounds, Stats.NONE);
        }
        Harness closed = Harnesses.build(program, harness);
        Cancellation stop = Cancellation.after(options.timeout()).or(cancel);
        CheckSession session = new CheckSession(closed, Sequentializer.of(options.strategy()), options.unwind(), stop,
            progress);
        if (options.checks(Property.ASSERT)) {
            session.assertions(config(options, false, true));
        }
        if (options.checks(Property.RACE) && session.reason().isEmpty()) {
            session.races(config(options, true, false));
        }
        Stats stats = session.stats((System.nanoTime() - start) / 1_000_000);
        if (!session.findings().isEmpty()) {
            return session.reason()
                    .map(reason -> CheckResult.violationSoFar(reason, bounds, session.findings(), stats))
                    .orElseGet(() -> CheckResult.violation(bounds, session.findings(), stats));
        }
        if (session.reason().isPresent()) {
            return CheckResult.unknown(session.reason().get(), bounds, stats);
        }
        return CheckResult.noViolation(bounds, stats);
    }

    private static SeqConfig config(CheckOptions options, boolean races, boolean assertions) {
        return SeqConfig.of(options.maxTs(), options.rounds(), options.threads(), options.unwind(), races, assertions);
    }
}
