package org.braid.core.internal.dpor;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.braid.core.internal.ir.Block;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.StmtRef;
import org.braid.core.internal.ir.Terminator;
import org.braid.core.internal.ir.Variable;

/**
 * The havocs of a procedure whose register is only ever read in a test against zero
 * ({@code t != 0}, {@code t == 0}): for them, 0 and 1 stand for every value.
 */
final class ZeroTests {

    private ZeroTests() {
    }

    static Set<StmtRef> havocs(Procedure p) {
        Map<Variable, StmtRef> havocked = new HashMap<>();
        for (Block b : p.blocks()) {
            for (int i = 0; i < b.statements().size(); i++) {
                if (b.statements().get(i) instanceof Stmt.Havoc h && h.target() instanceof Lvalue.Var v) {
                    havocked.put(v.variable(), new StmtRef(p.name(), b.label(), i));
                }
            }
        }
        if (havocked.isEmpty()) {
            return Set.of();
        }
        Set<Variable> rawRead = new HashSet<>();
        for (Block b : p.blocks()) {
            for (Stmt s : b.statements()) {
                for (Expr e : expressions(s)) {
                    reads(e, rawRead);
                }
            }
            switch (b.terminator()) {
                case Terminator.Branch br -> reads(br.condition(), rawRead);
                case Terminator.Return r -> r.value().ifPresent(e -> reads(e, rawRead));
                case Terminator.Goto g -> {
                }
                case Terminator.Exit x -> {
                }
            }
        }
        Set<StmtRef> out = new HashSet<>();
        havocked.forEach((v, at) -> {
            if (!rawRead.contains(v)) {
                out.add(at);
            }
        });
        return out;
    }

    /** The expressions a statement evaluates (operands, and the pointers of the memory it writes). */
    private static List<Expr> expressions(Stmt s) {
        List<Expr> out = new java.util.ArrayList<>();
        switch (s) {
            case Stmt.Assign a -> {
                out.add(a.value());
                pointer(a.target(), out);
            }
            case Stmt.Havoc h -> pointer(h.target(), out);
            case Stmt.Assume a -> out.add(a.condition());
            case Stmt.Assert a -> out.add(a.condition());
            case Stmt.Call c -> {
                out.addAll(c.arguments());
                c.result().ifPresent(r -> pointer(r, out));
                if (c.callee() instanceof org.braid.core.internal.ir.Callee.Indirect i) {
                    out.add(i.pointer());
                }
            }
            case Stmt.Async a -> {
                out.addAll(a.arguments());
                a.threadId().ifPresent(r -> pointer(r, out));
                if (a.callee() instanceof org.braid.core.internal.ir.Callee.Indirect i) {
                    out.add(i.pointer());
                }
            }
            case Stmt.Join j -> {
                out.add(j.threadId());
                j.result().ifPresent(r -> pointer(r, out));
            }
            case Stmt.AtomicBegin a -> {
            }
            case Stmt.AtomicEnd a -> {
            }
            case Stmt.Alloc a -> {
                out.add(a.size());
                pointer(a.target(), out);
            }
            case Stmt.Free f -> out.add(f.pointer());
        }
        return out;
    }

    private static void pointer(Lvalue target, List<Expr> out) {
        if (target instanceof Lvalue.Mem m) {
            out.add(m.pointer());
        }
    }

    /** Adds every register read in {@code e} that is not the operand of a test against zero. */
    private static void reads(Expr e, Set<Variable> raw) {
        switch (e) {
            case Expr.Read r -> {
                switch (r.lvalue()) {
                    case Lvalue.Var v -> raw.add(v.variable());
                    case Lvalue.Mem m -> reads(m.pointer(), raw);
                }
            }
            case Expr.Binary b -> {
                boolean zeroTest = (b.op() == Expr.BinaryOp.NE || b.op() == Expr.BinaryOp.EQ)
                    && b.left() instanceof Expr.Read r && r.lvalue() instanceof Lvalue.Var
                    && b.right() instanceof Expr.Const c && c.bits() == 0;
                if (!zeroTest) {
                    reads(b.left(), raw);
                    reads(b.right(), raw);
                }
            }
            case Expr.Unary u -> reads(u.operand(), raw);
            case Expr.Cast c -> reads(c.operand(), raw);
            case Expr.Ite i -> {
                reads(i.condition(), raw);
                reads(i.then(), raw);
                reads(i.otherwise(), raw);
            }
            case Expr.PtrAdd p -> {
                reads(p.pointer(), raw);
                reads(p.bytes(), raw);
            }
            case Expr.PtrDiff p -> {
                reads(p.left(), raw);
                reads(p.right(), raw);
            }
            case Expr.ObjectSize o -> reads(o.pointer(), raw);
            case Expr.FloatOp f -> f.operands().forEach(o -> reads(o, raw));
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
}
