package org.braid.java.internal.lower;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.braid.core.internal.ir.Block;
import org.braid.core.internal.ir.Callee;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Terminator;

/**
 * Drops the check of the pending exception ({@link MethodContext#afterCall}) after the calls of
 * procedures that never throw: a procedure throws when it stores a non-null value into the
 * pending slot (a {@code throw}, a failed check a handler may catch, a rethrow) or calls one that
 * throws, a fixpoint over the call graph. The calls are lowered before their callees, so this
 * runs on the finished procedures; the checks it drops can never branch to their handlers.
 */
public final class ThrowingCalls {
    private ThrowingCalls() {
    }

    public static List<Procedure> pruned(List<Procedure> procedures, Lvalue pending, Expr isPending) {
        Set<String> throwing = throwing(procedures, pending);
        List<Procedure> result = new ArrayList<>();
        for (Procedure p : procedures) {
            List<Block> blocks = new ArrayList<>();
            for (Block b : p.blocks()) {
                blocks.add(checksAfterCallOfNonThrowing(b, throwing, isPending)
                    ? new Block(b.label(), b.statements(),
                        new Terminator.Goto(((Terminator.Branch) b.terminator()).otherwise(), b.terminator().loc()))
                    : b);
            }
            result.add(new Procedure(p.name(), p.type(), p.parameters(), p.locals(), blocks, p.loc()));
        }
        return result;
    }

    private static boolean checksAfterCallOfNonThrowing(Block b, Set<String> throwing, Expr isPending) {
        if (!(b.terminator() instanceof Terminator.Branch branch) || !branch.condition().equals(isPending)
            || b.statements().isEmpty()) {
            return false;
        }
        return b.statements().get(b.statements().size() - 1) instanceof Stmt.Call call
            && call.callee() instanceof Callee.Direct direct && !throwing.contains(direct.name());
    }

    private static Set<String> throwing(List<Procedure> procedures, Lvalue pending) {
        Set<String> throwing = new HashSet<>();
        boolean changed = true;
        while (changed) {
            changed = false;
            for (Procedure p : procedures) {
                if (!throwing.contains(p.name()) && throwsOrCallsThrowing(p, pending, throwing)) {
                    throwing.add(p.name());
                    changed = true;
                }
            }
        }
        return throwing;
    }

    private static boolean throwsOrCallsThrowing(Procedure p, Lvalue pending, Set<String> throwing) {
        for (Block b : p.blocks()) {
            for (Stmt s : b.statements()) {
                boolean raises = s instanceof Stmt.Assign a && a.target().equals(pending)
                    && !(a.value() instanceof Expr.Null);
                boolean calls = s instanceof Stmt.Call c
                    && (!(c.callee() instanceof Callee.Direct d) || throwing.contains(d.name()));
                if (raises || calls) {
                    return true;
                }
            }
        }
        return false;
    }
}
