package org.braid.core.internal.dpor;

import java.util.ArrayList;
import java.util.List;

/**
 * The backtracking rule of DPOR, with vector clocks. For the transition {@code t} that thread
 * {@code p} would take in the newest state, every transition {@code t_d} of another thread that
 * races with it (dependent, and happening before {@code t} through no other transition) is
 * reversed: from the state {@code s_d} where {@code t_d} began, a thread that can go first in
 * an execution where {@code t} comes before {@code t_d} is added to the backtrack set (an
 * initial of the source sets of Abdulla, Aronis, Jonsson &amp; Sagonas, POPL 2014: {@code p}
 * itself when {@code t} needs nothing that ran after {@code t_d}, else the first thread to run
 * of what {@code t} needs), or every enabled thread when none of those is enabled there. PDP
 * keeps the rule of Flanagan &amp; Godefroid (POPL 2005, Fig. 4; seed 004, Fig. 2
 * {@code DPORUpdateBacktrackSets}, Fig. 7 {@code PDPUpdateBacktrackSets}): only the latest such
 * {@code t_d}, passed over when its state's subspace is race-free ({@link Pdp}).
 */
final class Backtracking {
    private final Pdp pdp;
    private long pruned;

    /** @param pdp the race-free subspace check, or null for plain DPOR */
    Backtracking(Pdp pdp) {
        this.pdp = pdp;
    }

    long pruned() {
        return pruned;
    }

    /** The vector clock of the transition just executed at {@code path[k]}. */
    static int[] clock(List<Node> path, int k) {
        Node node = path.get(k);
        Transition e = node.taken.transition();
        int[] own = node.clockOf(e.thread());
        int[] vc = own;
        for (int i = 0; i < k; i++) {
            Node earlier = path.get(i);
            if (earlier.taken.transition().thread() != e.thread() && earlier.taken.transition().dependent(e)) {
                vc = Clocks.join(vc, earlier.clock);
            }
        }
        vc = java.util.Arrays.copyOf(vc, Math.max(vc.length, e.thread() + 1));
        vc[e.thread()] = Clocks.at(own, e.thread()) + 1;
        return vc;
    }

    /**
     * Updates the backtrack sets of {@code path} for thread {@code p}'s transition {@code t} in
     * the newest state. Plain DPOR reverses every race of {@code t}: every transition {@code e}
     * of another thread that is dependent with {@code t} and happens before it through no other
     * transition (source-DPOR's races, Abdulla et al., POPL 2014, Alg. 1), not only the latest
     * one as FG's rule does. With sleep sets, the latest one is not enough: its reversal may be
     * asleep (explored from an ancestor) while an earlier race needs other threads' transitions
     * between the two, which only that earlier race's initials provide ({@code DporCrossCheckTest},
     * seed 1729). PDP keeps the seed's rule (the latest dependent transition; it runs without
     * sleep sets).
     */
    void update(List<Node> path, int p, Transition t) {
        int k = path.size() - 1;
        int[] clockP = path.get(k).clockOf(p);
        int[] clockT = clockP;
        for (int x = 0; x < k; x++) {
            Transition ex = path.get(x).taken.transition();
            if (ex.thread() != p && ex.dependent(t)) {
                clockT = Clocks.join(clockT, path.get(x).clock);
            }
        }
        int[] between = new int[0];
        for (int i = k - 1; i >= 0; i--) {
            Node candidate = path.get(i);
            Transition e = candidate.taken.transition();
            boolean race = e.thread() != p && e.dependent(t) && !Clocks.before(candidate.clock, e.thread(), clockP)
                && !Clocks.before(candidate.clock, e.thread(), between);
            if (Clocks.before(candidate.clock, e.thread(), clockT)) {
                between = Clocks.join(between, candidate.clock);
            }
            if (!race) {
                continue;
            }
            int start = i;
            while (start > 0 && path.get(start).continuation) {
                start--;
            }
            if (pdp != null) {
                if (raceFree(path.get(start))) {
                    pruned++;
                    escalate(path, start);
                } else {
                    add(path, start, k, p, clockT);
                }
                return;
            }
            add(path, start, k, p, clockT);
        }
    }

    /**
     * PDP skipped the reversal at the race-free state {@code d}. That reversal would also have
     * exposed dependencies of later transitions with transitions before {@code d}, and so
     * backtrack points above it (the seed's Fig. 7, which instead takes the latest earlier
     * dependent transition, loses races this way: the cross-check found programs where it
     * does). Conservatively, the latest earlier state whose subspace may hold a race explores
     * every enabled thread: any execution that reaches a race leaves the current path at or
     * above that state, since everything below it is race-free.
     */
    private void escalate(List<Node> path, int d) {
        for (int j = d - 1; j >= 0; j--) {
            Node sj = path.get(j);
            if (!raceFree(sj)) {
                int start = j;
                while (start > 0 && path.get(start).continuation) {
                    start--;
                }
                path.get(start).backtrack.addAll(path.get(start).enabled);
                return;
            }
        }
    }

    private boolean raceFree(Node node) {
        if (node.raceFree == null) {
            node.raceFree = pdp.subspaceRaceFree(node.state);
        }
        return node.raceFree;
    }

    /**
     * Adds to the backtrack set of state {@code d} a thread that can go first in an execution
     * that reverses the race: an <em>initial</em> of {@code v}, the transitions after {@code d}
     * that do not happen after the one taken at {@code d}, followed by {@code t} (source sets,
     * Abdulla, Aronis, Jonsson, Sagonas, POPL 2014, Def. 4.3 and Alg. 1). Nothing is added when an
     * initial is already there or done. Among the initials, {@code p} comes first, then threads
     * that do not sleep at {@code d}: a sleeping initial adds nothing to explore, and FG's rule
     * (add {@code p} whenever it is enabled at {@code d}) loses executions this way when {@code p}
     * sleeps there although {@code t} needs other threads' transitions in {@code v} first (the
     * cross-check found such a program: {@code DporCrossCheckTest}, seed 1729). When no initial is
     * enabled at {@code d}, every enabled thread is added.
     */
    /** {@code clockT} is the clock {@code p}'s next transition would have in the newest state {@code k}. */
    private static void add(List<Node> path, int d, int k, int p, int[] clockT) {
        Node sd = path.get(d);
        int threadD = sd.taken.transition().thread();
        List<Node> v = new ArrayList<>();
        for (int m = d + 1; m < k; m++) {
            Node nm = path.get(m);
            if (!Clocks.before(sd.clock, threadD, nm.clock)) {
                v.add(nm);
            }
        }
        List<Integer> initials = new ArrayList<>();
        for (int q : sd.enabled) {
            if (initial(v, q, p, clockT)) {
                initials.add(q);
            }
        }
        for (int q : initials) {
            if (sd.backtrack.contains(q) || sd.done.contains(q)) {
                return;
            }
        }
        if (initials.isEmpty()) {
            sd.backtrack.addAll(sd.enabled);
            return;
        }
        int choice = initials.contains(p) && !sd.sleep.contains(p) ? p
            : initials.stream().filter(q -> !sd.sleep.contains(q)).findFirst().orElse(initials.get(0));
        sd.backtrack.add(choice);
    }

    /**
     * Whether thread {@code q} can take the first transition of {@code v} followed by {@code p}'s
     * {@code t} (clock {@code clockT}): its first transition there ({@code t} itself when
     * {@code q} is {@code p} and has none in {@code v}) happens after no other transition of
     * {@code v}. Happens-before within {@code v} is that of the whole execution: a chain from
     * one transition of {@code v} to another through a transition outside it would make the
     * second happen after the one taken at the reversed state, so outside {@code v}.
     */
    private static boolean initial(List<Node> v, int q, int p, int[] clockT) {
        int first = 0;
        while (first < v.size() && v.get(first).taken.transition().thread() != q) {
            first++;
        }
        if (first == v.size() && q != p) {
            return false;
        }
        int[] clockQ = first < v.size() ? v.get(first).clock : clockT;
        for (int m = 0; m < first; m++) {
            Node nm = v.get(m);
            if (Clocks.before(nm.clock, nm.taken.transition().thread(), clockQ)) {
                return false;
            }
        }
        return true;
    }
}
