package org.braid.core.internal.seq;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import org.braid.core.internal.ir.Block;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.Stmt;

/**
 * Whether a call of a procedure (entered at a given atomic depth) can come back with
 * {@code raise} set: it contains a context-switch point outside atomic sections or calls such a
 * procedure. Only after those calls does the translation test {@code raise} (KISS, Fig. 4:
 * {@code v = [[v0]](); if (raise) return}).
 */
final class MayRaise {

    private record Key(String procedure, int atomic) {
    }

    private final Program program;
    private final AtomicDepths depths;
    private final Visibility visibility;
    private final CallTargets targets;
    private final Map<Key, Boolean> known = new HashMap<>();

    MayRaise(Program program, AtomicDepths depths, Visibility visibility, CallTargets targets) {
        this.program = program;
        this.depths = depths;
        this.visibility = visibility;
        this.targets = targets;
    }

    boolean of(String procedure, int atomic) {
        Key key = new Key(procedure, atomic);
        if (!known.containsKey(key)) {
            solve(key);
        }
        return known.get(key);
    }

    private void solve(Key root) {
        Map<Key, Set<Key>> callees = new HashMap<>();
        Map<Key, Boolean> value = new HashMap<>();
        Deque<Key> work = new ArrayDeque<>();
        work.add(root);
        while (!work.isEmpty()) {
            Key k = work.poll();
            if (callees.containsKey(k) || known.containsKey(k)) {
                continue;
            }
            Set<Key> out = new LinkedHashSet<>();
            value.put(k, explore(k, out));
            callees.put(k, out);
            work.addAll(out);
        }
        boolean changed = true;
        while (changed) {
            changed = false;
            for (Map.Entry<Key, Set<Key>> e : callees.entrySet()) {
                if (value.get(e.getKey())) {
                    continue;
                }
                for (Key c : e.getValue()) {
                    if (known.containsKey(c) ? known.get(c) : value.get(c)) {
                        value.put(e.getKey(), true);
                        changed = true;
                        break;
                    }
                }
            }
        }
        known.putAll(value);
    }

    /** Whether {@code k} itself has a switch point; collects the procedures it calls. */
    private boolean explore(Key k, Set<Key> out) {
        Procedure p = program.procedure(k.procedure()).orElseThrow();
        if (p.isExternal()) {
            return false;
        }
        boolean point = false;
        for (Block b : p.blocks()) {
            for (int i = 0; i < b.statements().size(); i++) {
                Stmt s = b.statements().get(i);
                int depth = k.atomic() + depths.before(p.name(), b.label(), i);
                if (depth == 0 && visibility.visible(p, s)) {
                    point = true;
                }
                if (s instanceof Stmt.Call c) {
                    for (Procedure q : targets.targets(c.callee(), c.arguments())) {
                        out.add(new Key(q.name(), Math.max(depth, 0)));
                    }
                }
            }
            int end = k.atomic() + depths.before(p.name(), b.label(), b.statements().size());
            if (end == 0 && visibility.visible(p, b.terminator())) {
                point = true;
            }
        }
        return point;
    }
}
