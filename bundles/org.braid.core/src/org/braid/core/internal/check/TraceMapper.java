package org.braid.core.internal.check;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import org.braid.core.internal.bmc.BmcStep;
import org.braid.core.internal.interp.ReplayStep;
import org.braid.core.internal.ir.Block;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.StmtRef;
import org.braid.core.internal.seq.Origin;
import org.braid.core.internal.seq.SequentialProgram;

/**
 * Turns the steps of a sequential counterexample into a schedule of the concurrent program
 * (KISS, Qadeer &amp; Wu, PLDI 2004, Sec. 1: "the error trace leading to the assertion failure in
 * P is easily constructed from the error trace in P'"). Every step whose {@link Origin} is a
 * {@link Origin.Step} becomes one step of the thread the current-thread ghost names; the
 * ghost's assignments ({@link Origin.ThreadSwitch}) change that thread; havoc values are
 * copied; scheduling and checking glue is dropped. The last step, a failing assertion, says
 * what bug is claimed: an original assertion, or a race check together with the earlier
 * choice of the watched access ({@link Origin.RaceChoice}).
 */
final class TraceMapper {

    private TraceMapper() {
    }

    /**
     * @throws IllegalStateException if the steps do not fit the provenance (a Braid bug)
     */
    static MappedTrace map(Program concurrent, SequentialProgram sequential, List<BmcStep> steps) {
        if (steps.isEmpty()) {
            throw new IllegalStateException("empty counterexample");
        }
        List<ReplayStep> replay = new ArrayList<>();
        int thread = 0;
        Origin.RaceChoice choice = null;
        int choiceThread = -1;
        for (int i = 0; i < steps.size() - 1; i++) {
            BmcStep step = steps.get(i);
            Origin origin = sequential.provenance().origin(step.stmt()).orElse(null);
            if (origin == null) {
                continue;
            }
            switch (origin) {
                case Origin.Step s -> replay.add(new ReplayStep(thread, s.original(),
                    needsValue(concurrent, s.original()) ? step.value() : OptionalLong.empty()));
                case Origin.ThreadSwitch t -> thread = (int) step.value().orElseThrow(() ->
                    new IllegalStateException("no value for the thread switch at " + step.stmt()));
                case Origin.RaceChoice c -> {
                    choice = c;
                    choiceThread = thread;
                }
                case Origin.RaceCheck r -> throw new IllegalStateException(
                    "race check " + step.stmt() + " passed inside a counterexample");
            }
        }
        BmcStep last = steps.get(steps.size() - 1);
        Origin origin = sequential.provenance().origin(last.stmt()).orElseThrow(() ->
            new IllegalStateException("the counterexample ends in glue statement " + last.stmt()));
        Claim claim = switch (origin) {
            case Origin.Step s -> {
                replay.add(new ReplayStep(thread, s.original(), OptionalLong.empty()));
                yield new Claim.AssertionFailure(thread, s.original());
            }
            case Origin.RaceCheck r -> {
                if (choice == null) {
                    throw new IllegalStateException("race check " + last.stmt() + " failed without a watched access");
                }
                yield new Claim.Race(choiceThread, choice.original(), choice.access(), thread, r.original(),
                    r.access());
            }
            case Origin.ThreadSwitch t -> throw notAnAssertion(last);
            case Origin.RaceChoice c -> throw notAnAssertion(last);
        };
        return new MappedTrace(replay, claim);
    }

    private static IllegalStateException notAnAssertion(BmcStep last) {
        return new IllegalStateException("the counterexample ends in " + last.stmt() + ", not an assertion");
    }

    /** Whether replaying the original statement needs a value: a havoc or an external call's result. */
    private static boolean needsValue(Program program, StmtRef ref) {
        var proc = program.procedure(ref.procedure()).orElse(null);
        if (proc == null) {
            return false;
        }
        Block b = proc.findBlock(ref.block()).orElse(null);
        if (b == null || ref.index() >= b.statements().size()) {
            return false;
        }
        Stmt s = b.statements().get(ref.index());
        return s instanceof Stmt.Havoc || s instanceof Stmt.Call c && c.result().isPresent();
    }
}
