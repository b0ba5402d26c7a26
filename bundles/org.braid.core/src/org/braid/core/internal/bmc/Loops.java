package org.braid.core.internal.bmc;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.braid.core.internal.ir.Block;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Terminator;

/**
 * The loop nesting forest of one procedure's control-flow graph, by recursive decomposition
 * into strongly connected components (Tarjan, "Depth-first search and linear graph
 * algorithms", 1972; the nesting of Havlak, "Nesting of reducible and irreducible loops",
 * TOPLAS 1997, and Ramalingam, "On loops, dominators, and dominance frontiers", TOPLAS 2002).
 * Each non-trivial component is a loop; its <em>headers</em> are the blocks entered from
 * outside it (or the procedure's entry block); edges from inside the loop to a header are its
 * back edges. Removing them and decomposing the loop's blocks again gives the inner loops. For
 * a reducible graph the loops are exactly the natural loops, each with one header; irreducible
 * loops (a {@code goto} into a loop, Duff's device) simply have several headers.
 *
 * <p>The decomposition also orders the blocks: at each level the components in topological
 * order (a weak topological order in Bourdoncle's sense, "Efficient chaotic iteration
 * strategies with widenings", 1993). {@link #path(int)} gives a block's index at each nesting
 * level; interleaved with the loop counters it orders the unwound program (see
 * {@link Unwinder}).
 */
final class Loops {

    /** One loop: the blocks entered from outside, and all its blocks (block indices). */
    record Loop(BitSet headers, BitSet body) {
    }

    private final Procedure procedure;
    private final Map<String, Integer> index = new HashMap<>();
    private final int[][] successors;
    private final List<Loop> loops = new ArrayList<>();
    /** For each block, the loops containing it, outermost first. */
    private final Loop[][] containing;
    /** For each block, its index in the component order of each nesting level, outermost first. */
    private final int[][] paths;

    Loops(Procedure procedure) {
        this.procedure = procedure;
        List<Block> blocks = procedure.blocks();
        int n = blocks.size();
        for (int i = 0; i < n; i++) {
            index.put(blocks.get(i).label(), i);
        }
        successors = new int[n][];
        for (int i = 0; i < n; i++) {
            successors[i] = targets(blocks.get(i).terminator()).stream().mapToInt(this::indexOf).toArray();
        }
        BitSet reachable = reachable();
        paths = new int[n][];
        decompose(reachable, new BitSet[n], reachable, new int[0]);
        containing = new Loop[n][];
        for (int b = 0; b < n; b++) {
            List<Loop> in = new ArrayList<>();
            for (Loop loop : loops) {
                if (loop.body().get(b)) {
                    in.add(loop);
                }
            }
            containing[b] = in.toArray(new Loop[0]);
        }
    }

    static List<String> targets(Terminator t) {
        return switch (t) {
            case Terminator.Goto g -> List.of(g.target());
            case Terminator.Branch b -> List.of(b.then(), b.otherwise());
            case Terminator.Return r -> List.of();
            case Terminator.Exit e -> List.of();
        };
    }

    int indexOf(String label) {
        Integer i = index.get(label);
        if (i == null) {
            throw new IllegalArgumentException("no block " + label + " in " + procedure.name());
        }
        return i;
    }

    /** The loops containing block {@code b}, outermost first. */
    Loop[] containing(int b) {
        return containing[b];
    }

    /**
     * The position of reachable block {@code b}: its component's index in topological order at
     * each nesting level, one more entry than {@link #containing(int)} has loops. Every edge that
     * is no back edge leads to a later position (compared lexicographically, after the levels
     * of the loops both blocks are in).
     */
    int[] path(int b) {
        return paths[b];
    }

    private BitSet reachable() {
        BitSet seen = new BitSet();
        ArrayDeque<Integer> work = new ArrayDeque<>();
        seen.set(0);
        work.push(0);
        while (!work.isEmpty()) {
            for (int s : successors[work.pop()]) {
                if (!seen.get(s)) {
                    seen.set(s);
                    work.push(s);
                }
            }
        }
        return seen;
    }

    /**
     * Finds the loops among {@code nodes}, ignoring edges into {@code removed[v]}'s sources:
     * {@code removed[v]} holds the blocks whose edge to {@code v} is a back edge of an
     * enclosing loop.
     */
    private void decompose(BitSet nodes, BitSet[] removed, BitSet reachable, int[] prefix) {
        List<BitSet> order = components(nodes, removed);
        for (int i = 0; i < order.size(); i++) {
            BitSet component = order.get(i);
            int[] path = Arrays.copyOf(prefix, prefix.length + 1);
            path[prefix.length] = i;
            int first = component.nextSetBit(0);
            boolean cyclic = component.cardinality() > 1 || hasEdge(first, first, removed);
            if (!cyclic) {
                paths[first] = path;
                continue;
            }
            BitSet headers = new BitSet();
            for (int u = reachable.nextSetBit(0); u >= 0; u = reachable.nextSetBit(u + 1)) {
                for (int v : successors[u]) {
                    if (component.get(v) && !component.get(u)) {
                        headers.set(v);
                    }
                }
            }
            if (component.get(0)) {
                headers.set(0);
            }
            loops.add(new Loop(headers, component));
            BitSet[] inner = removed.clone();
            for (int h = headers.nextSetBit(0); h >= 0; h = headers.nextSetBit(h + 1)) {
                inner[h] = inner[h] == null ? new BitSet() : (BitSet) inner[h].clone();
                inner[h].or(component);
            }
            decompose(component, inner, reachable, path);
        }
    }

    private boolean hasEdge(int u, int v, BitSet[] removed) {
        if (removed[v] != null && removed[v].get(u)) {
            return false;
        }
        for (int s : successors[u]) {
            if (s == v) {
                return true;
            }
        }
        return false;
    }

    /**
     * Strongly connected components of the subgraph on {@code nodes} in topological order, by
     * Tarjan's algorithm (iterative), which finds them in reverse topological order.
     */
    private List<BitSet> components(BitSet nodes, BitSet[] removed) {
        int n = successors.length;
        int[] number = new int[n];
        int[] low = new int[n];
        Arrays.fill(number, -1);
        BitSet onStack = new BitSet();
        ArrayDeque<Integer> stack = new ArrayDeque<>();
        List<BitSet> result = new ArrayList<>();
        int counter = 0;
        for (int root = nodes.nextSetBit(0); root >= 0; root = nodes.nextSetBit(root + 1)) {
            if (number[root] >= 0) {
                continue;
            }
            ArrayDeque<int[]> frames = new ArrayDeque<>();
            frames.push(new int[] {root, 0});
            number[root] = low[root] = counter++;
            stack.push(root);
            onStack.set(root);
            while (!frames.isEmpty()) {
                int[] frame = frames.peek();
                int u = frame[0];
                if (frame[1] < successors[u].length) {
                    int v = successors[u][frame[1]++];
                    if (!nodes.get(v) || removed[v] != null && removed[v].get(u)) {
                        continue;
                    }
                    if (number[v] < 0) {
                        number[v] = low[v] = counter++;
                        stack.push(v);
                        onStack.set(v);
                        frames.push(new int[] {v, 0});
                    } else if (onStack.get(v)) {
                        low[u] = Math.min(low[u], number[v]);
                    }
                } else {
                    frames.pop();
                    if (!frames.isEmpty()) {
                        int parent = frames.peek()[0];
                        low[parent] = Math.min(low[parent], low[u]);
                    }
                    if (low[u] == number[u]) {
                        BitSet component = new BitSet();
                        int w;
                        do {
                            w = stack.pop();
                            onStack.clear(w);
                            component.set(w);
                        } while (w != u);
                        result.add(component);
                    }
                }
            }
        }
        java.util.Collections.reverse(result);
        return result;
    }
}
