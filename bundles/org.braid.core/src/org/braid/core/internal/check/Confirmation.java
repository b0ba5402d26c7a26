package org.braid.core.internal.check;

import java.util.Objects;
import org.braid.core.AccessKind;
import org.braid.core.internal.interp.Execution;
import org.braid.core.internal.interp.Interpreter;
import org.braid.core.internal.interp.InterpreterOptions;
import org.braid.core.internal.interp.Outcome;
import org.braid.core.internal.interp.Replay;
import org.braid.core.internal.interp.ReplayResult;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.seq.MemoryAccess;

/**
 * Replays a {@link MappedTrace} on the interpreter against the original concurrent program and
 * accepts it only if the replay reaches exactly the claimed bug: the same assertion failing in
 * the same thread, or a race in the final state between the two claimed next steps with the
 * claimed access kinds. Anything else is a {@link ReplayMismatchException}: Braid never reports
 * a trace its own interpreter does not confirm.
 */
final class Confirmation {

    /** What the replay confirmed: the execution and the outcome that is the bug. */
    record Confirmed(Execution execution, Outcome outcome) {
        public Confirmed {
            Objects.requireNonNull(execution, "execution");
            Objects.requireNonNull(outcome, "outcome");
        }
    }

    private Confirmation() {
    }

    static Confirmed confirm(Program concurrent, String entry, MappedTrace trace) {
        ReplayResult result = new Interpreter(concurrent, InterpreterOptions.DEFAULT)
            .replay(entry, new Replay(trace.steps()));
        return switch (result) {
            case ReplayResult.Mismatch m -> throw new ReplayMismatchException("the counterexample of " + trace.claim()
                + " does not replay: step " + m.stepIndex() + " expected " + m.expected() + ", but " + m.actual());
            case ReplayResult.Reached r -> switch (trace.claim()) {
                case Claim.AssertionFailure a -> assertion(a, r);
                case Claim.Race race -> race(race, r);
            };
        };
    }

    private static Confirmed assertion(Claim.AssertionFailure claim, ReplayResult.Reached reached) {
        if (reached.outcome() instanceof Outcome.AssertionFailed failed && failed.stmt().equals(claim.assertion())
                && failed.thread() == claim.thread()) {
            return new Confirmed(reached.execution(), failed);
        }
        throw new ReplayMismatchException("the counterexample claims that thread " + claim.thread()
            + " fails the assertion " + claim.assertion() + ", but the replay reached " + reached.outcome());
    }

    private static Confirmed race(Claim.Race claim, ReplayResult.Reached reached) {
        for (Outcome.DataRace race : reached.races()) {
            if (matches(race.first(), claim.firstThread(), claim, true) && matches(race.second(), claim.secondThread(), claim, false)
                || matches(race.second(), claim.firstThread(), claim, true)
                    && matches(race.first(), claim.secondThread(), claim, false)) {
                return new Confirmed(reached.execution(), race);
            }
        }
        throw new ReplayMismatchException("the counterexample claims a race between thread " + claim.firstThread()
            + " at " + claim.firstStmt() + " (" + claim.firstAccess().display() + ", " + claim.firstAccess().kind()
            + ") and thread " + claim.secondThread() + " at " + claim.secondStmt() + " ("
            + claim.secondAccess().display() + ", " + claim.secondAccess().kind() + "), but the replay reached "
            + reached.outcome() + " with races " + reached.races());
    }

    private static boolean matches(Outcome.Access access, int thread, Claim.Race claim, boolean first) {
        MemoryAccess claimed = first ? claim.firstAccess() : claim.secondAccess();
        return access.thread() == thread && access.stmt().equals(first ? claim.firstStmt() : claim.secondStmt())
            && access.kind() == kind(claimed.kind());
    }

    static AccessKind kind(MemoryAccess.Kind kind) {
        return switch (kind) {
            case READ -> AccessKind.READ;
            case WRITE -> AccessKind.WRITE;
        };
    }
}
