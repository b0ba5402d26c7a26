package org.braid.core.internal.check;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

import org.braid.core.internal.ir.Block;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Global;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Operands;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;

/**
 * The environment models' bookkeeping globals ({@code __braid_*}) whose value no execution from
 * an entry can observe: every use of the global in a procedure the entry may run is a store to
 * it of an expression built only from constants, the global's own value and {@code +}/{@code -}
 * (e.g. the pthread model's count of running threads, {@code running = running - 1}, read only
 * by {@code pthread_exit} in {@code main}). Its initializer may be anything.
 *
 * <p>The DPOR search does not count accesses to such a global in its dependence relation: two
 * executions that differ only in the order of those stores reach states that differ at most in
 * the global, which nothing reads but the stores themselves, so the same assertions, races and
 * reachable statements follow; and the stores cannot fail (no division, no pointer). Only model
 * globals qualify, whose accesses the models keep inside atomic sections: a user's global is
 * left alone, as two unsynchronised stores to it are a data race to report, and a race is found
 * in a state where both accesses are pending.
 */
final class SelfFedCounters {

    private static final String MODEL_PREFIX = "__braid_";

    private SelfFedCounters() {
    }

    static Set<String> of(Program program, String entry) {
        Set<String> candidates = new LinkedHashSet<>();
        for (Global g : program.globals().values()) {
            if (g.name().startsWith(MODEL_PREFIX) && !g.threadLocal()) {
                candidates.add(g.name());
            }
        }
        Set<String> spoiled = new HashSet<>();
        for (Global g : program.globals().values()) {
            for (Global.Init init : g.initializer()) {
                candidates.stream().filter(c -> mentions(init.value(), c, Set.of())).forEach(spoiled::add);
            }
        }
        for (String name : ReachableProcedures.from(program, entry)) {
            Procedure p = program.procedure(name).orElse(null);
            if (p == null) {
                continue;
            }
            for (String global : candidates) {
                if (!spoiled.contains(global) && observed(p, global)) {
                    spoiled.add(global);
                }
            }
        }
        candidates.removeAll(spoiled);
        return candidates;
    }

    /**
     * Whether {@code p} uses {@code global}'s value or address otherwise than to store to it. A
     * register that holds a value computed from the global (a front end's {@code tmp.1 = global})
     * is a carrier; carriers may only be assigned such values and flow into stores to the global.
     */
    private static boolean observed(Procedure p, String global) {
        Map<Variable, List<Expr>> defs = new HashMap<>();
        Set<Variable> otherDefs = new HashSet<>(p.parameters());
        for (Block b : p.blocks()) {
            for (Stmt s : b.statements()) {
                if (s instanceof Stmt.Assign a && a.target() instanceof Lvalue.Var v) {
                    defs.computeIfAbsent(v.variable(), k -> new ArrayList<>()).add(a.value());
                } else {
                    Operands.visit(s, lvalue -> {
                        if (lvalue instanceof Lvalue.Var v) {
                            otherDefs.add(v.variable());
                        }
                    }, c -> { }, e -> { });
                }
            }
        }
        Set<Variable> carriers = new HashSet<>();
        boolean grew = true;
        while (grew) {
            grew = false;
            for (Map.Entry<Variable, List<Expr>> d : defs.entrySet()) {
                if (!carriers.contains(d.getKey())
                        && d.getValue().stream().anyMatch(e -> mentions(e, global, carriers))) {
                    carriers.add(d.getKey());
                    grew = true;
                }
            }
        }
        for (Variable c : carriers) {
            if (otherDefs.contains(c) || !defs.get(c).stream().allMatch(e -> fedBy(e, global, carriers))) {
                return true;
            }
        }
        for (Block b : p.blocks()) {
            for (Stmt s : b.statements()) {
                if (s instanceof Stmt.Assign a && (a.target() instanceof Lvalue.Var v && carriers.contains(v.variable())
                        || a.target() instanceof Lvalue.Mem m && m.pointer() instanceof Expr.GlobalAddr g
                            && g.name().equals(global) && fedBy(a.value(), global, carriers))) {
                    continue;
                }
                boolean[] seen = {false};
                Operands.visit(s, lvalue -> Operands.pointer(lvalue).ifPresent(e -> seen[0] |= mentions(e, global, carriers)),
                    e -> seen[0] |= mentions(e, global, carriers));
                if (seen[0]) {
                    return true;
                }
            }
            boolean[] seen = {false};
            Operands.visit(b.terminator(), e -> seen[0] |= mentions(e, global, carriers));
            if (seen[0]) {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code e} uses the global's address or reads a carrier. */
    private static boolean mentions(Expr e, String global, Set<Variable> carriers) {
        if (e instanceof Expr.GlobalAddr g && g.name().equals(global)
                || e instanceof Expr.Read r && r.lvalue() instanceof Lvalue.Var v && carriers.contains(v.variable())) {
            return true;
        }
        for (Expr child : Operands.children(e)) {
            if (mentions(child, global, carriers)) {
                return true;
            }
        }
        return false;
    }

    private static boolean fedBy(Expr e, String global, Set<Variable> fed) {
        return switch (e) {
            case Expr.Const c -> true;
            case Expr.Read r -> r.lvalue() instanceof Lvalue.Var v ? fed.contains(v.variable())
                : r.lvalue() instanceof Lvalue.Mem m && m.pointer() instanceof Expr.GlobalAddr g
                    && g.name().equals(global);
            case Expr.Binary b -> (b.op() == Expr.BinaryOp.ADD || b.op() == Expr.BinaryOp.SUB)
                && fedBy(b.left(), global, fed) && fedBy(b.right(), global, fed);
            case Expr.Cast c -> c.type() instanceof Type.Int && fedBy(c.operand(), global, fed);
            default -> false;
        };
    }
}
