package org.braid.core.internal.dpor;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.braid.core.internal.ir.Block;
import org.braid.core.internal.ir.Callee;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.StmtRef;
import org.braid.core.internal.ir.Terminator;
import org.braid.core.internal.lockset.Locksets;

/**
 * The statically computed half of PDP's lockset information (seed 004, Sec. 3.2: the accesses and
 * locksets of the branches an execution did not take): for every program point, what the code
 * from there on may touch ({@link Touches}) that may race at all. "May race" comes from the
 * lockset pre-pass ({@link Locksets}: a global every conflicting pair of accesses of which holds
 * a common lock never races, in any execution), accesses inside atomic sections are left out (a
 * race needs both threads outside one), and an atomic section's extent is the minimum nesting
 * depth over all paths from the procedure's entry (a real depth is never smaller).
 */
final class StaticFutures {
    private final Program program;
    private final Locksets locksets;
    private final Map<String, Touches> procedures = new HashMap<>();
    private final Map<String, Map<String, Integer>> depthIn = new HashMap<>();

    StaticFutures(Program program, Locksets locksets) {
        this.program = program;
        this.locksets = locksets;
        for (Procedure p : program.procedures().values()) {
            if (!p.isExternal()) {
                depthIn.put(p.name(), depths(p));
                procedures.put(p.name(), new Touches());
            }
        }
        boolean grew = true;
        while (grew) {
            grew = false;
            for (Procedure p : program.procedures().values()) {
                if (!p.isExternal()) {
                    Touches all = new Touches();
                    for (Block b : p.blocks()) {
                        all.add(block(p, b, 0));
                    }
                    grew |= procedures.get(p.name()).add(all);
                }
            }
        }
    }

    /** The summary of a whole procedure and everything it calls. */
    Touches procedure(String name) {
        Touches t = procedures.get(name);
        return t == null ? new Touches() : t;
    }

    /** What a thread may touch from a position on: its next statement, what follows, and its callees. */
    Touches from(StmtRef at) {
        Procedure p = program.procedure(at.procedure()).orElseThrow();
        Block start = p.block(at.block());
        Touches out = block(p, start, at.index());
        Set<String> seen = new HashSet<>();
        Deque<String> work = new ArrayDeque<>(successors(start.terminator()));
        while (!work.isEmpty()) {
            String label = work.pop();
            if (seen.add(label)) {
                Block b = p.block(label);
                out.add(block(p, b, 0));
                work.addAll(successors(b.terminator()));
            }
        }
        return out;
    }

    /**
     * What a caller waiting in the call at {@code call} may still touch: the call's result (the
     * callee's return writes it), then everything from the statement after the call on.
     */
    Touches afterCall(StmtRef call) {
        Procedure p = program.procedure(call.procedure()).orElseThrow();
        Touches out = new Touches();
        if (p.block(call.block()).statements().get(call.index()) instanceof Stmt.Call c) {
            int depth = depthIn.get(p.name()).getOrDefault(call.block(), 0);
            Block b = p.block(call.block());
            for (int i = 0; i < call.index(); i++) {
                depth = after(b.statements().get(i), depth);
            }
            int inCall = depth;
            c.result().ifPresent(r -> lvalue(p.name(), r, inCall, out));
        }
        out.add(from(new StmtRef(call.procedure(), call.block(), call.index() + 1)));
        return out;
    }

    private Touches block(Procedure p, Block b, int from) {
        Touches out = new Touches();
        int depth = depthIn.get(p.name()).getOrDefault(b.label(), 0);
        for (int i = 0; i < b.statements().size(); i++) {
            Stmt s = b.statements().get(i);
            if (i >= from) {
                statement(p.name(), s, depth, out);
            }
            depth = after(s, depth);
        }
        if (depth == 0) {
            terminator(p.name(), b.terminator(), out);
        }
        return out;
    }

    private void statement(String procedure, Stmt s, int depth, Touches out) {
        switch (s) {
            case Stmt.Assign a -> {
                lvalue(procedure, a.target(), depth, out);
                expr(procedure, a.value(), depth, out);
            }
            case Stmt.Havoc h -> lvalue(procedure, h.target(), depth, out);
            case Stmt.Assume a -> expr(procedure, a.condition(), depth, out);
            case Stmt.Assert a -> expr(procedure, a.condition(), depth, out);
            case Stmt.Call c -> {
                c.result().ifPresent(r -> lvalue(procedure, r, depth, out));
                c.arguments().forEach(e -> expr(procedure, e, depth, out));
                switch (c.callee()) {
                    case Callee.Direct d -> out.add(procedure(d.name()));
                    case Callee.Indirect i -> out.any = true;
                }
            }
            case Stmt.Async a -> {
                a.threadId().ifPresent(r -> lvalue(procedure, r, depth, out));
                a.arguments().forEach(e -> expr(procedure, e, depth, out));
                switch (a.callee()) {
                    case Callee.Direct d -> out.spawns.add(d.name());
                    case Callee.Indirect i -> out.any = true;
                }
            }
            case Stmt.Join j -> {
                expr(procedure, j.threadId(), depth, out);
                j.result().ifPresent(r -> lvalue(procedure, r, depth, out));
            }
            case Stmt.AtomicBegin a -> {
            }
            case Stmt.AtomicEnd a -> {
            }
            case Stmt.Alloc a -> {
                lvalue(procedure, a.target(), depth, out);
                expr(procedure, a.size(), depth, out);
            }
            case Stmt.Free f -> expr(procedure, f.pointer(), depth, out);
        }
    }

    private void terminator(String procedure, Terminator t, Touches out) {
        switch (t) {
            case Terminator.Goto g -> {
            }
            case Terminator.Branch b -> expr(procedure, b.condition(), 0, out);
            case Terminator.Return r -> r.value().ifPresent(e -> expr(procedure, e, 0, out));
            case Terminator.Exit e -> {
            }
        }
    }

    private void lvalue(String procedure, Lvalue l, int depth, Touches out) {
        switch (l) {
            case Lvalue.Var v -> {
            }
            case Lvalue.Mem m -> {
                expr(procedure, m.pointer(), depth, out);
                if (depth == 0) {
                    String object = object(m.pointer(), procedure);
                    if (object == null) {
                        out.any = true;
                    } else if (mayRace(object)) {
                        out.globals.add(object);
                    }
                }
            }
        }
    }

    /**
     * The object a pointer expression points into: {@code g:NAME} for a global, {@code l:PROC.VAR}
     * for an in-memory local of the procedure; null if it is not one this syntactic check resolves.
     */
    private static String object(Expr pointer, String procedure) {
        if (pointer instanceof Expr.GlobalAddr g) {
            return "g:" + g.name();
        }
        if (pointer instanceof Expr.LocalAddr l) {
            return "l:" + procedure + "." + l.variable().name();
        }
        if (pointer instanceof Expr.PtrAdd p) {
            return object(p.pointer(), procedure);
        }
        if (pointer instanceof Expr.Cast c) {
            return object(c.operand(), procedure);
        }
        return null;
    }

    private boolean mayRace(String object) {
        if (object.startsWith("g:")) {
            return locksets.mayRace(object.substring(2));
        }
        String local = object.substring(2);
        int dot = local.indexOf('.');
        return locksets.mayRaceLocal(local.substring(0, dot), local.substring(dot + 1));
    }

    private void expr(String procedure, Expr e, int depth, Touches out) {
        switch (e) {
            case Expr.Read r -> lvalue(procedure, r.lvalue(), depth, out);
            case Expr.PtrAdd p -> {
                expr(procedure, p.pointer(), depth, out);
                expr(procedure, p.bytes(), depth, out);
            }
            case Expr.PtrDiff p -> {
                expr(procedure, p.left(), depth, out);
                expr(procedure, p.right(), depth, out);
            }
            case Expr.ObjectSize o -> expr(procedure, o.pointer(), depth, out);
            case Expr.Unary u -> expr(procedure, u.operand(), depth, out);
            case Expr.Binary b -> {
                expr(procedure, b.left(), depth, out);
                expr(procedure, b.right(), depth, out);
            }
            case Expr.Cast c -> expr(procedure, c.operand(), depth, out);
            case Expr.Ite i -> {
                expr(procedure, i.condition(), depth, out);
                expr(procedure, i.then(), depth, out);
                expr(procedure, i.otherwise(), depth, out);
            }
            case Expr.FloatOp f -> f.operands().forEach(o -> expr(procedure, o, depth, out));
            case Expr.Const c -> {
            }
            case Expr.Null n -> {
            }
            case Expr.GlobalAddr g -> {
            }
            case Expr.LocalAddr l -> {
            }
            case Expr.FunctionAddr f -> {
            }
        }
    }

    private static int after(Stmt s, int depth) {
        if (s instanceof Stmt.AtomicBegin) {
            return depth + 1;
        }
        if (s instanceof Stmt.AtomicEnd) {
            return Math.max(0, depth - 1);
        }
        return depth;
    }

    /** The minimum atomic nesting depth at each block's entry over all paths from the procedure's entry. */
    private static Map<String, Integer> depths(Procedure p) {
        Map<String, Integer> in = new HashMap<>();
        Deque<String> work = new ArrayDeque<>();
        in.put(p.entry().label(), 0);
        work.push(p.entry().label());
        while (!work.isEmpty()) {
            Block b = p.block(work.pop());
            int depth = in.get(b.label());
            for (Stmt s : b.statements()) {
                depth = after(s, depth);
            }
            for (String next : successors(b.terminator())) {
                Integer old = in.get(next);
                if (old == null || depth < old) {
                    in.put(next, depth);
                    work.push(next);
                }
            }
        }
        return in;
    }

    private static List<String> successors(Terminator t) {
        return switch (t) {
            case Terminator.Goto g -> List.of(g.target());
            case Terminator.Branch b -> List.of(b.then(), b.otherwise());
            case Terminator.Return r -> List.of();
            case Terminator.Exit e -> List.of();
        };
    }
}
