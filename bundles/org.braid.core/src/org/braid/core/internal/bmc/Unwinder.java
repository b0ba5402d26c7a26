package org.braid.core.internal.bmc;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.braid.core.internal.ir.Block;
import org.braid.core.internal.ir.CallingConvention;
import org.braid.core.internal.ir.Callee;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Terminator;

/**
 * Stage 1: unwinds loops and inlines calls on demand, producing the directed acyclic graph of
 * {@link Node}s that symbolic execution walks. Nodes are created only where a path arrives, so
 * code behind a constant-false branch is never unwound.
 *
 * <p>A node is identified by (activation, block, first statement, iteration counters of the
 * {@link Loops} containing the block). Entering a loop sets its counter to 0; each of its back
 * edges increments it, and a back edge that would exceed {@link BmcOptions#unwind()} leads to a
 * {@link Node.Cut}. A call of a procedure with a body creates a new activation unless the
 * callee already has more than {@link BmcOptions#recursionBound()} activations on the stack
 * (then a {@link Node.Cut}); an indirect call has one successor per candidate: every procedure
 * whose address is taken somewhere in the program (a call with fewer arguments than the
 * callee's parameters is unsupported; extra arguments are ignored, as in the interpreter). This
 * is the loop unwinding and function inlining of CBMC (Clarke, Kroening, Lerda, TACAS 2004),
 * done on the control-flow graph.
 *
 * <p>{@link Node#position()} orders the graph topologically: the activation's prefix (the
 * position of the call node plus the candidate's index), then, for each loop containing the
 * block, the loop's component index and its counter, then the block's component index and the
 * segment's first statement. A forward edge increases a component index, a back edge a
 * counter, a call extends the position and its continuation has a larger first statement. So
 * processing nodes in position order sees every predecessor of a node before the node.
 */
final class Unwinder {

    private record Key(int frame, int block, int start, List<Integer> counters) {
    }

    private final Program program;
    private final BmcOptions options;
    private final List<Procedure> addressTaken;
    private final Map<String, Loops> loops = new HashMap<>();
    private final Map<Key, Node> nodes = new HashMap<>();
    private final List<int[]> counters = new ArrayList<>();
    private final List<Integer> blockIndex = new ArrayList<>();
    private int frames;

    Unwinder(Program program, BmcOptions options, List<Procedure> addressTaken) {
        this.program = program;
        this.options = options;
        this.addressTaken = addressTaken;
    }

    /** Number of nodes created so far. */
    int size() {
        return counters.size();
    }

    /** The entry node of the entry activation of {@code entry}. */
    Node root(Procedure entry) {
        Frame root = new Frame(frames++, entry, null, null, null, new int[0]);
        return node(root, 0, 0, entryCounters(entry));
    }

    private Loops loops(Procedure p) {
        return loops.computeIfAbsent(p.name(), name -> new Loops(p));
    }

    private int[] entryCounters(Procedure p) {
        return new int[loops(p).containing(0).length];
    }

    private Node node(Frame frame, int block, int start, int[] iterations) {
        Key key = new Key(frame.id(), block, start, Arrays.stream(iterations).boxed().toList());
        Node known = nodes.get(key);
        if (known != null) {
            return known;
        }
        if (size() >= options.maxBlockInstances()) {
            throw CheckStopped.memoryGuard("unwinding needs more than " + options.maxBlockInstances()
                    + " block instances");
        }
        if (size() % 1024 == 0 && options.cancellation().isCanceled()) {
            throw new CheckStopped(options.cancellation().reason());
        }
        Block b = frame.procedure().blocks().get(block);
        int end = b.statements().size();
        boolean call = false;
        for (int i = start; i < b.statements().size(); i++) {
            if (b.statements().get(i) instanceof Stmt.Call c && inlined(c)) {
                end = i + 1;
                call = true;
                break;
            }
        }
        Node n = new Node(size(), position(frame, block, start, iterations), frame, b, start, end, call);
        counters.add(iterations);
        blockIndex.add(block);
        nodes.put(key, n);
        return n;
    }

    /** The frame's prefix, the interleaved loop indices and counters, the block's index, the start. */
    private int[] position(Frame frame, int block, int start, int[] iterations) {
        int[] path = loops(frame.procedure()).path(block);
        int[] prefix = frame.prefix();
        int[] p = Arrays.copyOf(prefix, prefix.length + path.length + iterations.length + 1);
        int k = prefix.length;
        for (int level = 0; level < path.length; level++) {
            p[k++] = path[level];
            if (level < iterations.length) {
                p[k++] = iterations[level];
            }
        }
        p[k] = start;
        return p;
    }

    /** Whether a call becomes an edge of the graph (else it is executed inside its node). */
    private boolean inlined(Stmt.Call call) {
        return switch (call.callee()) {
            case Callee.Direct d -> program.procedure(d.name()).map(p -> !p.isExternal()).orElse(false);
            case Callee.Indirect i -> true;
        };
    }

    /** Computes the successors of {@code n}, creating the nodes they lead to. Call once per node. */
    void expand(Node n) {
        Frame frame = n.frame();
        int[] iterations = counters.get(n.id());
        int block = blockIndex.get(n.id());
        if (n.endsWithCall()) {
            Stmt.Call call = n.call();
            List<Procedure> candidates = candidates(call);
            for (int k = 0; k < candidates.size(); k++) {
                Procedure callee = candidates.get(k);
                if (call.arguments().size() < callee.parameters().size()) {
                    n.add(new Node.Successor(callee, null, new Node.Unsupported("call of " + callee.name()
                            + " with " + call.arguments().size() + " arguments for " + callee.parameters().size()
                            + " parameters at " + call.loc())));
                } else if (callee.isExternal()) {
                    n.add(new Node.Successor(callee, null, new Node.To(node(frame, block, n.end(), iterations))));
                } else if (CallingConvention.bind(callee, call.arguments(), through(call, callee))
                        instanceof CallingConvention.Unmodelled u) {
                    n.add(new Node.Successor(callee, null, new Node.Unsupported(u.reason() + " at " + call.loc())));
                } else if (frame.activations(callee.name()) > options.recursionBound()) {
                    n.add(new Node.Successor(callee, null, new Node.Cut(call.loc(), true)));
                } else {
                    int[] prefix = Arrays.copyOf(n.position(), n.position().length + 1);
                    prefix[prefix.length - 1] = k;
                    Frame inner = new Frame(frames++, callee, frame, call, n, prefix);
                    n.add(new Node.Successor(callee, inner, new Node.To(node(inner, 0, 0, entryCounters(callee)))));
                }
            }
            return;
        }
        Terminator t = n.block().terminator();
        switch (t) {
            case Terminator.Goto g -> n.add(new Node.Successor(null, null, jump(frame, block, iterations, g.target(), t)));
            case Terminator.Branch b -> {
                n.add(new Node.Successor(null, null, jump(frame, block, iterations, b.then(), t)));
                n.add(new Node.Successor(null, null, jump(frame, block, iterations, b.otherwise(), t)));
            }
            case Terminator.Return r -> {
                Node caller = frame.caller();
                Node.Target target = caller == null ? new Node.End()
                        : new Node.To(node(frame.parent(), blockIndex.get(caller.id()), caller.end(),
                                counters.get(caller.id())));
                n.add(new Node.Successor(null, null, target));
            }
            case Terminator.Exit e -> n.add(new Node.Successor(null, null, new Node.End()));
        }
    }

    /** The candidates of a call: the direct callee, or every address-taken procedure. */
    /** The function type a call goes through: the pointer's target, or the direct callee's own type. */
    static Type.Function through(Stmt.Call call, Procedure callee) {
        return switch (call.callee()) {
            case Callee.Direct d -> callee.type();
            case Callee.Indirect i -> (Type.Function) ((Type.Pointer) i.pointer().type()).target();
        };
    }

    private List<Procedure> candidates(Stmt.Call call) {
        return switch (call.callee()) {
            case Callee.Direct d -> List.of(program.procedure(d.name()).orElseThrow());
            case Callee.Indirect i -> addressTaken;
        };
    }

    /** The target of a jump from {@code block} to {@code label}, with the loop counters updated. */
    private Node.Target jump(Frame frame, int block, int[] iterations, String label, Terminator jump) {
        Loops l = loops(frame.procedure());
        int target = l.indexOf(label);
        Loops.Loop[] from = l.containing(block);
        Loops.Loop[] to = l.containing(target);
        int[] next = new int[to.length];
        for (int j = 0; j < to.length; j++) {
            int k = Arrays.asList(from).indexOf(to[j]);
            if (k < 0) {
                next[j] = 0;
            } else if (to[j].headers().get(target)) {
                next[j] = iterations[k] + 1;
                if (next[j] > options.unwind()) {
                    return new Node.Cut(jump.loc(), false);
                }
            } else {
                next[j] = iterations[k];
            }
        }
        return new Node.To(node(frame, target, 0, next));
    }
}
