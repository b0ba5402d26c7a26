package org.braid.core.internal.seq;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.braid.core.internal.ir.Block;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Loc;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.StmtRef;
import org.braid.core.internal.ir.Terminator;

/**
 * Builds the blocks of one generated procedure and records the {@link Origin} of each statement
 * it emits. Generated labels are {@code base.n}; a dot never occurs in labels of C code.
 */
final class BlockBuilder {

    private final String procedure;
    private final Map<StmtRef, Origin> origins;
    private final Set<String> labels = new HashSet<>();
    private final List<Block> blocks = new ArrayList<>();
    private final Map<String, Integer> startOrder = new java.util.HashMap<>();
    private String label;
    private List<Stmt> stmts;
    private int counter;

    BlockBuilder(String procedure, Map<StmtRef, Origin> origins, Collection<String> reserved) {
        this.procedure = procedure;
        this.origins = origins;
        labels.addAll(reserved);
    }

    String procedure() {
        return procedure;
    }

    /** A label no other block of this procedure has. */
    String fresh(String base) {
        String candidate;
        do {
            candidate = base + "." + ++counter;
        } while (labels.contains(candidate));
        labels.add(candidate);
        return candidate;
    }

    void start(String newLabel) {
        if (stmts != null) {
            throw new IllegalStateException("block " + label + " of " + procedure + " is still open");
        }
        labels.add(newLabel);
        if (startOrder.putIfAbsent(newLabel, startOrder.size()) != null) {
            throw new IllegalStateException("block " + newLabel + " of " + procedure + " started twice");
        }
        label = newLabel;
        stmts = new ArrayList<>();
    }

    boolean isOpen() {
        return stmts != null;
    }

    void add(Stmt stmt) {
        stmts.add(stmt);
    }

    void add(Stmt stmt, Origin origin) {
        origins.put(new StmtRef(procedure, label, stmts.size()), origin);
        stmts.add(stmt);
    }

    void end(Terminator terminator) {
        blocks.add(new Block(label, stmts, terminator));
        stmts = null;
    }

    void end(Terminator terminator, Origin origin) {
        origins.put(new StmtRef(procedure, label, stmts.size()), origin);
        end(terminator);
    }

    /** An open block put aside while another block is built. */
    record Suspended(String label, List<Stmt> stmts) {
    }

    /** Puts the open block aside; {@link #resume} continues it. */
    Suspended suspend() {
        Suspended s = new Suspended(label, stmts);
        stmts = null;
        return s;
    }

    void resume(Suspended s) {
        if (stmts != null) {
            throw new IllegalStateException("block " + label + " of " + procedure + " is still open");
        }
        label = s.label();
        stmts = s.stmts();
    }

    /** Ends the current block with a jump to {@code target}. */
    void jump(String target) {
        end(new Terminator.Goto(target, Loc.NONE));
    }

    /** Continues in a fresh block when {@code condition} is false, jumps to {@code target} when true. */
    void branchOff(Expr condition, String target) {
        String next = fresh(label.contains(".") ? label.substring(0, label.indexOf('.')) : label);
        end(new Terminator.Branch(condition, target, next, Loc.NONE));
        start(next);
    }

    /** The finished blocks in the order they were started (the first is the entry). */
    List<Block> blocks() {
        if (stmts != null) {
            throw new IllegalStateException("block " + label + " of " + procedure + " is still open");
        }
        List<Block> ordered = new ArrayList<>(blocks);
        ordered.sort(java.util.Comparator.comparingInt(block -> startOrder.get(block.label())));
        return ordered;
    }
}
