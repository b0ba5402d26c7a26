package org.braid.core.internal.check;

import java.util.ArrayList;
import java.util.List;

import org.braid.core.AssertionFinding;
import org.braid.core.Bounds;
import org.braid.core.DataRaceFinding;
import org.braid.core.DeadlockFinding;
import org.braid.core.Finding;
import org.braid.core.TraceStep;

/**
 * Whether a finding's interleaving (e.g. one the DPOR engine found) lies within the BMC's context
 * and thread bounds, for {@link CrossCheck}. The sequence of threads that run is what counts; for
 * a race, whose trace ends in the state where both accesses are enabled, the two accesses are
 * appended in either order and one order must fit. Conservative: "fits" means the
 * sequentialization certainly contains the interleaving.
 * <ul>
 * <li>Threads: at most {@link Bounds#threads()} threads take part.</li>
 * <li>{@code rounds}: K round-robin rounds in thread-id order suffice (a switch to a thread with
 * a lower or equal id starts a new round; Lal &amp; Reps / lazy CSeq rounds).</li>
 * <li>{@code kiss}: the switches nest like calls (KISS, Qadeer &amp; Wu, PLDI 2004, Fig. 4/5:
 * {@code schedule()} runs a pending thread to its end or to a {@code raise} before the thread
 * below resumes), so a switch goes either to a thread that has not run yet or back to one that is
 * still on the stack, never to one that was left above it; and every thread but the first fits in
 * the multiset of pending threads at once (threads - 1 &le; MAX), which makes the order in which
 * threads are started irrelevant.</li>
 * </ul>
 */
final class ContextFit {

    private ContextFit() {
    }

    static boolean fits(Bounds bmc, Finding finding) {
        List<Integer> threads = switches(finding.trace().steps());
        return switch (finding) {
            case AssertionFinding a -> fits(bmc, threads);
            case DataRaceFinding r -> fits(bmc, with(threads, r.first().thread(), r.second().thread()))
                || fits(bmc, with(threads, r.second().thread(), r.first().thread()));
            case DeadlockFinding d -> false;
        };
    }

    private static boolean fits(Bounds bmc, List<Integer> threads) {
        long distinct = threads.stream().distinct().count();
        if (distinct > bmc.threads()) {
            return false;
        }
        return switch (bmc.strategy()) {
            case ROUNDS -> rounds(threads) <= bmc.rounds();
            case KISS -> distinct - 1 <= bmc.maxTs() && nested(threads);
        };
    }

    /** The threads in the order they run, consecutive steps of one thread as one. */
    static List<Integer> switches(List<TraceStep> steps) {
        List<Integer> out = new ArrayList<>();
        for (TraceStep s : steps) {
            append(out, s.thread());
        }
        return out;
    }

    private static List<Integer> with(List<Integer> threads, int a, int b) {
        List<Integer> out = new ArrayList<>(threads);
        append(out, a);
        append(out, b);
        return out;
    }

    private static void append(List<Integer> threads, int thread) {
        if (threads.isEmpty() || threads.get(threads.size() - 1) != thread) {
            threads.add(thread);
        }
    }

    /** Round-robin rounds in thread-id order that the switch sequence needs. */
    static int rounds(List<Integer> threads) {
        int rounds = 1;
        int last = -1;
        for (int t : threads) {
            if (t <= last) {
                rounds++;
            }
            last = t;
        }
        return rounds;
    }

    /** Whether the switches nest: to a new thread, or back down the stack of preempted threads. */
    static boolean nested(List<Integer> threads) {
        List<Integer> stack = new ArrayList<>();
        List<Integer> ran = new ArrayList<>();
        for (int t : threads) {
            if (!ran.contains(t)) {
                ran.add(t);
                stack.add(t);
            } else if (stack.contains(t)) {
                while (stack.get(stack.size() - 1) != t) {
                    stack.remove(stack.size() - 1);
                }
            } else {
                return false;
            }
        }
        return true;
    }
}
