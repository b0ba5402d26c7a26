package org.braid.core.internal.seq;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.braid.core.internal.ir.Block;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Terminator;

/**
 * Unrolls the natural loops of a procedure into a loop-free control-flow graph: a block instance
 * is a block together with how often the back edge of each enclosing loop has been taken, and a
 * back edge taken more than {@code unwind} times leads to {@link #CUT} (the caller makes it an
 * unwinding assumption). This is the same bound as the model checker's: {@code for (i = 0; i < k;
 * i++)} runs to completion exactly when {@code unwind >= k}. Irreducible control flow is
 * unsupported. The lazy sequentialization needs loop-free thread bodies (Inverso, Tomasco,
 * Fischer, La Torre, Parlato: "Bounded model checking of multi-threaded C programs via lazy
 * sequentialization", CAV 2014, Sec. 3).
 */
final class LoopUnroller {

    /** The target of a back edge beyond the bound. */
    static final String CUT = "__braid_unwind_cut";

    /** Unrolled blocks (the first is the entry) and the original label of each. */
    record Unrolled(List<Block> blocks, Map<String, String> originalLabel) {
    }

    private final Procedure procedure;
    private final int unwind;
    private final Map<String, List<String>> successors = new HashMap<>();
    private final Map<String, Set<String>> loops = new HashMap<>();

    private LoopUnroller(Procedure procedure, int unwind) {
        this.procedure = procedure;
        this.unwind = unwind;
        for (Block b : procedure.blocks()) {
            successors.put(b.label(), targets(b.terminator()));
        }
    }

    static Unrolled unroll(Procedure procedure, int unwind) throws UnsupportedProgramException {
        LoopUnroller u = new LoopUnroller(procedure, unwind);
        u.findLoops();
        return u.instantiate();
    }

    private static List<String> targets(Terminator t) {
        return switch (t) {
            case Terminator.Goto g -> List.of(g.target());
            case Terminator.Branch b -> List.of(b.then(), b.otherwise());
            case Terminator.Return r -> List.of();
            case Terminator.Exit e -> List.of();
        };
    }

    private void findLoops() throws UnsupportedProgramException {
        Map<String, Set<String>> dominators = dominators();
        Map<String, List<String>> predecessors = new HashMap<>();
        successors.forEach((from, tos) -> tos.forEach(to -> predecessors.computeIfAbsent(to, k -> new ArrayList<>())
            .add(from)));
        for (String tail : retreatingEdgeTails()) {
            for (String head : successors.get(tail)) {
                if (!onPathBack(tail, head)) {
                    continue;
                }
                if (!dominators.get(tail).contains(head)) {
                    throw new UnsupportedProgramException("irreducible control flow in " + procedure.name(),
                        procedure.block(tail).terminator().loc());
                }
                Set<String> body = loops.computeIfAbsent(head, h -> new HashSet<>(Set.of(h)));
                Deque<String> work = new ArrayDeque<>(List.of(tail));
                while (!work.isEmpty()) {
                    String n = work.poll();
                    if (body.add(n)) {
                        work.addAll(predecessors.getOrDefault(n, List.of()));
                    }
                }
            }
        }
    }

    private final Map<String, Integer> dfsOrder = new HashMap<>();
    private final Set<String> finished = new HashSet<>();

    /** Sources of edges that go back to a block still on the depth-first stack. */
    private Set<String> retreatingEdgeTails() {
        Set<String> tails = new HashSet<>();
        Deque<Object[]> stack = new ArrayDeque<>();
        String entry = procedure.entry().label();
        dfsOrder.put(entry, 0);
        stack.push(new Object[] {entry, 0});
        while (!stack.isEmpty()) {
            Object[] frame = stack.peek();
            String n = (String) frame[0];
            int i = (Integer) frame[1];
            List<String> succ = successors.get(n);
            if (i < succ.size()) {
                frame[1] = i + 1;
                String m = succ.get(i);
                if (!dfsOrder.containsKey(m)) {
                    dfsOrder.put(m, dfsOrder.size());
                    stack.push(new Object[] {m, 0});
                } else if (!finished.contains(m)) {
                    tails.add(n);
                }
            } else {
                finished.add(n);
                stack.pop();
            }
        }
        return tails;
    }

    /** Whether {@code tail -> head} is a retreating edge (head was on the stack, so it precedes tail). */
    private boolean onPathBack(String tail, String head) {
        return dfsOrder.containsKey(head) && dfsOrder.get(head) <= dfsOrder.get(tail) && reaches(head, tail);
    }

    private boolean reaches(String from, String to) {
        Set<String> seen = new HashSet<>();
        Deque<String> work = new ArrayDeque<>(List.of(from));
        while (!work.isEmpty()) {
            String n = work.poll();
            if (n.equals(to)) {
                return true;
            }
            if (seen.add(n)) {
                work.addAll(successors.getOrDefault(n, List.of()));
            }
        }
        return false;
    }

    private Map<String, Set<String>> dominators() {
        List<String> labels = procedure.blocks().stream().map(Block::label).toList();
        Map<String, List<String>> preds = new HashMap<>();
        successors.forEach((from, tos) -> tos.forEach(to -> preds.computeIfAbsent(to, k -> new ArrayList<>()).add(from)));
        Map<String, Set<String>> dom = new LinkedHashMap<>();
        String entry = labels.get(0);
        for (String l : labels) {
            dom.put(l, l.equals(entry) ? new HashSet<>(Set.of(entry)) : new HashSet<>(labels));
        }
        boolean changed = true;
        while (changed) {
            changed = false;
            for (String l : labels) {
                if (l.equals(entry)) {
                    continue;
                }
                Set<String> next = null;
                for (String p : preds.getOrDefault(l, List.of())) {
                    if (next == null) {
                        next = new HashSet<>(dom.get(p));
                    } else {
                        next.retainAll(dom.get(p));
                    }
                }
                if (next == null) {
                    next = new HashSet<>();
                }
                next.add(l);
                if (!next.equals(dom.get(l))) {
                    dom.put(l, next);
                    changed = true;
                }
            }
        }
        return dom;
    }

    private record Instance(String label, TreeMap<String, Integer> counts) {
        String name() {
            return counts.isEmpty() ? label
                : label + "@" + counts.values().stream().map(String::valueOf).collect(Collectors.joining("_"));
        }
    }

    private Unrolled instantiate() {
        Map<String, Block> out = new LinkedHashMap<>();
        Map<String, String> original = new HashMap<>();
        Deque<Instance> work = new ArrayDeque<>();
        Instance entry = new Instance(procedure.entry().label(), new TreeMap<>());
        work.add(entry);
        Set<String> queued = new HashSet<>(Set.of(entry.name()));
        while (!work.isEmpty()) {
            Instance inst = work.poll();
            Block b = procedure.block(inst.label());
            Terminator t = switch (b.terminator()) {
                case Terminator.Goto g -> new Terminator.Goto(edge(inst, g.target(), work, queued), g.loc());
                case Terminator.Branch br -> new Terminator.Branch(br.condition(), edge(inst, br.then(), work, queued),
                    edge(inst, br.otherwise(), work, queued), br.loc());
                case Terminator.Return r -> r;
                case Terminator.Exit e -> e;
            };
            out.put(inst.name(), new Block(inst.name(), b.statements(), t));
            original.put(inst.name(), inst.label());
        }
        return new Unrolled(List.copyOf(out.values()), original);
    }

    private String edge(Instance from, String to, Deque<Instance> work, Set<String> queued) {
        TreeMap<String, Integer> counts = new TreeMap<>();
        from.counts().forEach((h, c) -> {
            if (loops.get(h).contains(to)) {
                counts.put(h, c);
            }
        });
        if (loops.containsKey(to)) {
            boolean back = loops.get(to).contains(from.label());
            int c = back ? from.counts().getOrDefault(to, 0) + 1 : 0;
            if (c > unwind) {
                return CUT;
            }
            counts.put(to, c);
        }
        Instance next = new Instance(to, counts);
        if (queued.add(next.name())) {
            work.add(next);
        }
        return next.name();
    }
}
