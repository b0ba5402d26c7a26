package org.braid.core.internal.dpor;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.braid.core.internal.ir.Block;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Operands;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.StmtRef;
import org.braid.core.internal.ir.Terminator;
import org.braid.core.internal.ir.Variable;

/**
 * The statements of a procedure that take a nondeterministic value into a register no path reads
 * before it is written again or the activation ends: a {@code havoc} of a register that is dead
 * right after it (the C front end havocs every uninitialized scalar local, {@code int tmp;},
 * also one that is assigned before it is read), and a call with a register result that is dead
 * after it (an external function's result that is dropped).
 *
 * <p>Liveness of registers, backward and over every path of the procedure's blocks (a may
 * analysis: a register counts as read if any path from the statement reads it before a write to
 * it). A register is private to its activation ({@link Lvalue.Var}; its address cannot be taken,
 * {@link Expr.LocalAddr} is for variables in memory), so no other thread and no callee reads it,
 * and the value such a statement takes cannot reach a branch, an assertion, a memory cell or
 * another thread: every value gives the same execution but for that dead register. One value
 * stands for them all, and the domain is complete ({@link Inputs}). Sound for any value of the
 * register at the procedure's exit too: registers die with their activation.
 */
final class UnreadValues {

    private UnreadValues() {
    }

    /** The statements of {@code p} whose taken value nothing reads. */
    static Set<StmtRef> of(Procedure p) {
        List<Block> blocks = p.blocks();
        if (blocks.isEmpty()) {
            return Set.of();
        }
        boolean any = false;
        for (Block b : blocks) {
            for (Stmt s : b.statements()) {
                any |= taken(s) != null;
            }
        }
        if (!any) {
            return Set.of();
        }
        Map<String, Integer> index = new HashMap<>();
        for (int i = 0; i < blocks.size(); i++) {
            index.put(blocks.get(i).label(), i);
        }
        List<List<Integer>> successors = new ArrayList<>();
        for (Block b : blocks) {
            List<Integer> next = new ArrayList<>();
            switch (b.terminator()) {
                case Terminator.Goto g -> next.add(index.get(g.target()));
                case Terminator.Branch br -> {
                    next.add(index.get(br.then()));
                    next.add(index.get(br.otherwise()));
                }
                case Terminator.Return r -> {
                }
                case Terminator.Exit x -> {
                }
            }
            next.removeIf(java.util.Objects::isNull);
            successors.add(next);
        }
        List<Set<Variable>> liveIn = new ArrayList<>();
        for (int i = 0; i < blocks.size(); i++) {
            liveIn.add(new HashSet<>());
        }
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int i = blocks.size() - 1; i >= 0; i--) {
                Set<Variable> live = liveOut(i, successors, liveIn);
                Block b = blocks.get(i);
                Operands.visit(b.terminator(), e -> reads(e, live));
                for (int k = b.statements().size() - 1; k >= 0; k--) {
                    transfer(b.statements().get(k), live);
                }
                if (!live.equals(liveIn.get(i))) {
                    liveIn.set(i, live);
                    changed = true;
                }
            }
        }
        Set<StmtRef> out = new HashSet<>();
        for (int i = 0; i < blocks.size(); i++) {
            Block b = blocks.get(i);
            Set<Variable> live = liveOut(i, successors, liveIn);
            Operands.visit(b.terminator(), e -> reads(e, live));
            for (int k = b.statements().size() - 1; k >= 0; k--) {
                Stmt s = b.statements().get(k);
                Variable taken = taken(s);
                if (taken != null && !live.contains(taken)) {
                    out.add(new StmtRef(p.name(), b.label(), k));
                }
                transfer(s, live);
            }
        }
        return out;
    }

    private static Set<Variable> liveOut(int block, List<List<Integer>> successors, List<Set<Variable>> liveIn) {
        Set<Variable> live = new HashSet<>();
        for (int s : successors.get(block)) {
            live.addAll(liveIn.get(s));
        }
        return live;
    }

    /** The register a statement that may take a value writes it to, or null. */
    private static Variable taken(Stmt s) {
        if (s instanceof Stmt.Havoc h && h.target() instanceof Lvalue.Var v) {
            return v.variable();
        }
        if (s instanceof Stmt.Call c && c.result().isPresent() && c.result().get() instanceof Lvalue.Var v) {
            return v.variable();
        }
        return null;
    }

    /** {@code live} after {@code s} becomes {@code live} before it. */
    private static void transfer(Stmt s, Set<Variable> live) {
        List<Variable> written = new ArrayList<>();
        List<Expr> read = new ArrayList<>();
        Operands.visit(s, target -> {
            switch (target) {
                case Lvalue.Var v -> written.add(v.variable());
                case Lvalue.Mem m -> read.add(m.pointer());
            }
        }, read::add);
        live.removeAll(written);
        read.forEach(e -> reads(e, live));
    }

    /** Adds every register {@code e} reads. */
    private static void reads(Expr e, Set<Variable> live) {
        if (e instanceof Expr.Read r && r.lvalue() instanceof Lvalue.Var v) {
            live.add(v.variable());
        }
        for (Expr c : Operands.children(e)) {
            reads(c, live);
        }
    }
}
