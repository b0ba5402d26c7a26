package org.braid.core.internal.dpor;

import java.util.ArrayList;
import java.util.List;

/**
 * The backtracking rule of DPOR (Flanagan &amp; Godefroid, POPL 2005, Fig. 4, with vector clocks;
 * seed 004, Fig. 2 {@code DPORUpdateBacktrackSets}) and PDP's variant (seed 004, Fig. 7
 * {@code PDPUpdateBacktrackSets}). For the transition {@code t} that thread {@code p} would take
 * in the newest state, find the latest transition {@code t_d} of another thread that is dependent
 * with {@code t} and does not happen before {@code p}'s state (so the two may be co-enabled);
 * from the state {@code s_d} where {@code t_d} began, some thread must go first that leads to
 * {@code t} before {@code t_d}: {@code p} itself if it is enabled there, else a thread that ran
 * after {@code t_d} and happens before {@code t}, else every enabled thread. PDP additionally
 * passes over a {@code t_d} whose state's subspace is race-free ({@link Pdp}) and takes the
 * latest earlier one whose subspace is not.
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

    /** Updates the backtrack sets of {@code path} for thread {@code p}'s transition {@code t} in the newest state. */
    void update(List<Node> path, int p, Transition t) {
        int k = path.size() - 1;
        int[] clockP = path.get(k).clockOf(p);
        for (int i = k - 1; i >= 0; i--) {
            Node candidate = path.get(i);
            Transition e = candidate.taken.transition();
            if (e.thread() == p || !e.dependent(t) || Clocks.before(candidate.clock, e.thread(), clockP)) {
                continue;
            }
            int start = i;
            while (start > 0 && path.get(start).continuation) {
                start--;
            }
            if (pdp != null && raceFree(path.get(start))) {
                pruned++;
                escalate(path, start);
                return;
            }
            add(path, start, k, p, t, clockP);
            return;
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

    private static void add(List<Node> path, int d, int k, int p, Transition t, int[] clockP) {
        Node sd = path.get(d);
        int[] clockT = clockP;
        for (int x = 0; x < k; x++) {
            Transition ex = path.get(x).taken.transition();
            if (ex.thread() != p && ex.dependent(t)) {
                clockT = Clocks.join(clockT, path.get(x).clock);
            }
        }
        List<Integer> leading = new ArrayList<>();
        for (int q : sd.enabled) {
            if (q == p || ranBefore(path, d, k, q, clockT)) {
                leading.add(q);
            }
        }
        for (int q : leading) {
            if (sd.backtrack.contains(q) || sd.done.contains(q)) {
                return;
            }
        }
        if (leading.isEmpty()) {
            sd.backtrack.addAll(sd.enabled);
            return;
        }
        int choice = leading.contains(p) && !sd.sleep.contains(p) ? p
            : leading.stream().filter(q -> !sd.sleep.contains(q)).findFirst().orElse(leading.get(0));
        sd.backtrack.add(choice);
    }

    /** Whether thread {@code q} took a transition after state {@code d} (before {@code k}) that happens before {@code t}. */
    private static boolean ranBefore(List<Node> path, int d, int k, int q, int[] clockT) {
        for (int m = d + 1; m < k; m++) {
            Node nm = path.get(m);
            if (nm.taken.transition().thread() == q && Clocks.before(nm.clock, q, clockT)) {
                return true;
            }
        }
        return false;
    }
}
