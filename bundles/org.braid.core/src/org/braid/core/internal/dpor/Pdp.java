package org.braid.core.internal.dpor;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.braid.core.internal.interp.ControlledRun;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.StmtRef;
import org.braid.core.internal.lockset.Locksets;

/**
 * PDP's race-free subspace check (seed 004, Fig. 4 {@code SubspaceRaceFree}): whether no
 * execution that extends the current prefix up to a state can reach a data race. The concrete
 * execution supplies what is exact: every thread's position (its whole call stack) in that state
 * and which threads exist; the static half ({@link StaticFutures}: the seed's {@code lsSet} and
 * {@code mayUse} for every path from there, taken or not) supplies what each thread and each
 * thread it may still start can touch that may race.
 *
 * <p><b>Soundness.</b> A race in the subspace is two conflicting accesses, outside atomic
 * sections, by two different threads, both executed (or pending) after the state. Each is done
 * by a thread that exists in the state or is started later, at a statement reachable from that
 * thread's position (or its start procedure), so it is in that thread's {@link Touches}; the
 * lockset pre-pass is sound, so the location is one of the potentially racy ones, or the access
 * is one the analysis could not resolve ({@code any}). If no two futures (a started procedure
 * counts twice: it may run as several threads) share such a location, no race is reachable.
 */
final class Pdp {
    private final StaticFutures futures;

    Pdp(Program program, String entry) {
        this.futures = new StaticFutures(program, Locksets.analyze(program, entry));
    }

    /** Whether every execution extending the prefix that reached {@code state} is race-free. */
    boolean subspaceRaceFree(ControlledRun state) {
        List<Touches> threads = new ArrayList<>();
        Set<String> spawned = new LinkedHashSet<>();
        for (int t = 0; t < state.threadCount(); t++) {
            if (!state.finished(t)) {
                Touches future = new Touches();
                List<StmtRef> stack = state.positions(t);
                for (int f = 0; f < stack.size(); f++) {
                    // A caller's position is its pending call: the callee's return still writes
                    // the call's result, then the caller goes on after the call; the callee's own
                    // rest is the next frame's future.
                    future.add(f < stack.size() - 1 ? futures.afterCall(stack.get(f)) : futures.from(stack.get(f)));
                }
                threads.add(future);
                spawned.addAll(future.spawns);
            }
        }
        Deque<String> work = new ArrayDeque<>(spawned);
        while (!work.isEmpty()) {
            for (String more : futures.procedure(work.pop()).spawns) {
                if (spawned.add(more)) {
                    work.push(more);
                }
            }
        }
        for (String s : spawned) {
            threads.add(futures.procedure(s));
            threads.add(futures.procedure(s));
        }
        for (int i = 0; i < threads.size(); i++) {
            for (int j = i + 1; j < threads.size(); j++) {
                if (threads.get(i).mayRaceWith(threads.get(j))) {
                    return false;
                }
            }
        }
        return true;
    }
}
