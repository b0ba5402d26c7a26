package org.braid.c.internal.lower;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.braid.core.internal.ir.Block;
import org.braid.core.internal.ir.Loc;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Terminator;

/**
 * The control-flow graph of one procedure under construction. Statements go to the open block
 * through {@link AccessSplitter}; a terminator closes it. Code after a terminator (after
 * {@code return}, {@code break}, ...) lands in a fresh block that {@link #finish()} drops if
 * nothing jumps to it. Not thread-safe.
 */
public final class Cfg {
    private final List<Block> blocks = new ArrayList<>();
    private final AccessSplitter splitter;
    private final Map<String, Integer> counters = new HashMap<>();
    private String label;
    private List<Stmt> statements;
    private boolean abandoned;

    public Cfg(AccessSplitter splitter) {
        this.splitter = splitter;
    }

    /** A new label {@code base.N}, unique in this procedure. */
    public String newLabel(String base) {
        int n = counters.merge(base, 1, Integer::sum);
        return base + "." + n;
    }

    public boolean isOpen() {
        return label != null;
    }

    /** Adds a statement (split so that it touches memory at most once). */
    public void emit(Stmt s) {
        ensureOpen();
        statements.addAll(splitter.split(s));
    }

    public void terminate(Terminator t) {
        ensureOpen();
        AccessSplitter.Split split = splitter.split(t);
        statements.addAll(split.before());
        blocks.add(new Block(label, statements, split.terminator()));
        label = null;
        statements = null;
    }

    /** Opens block {@code next}; an open block falls through to it. */
    public void start(String next, Loc loc) {
        if (isOpen()) {
            terminate(new Terminator.Goto(next, loc));
        }
        label = next;
        statements = new ArrayList<>();
    }

    private void ensureOpen() {
        if (!isOpen()) {
            label = newLabel("dead");
            statements = new ArrayList<>();
        }
    }

    /**
     * Marks that the lowering of a statement was given up (reported as unsupported, so no
     * check that may run this procedure gets a verdict): {@link #finish} then ends every block
     * the statement jumped to without lowering it, instead of rejecting the graph.
     */
    public void abandoned() {
        abandoned = true;
    }

    /** The blocks reachable from the first one, in creation order. */
    public List<Block> finish() {
        if (isOpen()) {
            throw new IllegalStateException("block " + label + " is not terminated");
        }
        Map<String, Block> byLabel = new HashMap<>();
        for (Block b : blocks) {
            byLabel.put(b.label(), b);
        }
        Set<String> reached = new LinkedHashSet<>();
        Deque<String> work = new ArrayDeque<>();
        if (!blocks.isEmpty()) {
            work.push(blocks.get(0).label());
        }
        while (!work.isEmpty()) {
            String l = work.pop();
            Block b = byLabel.get(l);
            if (b == null && abandoned) {
                b = new Block(l, List.of(), new Terminator.Exit(Loc.NONE));
                blocks.add(b);
                byLabel.put(l, b);
            }
            if (b == null) {
                throw new IllegalStateException("jump to missing block " + l);
            }
            if (!reached.add(l)) {
                continue;
            }
            switch (b.terminator()) {
                case Terminator.Goto g -> work.push(g.target());
                case Terminator.Branch br -> {
                    work.push(br.otherwise());
                    work.push(br.then());
                }
                case Terminator.Return r -> {
                }
                case Terminator.Exit e -> {
                }
            }
        }
        return blocks.stream().filter(b -> reached.contains(b.label())).toList();
    }
}
